"""The nodes a screen shows and the actions it offers as a whole (PROTOCOL.md §6; "Controls" for
toolbars and roles)."""

from __future__ import annotations

from collections.abc import Sequence

from .members import Node, object_of


__all__ = ["screen", "text", "image", "image_source", "button", "spinner", "picker", "option", "alert", "alert_action", "toolbar", "toolbar_action", "stack", "section"]  # each builder of this file (the package exports them)

def screen(title: str, *children: Node) -> Node:
    """The root of every view: a titled page."""
    return {"type": "screen", "title": title, "children": list(children)}


def text(text: str | None = None, *, value: str | None = None) -> Node:
    """A paragraph; newlines break lines. ``value`` is the older name of ``text``."""
    if (text is None) == (value is None):
        raise TypeError("text() takes its text once: text=… (or value=…)")
    return {"type": "text", "text": text if text is not None else value}


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


def spinner(label: str | None = None) -> Node:
    return {"type": "spinner", "label": label} if label is not None else {"type": "spinner"}


def picker(action: str, label: str, options: Sequence[Node | tuple[str, str]], selected: str | None = None) -> Node:
    """Choosing sends ``{action, value: key}``; ``options``: ``(key, title)`` pairs or ``option(…)``."""
    return {
        "type": "picker",
        "action": action,
        "label": label,
        "options": [object_of(one, option) for one in options],
        "selected": selected,
    }


def option(key: str, title: str) -> Node:
    """One option of a ``picker`` or a ``choice``."""
    return {"key": key, "title": title}


def alert(title: str, message: str, actions: Sequence[Node | tuple[str, str]]) -> Node:
    """A modal message; ``actions``: ``(action, title)`` pairs or ``alert_action(…)`` (with a role)."""
    return {
        "type": "alert",
        "title": title,
        "message": message,
        "actions": [object_of(action, alert_action) for action in actions],
    }


def alert_action(action: str, title: str, role: str | None = None) -> Node:
    """``role``: ``destructive`` (deletes data or cannot be undone) or ``cancel`` (leaves things as
    they are: the alert's initial focus and its Escape); absent, an ordinary action."""
    member: Node = {"action": action, "title": title}
    if role is not None:
        member["role"] = role
    return member


def toolbar(actions: Sequence[Node | tuple[str, str]]) -> Node:
    """The actions a screen offers as a whole, shown in its header: a direct child of the screen.
    ``actions`` (at least one): ``(action, title)`` pairs or ``toolbar_action(…)``."""
    return {"type": "toolbar", "actions": [object_of(action, toolbar_action) for action in actions]}


def toolbar_action(action: str, title: str, enabled: bool = True, role: str | None = None) -> Node:
    """``role``: ``destructive``, shown and announced as such. It confirms nothing by itself: the
    screen asks first with an ``alert`` whose actions carry roles (PROTOCOL.md §6, "Roles")."""
    member: Node = {"action": action, "title": title, "enabled": enabled}
    if role is not None:
        member["role"] = role
    return member


def stack(axis: str, *children: Node) -> Node:
    """``axis`` vertical or horizontal."""
    return {"type": "stack", "axis": axis, "children": list(children)}


def section(title: str, *children: Node) -> Node:
    """A titled group: a heading, then its children."""
    return {"type": "section", "title": title, "children": list(children)}
