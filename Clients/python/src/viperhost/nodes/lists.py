"""A list and what its rows hold (PROTOCOL.md §6: "Rows that do more"; "Lists of any size")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .members import Node, object_of


__all__ = ["list_", "item", "row_accessory", "row_action", "row_toggle", "list_window"]  # each builder of this file (the package exports them)

def list_(action: str, items: list[Node], window: dict[str, Any] | None = None) -> Node:
    """A list of ``item(…)`` rows; selecting one sends ``{action, value: key}``. With ``window``
    (``list_window(…)``) its items are a window on a longer list (PROTOCOL.md §6, "Lists of any
    size"; ``viperhost.plugin.HeldWindow`` makes one)."""
    node: Node = {"type": "list", "action": action, "items": items}
    if window is not None:
        node["window"] = window
    return node


def item(
    key: str,
    title: str,
    subtitle: str | None = None,
    accessory: Node | tuple[str, str] | None = None,
    image: Node | None = None,
    actions: Sequence[Node | tuple[str, str]] | None = None,
    toggle: Node | bool | None = None,
) -> Node:
    """A list row. ``image``: an ``image_source(…)`` shown with it (an avatar). ``accessory``: one
    button, an ``(action, title)`` pair or ``row_accessory(…)``; ``actions``: buttons, each a pair or
    a ``row_action(…)`` (not with an accessory). Both send ``{action, value: key}``. ``toggle``: a
    checkbox labelled with the title, ``True``/``False`` or a ``row_toggle(…)``; it is an input
    keyed by the row, whose flips reach ``Screen.edit(key, on, left)``."""
    row: Node = {"key": key, "title": title}
    if subtitle is not None:
        row["subtitle"] = subtitle
    if image is not None:
        row["image"] = image
    if accessory is not None:
        row["accessory"] = object_of(accessory, row_accessory)
    if actions:
        row["actions"] = [object_of(action, row_action) for action in actions]
    if toggle is not None:
        row["toggle"] = row_toggle(toggle) if isinstance(toggle, bool) else dict(toggle)
    return row


def row_accessory(action: str, title: str) -> Node:
    return {"action": action, "title": title}


def row_action(action: str, title: str, role: str | None = None) -> Node:
    """``role``: ``destructive`` (ask with an ``alert`` before doing it: the role confirms nothing)."""
    member: Node = {"action": action, "title": title}
    if role is not None:
        member["role"] = role
    return member


def row_toggle(on: bool, enabled: bool = True) -> Node:
    """A row's checkbox (the host writes its ``seq`` and ``set``)."""
    return {"on": on, "enabled": enabled}


def list_window(start: int, more: bool, total: int | None = None, anchor: str | None = None) -> Node:
    """Where a list's items are in the whole list: ``start`` the position of the first, ``more``
    whether rows follow the last, ``total`` the whole list's length when known, ``anchor`` the row
    the frontend keeps its place by."""
    window: Node = {"start": start, "more": more}
    if total is not None:
        window["total"] = total
    if anchor is not None:
        window["anchor"] = anchor
    return window
