"""Issue 46, item 5: no state by colour alone (WCAG 1.4.1). The TUI runs in a real terminal (tmux) and what
is checked is `tmux capture-pane -p`: plain text, no colour. A table says, for every kind of control and
each state that matters (checked, chosen, on, focused, read-only or unavailable, busy, highlighted), what
that text must show; Tab walks every control and exactly one "▶" marks the focused one each time. A fake
host shows one screen of every control in every state (hosts/tree_host.py); the real host's to-dos, a
windowed list. Waits are for what the terminal shows, never timed."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_tui_terminal import Terminal, wait_for
from test_tui_window_todos import fill_todos

from viperhost.locate import find_host_binary
from viperhost.tui.marks import LEGEND

TREE_HOST = Path(__file__).parent / "hosts" / "tree_host.py"
TUI = Path(sys.executable).parent / "viperhost-tui"
Node = dict[str, Any]


def field(key: str, label: str, value: str, enabled: bool = True, kind: str = "text") -> Node:
    return {"type": "field", "key": key, "label": label, "kind": kind, "value": value, "seq": 0, "set": 0,
            "send": "change", "debounceMs": 0, "enabled": enabled, "required": False}


def toggle(key: str, label: str, on: bool, enabled: bool = True) -> Node:
    return {"type": "toggle", "key": key, "label": label, "on": on, "seq": 0, "set": 0, "enabled": enabled}


def choice(key: str, options: list[str], value: Any, multiple: bool = False, style: str = "inline") -> Node:
    return {"type": "choice", "key": key, "label": key.title(), "multiple": multiple, "style": style,
            "options": [{"key": o.lower(), "title": o} for o in options], "value": value, "seq": 0, "set": 0,
            "send": "change", "enabled": True, "required": False}


def row(key: str, title: str, on: bool, enabled: bool = True) -> Node:
    return {"key": key, "title": title, "toggle": {"on": on, "seq": 0, "set": 0, "enabled": enabled},
            "actions": [{"action": "delete", "title": "Delete", "role": "destructive"}]}


EVERY_CONTROL = {"type": "screen", "title": "Every control", "children": [
    {"type": "toolbar", "actions": [{"action": "add", "title": "Add", "enabled": True},
                                    {"action": "clear", "title": "Clear done", "enabled": False,
                                     "role": "destructive"}]},
    {"type": "button", "action": "refresh", "title": "Refresh", "enabled": True},
    {"type": "button", "action": "sync", "title": "Sync", "enabled": True, "busy": True},
    {"type": "button", "action": "export", "title": "Export", "enabled": False},
    {"type": "form", "key": "prefs", "submit": {"action": "save", "title": "Save"}, "pending": False, "children": [
        field("name", "Name", "Ann"), field("code", "Code", "X1", enabled=False),
        field("notes", "Notes", "Hi", kind="multiline"),
        toggle("share", "Share", True), toggle("notify", "Notify", False), toggle("frozen", "Frozen", True, False),
        choice("size", ["Small", "Medium", "Large"], "medium"),
        choice("tags", ["Home", "Work"], ["work"], multiple=True),
        choice("colour", ["Red", "Green"], "red", style="menu"), choice("shade", ["Dark", "Light"], None, style="menu"),
    ]},
    {"type": "form", "key": "busy", "submit": {"action": "send", "title": "Send"}, "pending": True,
     "children": [field("title", "Title", "Tea")]},
    {"type": "picker", "action": "sort", "label": "Sort", "selected": "new",
     "options": [{"key": "new", "title": "Newest"}, {"key": "old", "title": "Oldest"}]},
    {"type": "list", "action": "open", "items": [row("milk", "Buy milk", False), row("tax", "File the tax return", True),
                                                 row("old", "Old", True, enabled=False)]},
]}

# (kind of control, state): what the plain text shows (a regular expression over the whole screen).
STATES: dict[tuple[str, str], str] = {
    ("toolbar action", "available"): r"Add(?! \()",
    ("toolbar action", "unavailable"): r"⚠ Clear done \(unavailable\)",
    ("button", "available"): r"Refresh(?! \()",
    ("button", "busy"): r"Sync \(busy…\)",
    ("button", "unavailable"): r"Export \(unavailable\)",
    ("field", "editable"): r"│ Name\s+│",
    ("field", "read-only"): r"Code \(read-only\)",
    ("switch", "on"): r"\[on \]\s*▎\s*Share",
    ("switch", "off"): r"\[off\]\s*▎\s*Notify",
    ("switch", "read-only"): r"\[on \]\s*▎\s*Frozen \(read-only\)",
    ("radio", "chosen"): r"\(•\) Medium",
    ("radio", "not chosen"): r"\( \) Small",
    ("option checkbox", "checked"): r"\[x\] Work",
    ("option checkbox", "unchecked"): r"\[ \] Home",
    ("drop-down", "chosen"): r"Red\s+▼",
    ("drop-down", "none chosen"): r"\(none\)\s+▼",
    ("form", "busy"): r"Send \(busy…\)",
    ("form", "busy: its inputs"): r"Title \(read-only\)",
    ("list", "highlighted row"): r"\n  > ▊ \[ \] Buy milk",
    ("list", "other rows"): r"\n    ▊ \[x\] File the tax return",
    ("row toggle", "checked"): r"\[x\] File the tax return",
    ("row toggle", "unchecked"): r"\[ \] Buy milk",
    ("row toggle", "read-only"): r"\[x\] Old \(read-only\)",
    ("row action", "destructive"): r"⚠ Delete",
}
# Each control focused: the one line with "▶" shows this.
FOCUSED: dict[str, str] = {
    "the view (it scrolls)": r"^▶",
    "toolbar action": r"▶\s+Add",
    "button": r"▶\s+Refresh",
    "field": r"▶\s+Ann",
    "field, read-only": r"▶\s+X1",
    "multiline field": r"▶\s*Hi",
    "switch": r"▶\s+\[on \]",
    "radio": r"▶ \( \) Small",
    "option checkbox": r"▶ \[ \] Home",
    "drop-down": r"▶\s+Red",
    "submit": r"▶\s+Save",
    "picker": r"▶\s+Newest",
    "list": r"▶ ▊ \[ \] Buy milk",
    "row toggle": r"> ▶ \[ \] Buy milk",
    "row action": r"▶\s+⚠ Delete",
}


def marked(screen: str) -> list[tuple[int, str]]:
    return [(number, line) for number, line in enumerate(screen.splitlines()) if "▶" in line]


def walk_the_focus(terminal: Terminal, stops: int) -> list[str]:
    """Tab ``stops`` times; after each, the one line marked "▶" (never two, never none)."""
    seen: list[str] = []
    now: list[list[tuple[int, str]]] = [[]]  # what the last look at the screen found marked

    def one_marked(other_than: list[tuple[int, str]]) -> bool:
        now[0] = marked(terminal.screen())
        return len(now[0]) == 1 and now[0] != other_than

    wait_for(lambda: one_marked([]), "the first control focused", terminal)
    for _ in range(stops):
        before = now[0]
        terminal.keys("Tab")
        wait_for(lambda: one_marked(before), "the focus moved, one control marked", terminal)
        seen.append(now[0][0][1])
    return seen


@pytest.fixture
def every_control(tmp_path: Path) -> Iterator[Terminal]:
    views = tmp_path / "views.json"
    views.write_text(json.dumps([{"name": "every", "view": EVERY_CONTROL}]))
    started = Terminal(f"env -u COLUMNS -u LINES '{TUI}' --host '{TREE_HOST}' '{views}' '{tmp_path / 'log'}'")
    started.tmux("resize-window", "-t", "tui", "-x", "140", "-y", "150")
    yield started
    started.close()


def test_every_state_of_every_control_reads_in_plain_text(every_control: Terminal) -> None:
    def missing(screen: str) -> list[str]:
        return [f"{kind}, {state}" for (kind, state), pattern in STATES.items() if not re.search(pattern, screen)]

    wait_for(lambda: "Buy milk" in every_control.screen(), "the screen drawn", every_control)
    # Looked at until whole: a frame this big reaches tmux in parts (the wait's failure shows the screen).
    wait_for(lambda: not missing(every_control.screen()), "every state of every control", every_control)


def test_the_focus_reads_in_plain_text_on_every_control(every_control: Terminal) -> None:
    wait_for(lambda: "Buy milk" in every_control.screen(), "the screen drawn", every_control)
    seen = walk_the_focus(every_control, 24)
    for kind, pattern in FOCUSED.items():
        assert any(re.search(pattern, line) for line in seen), f"{kind} focused: none of\n" + "\n".join(seen)


def test_the_keys_screen_says_what_each_mark_means(every_control: Terminal) -> None:
    wait_for(lambda: "▶   Refresh" in every_control.screen(), "the first control focused", every_control)
    every_control.keys("?")
    wait_for(lambda: "Marks (every state reads without colour)" in every_control.screen(), "the ? screen", every_control)
    wait_for(lambda: all(re.search(re.escape(mark) + r"\s+" + re.escape(meaning), every_control.screen())
                         for mark, meaning in LEGEND), "every mark and its meaning", every_control)


@pytest.fixture
def todos(data_dir: Path) -> Iterator[Terminal]:
    fill_todos(data_dir, 2)
    started = Terminal(f"env -u COLUMNS -u LINES '{TUI}' --host '{find_host_binary()}' --open todos "
                       f"--data-dir '{data_dir}'")
    yield started
    started.close()


def test_a_windowed_list_reads_in_plain_text(todos: Terminal) -> None:
    wait_for(lambda: "Row 1 of 2" in todos.screen(), "the rows drawn", todos)
    wait_for(lambda: bool(re.search(r"\n  > \[ \] To-do 1 — ", screen := todos.screen())
                          and re.search(r"\n    \[ \] To-do 2 — ", screen)), "both rows, the first highlighted", todos)
    seen = walk_the_focus(todos, 4)  # the Hide done switch has the focus first: the list, its row's own two
    assert re.search(r"▶ \[ \] To-do 1 — ", seen[0])  # the list focused: its highlighted row
    assert re.search(r"▶ \[ \] To-do 1(?! —)", seen[1])  # the row's checkbox, under the lines
    assert re.search(r"▶\s*⚠ Delete: To-do 1", seen[2])
    todos.keys("BTab", "BTab", "BTab", "Down", "Space")  # back to the list, the second row flipped
    wait_for(lambda: bool(re.search(r"\n  ▶ \[x\] To-do 2 — ", todos.screen())), "the flip, checked", todos)
    assert re.search(r"\n    \[ \] To-do 1 — ", todos.screen())
