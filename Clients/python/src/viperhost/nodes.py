"""View nodes as plain dicts (Protocol/PROTOCOL.md §6): what the host sends
to frontends and what a process plugin sends to the host."""

from __future__ import annotations

from typing import Any

Node = dict[str, Any]


def screen(title: str, *children: Node) -> Node:
    return {"type": "screen", "title": title, "children": list(children)}


def text(value: str) -> Node:
    return {"type": "text", "text": value}


def image(name: str | None = None, url: str | None = None, label: str | None = None) -> Node:
    """An image by bundled name or URL; ``label`` is its alt text (non-empty)."""
    return {"type": "image", **image_source(name, url, label)}


def image_source(name: str | None = None, url: str | None = None, label: str | None = None) -> Node:
    """An image's members without ``type``: a list row's ``image``."""
    source: Node = {"url": url} if url is not None else {"name": name}
    if label is not None:
        source["label"] = label
    return source


def button(action: str, title: str, enabled: bool = True, busy: bool = False) -> Node:
    """``busy``: the work it started runs (shown busy, not pressable)."""
    node: Node = {"type": "button", "action": action, "title": title, "enabled": enabled}
    if busy:
        node["busy"] = True
    return node


def item(
    key: str, title: str, subtitle: str | None = None, accessory: tuple[str, str] | None = None, image: Node | None = None
) -> Node:
    """A list row; ``image`` is an ``image_source(...)`` shown with it (e.g. an avatar)."""
    row: Node = {"key": key, "title": title}
    if subtitle is not None:
        row["subtitle"] = subtitle
    if image is not None:
        row["image"] = image
    if accessory is not None:
        row["accessory"] = {"action": accessory[0], "title": accessory[1]}
    return row


def list_(action: str, items: list[Node], window: dict[str, Any] | None = None) -> Node:
    """A list; with ``window`` (``{start, total?, more, anchor?}``) its items are a window on a
    longer list (PROTOCOL.md §6, "Lists of any size"; ``viperhost.plugin.HeldWindow`` makes one)."""
    node: Node = {"type": "list", "action": action, "items": items}
    if window is not None:
        node["window"] = window
    return node


def picker(action: str, label: str, options: list[tuple[str, str]], selected: str | None = None) -> Node:
    return {
        "type": "picker",
        "action": action,
        "label": label,
        "options": [{"key": key, "title": title} for key, title in options],
        "selected": selected,
    }


def spinner(label: str | None = None) -> Node:
    return {"type": "spinner", "label": label} if label is not None else {"type": "spinner"}


def alert(title: str, message: str, actions: list[tuple[str, str]]) -> Node:
    return {
        "type": "alert",
        "title": title,
        "message": message,
        "actions": [{"action": action, "title": title} for action, title in actions],
    }


# Input (PROTOCOL.md §6, "Input"). A plugin leaves out `seq` and `set`: the host writes them.


def field(
    key: str,
    label: str,
    value: str = "",
    kind: str = "text",
    send: str = "change",
    debounce_ms: int = 300,
    placeholder: str | None = None,
    hint: str | None = None,
    error: str | None = None,
    enabled: bool = True,
    required: bool = False,
    max_length: int | None = None,
) -> Node:
    """A labelled text input; ``kind`` text, secure, multiline, number or
    email; ``send`` change (after ``debounce_ms`` without typing), leave or
    submit. A secure field has no ``value`` (the host would not send it on)."""
    node: Node = {"type": "field", "key": key, "label": label, "kind": kind, "send": send}
    if kind != "secure":
        node["value"] = value
    if send == "change":
        node["debounceMs"] = debounce_ms
    optional = {"placeholder": placeholder, "hint": hint, "error": error, "maxLength": max_length}
    node.update({name: member for name, member in optional.items() if member is not None})
    node["enabled"] = enabled
    node["required"] = required
    return node


def toggle(key: str, label: str, on: bool, enabled: bool = True) -> Node:
    return {"type": "toggle", "key": key, "label": label, "on": on, "enabled": enabled}


def form(
    key: str, submit: tuple[str, str], *children: Node, pending: bool = False, message: str | None = None
) -> Node:
    """Fields and toggles with one submit action ``(action, title)``; while
    ``pending`` the frontend keeps it read-only and its button busy."""
    action, title = submit
    node: Node = {"type": "form", "key": key, "submit": {"action": action, "title": title}, "pending": pending}
    if message is not None:
        node["message"] = message
    node["children"] = list(children)
    return node


def stack(axis: str, *children: Node) -> Node:
    """``axis`` vertical or horizontal."""
    return {"type": "stack", "axis": axis, "children": list(children)}


def section(title: str, *children: Node) -> Node:
    return {"type": "section", "title": title, "children": list(children)}
