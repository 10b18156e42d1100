"""Calls of every ``viperhost.nodes`` builder, shared by test_nodes_schema.py and test_plugin_nodes.py:
for each builder, one call with none of the arguments the schema leaves optional, and calls that
together give every argument. A ``Call`` names its builder, so one that does not exist yet is named
by the test rather than failing the import; its arguments may be calls of other builders."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from viperhost import nodes


@dataclass(eq=False)
class Call:
    builder: str
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)

    def function(self) -> Any:
        found = getattr(nodes, self.builder, None)
        assert callable(found), f"viperhost.nodes has no builder {self.builder}"
        return found

    def given(self) -> set[str]:
        """The names of the parameters this call binds."""
        return set(inspect.signature(self.function()).bind(*self.args, **self.kwargs).arguments)


def call(builder: str, *args: Any, **kwargs: Any) -> Call:
    return Call(builder, args, kwargs)


def build(value: Any) -> Any:
    """``value`` with every call in it made (the builders' output)."""
    if isinstance(value, Call):
        return value.function()(*build(value.args), **build(value.kwargs))
    if isinstance(value, (list, tuple)):
        return type(value)(build(element) for element in value)
    if isinstance(value, dict):
        return {name: build(element) for name, element in value.items()}
    return value


def calls_in(value: Any) -> Iterator[Call]:
    """Every call in ``value``, the ones given as arguments too."""
    if isinstance(value, Call):
        yield value
        yield from calls_in(value.args)
        yield from calls_in(value.kwargs)
    elif isinstance(value, (list, tuple)):
        for element in value:
            yield from calls_in(element)
    elif isinstance(value, dict):
        for element in value.values():
            yield from calls_in(element)


HELLO = call("text", "Hello")
OPTIONS = [("s", "Small"), ("m", "Medium"), ("l", "Large")]
FULL_OPTIONS = [call("option", "s", "Small"), call("option", "m", "Medium")]

#: Nodes, each served alone in a screen by test_plugin_nodes.py.
NODES: list[Call] = [
    call("screen", "Empty"),
    call("screen", "Full", HELLO, call("button", "go", "Go")),
    call("text", "Two lines:\nthe second"),
    call("text", text="By its member's name"),
    call("image", name="onboarding-1"),
    call("image", url="https://example.invalid/a.png", label="A portrait"),
    call("button", "save", "Save"),
    call("button", "save", "Save", enabled=False, busy=True),
    call("list_", "open", [call("item", "1", "Ada")]),
    call("list_", "open", [
        call("item", "1", "Ada", subtitle="Engines", image=call("image_source", url="https://example.invalid/ada.png",
                                                              label="Ada"), accessory=("follow", "Follow")),
        call("item", "2", "Grace", image=call("image_source", name="grace"),
             accessory=call("row_accessory", "follow", "Follow")),
        call("item", "milk", "Buy milk", actions=[("edit", "Edit")], toggle=False),
        call("item", "tax", "File the tax return", actions=[call("row_action", "edit", "Edit"),
                                                           call("row_action", "delete", "Delete", role="destructive")],
             toggle=call("row_toggle", True, enabled=False)),
        call("item", "bills", "Pay the bills", toggle=call("row_toggle", False)),
    ], window=call("list_window", 10, True)),
    call("list_", "open", [call("item", "1", "Ada")], window=call("list_window", 0, False, total=1, anchor="1")),
    call("picker", "size", "Which size?", OPTIONS),
    call("picker", "size", "Which size?", FULL_OPTIONS, selected="m"),
    call("spinner"),
    call("spinner", label="Loading"),
    call("alert", "Offline", "Try again.", [("retry", "Retry")]),
    call("alert", "Delete it?", "This cannot be undone.", [call("alert_action", "keep", "Keep", role="cancel"),
                                                           call("alert_action", "delete", "Delete", role="destructive"),
                                                           call("alert_action", "later", "Later")]),
    call("field", "name", "Name"),
    call("field", "name", "Name", value="Ada", kind="text", send="change", debounce_ms=500, placeholder="Your name",
         hint="As on your passport", error="Too long", enabled=False, required=True, max_length=40),
    call("field", "token", "Token", kind="secure", send="submit"),
    call("field", "due", "Due", "2026-12-01", kind="date", min="2026-01-01", max="2030-12-31"),
    call("field", "at", "At", kind="time", send="submit", min="08:00", max="18:00"),
    call("toggle", "share", "Share", False),
    call("toggle", "share", "Share", True, enabled=False),
    call("form", "order", ("save", "Save"), call("field", "name", "Name")),
    call("form", "order", call("form_submit", "save", "Save"), call("toggle", "share", "Share", True),
         pending=True, message="Saving failed"),
    call("stack", "vertical"),
    call("stack", "horizontal", HELLO, call("button", "go", "Go")),
    call("section", "Notifications"),
    call("section", "Notifications", call("toggle", "replies", "Replies", True)),
    call("choice", "size", "Size", OPTIONS),
    call("choice", "size", "Size", FULL_OPTIONS, value="m", multiple=False, style="inline", send="submit",
         error="Pick another", enabled=False, required=True),
    call("choice", "tags", "Tags", OPTIONS, multiple=True),
    call("choice", "tags", "Tags", OPTIONS, value=["l", "gone", "s"], multiple=True, style="menu"),
    call("choice", "size", "Size", OPTIONS, value="gone"),
    call("toolbar", [("add", "Add")]),
    call("toolbar", [call("toolbar_action", "add", "Add"),
                     call("toolbar_action", "clear-done", "Clear done", enabled=False, role="destructive")]),
]
