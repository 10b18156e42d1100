"""Inputs (PROTOCOL.md §6, "Input" and "Controls"). A plugin leaves out ``seq`` and ``set``: the
host writes them. Each edit reaches the screen's ``Screen.edit(key, value, left)``."""

from __future__ import annotations

from collections.abc import Sequence

from .display import option
from .members import Node, object_of

#: Kinds whose value is a zone-less day (``YYYY-MM-DD``) or time (``HH:MM``); never sent on change.
CALENDAR_KINDS = ("date", "time")


__all__ = ["field", "toggle", "choice", "form", "form_submit"]  # each builder of this file (the package exports them)

def field(
    key: str,
    label: str,
    value: str = "",
    kind: str = "text",
    send: str | None = None,
    debounce_ms: int = 300,
    placeholder: str | None = None,
    hint: str | None = None,
    error: str | None = None,
    enabled: bool = True,
    required: bool = False,
    max_length: int | None = None,
    min: str | None = None,
    max: str | None = None,
) -> Node:
    """A labelled text input; ``kind`` text, secure, multiline, number, email, date or time;
    ``send`` change (after ``debounce_ms`` without typing), leave or submit — by default change,
    and leave for a date or time, which never go on change. A secure field has no ``value`` (the
    host would not send it on). ``min`` and ``max``, a date's or time's only and in its form,
    bound its value (both included; ``""`` is none)."""
    if send is None:
        send = "leave" if kind in CALENDAR_KINDS else "change"
    node: Node = {"type": "field", "key": key, "label": label, "kind": kind, "send": send}
    if kind != "secure":
        node["value"] = value
    if send == "change":
        node["debounceMs"] = debounce_ms
    optional = {"placeholder": placeholder, "hint": hint, "error": error, "maxLength": max_length, "min": min, "max": max}
    node.update({name: member for name, member in optional.items() if member is not None})
    node["enabled"] = enabled
    node["required"] = required
    return node


def toggle(key: str, label: str, on: bool, enabled: bool = True) -> Node:
    return {"type": "toggle", "key": key, "label": label, "on": on, "enabled": enabled}


def choice(
    key: str,
    label: str,
    options: Sequence[Node | tuple[str, str]],
    value: str | Sequence[str] | None = None,
    multiple: bool = False,
    style: str | None = None,
    send: str = "change",
    error: str | None = None,
    enabled: bool = True,
    required: bool = False,
) -> Node:
    """One of ``options`` (``(key, title)`` pairs or ``option(…)``): ``value`` its key, or None for
    none; ``multiple``: any of them, ``value`` their keys (None: none), written in the options'
    order. A key no option has is left out (a single choice's value is then None), as the host
    sends it (PROTOCOL.md §6, "Controls"). ``style`` inline (every option shown) or menu (a
    drop-down); absent, the frontend decides. ``send`` change (each change at once) or submit (with
    its form's submit). An edit is the whole value: a key or None, or a list of keys."""
    node: Node = {"type": "choice", "key": key, "label": label, "multiple": multiple}
    if style is not None:
        node["style"] = style
    node["options"] = [object_of(one, option) for one in options]
    keys = [one["key"] for one in node["options"]]
    if multiple:
        chosen = set(value or ())
        node["value"] = [one for one in keys if one in chosen]
    else:
        node["value"] = value if value in keys else None
    node["send"] = send
    if error is not None:
        node["error"] = error
    node["enabled"] = enabled
    node["required"] = required
    return node


def form(
    key: str, submit: Node | tuple[str, str], *children: Node, pending: bool = False, message: str | None = None
) -> Node:
    """Fields, toggles and choices with one submit action, an ``(action, title)`` pair or a
    ``form_submit(…)``; while ``pending`` the frontend keeps it read-only and its button busy."""
    node: Node = {"type": "form", "key": key, "submit": object_of(submit, form_submit), "pending": pending}
    if message is not None:
        node["message"] = message
    node["children"] = list(children)
    return node


def form_submit(action: str, title: str) -> Node:
    """A form's button: pressed, the form's edits go, then ``view/event {action}``."""
    return {"action": action, "title": title}
