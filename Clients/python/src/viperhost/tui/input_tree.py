"""The inputs of a view's tree, as the input rules read them (pure: no widget, no state)."""

from __future__ import annotations

from typing import Any

Node = dict[str, Any]
Value = str | bool | tuple[str, ...]


def wire_value(state: Any, value: Value) -> Any:
    """What travels for ``value``: a choice's chosen keys as its key or null, or (``multiple``) the whole
    list — never a joined string; anything else as it is (``state``: an input's ``choice``/``multiple``)."""
    if not state.choice or not isinstance(value, tuple):
        return value
    return list(value) if state.multiple else (value[0] if value else None)


def chosen(node: Node) -> tuple[str, ...]:
    """A choice node's value as the rules hold it: its chosen keys, in the options' order."""
    value = node.get("value")
    keys = value if isinstance(value, list) else ([] if value is None else [value])
    order = [str(option["key"]) for option in node.get("options") or []]
    return tuple(key for key in order if key in keys)


def node_value(node: Node) -> Value:
    """What the control of an input node shows when it shows the host's value."""
    if node.get("type") == "toggle":
        return bool(node.get("on"))
    if node.get("type") == "choice":
        return chosen(node)
    return str(node.get("value") or "")


def row_toggle(item: Node) -> Node:
    """A list row's toggle as the input it is: keyed by the row, labelled with its title (§6 "Controls")."""
    return {"type": "toggle", "key": item["key"], "label": item.get("title", ""), **item["toggle"]}


def input_nodes(node: Node) -> list[Node]:
    """The inputs of a tree, in tree order: fields, toggles, choices and list rows' toggles."""
    found = [node] if node.get("type") in ("field", "toggle", "choice") else []
    if node.get("type") == "list":
        found += [row_toggle(item) for item in node.get("items") or [] if isinstance(item.get("toggle"), dict)]
    for child in node.get("children") or []:
        found += input_nodes(child)
    return found


def first_error_key(node: Node) -> str | None:
    """The first field or choice (in tree order) of a form's tree with an ``error``."""
    if node.get("type") in ("field", "choice") and node.get("error"):
        return str(node["key"])
    for child in node.get("children") or []:
        if (key := first_error_key(child)) is not None:
            return key
    return None


def focus_after_submit(form: Node, focus_outside: bool) -> str | None:
    """Rule 5: once a submit is answered and its form is not pending, the field to focus — the first with
    an ``error`` — unless the user moved focus out of the form meanwhile."""
    if form.get("pending") or focus_outside:
        return None
    return first_error_key(form)
