"""View nodes as plain dicts (Protocol/PROTOCOL.md §6): what a process plugin sends to the host,
one builder per node type of Protocol/schema/nodes/node.json and one per object inside a node
(an option, a row's accessory, action and toggle, a list's window, an alert's or a toolbar's
action, a form's submit). Keyword arguments are the wire members in snake_case; an optional
member is left out when not given. Clients/python/tests/test_nodes_schema.py holds them to the
schema."""

from __future__ import annotations

from .display import (
    alert,
    alert_action,
    button,
    image,
    image_source,
    option,
    picker,
    screen,
    section,
    spinner,
    stack,
    text,
    toolbar,
    toolbar_action,
)
from .inputs import choice, field, form, form_submit, toggle
from .lists import item, list_, list_window, row_accessory, row_action, row_toggle
from .members import Node

__all__ = [
    "Node",
    "alert",
    "alert_action",
    "button",
    "choice",
    "field",
    "form",
    "form_submit",
    "image",
    "image_source",
    "item",
    "list_",
    "list_window",
    "option",
    "picker",
    "row_accessory",
    "row_action",
    "row_toggle",
    "screen",
    "section",
    "spinner",
    "stack",
    "text",
    "toggle",
    "toolbar",
    "toolbar_action",
]
