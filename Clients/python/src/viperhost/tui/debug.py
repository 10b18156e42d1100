"""The TUI's debugger panel (key ``d``): the top view's history (SESSIONS.md §4).

Lists the entries (index, kind, name, rev; the cursor marked ``●``; ``>`` the highlighted entry, ``▶``
while the list has the focus: ``tui.marks``) and the
state after the highlighted one as pretty JSON. Selecting an entry asks the
app to go to it (``DebugPanel.Goto``); the app sends ``debug/goto``.
"""

from __future__ import annotations

import json
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Label, ListItem, ListView, Static

from ..errors import HostClosed, HostError, HostTimeout
from ..client import AsyncHost
from .marks import MarkedItem, MarkedList

HostFailure = (HostError, HostClosed, HostTimeout)


def entry_text(entry: dict[str, Any], cursor: int) -> str:
    """One history entry as a line: ``●   3  action  select "2"  rev 4``."""
    mark = "●" if entry["index"] == cursor else " "
    parts = [f"{mark} {entry['index']:>3}", entry["kind"]]
    if "name" in entry:
        parts.append(str(entry["name"]))
    if "value" in entry:
        value = json.dumps(entry["value"], ensure_ascii=False)
        parts.append(value if len(value) <= 30 else value[:29] + "…")
    parts.append(f"rev {entry['rev']}")
    return "  ".join(parts)


class HistoryRow(MarkedItem, ListItem):
    def __init__(self, entry: dict[str, Any], cursor: int) -> None:
        super().__init__(Label(entry_text(entry, cursor), markup=False))
        self.index = int(entry["index"])
        self.text = entry_text(entry, cursor)


class DebugPanel(Vertical):
    """Hidden until toggled; ``reload(host)`` reads the top view's history."""

    DEFAULT_CSS = """
    DebugPanel { dock: right; width: 50%; border-left: solid $accent; padding: 0 1; display: none; }
    DebugPanel.shown { display: block; }
    DebugPanel #debug-heading { text-style: bold; }
    DebugPanel ListView { height: auto; max-height: 50%; margin-bottom: 1; }
    DebugPanel HistoryRow { padding-left: 2; }
    DebugPanel #debug-state-scroll { height: 1fr; }
    """

    class Goto(Message):
        """The user selected history entry ``index`` of view ``view_id``."""

        def __init__(self, view_id: str, index: int) -> None:
            super().__init__()
            self.view_id = view_id
            self.index = index

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.host: AsyncHost | None = None
        self.view_id: str | None = None
        self.cursor: int | None = None
        self.entries: list[dict[str, Any]] = []
        self.state_index: int | None = None
        self.state: Any = None

    def compose(self) -> ComposeResult:
        yield Static("History", id="debug-heading", markup=False)
        yield MarkedList(id="debug-history")
        with VerticalScroll(id="debug-state-scroll"):
            yield Static("", id="debug-state", markup=False)

    @property
    def shown(self) -> bool:
        return self.has_class("shown")

    def heading(self, text: str) -> None:
        self.query_one("#debug-heading", Static).update(text)

    async def reload(self, host: AsyncHost | None) -> None:
        """Reads the top view's history and its current state (a no-op while hidden)."""
        self.host = host
        if not self.shown:
            return
        history = self.query_one("#debug-history", ListView)
        top = host.mirror.top if host is not None else None
        self.entries, self.cursor, self.view_id = [], None, None
        if host is None or top is None:
            self.heading("No view")
        elif "debug" not in host.host_info:
            self.heading("Debug is off: start the host with --debug to step through a view's history.")
        else:
            self.view_id = top.view_id
            try:
                result = await host.debug_history(top.view_id)
                self.entries, self.cursor = result["entries"], result["cursor"]
                self.heading(f"History of {top.view_id} ({top.module}): {len(self.entries)} entries, cursor {self.cursor}")
            except HostFailure as error:
                self.heading(str(error))
        await history.clear()
        await history.extend(HistoryRow(entry, self.cursor if self.cursor is not None else -1) for entry in self.entries)
        positions = [e["index"] for e in self.entries]
        if self.cursor in positions:
            history.index = positions.index(self.cursor)
        await self.show_state(self.cursor)

    async def show_state(self, index: int | None) -> None:
        """The state after entry ``index`` (``debug/state``) as pretty JSON."""
        text = ""
        self.state_index, self.state = None, None
        if self.host is not None and self.view_id is not None and index is not None:
            try:
                result = await self.host.debug_state(self.view_id, index)
                self.state_index, self.state = result["index"], result["state"]
                text = f"State after entry {self.state_index}:\n" + json.dumps(self.state, indent=2, ensure_ascii=False)
            except HostFailure as error:
                text = str(error)
        self.query_one("#debug-state", Static).update(text)

    @on(ListView.Highlighted, "#debug-history")
    async def highlighted(self, event: ListView.Highlighted) -> None:
        event.stop()
        if isinstance(event.item, HistoryRow) and event.item.index != self.state_index:
            await self.show_state(event.item.index)

    @on(ListView.Selected, "#debug-history")
    def selected(self, event: ListView.Selected) -> None:
        event.stop()
        if isinstance(event.item, HistoryRow) and self.view_id is not None:
            self.post_message(self.Goto(self.view_id, event.item.index))
