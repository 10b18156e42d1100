"""A 5,000-row To-dos list in the TUI in a real terminal (tmux), the real host over pipes, keys sent in
bursts as a terminal sends them; what is checked is the screen as plain text (every state readable
without colour: the '>' marker ('▶' while the list has the focus), [x] and [ ], "⚠ Delete: To-do N") and
the database. Waits are for what the terminal shows, never timed."""

from __future__ import annotations

import re
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_tui_terminal import Terminal, wait_for
from test_tui_window_todos import done, fill_todos

from viperhost.locate import find_host_binary

ROWS = 5000
LIST_LINE = re.compile(r"^  (?:[>▶] |  )\[[ x]\] To-do \d+ — ", re.MULTILINE)
FLIPPED = re.compile(r"^  ▶ \[x\] To-do (\d+) — ", re.MULTILINE)


def row(title: str, on: bool = False, focused: bool = True) -> str:
    """The highlighted row's line: '▶' while the list has the focus, else '>'."""
    return f"{'▶' if focused else '>'} [{'x' if on else ' '}] {title} — Normal priority"


@pytest.fixture
def terminal(data_dir: Path) -> Iterator[Terminal]:
    fill_todos(data_dir, ROWS)
    tui = Path(sys.executable).parent / "viperhost-tui"
    # (COLUMNS and LINES come set to 80 and 24 under pytest: unset, the TUI reads the terminal's own size.)
    started = Terminal(f"env -u COLUMNS -u LINES '{tui}' --host '{find_host_binary()}' --open todos "
                       f"--data-dir '{data_dir}'")
    yield started
    started.close()


def test_pages_end_and_a_flip_in_bursts_of_keys_read_as_plain_text(terminal: Terminal, data_dir: Path) -> None:
    wait_for(lambda: row("To-do 1", focused=False) in terminal.screen(), "the first rows drawn", terminal)
    wait_for(lambda: f"Row 1 of {ROWS:,}" in terminal.screen(), "where the highlighted row is", terminal)
    terminal.keys("Tab", "Down")  # from the Hide done switch to the list, then a row down
    wait_for(lambda: row("To-do 2") in terminal.screen(), "the list focused, its second row highlighted", terminal)
    page = len(LIST_LINE.findall(terminal.steady()))  # the list's height: what the terminal leaves it
    # Ten pages and three rows down, then Space: one write, every key in order (rows not read yet meanwhile).
    terminal.keys(*["PageDown"] * 10, "Down", "Down", "Down", "Space")
    wait_for(lambda: bool(FLIPPED.search(terminal.screen())), "a flip shown on the highlighted row", terminal)
    key = int(FLIPPED.findall(terminal.screen())[0])
    assert key == 2 + 10 * page + 3  # a page is the list's height (the rows asked for never resize it)
    wait_for(lambda: f"Row {key:,} of {ROWS:,}" in terminal.screen(), "where it is", terminal)
    wait_for(lambda: done(data_dir, str(key)), "the flip saved", terminal)
    assert not done(data_dir, str(key - 1)) and not done(data_dir, str(key + 1))
    terminal.keys("End")
    wait_for(lambda: row(f"To-do {ROWS}") in terminal.screen(), "End on the last row", terminal)
    wait_for(lambda: f"Row {ROWS:,} of {ROWS:,}" in terminal.screen(), "where it is", terminal)
    assert f"⚠ Delete: To-do {ROWS}" in terminal.screen()  # its own controls, named with it
    assert terminal.screen().count("▶ [") == 1 and "> [" not in terminal.screen()  # one highlighted row
    # Tab: the highlighted row's own controls, named with it (not every row's).
    terminal.keys("Tab", "Tab", "Enter")
    wait_for(lambda: "Delete “To-do 5000”?" in terminal.screen(), "Delete asks first", terminal)
    terminal.keys("Escape")  # Keep
    wait_for(lambda: "Delete “To-do 5000”?" not in terminal.screen(), "kept", terminal)
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        assert db.execute("SELECT COUNT(*) FROM todo").fetchone() == (ROWS,)
    db.close()
    # Back on the list (Shift+Tab twice from the Delete button), Home: the first row, by position.
    terminal.keys("BTab", "BTab", "Home")
    wait_for(lambda: row("To-do 1") in terminal.screen() and "⚠ Delete: To-do 1" in terminal.screen(), "Home",
             terminal)
