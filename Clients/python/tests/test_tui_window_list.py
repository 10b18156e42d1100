"""A windowed list in the TUI (tui.window_list) against a fake host holding 100,000 rows
(hosts/window_host.py, which answers view/rows as PROTOCOL.md §6 says and logs every line the TUI
sends): what is drawn costs the screen, not the list; rows not held are asked for by position; the keys;
the highlight kept by key; the row's own controls reached with Tab."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from test_tui import burst, settle, until

from viperhost.tui import ActionButton, ViperApp
from viperhost.tui.window_controls import BarToggle, RowControls
from viperhost.tui.window_list import WindowLines
from viperhost.tui.window_range import PAST_THE_END

WINDOW_HOST = Path(__file__).parent / "hosts" / "window_host.py"
ROWS = 100_000


class Run:
    def __init__(self, tmp_path: Path, *options: str) -> None:
        self.log = tmp_path / "log"
        self.app = ViperApp(host_args=[str(ROWS), str(self.log), *options], binary=str(WINDOW_HOST), restore=False)

    def sent(self, method: str) -> list[dict[str, Any]]:
        lines = [json.loads(line) for line in self.log.read_text().splitlines()] if self.log.exists() else []
        return [{k: v for k, v in m["params"].items() if k != "viewId"} for m in lines if m.get("method") == method]

    def rows_asked(self) -> list[dict[str, Any]]:
        """The view/rows sent (each for the list whose action is `open`), without their `list`."""
        asked = self.sent("view/rows")
        assert all(params["list"] == "open" for params in asked)
        return [{k: v for k, v in params.items() if k != "list"} for params in asked]

    @property
    def lines(self) -> WindowLines:
        return self.app.query_one(WindowLines)

    def shown(self) -> list[str]:
        """The list's lines on screen, as plain text."""
        lines = self.lines
        return [lines.render_line(y).text.rstrip() for y in range(lines.page)]

    async def start(self, pilot: Any) -> None:
        await until(lambda: bool(self.app.query(WindowLines)) and self.lines.window.items != (), "the list drawn")
        await settle(pilot, self.app)

    async def keys(self, pilot: Any, *keys: str) -> None:
        """Keys in one burst, then what they asked for answered and drawn."""
        burst(self.app, list(keys))
        await settle(pilot, self.app)
        await until(lambda: self.lines.requester.in_flight is None and self.lines.want_timer is None, "rows asked")
        await settle(pilot, self.app)


async def test_only_the_lines_on_screen_are_drawn_and_there_is_no_widget_per_row(tmp_path: Path) -> None:
    run = Run(tmp_path)
    async with run.app.run_test(size=(100, 40)) as pilot:
        await run.start(pilot)
        lines = run.lines
        assert lines.virtual_size.height == ROWS
        assert run.shown()[:2] == ["▶ [ ] Row 1  [⚠ Delete]", "  [ ] Row 2  [⚠ Delete]"]
        assert len(lines.window.items) == 100 and len(list(run.app.query("*"))) < 80
        drawn = lines.rendered_lines
        await run.keys(pilot, "pagedown", "pagedown", "pagedown")
        # A page each (the list's height is what the screen leaves it): the highlight stays on the top line.
        position = lines.highlight_pos
        assert position >= 3 * (lines.page - 1) and lines.highlight_key == f"k{position + 1}"
        assert run.shown()[0] == f"▶ [ ] Row {position + 1}  [⚠ Delete]"
        # Three pages drawn: about three screens of lines, whatever the list holds.
        assert lines.rendered_lines - drawn <= 6 * lines.page


async def test_home_and_end_jump_by_position(tmp_path: Path) -> None:
    run = Run(tmp_path)
    async with run.app.run_test(size=(100, 40)) as pilot:
        await run.start(pilot)
        lines = run.lines
        page = lines.page
        await run.keys(pilot, "end")
        # By position, the last rows: from total - count (a page: the list's height as the request goes,
        # a line less while the line saying what the host was asked shows).
        assert any(a.get("from") == ROWS - a["count"] and a["count"] in (page - 1, page) and "anchor" not in a
                   for a in run.rows_asked()), (page, run.rows_asked())
        assert run.shown()[-1] == f"▶ [ ] Row {ROWS}  [⚠ Delete]" and lines.highlight_key == f"k{ROWS}"
        assert lines.window.start == ROWS - page - 50  # the host's margin before the rows asked for
        assert f"Row {ROWS:,} of {ROWS:,}" in str(run.app.query_one(RowControls).where.render())
        await run.keys(pilot, "home")
        home = run.rows_asked()[-1]  # by position: row 1 is not held (a page, as End's)
        assert home["from"] == 0 and home["count"] in (page - 1, page) and "anchor" not in home, home
        assert run.shown()[0] == "▶ [ ] Row 1  [⚠ Delete]"


async def test_with_the_total_unknown_a_line_says_more_follows_and_end_asks_past_the_end(tmp_path: Path) -> None:
    run = Run(tmp_path, "no-total")
    async with run.app.run_test(size=(100, 40)) as pilot:
        await run.start(pilot)
        lines = run.lines
        assert lines.virtual_size.height == 101  # the window's rows and one line for those that follow
        assert "Row 1" == str(run.app.query_one(RowControls).where.render())  # of how many: not known
        await run.keys(pilot, "end")
        assert run.rows_asked()[0] == {"from": PAST_THE_END, "count": lines.page}
        await until(lambda: lines.highlight_key == f"k{ROWS}", "the last row highlighted once it came")
        await settle(pilot, run.app)
        assert lines.virtual_size.height == ROWS and not lines.window.more
        assert run.shown()[-1] == f"▶ [ ] Row {ROWS}  [⚠ Delete]"


async def test_the_highlight_stays_on_its_row_when_a_row_above_is_deleted(tmp_path: Path) -> None:
    run = Run(tmp_path)
    async with run.app.run_test(size=(100, 40)) as pilot:
        await run.start(pilot)
        lines = run.lines
        await run.keys(pilot, *["down"] * 60)
        assert lines.highlight_key == "k61" and lines.scroll_offset.y > 0
        on_screen = run.shown().index("▶ [ ] Row 61  [⚠ Delete]")
        await run.app.host.event("v1", "drop", "k5")  # another screen deleted a row above the screen
        await settle(pilot, run.app)
        assert (lines.highlight_key, lines.highlight_pos) == ("k61", 59)
        assert run.shown().index("▶ [ ] Row 61  [⚠ Delete]") == on_screen  # the scroll moved with it
        await run.keys(pilot, "down")
        assert lines.highlight_key == "k62" and run.rows_asked()[-1]["anchor"] == "k62"


async def test_enter_space_and_a_act_on_the_highlighted_row_and_tab_reaches_its_controls_then_leaves(
    tmp_path: Path
) -> None:
    run = Run(tmp_path)
    async with run.app.run_test(size=(100, 40)) as pilot:
        await run.start(pilot)
        await run.keys(pilot, "down", "down", "enter")
        assert run.sent("view/event")[-1] == {"action": "open", "value": "k3"}
        await run.keys(pilot, "space")
        assert run.sent("view/input") == [{"key": "k3", "seq": 1, "value": True}]
        await until(lambda: "▶ [x] Row 3  [⚠ Delete]" in run.shown(), "the flip shown")
        assert run.app.focused is run.lines
        await pilot.press("tab")
        toggle = run.app.focused
        assert isinstance(toggle, BarToggle) and toggle.key == "k3" and toggle.value is True
        await pilot.press("tab")
        delete = run.app.focused
        assert isinstance(delete, ActionButton) and str(delete.label) == "⚠ Delete: Row 3"
        assert delete.tooltip == "Delete: Row 3 — Destructive"
        await pilot.press("enter")
        await settle(pilot, run.app)
        assert run.sent("view/event")[-1] == {"action": "delete", "value": "k3"}
        await pilot.press("tab")
        assert run.app.focused is not None and run.app.focused not in run.lines.parent.walk_children()
        await pilot.press("shift+tab", "shift+tab", "shift+tab")
        assert run.app.focused is run.lines
        await run.keys(pilot, "down", "a")  # the row's first button: Delete
        assert run.sent("view/event")[-1] == {"action": "delete", "value": "k4"}


async def test_a_click_highlights_the_row_under_it(tmp_path: Path) -> None:
    run = Run(tmp_path)
    async with run.app.run_test(size=(100, 40)) as pilot:
        await run.start(pilot)
        await pilot.click(WindowLines, offset=(6, 3))
        await settle(pilot, run.app)
        assert run.lines.highlight_key == "k4" and run.shown()[3] == "▶ [ ] Row 4  [⚠ Delete]"
        await run.keys(pilot, "enter")
        assert run.sent("view/event")[-1] == {"action": "open", "value": "k4"}
