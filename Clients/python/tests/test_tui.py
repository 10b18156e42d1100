"""The terminal UI, headless, against the real host."""

from __future__ import annotations

import asyncio
import html
import re
import sys
from pathlib import Path

from textual import events
from textual.keys import _character_to_key
from textual.widgets import Static

from viperhost.tui import ActionButton, AlertScreen, Row, ViperApp


NAMED = {"space": " ", "tab": "\t", "shift+tab": None, "enter": "\r", "down": None, "up": None, "backspace": "\x7f"}


def burst(app: ViperApp, keys: list[str]) -> None:
    """Hands ``keys`` to the app at once, as the driver does with what a terminal delivers in one read (a
    paste, a fast typist): every key is queued before the app reads the first. Pilot.press waits for the
    app to be idle after each key (up to a second each on a loaded machine), so the keys it sends are not
    typed together: the host may answer between two of them."""
    assert app._driver is not None
    for key in keys:
        event = events.Key(key, NAMED[key]) if key in NAMED else events.Key(_character_to_key(key), key)
        event.set_sender(app)
        app._driver.send_message(event)


def first_list(view: dict) -> dict:
    """The view's list (the job board shows its search field above it)."""
    return next(node for node in view["children"] if node["type"] == "list")


async def settle(pilot, app: ViperApp) -> None:
    """Lets the UI handle what was pressed, waits for the host's effects
    (host/idle, the protocol's barrier), and lets the UI show the result."""
    await pilot.pause()
    await app.workers.wait_for_complete()
    if app.host is not None:
        await app.host.idle()
    await app.refresh_view()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def test_onboarding_to_home_by_pressing_the_button(data_dir, schema) -> None:
    # restore=False (a plain app/start): Protocol/schema has no `restored` in app/start's result yet.
    app = ViperApp(host_args=["--data-dir", str(data_dir)], on_message=schema.check_host_message, on_send=schema.check_request, restore=False)
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.title == "Welcome"
        images = [str(w.render()) for w in app.query(".node-image").results(Static)]
        # The image's label (its alt text), not its internal name: PROTOCOL.md §6.
        assert images == ["🖼  Welcome to the app"]
        titles = []
        for _ in range(5):
            button = app.query_one("#action-continue", ActionButton)
            titles.append(str(button.label))
            await pilot.click("#action-continue")
            await settle(pilot, app)
        assert titles == ["Continue", "Continue", "Continue", "Continue", "Start"]
        assert app.host is not None and app.host.mirror.top is not None
        assert app.host.mirror.top.module == "home"
        assert app.title == "Home"
        rows = [row.key for row in app.query(Row)]
        # The built-in rows first; modules made with `viper-host new module` may follow.
        assert rows[:3] == ["roulette", "stargazers", "jobs"]
        # Into the job board: select its row, then apply to the first job.
        await pilot.click("#item-jobs")
        await settle(pilot, app)
        assert app.title == "Home › Jobs"
        from window_user import quiet, row_button, shown_rows  # (window_user uses this module's settle)

        await quiet(pilot, app)  # the job board is a window on its list: its lines, the highlighted row's Apply
        assert [key for key, _ in shown_rows(app)] == ["1", "2", "3", "4", "5", "6"]
        apply = row_button(app, "apply")
        await pilot.click(apply)
        await settle(pilot, app)
        assert first_list(app.host.views[app.host.stack[-1]].view)["items"][0]["subtitle"] == "Applied"


async def test_escape_goes_back_and_errors_show_in_the_footer() -> None:
    app = ViperApp()
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.host is not None
        await app.host.open("home")
        await app.refresh_view()
        await settle(pilot, app)
        assert app.title == "Welcome › Home"
        await pilot.press("escape")
        await settle(pilot, app)
        assert app.title == "Welcome"
        await app.actions.send("fly")
        await settle(pilot, app)
        error = str(app.query_one("#error", Static).render())
        assert "error -32602 unknown_action" in error


async def test_unknown_nodes_and_alerts_render() -> None:
    app = ViperApp()
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.host is not None
        top = app.host.mirror.top
        assert top is not None
        top.view = {
            "type": "screen",
            "title": "Synthetic",
            "children": [
                {"type": "hologram", "children": [{"type": "text", "text": "inside"}]},
                {"type": "alert", "title": "Error", "message": "It broke", "actions": [{"action": "back", "title": "Back"}]},
            ],
        }
        top.rev += 100
        await app.refresh_view()
        await pilot.pause()
        placeholders = [str(w.render()) for w in app.query(".node-unknown").results(Static)]
        assert placeholders == ["<hologram>"]
        assert isinstance(app.screen, AlertScreen)
        assert app.screen.node["message"] == "It broke"
        await asyncio.sleep(0)


async def test_the_roulette_and_the_stargazers_through_their_screens(schema) -> None:
    app = ViperApp(host_args=["--in-memory", "--seed", "42"], on_message=schema.check_host_message, on_send=schema.check_request, restore=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot, app)
        assert app.host is not None
        await app.host.open("home")
        await settle(pilot, app)
        await pilot.click("#item-roulette")
        await settle(pilot, app)
        assert app.title.endswith("People Roulette")
        picker = app.query_one("#picker-count")
        picker.value = "3"
        await settle(pilot, app)
        await pilot.click("#action-roulette")
        await settle(pilot, app)
        assert app.title.endswith("Picked people")
        from window_user import lines_of, open_row, quiet, shown_rows  # (window_user uses this module's settle)

        await quiet(pilot, app)
        assert len(shown_rows(app)) == 3
        await open_row(pilot, app, shown_rows(app)[0][0])
        assert app.title.endswith("User details")
        for _ in range(3):
            await pilot.press("escape")
            await settle(pilot, app)
        assert app.title == "Welcome › Home"
        await pilot.click("#item-stargazers")
        await settle(pilot, app)
        assert app.title.endswith("Kuniwak/MirrorDiffKit")
        await quiet(pilot, app)  # a window whose rows past the last one fetch the next page: a screenful
        assert len(shown_rows(app)) >= 10
        # Each row shows its avatar by its label (the login), not its URL (PROTOCOL.md §6-7).
        first = shown_rows(app)[0]
        assert first[1] == "🖼 Kuniwak  Kuniwak" and "https://" not in first[1]
        await open_row(pilot, app, first[0])
        images = [str(w.render()) for w in app.query(".node-image").results(Static)]
        assert images == ["🖼  Kuniwak"]
        await pilot.press("escape")
        await quiet(pilot, app)
        # The rows past the first page came as the list showed them (each page fetched as it was asked for),
        # up to the last: the list now knows its total.
        lines = lines_of(app)
        assert lines is not None and lines.virtual_size.height > 10
        await until(lambda: lines.window.total == 25 and len(lines.window.items) == 25, "every stargazer read")


async def test_a_plugin_that_dies_closes_its_screen_and_says_why() -> None:
    from viperhost.locate import repo_root

    root = repo_root()
    assert root is not None
    plugin = f"python3 {root}/Tests/EndToEndTests/Fixtures/misbehaving_plugin.py bad"
    app = ViperApp(host_args=["--in-memory", "--plugin-timeout", "10", "--process-plugin", plugin])
    async with app.run_test() as pilot:
        await settle(pilot, app)
        assert app.host is not None
        await app.host.open("bad")
        await settle(pilot, app)
        assert app.title.endswith("bad")
        await app.actions.send("die-later")  # answers, then exits 0.2 s later
        # No request of ours: the notifications alone re-render (generous wait, no polling of the host).
        await until(lambda: not app.title.endswith("bad"), "the plugin's screen closed")
        await pilot.pause()
        assert app.title == "Welcome"
        footer = str(app.query_one("#error", Static).render())
        assert "Plugin failed: bad: the plugin exited with status 0" in footer


def slow_host(tmp_path, delay: float, gate: Path | None = None) -> tuple[str, Path]:
    """A script the TUI starts as its host: tests/hosts/slow_host.py, answering ``delay`` s late (with ``gate``:
    only while that file exists)."""
    marker = tmp_path / "answered"
    script = tmp_path / "slow-host.sh"
    fake = Path(__file__).parent / "hosts" / "slow_host.py"
    gated = f' "{gate}"' if gate is not None else ""
    script.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{fake}" {delay} "{marker}"{gated}\n')
    script.chmod(0o755)
    return str(script), marker


async def until(condition, what: str) -> None:
    """A generous wait (up to 20 s) for something the loop is doing anyway; no timing is asserted."""
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"never: {what}")


async def test_a_slow_host_never_freezes_the_ui_and_ctrl_q_quits_while_it_is_asked(tmp_path) -> None:
    # The host would answer in an hour: what happens before must not depend on how loaded the machine is, and an
    # app that waited for the answer to quit fails on the 60 s limit below, not by luck.
    binary, marker = slow_host(tmp_path, 3600)
    await asyncio.wait_for(quit_while_asked(binary, marker), 60)


async def quit_while_asked(binary: str, marker: Path) -> None:
    app = ViperApp(host_args=[], binary=binary)
    async with app.run_test() as pilot:
        await until(lambda: app.host is not None and app.host.pending == ["initialize"], "initialize sent")
        await pilot.pause()
        # It says what it waits for, and keeps handling keys and repainting meanwhile.
        assert app.waiting.display
        assert str(app.waiting.render()) == "Waiting for the host: initialize…"
        await pilot.press("d")
        assert app.debug_panel.shown
        # What is painted on the terminal now (the screenshot renders the screen as it is).
        painted = html.unescape(re.sub(r"<[^>]*>", "", app.export_screenshot())).replace("\xa0", " ")
        assert "Waiting for the host: initialize…" in painted
        assert app.host.pending == ["initialize"] and not marker.exists()
        await pilot.press("ctrl+q")
    # Quit at once: the host was never waited for (it answers nothing once its input ends).
    assert not marker.exists()
    assert app.host.process.returncode == 0


async def test_a_slow_hosts_answers_render_when_they_come(tmp_path) -> None:
    gate = tmp_path / "answer"  # the host answers while it exists
    binary, marker = slow_host(tmp_path, 0, gate)
    app = ViperApp(host_args=[], binary=binary)
    async with app.run_test() as pilot:
        await until(lambda: app.host is not None and app.host.pending == ["initialize"], "initialize sent")
        gate.touch()
        await until(lambda: app.title == "Slow", "the first view rendered")
        assert app.sub_title == "slow-host 0" and marker.exists()
        gate.unlink()
        await until(lambda: not app.waiting.display, "the waiting line hidden")
        await pilot.click("#action-go")
        await until(lambda: app.host.pending == ["view/event"], "the event sent")
        await pilot.pause()
        assert str(app.waiting.render()) == "Waiting for the host: view/event…"
        assert app.title == "Slow"  # not answered yet
        gate.touch()
        await until(lambda: app.title == "Slow, pressed", "the event's update rendered")
        await until(lambda: not app.waiting.display, "the waiting line hidden")
