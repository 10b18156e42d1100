"""A windowed list's arithmetic, apart from any widget (PROTOCOL.md §6, "Lists of any size: windows"):
which positions the window holds, how many rows the list shows, which ``view/rows`` the visible rows
need, and the requester that sends them one at a time.

A list with a ``window`` member holds only a run of its rows (``items``, from ``start``); the frontend
draws every position of the whole list (a placeholder where the window holds no row) and asks for the
rows it shows. The requester keeps one ``view/rows`` in flight per list: what is wanted meanwhile
replaces what was wanted before it (the newest range wins), and a request the same as the last one sent
is never sent again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

Node = dict[str, Any]
Params = dict[str, Any]
MAX_WINDOW_ROWS = 200  # limits.maxWindowRows (initialize's limits): a count above it is refused
# Far past any list's end: "past the end, the window is the list's last count rows" (End, total unknown).
PAST_THE_END = 2**31 - 1


@dataclass(frozen=True)
class Window:
    """A list node's window and rows, read once per tree: positions and keys both ways."""

    start: int
    items: tuple[Node, ...]
    total: int | None
    more: bool
    anchor: str | None
    positions: dict[str, int] = field(default_factory=dict)  # a row's key -> its position in the whole list

    @classmethod
    def of(cls, node: Node) -> Window:
        window = node.get("window") or {}
        items = tuple(node.get("items") or [])
        start = int(window.get("start", 0))
        total = window.get("total")
        anchor = window.get("anchor")
        positions = {str(item["key"]): start + index for index, item in enumerate(items)}
        return cls(start, items, None if total is None else int(total), bool(window.get("more")),
                   None if anchor is None else str(anchor), positions)

    @property
    def end(self) -> int:
        """The position after the window's last row."""
        return self.start + len(self.items)

    @property
    def rows(self) -> int:
        """How many lines the list shows: its total, or (unknown) the rows up to the window's end and one
        placeholder line more while rows follow."""
        if self.total is not None:
            return max(self.total, self.end)
        return self.end + (1 if self.more else 0)

    def holds(self, position: int) -> bool:
        return self.start <= position < self.end

    def item(self, position: int) -> Node | None:
        return self.items[position - self.start] if self.holds(position) else None

    def key_at(self, position: int) -> str | None:
        item = self.item(position)
        return None if item is None else str(item["key"])

    def rows_after(self, position: int) -> bool:
        """Rows of the list follow ``position`` (the window's end, when the total is unknown)."""
        return position < self.rows - 1 or (self.total is None and self.more)


def windowed_toggles(node: Node) -> set[str]:
    """The keys of the rows with a toggle in the windows of a tree (inputs that have no widget of their own)."""
    found: set[str] = set()
    if node.get("type") == "list" and isinstance(node.get("window"), dict):
        found |= {str(item["key"]) for item in node.get("items") or [] if isinstance(item.get("toggle"), dict)}
    for child in node.get("children") or []:
        found |= windowed_toggles(child)
    return found


def wanted(window: Window, top: int, height: int, anchor: str | None) -> Params | None:
    """The ``view/rows`` (``from``, ``count``, ``anchor``) the visible lines ``top`` … ``top+height`` need:
    rows the window does not hold, or near its edge with rows beyond it (less than a screen away: asked
    before they show), or a new anchor (the highlighted row) the window does not have yet. None: nothing
    to ask."""
    height = max(1, min(height, MAX_WINDOW_ROWS))
    last = min(top + height, window.rows)
    if last <= top:
        return None
    missing = not (window.holds(top) and window.holds(last - 1))
    near_start = window.start > 0 and top - window.start < height
    near_end = window.rows_after(window.end - 1) and window.end - last < height
    known = anchor if anchor in window.positions else None
    # A new anchor: not the window's (absent, the window's first row is where it was opened from).
    moved = known is not None and known != (window.anchor or window.key_at(0))
    if not (missing or near_start or near_end or moved):
        return None
    # From the top line; at the end, the last rows (``from: total - count``: rows above the screen, not past it).
    params: Params = {"from": max(0, min(top, window.rows - height)), "count": height}
    if known is not None:
        params["anchor"] = known
    return params


Send = Callable[[Params], Awaitable[bool]]
Spawn = Callable[[Callable[[], Awaitable[None]]], None]
Compute = Callable[[], "Params | None"]


class RowsRequester:
    """One ``view/rows`` in flight at a time for one list. ``compute()`` says what the screen needs now
    (None: nothing); ``send(params)`` asks the host (False: refused or lost, the error shown); ``spawn(run)``
    runs it off the caller's turn (a worker). What is asked is computed as it is sent: a range wanted while
    another was in flight is the screen's newest, read once that one was answered (its rows held by then
    are not asked again)."""

    def __init__(self, send: Send, spawn: Spawn, compute: Compute) -> None:
        self.send, self.spawn, self.compute = send, spawn, compute
        self.wanted = False  # the screen changed since the last request was computed
        self.in_flight: Params | None = None
        self.last_sent: Params | None = None
        self.sent: list[Params] = []  # every request sent, in order (what the tests read)

    def want(self) -> None:
        """The screen changed (a key, a scroll, a new window): its rows are asked for when none is in flight."""
        self.wanted = True
        self._next()

    def _next(self) -> None:
        if self.in_flight is not None or not self.wanted:
            return
        self.wanted = False
        params = self.compute()
        if params is None or params == self.last_sent:
            return  # nothing missing, or asked already: the window it brings is on its way or here
        self.in_flight = self.last_sent = params
        self.sent.append(params)
        self.spawn(partial(self._run, params))

    async def _run(self, params: Params) -> None:
        try:
            if not await self.send(params):
                self.last_sent = None  # refused or lost: the same range may be asked again later
        finally:
            self.in_flight = None
            self._next()
