"""A window on rows a plugin's screen holds whole (PROTOCOL.md §6, "Lists of any size";
PLUGINS.md, ``screen/rows``): the rows stay in the screen, the frontend gets only the window.
The same rules as the host's own ``HeldWindow`` (Sources/ViperKit/Window/HeldWindow.swift): the
place is kept by the anchor's key, so rows that arrive or go above never move what is shown."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PAGE = 50
MARGIN = 50
MAX_REQUEST_ROWS = 200
MAX_FALLBACK_ROWS = 1000


@dataclass
class HeldWindow:
    start: int = 0
    count: int = PAGE + MARGIN
    anchor: str | None = None
    #: How far below ``start`` the anchor was when the window was last placed.
    anchor_offset: int = 0

    def place(self, keys: list[str], more: bool = False) -> tuple[range, dict[str, Any]]:
        """The positions of ``keys`` (the whole list's, in order) to show, and the list's
        ``window`` member; ``more``: rows may follow the last key (its total is then unknown)."""
        first = self.start
        if self.anchor is not None and self.anchor in keys:
            first = max(0, keys.index(self.anchor) - self.anchor_offset)
        first = max(0, min(first, len(keys) - 1))
        shown = range(first, min(len(keys), first + self.count))
        window: dict[str, Any] = {"start": first, "more": shown.stop < len(keys) or more}
        if not more:
            window["total"] = len(keys)
        if self.anchor is not None:
            window["anchor"] = self.anchor
        return shown, window

    def take(self, request: dict[str, Any], keys: list[str]) -> bool:
        """Takes ``screen/rows``' params (checked by the host). True when they ask for rows past
        the last one held (a list still paging in fetches then)."""
        shown, _ = self.place(keys)
        asked = min(max(int(request.get("count", PAGE)), 1), MAX_REQUEST_ROWS)
        if request.get("more") == "next":
            self._grow(shown.start, shown.stop + PAGE, keep_end=True, keys=keys)
            return shown.stop + PAGE > len(keys)
        if request.get("more") == "previous":
            self._grow(shown.start - PAGE, shown.stop, keep_end=False, keys=keys)
            return False
        if "from" in request:
            wanted = int(request["from"])
        elif "after" in request:
            wanted = (keys.index(request["after"]) if request["after"] in keys else shown.stop - 1) + 1
        else:
            wanted = max(0, (keys.index(request["before"]) if request.get("before") in keys else shown.start) - asked)
        first = max(0, min(wanted, len(keys) - asked))
        self.start = max(0, first - MARGIN)
        self.count = (first - self.start) + asked + MARGIN
        self._anchor_at(request.get("anchor") or (keys[first] if first < len(keys) else (keys[-1] if keys else None)), keys)
        return wanted + asked > len(keys)

    def _grow(self, lower: int, upper: int, keep_end: bool, keys: list[str]) -> None:
        lower = max(0, lower)
        upper = max(lower, upper)
        if upper - lower > MAX_FALLBACK_ROWS:
            if keep_end:
                lower = upper - MAX_FALLBACK_ROWS
            else:
                upper = lower + MAX_FALLBACK_ROWS
        self.start, self.count = lower, max(upper - lower, 1)
        kept = self.anchor in keys and lower <= keys.index(self.anchor) < upper
        self._anchor_at(self.anchor if kept else (keys[lower] if lower < len(keys) else None), keys)

    def _anchor_at(self, key: str | None, keys: list[str]) -> None:
        self.anchor = key
        self.anchor_offset = max(0, keys.index(key) - self.start) if key in keys else 0
