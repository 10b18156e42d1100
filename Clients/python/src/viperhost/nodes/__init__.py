"""View nodes as plain dicts (Protocol/PROTOCOL.md §6): what a process plugin sends to the host,
one builder per node type of Protocol/schema/nodes/node.json and one per object inside a node
(an option, a row's accessory, action and toggle, a list's window, an alert's or a toolbar's
action, a form's submit). Keyword arguments are the wire members in snake_case; an optional
member is left out when not given. Clients/python/tests/test_nodes_schema.py holds them to the
schema."""

from __future__ import annotations

from . import display, inputs, lists
from .display import *  # noqa: F403 (each file's __all__: a new builder is said in its own file only)
from .inputs import *  # noqa: F403
from .lists import *  # noqa: F403
from .members import Node

__all__ = ["Node", *display.__all__, *inputs.__all__, *lists.__all__]
