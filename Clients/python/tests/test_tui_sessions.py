"""The TUI's sessions (SESSIONS.md §5), headless, against the real host: restore
by default, --fresh, --open LINK, --debug and the debugger panel (key d)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import ListView, Static

from viperhost.tui import ViperApp, main
from viperhost.tui import DebugPanel, HistoryRow

from test_tui import settle
from window_user import lines_of, open_row, quiet, row_button, shown_rows
from wire_rules import WireRules


def checked(**kwargs: Any) -> ViperApp:
    """A TUI whose host's every message keeps the wire rules."""
    return ViperApp(on_message=WireRules(), **kwargs)


def screen(app: ViperApp) -> tuple[str, list[tuple[str, str]]]:
    """What the user sees: the title and the rows (key, text) (a job board's: the lines of its window)."""
    return app.title, shown_rows(app)


async def onboard(pilot, app: ViperApp) -> None:
    for _ in range(5):
        await pilot.click("#action-continue")
        await settle(pilot, app)
    assert app.title == "Home"


async def to_the_job_board(pilot, app: ViperApp) -> None:
    """A first launch: through onboarding, then home's job board."""
    await settle(pilot, app)
    await onboard(pilot, app)
    await pilot.click("#item-jobs")
    await settle(pilot, app)


async def test_a_killed_host_restarts_on_the_same_screen(data_dir: Path) -> None:
    app = checked(host_args=["--data-dir", str(data_dir)])
    async with app.run_test(size=(100, 40)) as pilot:
        await to_the_job_board(pilot, app)
        await quiet(pilot, app)
        await pilot.click(row_button(app, "apply"))  # the highlighted (first) row's own button
        await quiet(pilot, app)
        before = screen(app)
        assert before[0] == "Home › Jobs" and "— Applied" in before[1][0][1]
        assert app.host is not None
        # Mid-way through the job board: a refresh in flight, then SIGKILL, no shutdown.
        await app.host.event(app.host.stack[-1], "refresh")
        app.host.process.kill()
        assert await app.host.process.wait() == -9
    again = checked(host_args=["--data-dir", str(data_dir)])
    async with again.run_test(size=(100, 40)) as pilot:
        await settle(pilot, again)  # the list downloads again (it was loading)
        assert again.host is not None
        assert screen(again) == before
        assert [again.host.views[v].module for v in again.host.stack] == ["home", "jobs"]
        assert str(again.query_one("#error", Static).render()) == ""
        await pilot.press("escape")
        await settle(pilot, again)
        assert again.title == "Home"


async def test_a_killed_host_restarts_on_a_screen_a_router_pushed(data_dir: Path) -> None:
    app = checked(host_args=["--data-dir", str(data_dir)])
    async with app.run_test(size=(100, 40)) as pilot:
        await to_the_job_board(pilot, app)
        await quiet(pilot, app)
        await open_row(pilot, app, "3")
        await settle(pilot, app)
        before = screen(app)
        assert before[0].startswith("Home › Jobs › ")
        assert app.host is not None
        app.host.process.kill()
        await app.host.process.wait()
    again = checked(host_args=["--data-dir", str(data_dir)])
    async with again.run_test(size=(100, 40)) as pilot:
        await settle(pilot, again)
        assert screen(again) == before


async def test_fresh_starts_over_with_the_launch_screen(data_dir: Path) -> None:
    app = checked(host_args=["--data-dir", str(data_dir)])
    async with app.run_test() as pilot:
        await settle(pilot, app)
        await onboard(pilot, app)
        await pilot.click("#item-stargazers")
        await settle(pilot, app)
        assert app.title == "Home › Kuniwak/MirrorDiffKit"
    fresh = checked(host_args=["--data-dir", str(data_dir)], restore=False)
    async with fresh.run_test() as pilot:
        await settle(pilot, fresh)
        assert fresh.title == "Home"
        assert fresh.host is not None and len(fresh.host.stack) == 1
    # The fresh start replaced the saved session: restoring now opens Home.
    restored = checked(host_args=["--data-dir", str(data_dir)])
    async with restored.run_test() as pilot:
        await settle(pilot, restored)
        assert restored.title == "Home"


async def test_open_a_deep_link() -> None:
    app = checked(link="home/jobs/job-detail?id=2&name=Swift%20developer")
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.title == "Home › Jobs › Swift developer"
        assert app.host is not None
        assert (await app.host.app_link())["link"] == "home/jobs/job-detail?id=2&name=Swift%20developer"
        await pilot.press("escape")
        await settle(pilot, app)
        assert app.title == "Home › Jobs"


async def test_a_link_the_host_refuses_says_why_and_shows_the_launch_screen() -> None:
    app = checked(link="home/nowhere?x=1")
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.title == "Welcome"
        error = str(app.query_one("#error", Static).render())
        assert "error -32011 module_not_found" in error


@pytest.mark.parametrize(("link", "offset"), [("", 0), ("home?a", 5), ("home//jobs", 5), ("hö", 1), ("home?a=%G1", 7)])
async def test_a_link_that_does_not_parse_shows_the_hosts_reason_and_the_launch_screen(link: str, offset: int) -> None:
    # --open sends app/start {link}: the host reads the link (SESSIONS.md §3), the TUI has no grammar of its own.
    sent: list[dict[str, Any]] = []
    app = ViperApp(on_message=WireRules(), on_send=sent.append, link=link)
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.title == "Welcome"
        error = str(app.query_one("#error", Static).render())
        assert "error -32602 invalid_link" in error and f"at byte {offset}" in error, error
    starts = [m.get("params") for m in sent if m.get("method") == "app/start"]
    assert starts == [{"link": link}, None]


def test_open_passes_the_link_to_the_app_unparsed(monkeypatch) -> None:
    made: list[ViperApp] = []
    monkeypatch.setattr(ViperApp, "run", lambda self: made.append(self))
    assert main(["--open", "home?a", "--data-dir", "/nowhere"]) == 0
    how = made[0].lifecycle.how  # how the host is started (tui.restart HostLaunch)
    assert how.link == "home?a" and how.stack is None and how.restore is False
    assert list(how.args) == ["--data-dir", "/nowhere"]


def history_rows(app: ViperApp) -> list[str]:
    return [row.text for row in app.query(HistoryRow)]


def fields(row: str) -> list[str]:
    """A row's index, kind, … without the cursor mark (its first character)."""
    return row[1:].split()


async def test_the_debugger_panel_lists_the_history_and_goes_to_an_entry() -> None:
    app = checked(host_args=["--in-memory", "--debug"], stack=[{"module": "home"}, {"module": "jobs"}])
    async with app.run_test(size=(140, 50)) as pilot:
        await settle(pilot, app)
        panel = app.query_one(DebugPanel)
        assert not panel.shown and not panel.display
        await quiet(pilot, app)
        await pilot.click(row_button(app, "apply"))  # the highlighted (first) row's own button
        await quiet(pilot, app)
        assert "— Applied" in screen(app)[1][0][1]
        # Out of the job board's search field (letters typed there are text, not keys).
        lines = lines_of(app)
        assert lines is not None
        lines.focus()
        await pilot.press("d")
        await settle(pilot, app)
        assert panel.shown and panel.display
        rows = history_rows(app)
        assert [fields(r)[:3] for r in rows] == [
            ["0", "open", "rev"],
            ["1", "effect", "jobsLoaded"],
            ["2", "action", "apply"],
            ["3", "effect", "applicationSaved"],
        ]
        assert fields(rows[2]) == ["2", "action", "apply", '"1"', "rev", "3"]
        assert [r[0] for r in rows] == [" ", " ", " ", "●"]  # the cursor: the last entry
        # The state of the current entry, as pretty JSON.
        assert panel.state_index == 3
        state = str(app.query_one("#debug-state", Static).render())
        assert state.startswith("State after entry 3:\n{\n  ")
        assert '"applied": true' in state
        # Select entry 1 (the list loaded, nothing applied yet): the view goes back there.
        history = app.query_one("#debug-history", ListView)
        history.focus()
        history.index = 1
        await pilot.pause()
        assert panel.state_index == 1  # highlighting shows that entry's state
        await pilot.press("enter")
        await settle(pilot, app)
        assert "— Applied" not in screen(app)[1][0][1]
        rows = history_rows(app)
        assert len(rows) == 4 and rows[1].startswith("●")
        assert panel.cursor == 1 and panel.state_index == 1
        assert '"applied": true' not in str(app.query_one("#debug-state", Static).render())
        # The next event drops the redo entries and records a goto, then itself.
        await pilot.click(row_button(app, "apply"))
        await settle(pilot, app)
        assert [fields(r)[1] for r in history_rows(app)][2:4] == ["goto", "action"]
        # The panel follows the top view.
        await pilot.press("escape")
        await settle(pilot, app)
        assert "(home)" in str(app.query_one("#debug-heading", Static).render())
        await pilot.press("d")
        await settle(pilot, app)
        assert not panel.shown


async def test_the_debugger_panel_shows_why_a_view_has_no_state() -> None:
    app = checked(host_args=["--in-memory", "--debug"], restore=False)
    async with app.run_test(size=(140, 50)) as pilot:
        await settle(pilot, app)
        await pilot.click("#action-continue")
        await settle(pilot, app)
        await pilot.press("d")
        await settle(pilot, app)
        assert [fields(r)[:3] for r in history_rows(app)] == [["0", "open", "rev"], ["1", "action", "continue"]]
        text = str(app.query_one("#debug-state", Static).render())
        # Onboarding takes no snapshots (today): the panel says so instead of a state.
        if "no_snapshot" in text:
            assert "error -32602 no_snapshot" in text
        else:
            assert text.startswith("State after entry 1:")


async def test_the_debugger_panel_says_debug_is_off_without_debug() -> None:
    app = checked()
    async with app.run_test(size=(140, 50)) as pilot:
        await settle(pilot, app)
        await pilot.press("d")
        await settle(pilot, app)
        heading = str(app.query_one("#debug-heading", Static).render())
        assert heading.startswith("Debug is off")
        assert history_rows(app) == []
