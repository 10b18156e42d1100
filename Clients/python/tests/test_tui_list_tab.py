"""Issue 46, item 4: Tab in a list goes to the highlighted row's own controls — its checkbox, then its
actions — then out of the list, never to the first row's. The same keys in both kinds of list: a whole
list (its rows as widgets: bench-controls) and a windowed one (the to-dos), the real host over pipes,
keys in bursts as a terminal sends them. A new user's keys from the issue: Down (the second row), Tab,
Space must flip the second row, and Tab, Enter must ask to delete the second row, not the first."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from test_tui import burst, settle, until
from test_tui_window_todos import fill_todos
from window_user import quiet

from viperhost.tui import ActionButton, ViperApp
from viperhost.tui.keys import KEY_MAP
from viperhost.tui.rows import RowList
from viperhost.tui.window_list import WindowLines, WindowList

Node = dict[str, Any]


@dataclass(frozen=True)
class ListScreen:
    """A screen with a list of two rows, each with a toggle and a destructive Delete."""

    host_args: tuple[str, ...]
    link: str
    rows: tuple[tuple[str, str], tuple[str, str]]  # (key, title) of the first and second rows
    windowed: bool


SCREENS = {
    "whole": ListScreen(("--in-memory", "--bench-modules"), "bench-controls",
                        (("milk", "Buy milk"), ("tax", "File the tax return")), False),
    "windowed": ListScreen((), "todos", (("1", "To-do 1"), ("2", "To-do 2")), True),
}


def items(node: Node) -> list[Node]:
    found = list(node.get("items") or []) if node.get("type") == "list" else []
    for child in node.get("children") or []:
        found += items(child)
    return found


def on(app: ViperApp, key: str) -> bool:
    """The row's toggle as the host has it."""
    assert app.host is not None and app.host.mirror.top is not None
    return bool(next(item for item in items(app.host.mirror.top.view) if item["key"] == key)["toggle"]["on"])


def in_list(app: ViperApp) -> bool:
    """The focus is on the list or one of its rows' controls."""
    focused = app.focused
    return focused is not None and any(isinstance(a, (RowList, WindowList)) for a in [focused, *focused.ancestors])


def is_the_list(widget: Any) -> bool:
    return isinstance(widget, (RowList, WindowLines))


@pytest.mark.parametrize("kind", list(SCREENS))
async def test_tab_goes_to_the_highlighted_rows_controls_then_out_of_the_list(kind: str, data_dir: Path) -> None:
    screen = SCREENS[kind]
    args = list(screen.host_args)
    if screen.windowed:
        fill_todos(data_dir, 2)
        args = ["--data-dir", str(data_dir)]
    (first, _), (second, second_title) = screen.rows
    app = ViperApp(host_args=args, link=screen.link)
    async with app.run_test(size=(100, 60)) as pilot:
        await until(lambda: app.host is not None and app.host.mirror.top is not None
                    and len(items(app.host.mirror.top.view)) == 2, "the two rows")
        await quiet(pilot, app)
        for _ in range(30):
            if is_the_list(app.focused):
                break
            await pilot.press("tab")
        assert is_the_list(app.focused), app.focused
        first_on, second_on = on(app, first), on(app, second)
        burst(app, ["down", "tab", "space"])  # the second row highlighted, Tab onto its checkbox, Space flips it
        try:
            await until(lambda: on(app, second) != second_on, "the second row flipped")
        except AssertionError as error:  # (failed once under extra load, not reproduced: say where things were)
            rows = [(item["key"], item.get("toggle")) for item in items(app.host.mirror.top.view)]  # type: ignore[union-attr]
            raise AssertionError(f"{error}: the focus on {app.focused!r}, the rows {rows}, "
                                 f"owed {app.host.owed if app.host else None}, keys handled {app.keys_handled}") from None
        await quiet(pilot, app)
        assert on(app, first) == first_on  # the first row untouched
        burst(app, ["tab", "enter"])  # its Delete
        await until(lambda: app.alerts.current is not None, "a question")
        assert app.alerts.current is not None and app.alerts.current.node["title"] == f"Delete “{second_title}”?"
        await pilot.press("escape")  # Keep
        await until(lambda: app.alerts.current is None and in_list(app), "kept, back on the row's Delete")
        await quiet(pilot, app)
        assert isinstance(app.focused, ActionButton) and app.focused.spoken == f"Delete: {second_title}"
        burst(app, ["tab"])  # past the highlighted row's last control: out of the list
        await until(lambda: not in_list(app), "out of the list")
        burst(app, ["shift+tab", "shift+tab", "shift+tab"])  # back: its Delete, its checkbox, the list
        await until(lambda: is_the_list(app.focused), "back on the list")
        await settle(pilot, app)
        assert on(app, first) == first_on and on(app, second) != second_on


def test_the_help_says_tab_goes_to_the_highlighted_rows_controls_then_out() -> None:
    meaning = dict(KEY_MAP)["Tab in a list"]
    assert "highlighted row" in meaning and "then out of the list" in meaning
    readme = (Path(__file__).parents[2] / "README.md").read_text()
    assert f"| Tab in a list | {meaning} |" in readme


def list_node(node: Node) -> Node | None:
    if node.get("type") == "list":
        return node
    return next((found for child in node.get("children") or [] if (found := list_node(child)) is not None), None)


async def test_a_flip_is_kept_when_a_render_comes_before_the_app_hears_of_it(data_dir: Path) -> None:
    """The row's checkbox flipped, and before its message reaches the app a render of the same list comes (the
    rows a key asked for, on a loaded machine): the render must not undo the flip, and the flip must be sent —
    the checkbox's message says what the user did then, not what the box shows when it is read (found as a
    burst of Down, Tab, Space that never flipped the row, once in 16 runs under CPU load)."""
    fill_todos(data_dir, 2)
    app = ViperApp(host_args=["--data-dir", str(data_dir)], link="todos")
    async with app.run_test(size=(100, 60)) as pilot:
        await until(lambda: app.host is not None and app.host.mirror.top is not None
                    and len(items(app.host.mirror.top.view)) == 2, "the two rows")
        await quiet(pilot, app)
        window = app.query_one(WindowList)
        window.lines.focus()
        burst(app, ["down", "tab"])
        await until(lambda: app.focused is window.controls.toggle() and window.lines.highlight_pos == 1,
                    "the second row's checkbox focused")
        assert app.host is not None and app.host.mirror.top is not None
        toggle, before = window.controls.toggle(), on(app, "2")
        assert toggle is not None
        toggle.toggle()  # the user's flip: its Changed message is queued
        node = list_node(app.host.mirror.top.view)
        assert node is not None
        window.update(node)  # a render of the same list, before the queue gets to the message
        await until(lambda: on(app, "2") != before, "the flip sent and saved")
        await quiet(pilot, app)
        assert on(app, "1") is False and window.controls.toggle() is not None
        assert window.controls.toggle().value == (not before)  # type: ignore[union-attr]
