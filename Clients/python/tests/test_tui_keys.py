"""The terminal UI from the keyboard alone (Clients/README.md, the key map): a row's own button, the `?` screen,
and what `--help` says it passes to the host."""

from __future__ import annotations

import subprocess
import sys

from test_tui import settle
from window_user import quiet, shown_rows

from viperhost.tui import KEY_MAP, ActionButton, KeysScreen, ViperApp
from viperhost.tui.window_list import WindowLines


def first_list(view: dict) -> dict:
    """The view's list (the job board shows its search field above it)."""
    return next(node for node in view["children"] if node["type"] == "list")


async def to_the_job_board(pilot, app: ViperApp) -> None:  # type: ignore[no-untyped-def]
    await settle(pilot, app)
    assert app.host is not None
    await app.host.open("jobs")
    await app.refresh_view()
    await quiet(pilot, app)
    assert [key for key, _ in shown_rows(app)] == ["1", "2", "3", "4", "5", "6"]


async def test_a_rows_button_is_pressed_from_the_keyboard() -> None:
    """Tab to the list, ↓ to the second job, `a`: its Apply is pressed (Enter would open the job)."""
    app = ViperApp()
    async with app.run_test() as pilot:
        await to_the_job_board(pilot, app)
        while not isinstance(app.focused, WindowLines):  # the job board is a window on its list
            await pilot.press("tab")
        await pilot.press("down")
        await pilot.press("a")
        await settle(pilot, app)
        assert app.host is not None
        items = first_list(app.host.views[app.host.stack[-1]].view)["items"]
        assert [item.get("subtitle") for item in items[:3]] == [None, "Applied", None]
        assert app.title.endswith("Jobs")  # still the list: the row was not opened
        # Again on the same row: its button is now "Remove application".
        await pilot.press("a")
        await settle(pilot, app)
        items = first_list(app.host.views[app.host.stack[-1]].view)["items"]
        assert items[1].get("subtitle") is None
        # Enter opens the row, as before.
        await pilot.press("enter")
        await settle(pilot, app)
        assert app.title.endswith("Android Engineer")


async def test_a_with_no_row_button_changes_nothing() -> None:
    app = ViperApp()
    async with app.run_test() as pilot:
        await settle(pilot, app)  # onboarding: a button, no list
        before = app.host.mirror.top.rev if app.host and app.host.mirror.top else None
        await pilot.press("a")
        await settle(pilot, app)
        assert app.host is not None and app.host.mirror.top is not None
        assert app.host.mirror.top.rev == before and app.title == "Welcome"


async def test_question_mark_shows_the_key_map_and_escape_closes_it() -> None:
    app = ViperApp()
    async with app.run_test() as pilot:
        await settle(pilot, app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        lines = [str(line.render()) for line in app.screen.query(".key-line")]
        assert len(lines) == len(KEY_MAP) and any(line.startswith("a ") for line in lines)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, KeysScreen)
        assert app.title == "Welcome"  # Escape closed the list, it did not go back a screen


def test_help_lists_the_host_options_it_passes_and_the_keys() -> None:
    text = subprocess.run([sys.executable, "-m", "viperhost", "--help"], capture_output=True, text=True,
                          check=True).stdout
    for expected in ("--data-dir DIR", "--in-memory", "--plugin", "--process-plugin", "viper-host options",
                     "press the highlighted row's own button"):
        assert expected in text, expected


def test_the_readme_lists_the_same_keys() -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()  # Clients/README.md
    for keys, meaning in KEY_MAP:
        assert f"| {keys} | {meaning} |" in readme, keys


def test_every_key_of_the_map_is_bound() -> None:
    bound = {binding[0] for binding in ViperApp.BINDINGS}
    assert {"escape", "a", "ctrl+r", "d", "question_mark", "ctrl+q"} <= bound
    assert ActionButton  # the row's button is an ActionButton (keys.row_button finds it)
