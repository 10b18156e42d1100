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


def button(action: str, title: str, enabled: bool = True) -> Node:
    return {"type": "button", "action": action, "title": title, "enabled": enabled}


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


def list_(action: str, items: list[Node]) -> Node:
    return {"type": "list", "action": action, "items": items}


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
