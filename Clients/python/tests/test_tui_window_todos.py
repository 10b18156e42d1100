"""A To-dos list of 5,000 rows (filled with SQL) in the TUI, headless with Textual's pilot, against the
real host over pipes (PROTOCOL.md §6, "Lists of any size: windows"): the first rows drawn, PgDn, End on
the last row, a flip in the middle saved in the database, the highlighted row kept by key when a row
above it is deleted, and — after the host is killed with SIGKILL and the TUI starts it again with its
saved session — the same row highlighted."""

from __future__ import annotations

import os
import signal
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from test_tui import burst, settle, until

from viperhost import Host
from viperhost.schema import ProtocolSchema
from viperhost.tui import ViperApp
from viperhost.tui.window_controls import RowControls
from viperhost.tui.window_list import WindowLines

ROWS = 5000


def fill_todos(data_dir: Path, count: int) -> None:
    """A host makes the schema (the to-dos screen opened once), then ``count`` to-dos are added with SQL:
    "To-do 1" … keyed by their id."""
    host = Host(args=("--data-dir", str(data_dir)))
    host.initialize()
    host.open("todos")
    host.idle()
    assert host.close() == 0
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        db.executemany("INSERT INTO todo (id, title, priority, draft) VALUES (?, ?, 'normal', ?)",
                       ((i, f"To-do {i}", f"fill-{i}") for i in range(1, count + 1)))
    db.close()


def done(data_dir: Path, key: str) -> bool:
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        (value,) = db.execute("SELECT done FROM todo WHERE id = ?", (int(key),)).fetchone()
    db.close()
    return bool(value)


def line(title: str, on: bool = False) -> str:
    return f"[{'x' if on else ' '}] {title} — Normal priority  [⚠ Delete]"


class Todos:
    """The TUI on the to-dos of ``data_dir``, and every line it sent; every line both ways meets the
    protocol's schemas."""

    def __init__(self, data_dir: Path, schema: ProtocolSchema) -> None:
        self.data_dir = data_dir
        self.sent: list[dict[str, Any]] = []

        self.rows_owed: set[Any] = set()  # the view/rows sent and not answered yet
        self.most_owed = 0

        def send(message: dict[str, Any]) -> None:
            schema.check_request(message)
            self.sent.append(message)
            if message.get("method") == "view/rows":
                self.rows_owed.add(message["id"])
                self.most_owed = max(self.most_owed, len(self.rows_owed))

        def received(message: dict[str, Any]) -> None:
            schema.check_host_message(message)
            self.rows_owed.discard(message.get("id"))

        self.app = ViperApp(host_args=["--data-dir", str(data_dir)], stack=[{"module": "todos"}],
                            on_message=received, on_send=send)

    def rows_asked(self) -> list[dict[str, Any]]:
        return [{k: v for k, v in m["params"].items() if k not in ("viewId", "list")}
                for m in self.sent if m.get("method") == "view/rows"]

    @property
    def lines(self) -> WindowLines:
        return self.app.query_one(WindowLines)

    def shown(self) -> list[str]:
        lines = self.lines
        return [lines.render_line(y).text.rstrip() for y in range(lines.page)]

    def where(self) -> str:
        return str(self.app.query_one(RowControls).where.render())

    def drawn(self) -> bool:
        found = self.app.query(WindowLines)
        return bool(found) and bool(found.first().window.items)

    async def quiet(self, pilot: Any) -> None:
        """What the keys asked for sent, answered and drawn, and what that asked for in turn (the rows
        that came make the highlighted row's key known: its anchor is sent then), until nothing more is."""
        for _ in range(20):
            asked = len(self.rows_asked())
            await settle(pilot, self.app)
            await until(lambda: self.lines.want_timer is None and self.lines.requester.in_flight is None,
                        "rows asked")
            await settle(pilot, self.app)
            if len(self.rows_asked()) == asked:
                return
        raise AssertionError(f"the list never stopped asking for rows: {self.rows_asked()[-5:]}")

    async def open(self, pilot: Any) -> None:
        """The first rows drawn, then Tab to the list (the Hide done switch above it has the focus first)."""
        await until(self.drawn, "the first rows drawn")
        await self.quiet(pilot)
        await self.to_the_list(pilot)

    async def to_the_list(self, pilot: Any) -> None:
        for _ in range(5):
            if self.app.focused is self.lines:
                return
            await pilot.press("tab")
        raise AssertionError(f"Tab never reached the list: {self.app.focused!r}")

    async def keys(self, pilot: Any, *keys: str) -> None:
        burst(self.app, list(keys))
        await self.quiet(pilot)


@pytest.fixture
def todos_dir(data_dir: Path) -> Path:
    fill_todos(data_dir, ROWS)
    return data_dir


async def test_the_first_rows_are_drawn_page_down_moves_and_end_goes_to_the_last_row(
    todos_dir: Path, schema: ProtocolSchema
) -> None:
    todos = Todos(todos_dir, schema)
    async with todos.app.run_test(size=(100, 40)) as pilot:
        await todos.open(pilot)
        lines, page = todos.lines, todos.lines.page
        assert lines.virtual_size.height == ROWS and len(lines.window.items) <= 100
        assert todos.shown()[:2] == ["▶ " + line("To-do 1"), "  " + line("To-do 2")]
        assert todos.where() == f"Row 1 of {ROWS:,}"
        await todos.keys(pilot, "pagedown")
        assert todos.shown()[0] == "▶ " + line(f"To-do {page + 1}") and lines.highlight_key == str(page + 1)
        await todos.keys(pilot, "end")
        # By position, the last rows: from total - count (a page: the list's height as the request goes,
        # a line less while the line saying what the host was asked shows).
        assert any(a.get("from") == ROWS - a["count"] and a["count"] in (page - 1, page) and "anchor" not in a
                   for a in todos.rows_asked()), (page, todos.rows_asked())
        assert todos.shown()[-1] == "▶ " + line(f"To-do {ROWS}") and lines.highlight_key == str(ROWS)
        assert todos.where() == f"Row {ROWS:,} of {ROWS:,}"
        assert len(lines.window.items) <= page + 100  # the rows asked for and the host's margins
        await todos.keys(pilot, "home")
        assert todos.shown()[0] == "▶ " + line("To-do 1")


async def test_a_flip_in_the_middle_is_saved_and_the_highlight_keeps_its_row_when_rows_above_go(
    todos_dir: Path, schema: ProtocolSchema
) -> None:
    todos = Todos(todos_dir, schema)
    async with todos.app.run_test(size=(100, 40)) as pilot:
        await todos.open(pilot)
        lines, page = todos.lines, todos.lines.page
        middle = ROWS // 2 // page
        await todos.keys(pilot, *["pagedown"] * middle, "down", "down")  # one burst to the middle
        # (The list's height is what the screen leaves it, give or take the line saying what the host was
        # asked while rows are asked: where the burst ends is read, not counted.)
        key = lines.highlight_key
        assert key is not None and int(key) > ROWS // 3 and key == str(lines.highlight_pos + 1)
        assert f"▶ {line(f'To-do {key}')}" in todos.shown()
        asked = todos.rows_asked()
        assert all(a != b for a, b in zip(asked, asked[1:])), "the same request twice in a row"
        assert todos.most_owed == 1, "two view/rows in flight at once"
        assert asked[-1]["anchor"] == key
        await todos.keys(pilot, "space")
        assert [m["params"]["key"] for m in todos.sent if m.get("method") == "view/input"] == [key]
        await until(lambda: done(todos_dir, key), "the flip saved")
        assert f"▶ {line(f'To-do {key}', on=True)}" in todos.shown()
        on_screen = todos.shown().index(f"▶ {line(f'To-do {key}', on=True)}")
        # Rows above it are deleted (as from another screen: the host's events, its alert confirmed): one on
        # screen, one above the screen (a row event names a row of the window: the host refuses any other).
        host, view_id = todos.app.host, todos.app.host.stack[-1]
        for above in (str(int(key) - 2), str(int(key) - 20)):
            await host.event(view_id, "delete", above)
            await host.event(view_id, "confirm")
            await todos.quiet(pilot)
        assert lines.highlight_key == key and lines.highlight_pos == int(key) - 1 - 2
        assert todos.shown().index(f"▶ {line(f'To-do {key}', on=True)}") == on_screen
        assert todos.where() == f"Row {int(key) - 2:,} of {ROWS - 2:,}"


async def test_after_the_host_is_killed_the_tui_restarts_it_on_the_same_row(
    todos_dir: Path, schema: ProtocolSchema
) -> None:
    todos = Todos(todos_dir, schema)
    async with todos.app.run_test(size=(100, 40)) as pilot:
        await todos.open(pilot)
        page = todos.lines.page
        await todos.keys(pilot, *["pagedown"] * (3000 // page), "down", "down", "down", "space")
        key = todos.lines.highlight_key
        assert key is not None and int(key) > ROWS // 2 and todos.rows_asked()[-1]["anchor"] == key
        await until(lambda: done(todos_dir, key), "the flip saved")
        assert todos.app.host is not None
        first = todos.app.host.process.pid
        os.kill(first, signal.SIGKILL)
        await until(lambda: todos.app.host is not None and todos.app.host.process.pid != first
                    and todos.app.host.mirror.top is not None, "the host started again")
        await until(lambda: todos.drawn() and todos.lines.highlight_key == key, "the same row highlighted")
        await todos.quiet(pilot)
        assert f"▶ {line(f'To-do {key}', on=True)}" in todos.shown()
        assert todos.where() == f"Row {int(key):,} of {ROWS:,}"
        assert "started again (the host stopped: exit status -9)" in todos.app.sub_title
        await todos.to_the_list(pilot)  # a new view: the focus on its first control, as at the start
        assert todos.lines.highlight_key == key
        await todos.keys(pilot, "down")  # and it goes on from there
        assert todos.lines.highlight_key == str(int(key) + 1)


async def test_a_flip_the_killed_host_never_read_is_sent_to_the_restored_view(
    todos_dir: Path, schema: ProtocolSchema
) -> None:
    todos = Todos(todos_dir, schema)
    async with todos.app.run_test(size=(100, 40)) as pilot:
        await todos.open(pilot)
        await todos.keys(pilot, *["down"] * 5)
        assert todos.lines.highlight_key == "6"
        assert todos.app.host is not None
        first = todos.app.host.process.pid
        os.kill(first, signal.SIGSTOP)  # it reads nothing more: the flip is written, never answered
        await pilot.press("space")
        await until(lambda: any(m.get("method") == "view/input" for m in todos.sent), "the flip sent")
        os.kill(first, signal.SIGKILL)
        await until(lambda: todos.app.host is not None and todos.app.host.process.pid != first
                    and todos.drawn() and todos.lines.highlight_key == "6", "the same row, restored")
        await until(lambda: done(todos_dir, "6"), "the flip resent to the restored view and saved")
        await todos.quiet(pilot)
        assert f"▶ {line('To-do 6', on=True)}" in todos.shown()
        assert not done(todos_dir, "5") and not done(todos_dir, "7")
