"""A windowed list's arithmetic in the TUI (tui.window_range), apart from any widget: the lines a window
makes, the ``view/rows`` the visible lines need, and the requester that keeps one request in flight per
list (the newest range wins; the same request is never sent twice), driven by a scripted fake host."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from viperhost.tui.inputs import InputController
from viperhost.tui.window_controls import RowControls
from viperhost.tui.window_list import WindowLines
from viperhost.tui.window_range import RowsRequester, Window, wanted


def window(start: int, count: int, total: int | None, more: bool, anchor: str | None = None) -> Window:
    members: dict[str, Any] = {"start": start, "more": more}
    if total is not None:
        members["total"] = total
    if anchor is not None:
        members["anchor"] = anchor
    return Window.of({"type": "list", "action": "open", "window": members,
                      "items": [{"key": f"k{start + i}", "title": f"Row {start + i}"} for i in range(count)]})


def test_a_window_says_which_positions_it_holds_and_how_many_lines_the_list_shows() -> None:
    known = window(100, 150, 5000, True)
    assert (known.start, known.end, known.rows) == (100, 250, 5000)
    assert known.holds(100) and known.holds(249) and not known.holds(99) and not known.holds(250)
    assert known.key_at(120) == "k120" and known.key_at(99) is None and known.positions["k249"] == 249
    unknown = window(0, 100, None, True)
    assert unknown.rows == 101  # the rows up to its end, and one placeholder line while rows follow
    assert window(0, 30, None, False).rows == 30
    assert window(0, 0, 0, False).rows == 0


def test_visible_rows_inside_the_window_and_away_from_its_edges_need_no_request() -> None:
    held = window(0, 150, 5000, True, anchor="k0")
    assert wanted(held, 40, 20, "k45") == {"from": 40, "count": 20, "anchor": "k45"}  # a new anchor
    held = window(0, 150, 5000, True, anchor="k45")
    assert wanted(held, 40, 20, "k45") is None


def test_rows_the_window_does_not_hold_are_asked_for_by_position_with_the_anchor_it_holds() -> None:
    held = window(0, 100, 5000, True, anchor="k0")
    assert wanted(held, 4980, 20, None) == {"from": 4980, "count": 20}  # End: nothing of it held, no anchor
    # At the end, the last rows: from total - count, whatever the top line (rows above it, never past the end).
    assert wanted(held, 4985, 20, None) == {"from": 4980, "count": 20}
    assert wanted(held, 90, 20, "k95") == {"from": 90, "count": 20, "anchor": "k95"}  # past its end
    # Near its end: asked before they show; the anchor, still held, goes with it (the place is kept by it).
    assert wanted(held, 70, 20, "k0") == {"from": 70, "count": 20, "anchor": "k0"}
    middle = window(2000, 150, 5000, True, anchor="k2050")
    assert wanted(middle, 2005, 20, "k2050") == {"from": 2005, "count": 20, "anchor": "k2050"}  # near its start
    assert wanted(middle, 2060, 20, "k2050") is None


def test_the_count_is_the_screen_within_the_hosts_limit_and_nothing_past_the_end_is_asked() -> None:
    held = window(0, 10, 10, False)
    assert wanted(held, 0, 20, None) is None  # the whole list is held
    assert wanted(window(0, 0, 5000, True), 0, 500, None) == {"from": 0, "count": 200}
    assert wanted(window(0, 0, 0, False), 0, 20, None) is None


def test_a_line_is_its_row_readable_without_colour_or_a_placeholder_where_the_window_holds_none() -> None:
    controller = InputController(send=lambda edit: None)

    async def ask(view_id: str, list_action: str, params: dict[str, Any]) -> bool:
        return True

    items = [{"key": "7", "title": "Buy milk", "subtitle": "Due today", "toggle": {"on": True, "seq": 0, "set": 0},
              "actions": [{"action": "edit", "title": "Edit"},
                          {"action": "delete", "title": "Delete", "role": "destructive"}]},
             {"key": "8", "title": "Call Ada"}]
    node = {"type": "list", "action": "open", "window": {"start": 40, "total": 5000, "more": True}, "items": items}
    lines = WindowLines("v1", node, controller, ask, RowControls(controller))
    lines.note_toggles()
    assert lines.line_text(40) == "[x] Buy milk — Due today  [Edit]  [⚠ Delete]"
    assert lines.line_text(41) == "Call Ada"
    assert (lines.line_text(0), lines.line_text(42)) == ("… Loading row 1", "… Loading row 43")


class FakeHost:
    """A scripted host: each ``view/rows`` waits until the test answers it; ``screen`` is the range the
    screen needs (what the requester computes as it sends)."""

    def __init__(self) -> None:
        self.screen: dict[str, Any] | None = None
        self.asked: list[dict[str, Any]] = []
        self.answers: list[asyncio.Future[bool]] = []
        self.tasks: list[asyncio.Task[None]] = []

    async def send(self, params: dict[str, Any]) -> bool:
        self.asked.append(params)
        answer: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self.answers.append(answer)
        return await answer

    def spawn(self, run: Callable[[], Awaitable[None]]) -> None:
        self.tasks.append(asyncio.ensure_future(run()))

    def requester(self) -> RowsRequester:
        return RowsRequester(self.send, self.spawn, lambda: self.screen)

    async def answer(self, ok: bool = True) -> None:
        self.answers[len([a for a in self.answers if a.done()])].set_result(ok)
        await asyncio.gather(*self.tasks)
        await asyncio.sleep(0)


async def test_one_request_in_flight_the_newest_range_wins_and_none_is_sent_twice() -> None:
    host = FakeHost()
    requester = host.requester()
    host.screen = {"from": 20, "count": 20}
    requester.want()
    await asyncio.sleep(0)
    for top in (40, 60, 80):  # PgDn three times while the first is in flight
        host.screen = {"from": top, "count": 20}
        requester.want()
    await asyncio.sleep(0)
    assert host.asked == [{"from": 20, "count": 20}]
    await host.answer()
    assert host.asked == [{"from": 20, "count": 20}, {"from": 80, "count": 20}]  # the newest, the others never
    await host.answer()
    requester.want()  # the same again: not sent
    await asyncio.sleep(0)
    assert len(host.asked) == 2 and requester.in_flight is None
    host.screen = None  # every row on screen held
    requester.want()
    assert len(host.asked) == 2


async def test_a_range_wanted_while_one_was_in_flight_and_held_once_it_was_answered_is_not_asked() -> None:
    host = FakeHost()
    requester = host.requester()
    host.screen = {"from": 4980, "count": 20}
    requester.want()
    await asyncio.sleep(0)
    host.screen = {"from": 4981, "count": 20}  # the screen moved a line meanwhile
    requester.want()
    host.screen = None  # and the answer brought the rows it shows
    await host.answer()
    assert host.asked == [{"from": 4980, "count": 20}]


async def test_a_refused_request_may_be_asked_again() -> None:
    host = FakeHost()
    requester = host.requester()
    host.screen = {"from": 0, "count": 20, "anchor": "k3"}
    requester.want()
    await asyncio.sleep(0)
    await host.answer(ok=False)  # refused (unknown_row: the row went meanwhile)
    requester.want()
    await asyncio.sleep(0)
    assert host.asked == [{"from": 0, "count": 20, "anchor": "k3"}] * 2
    await host.answer()
