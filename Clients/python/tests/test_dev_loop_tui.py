"""Protocol/DEV.md in the TUI, from the outside: a real dev loop (watcher, stable host, swap) over the real host,
the TUI under Textual's pilot on the bench form with text typed. A build error shows in the dev panel while
the form keeps working; fixing it swaps the host: same stack, same text, what was typed during the swap
resent (PROTOCOL.md §6 rule 7), not counted as a crash. The "build" is dev_loop's stand-in for swift."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from dev_loop import GOOD, DevLoop, running, start, stop
from test_tui import until
from test_tui_inputs import node, open_form, text_input
from test_tui_restart import shown

from viperhost.dev.tui import DevApp
from viperhost.locate import find_host_binary


@pytest.fixture
def loop(tmp_path: Path) -> Iterator[DevLoop]:
    yield from running(tmp_path, find_host_binary())


def panel(app: DevApp) -> str:
    return str(app.dev_panel.render())


def host_child(app: DevApp) -> int:
    """The viper-host the stable host (the TUI's host process) started."""
    assert app.host is not None
    listed = subprocess.run(["pgrep", "-P", str(app.host.process.pid)], capture_output=True, text=True)
    return int(listed.stdout.split()[0])


async def test_a_failed_build_shows_its_errors_and_the_old_screen_keeps_working_then_a_fix_swaps(
        loop: DevLoop, tmp_path: Path) -> None:
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data"), "--bench-modules"], binary=str(loop.host))
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        for char in "Ada":
            await pilot.press(char)
        await until(lambda: node(app, "name")["value"] == "Ada", "the host has Ada")
        stack = [app.host.mirror.views[view].module for view in app.host.stack]
        first = app.host.process.pid

        loop.save('let title = SYNTAX ERROR\n')
        await until(lambda: "Build failed: 1 error" in panel(app), "the build error shown")
        assert "Sources/Features/Form/FormViewAdapter.swift:1:9: error: expected expression in assignment" in panel(app)
        assert app.dev_panel.has_class("failed")
        await pilot.press("x")  # the old host still serves the form
        await until(lambda: node(app, "name")["value"] == "Adax", "the old host answered")
        assert app.host.process.pid == first

        os.kill(host_child(app), signal.SIGSTOP)  # what is typed from now on, this host never reads
        loop.save(GOOD)
        await until(lambda: "dev/build" in str(app.host.received[-1] if app.host.received else "")
                    and panel(app) == "", "the panel cleared by the successful build")
        for char in " Love":
            await pilot.press(char if char != " " else "space")
        await pilot.press("tab")  # sent at once; the stable host drops it (swapping): rule 7 resends it
        os.kill(host_child(app), signal.SIGCONT)
        await until(lambda: app.host is not None and app.host.process.pid != first
                    and app.host.mirror.top is not None and app.host.mirror.top.module == "bench-form",
                    "the host swapped, the form restored")
        await until(lambda: node(app, "name")["value"] == "Adax Love", "the dropped edit resent to the new host")
        await until(lambda: shown(app, "name") == "Adax Love", "the text shown")
        assert [app.host.mirror.views[view].module for view in app.host.stack] == stack
        assert "host swapped (rebuilt: Sources/Features/Form/FormViewAdapter.swift)" in app.sub_title
        await until(lambda: app.focused is not None and app.focused.id == "input-email", "the focus where it was")
        assert app.lifecycle.restarts == []  # not a crash
        loop.wait_log("swapped in")
        assert "session restored" in loop.log()


async def test_swaps_in_a_row_never_make_the_tui_give_up(loop: DevLoop, tmp_path: Path) -> None:
    """The TUI stops restarting a host that stopped three times in a minute; swaps are not such stops."""
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data"), "--bench-modules"], binary=str(loop.host))
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        for key in ["B", "o", "left"]:
            await pilot.press(key)
        await until(lambda: node(app, "name")["value"] == "Bo", "the host has Bo")
        for round_ in range(4):
            pid = app.host.process.pid
            loop.save(f'let title = "Form {round_}"\n')
            await until(lambda: app.host is not None and app.host.process.pid != pid
                        and app.host.mirror.top is not None and app.host.mirror.top.module == "bench-form",
                        f"swap {round_ + 1}")
            await until(lambda: app.focused is not None and app.focused.id == "input-name"
                        and text_input(app, "name").cursor_position == 1, "the focus and caret kept")
        assert "keeps stopping" not in str(app.error_bar.render())
        assert shown(app, "name") == "Bo"


async def test_a_swap_that_restores_nothing_says_so_in_one_line(loop: DevLoop) -> None:
    """--in-memory saves no session: after the swap the launch screen opens, and the panel says why."""
    app = DevApp(host_args=["--in-memory", "--bench-modules"], binary=str(loop.host))
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        first = app.host.process.pid
        loop.save('let title = "Form 2"\n')
        await until(lambda: app.host is not None and app.host.process.pid != first
                    and app.host.mirror.top is not None and app.host.mirror.top.module == "onboarding",
                    "the launch screen after the swap")
        await until(lambda: "the saved session did not open" in panel(app), "the one line")
        assert len(panel(app).splitlines()) == 1 and app.dev_panel.has_class("info")


async def test_a_view_whose_state_no_longer_decodes_opens_fresh_the_stack_below_kept_and_one_line_says_so(
    loop: DevLoop, tmp_path: Path,
) -> None:
    """SESSIONS.md §2: the new build cannot read bench-form's saved state; that view opens fresh (its typed
    text gone), home below it is restored, and the panel says which in one line."""
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data"), "--bench-modules"], binary=str(loop.host))
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        for char in "Bo":
            await pilot.press(char)
        await until(lambda: node(app, "name")["value"] == "Bo", "the host has Bo")
        first = app.host.process.pid
        stack = len(app.host.mirror.stack)
        loop.save('let title = "Form 2" // STATE CHANGED\n')
        await until(lambda: app.host is not None and app.host.process.pid != first
                    and app.host.mirror.top is not None and app.host.mirror.top.module == "bench-form",
                    "the form again after the swap")
        await until(lambda: "bench-form opened fresh" in panel(app), "the one line")
        assert len(panel(app).splitlines()) == 1
        assert len(app.host.mirror.stack) == stack  # the stack below it kept
        await until(lambda: shown(app, "name") == "", "the form fresh: the typed text is not restored")
        loop.wait_log("opened fresh: bench-form")  # and the dev loop's log (viper-sh's terminal) says so


async def test_a_build_that_compiles_but_does_not_start_never_replaces_the_host(loop: DevLoop, tmp_path: Path) -> None:
    """The new binary must answer initialize before the old host is ended (DEV-LOOP-NOTES lesson 1)."""
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data"), "--bench-modules"], binary=str(loop.host))
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        first = app.host.process.pid
        loop.save("let title = CRASH AT START\n")
        await until(lambda: "The new build does not start." in panel(app), "the start failure shown")
        assert "fatal error: the database is gone" in panel(app) and app.dev_panel.has_class("failed")
        await pilot.press("Z")
        await until(lambda: node(app, "name")["value"] == "Z", "the old host still answers")
        assert app.host.process.pid == first
        loop.save(GOOD)
        await until(lambda: app.host is not None and app.host.process.pid != first
                    and app.host.mirror.top is not None and app.host.mirror.top.module == "bench-form", "swapped")
        await until(lambda: shown(app, "name") == "Z" and panel(app) == "", "restored, the panel cleared")


@pytest.fixture
def plugin_loop(tmp_path: Path) -> Iterator[tuple[DevLoop, Path]]:
    """The loop with a Python process plugin of its checkout (a copy of the sample quiz) watched."""
    from viperhost.samples import quiz

    plugin = tmp_path / "plugins" / "quiz_copy.py"
    plugin.parent.mkdir()
    source = Path(quiz.__file__).read_text()
    plugin.write_text(source.replace("from .. import nodes", "from viperhost import nodes")
                      .replace("from ..plugin import", "from viperhost.plugin import"))
    command = tmp_path / "quiz-plugin"
    command.write_text(f"#!/bin/sh\nexec '{sys.executable}' '{plugin}'\n")
    command.chmod(0o755)
    loop = start(tmp_path, find_host_binary(), ["--process-plugin", str(command), "--watch-plugin", str(plugin.parent)])
    try:
        yield loop, plugin
    finally:
        stop(loop)


async def test_a_python_plugins_save_swaps_without_a_build_and_its_screen_comes_back(
        plugin_loop: tuple[DevLoop, Path], tmp_path: Path) -> None:
    from viperhost.samples.quiz import QUESTIONS

    loop, plugin = plugin_loop
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data")], binary=str(loop.host))
    async with app.run_test():
        await until(lambda: app.host is not None and app.host.mirror.top is not None, "the launch screen")
        await app.host.open("capitals", {})
        await app.refresh_view()
        await app.actions.send("answer", QUESTIONS[0][1])
        await until(lambda: app.title.endswith("Capitals quiz") and "Right!" in str(app.host.mirror.top.view),
                    "the quiz answered")
        first = app.host.process.pid
        plugin.write_text(plugin.read_text().replace('"Capitals quiz", heading', '"Capitals (edited)", heading'))
        await until(lambda: app.title.endswith("Capitals (edited)"), "the new title after the swap")
        assert app.host.process.pid != first
        assert "Right!" in str(app.host.mirror.top.view)  # the plugin's snapshot restored: answered, not asked
        loop.wait_log("swapped in")
        assert "quiz_copy.py changed: swapping the host (no build needed)" in loop.log()
        assert "building" not in loop.log()


async def test_a_frontend_started_while_the_build_is_broken_shows_the_errors_after_its_initialize(
        loop: DevLoop, tmp_path: Path) -> None:
    loop.save("let title = SYNTAX ERROR\n")
    loop.wait_log("build failed")
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data"), "--bench-modules"], binary=str(loop.host))
    async with app.run_test() as pilot:
        await until(lambda: "Build failed: 1 error" in panel(app), "the errors of the build that failed before")
        messages = [m.get("method") or "answer" for m in app.host.received]
        assert messages.index("dev/build") > messages.index("answer")  # after the initialize answer (DEV.md)
        await open_form(pilot, app)  # the last good build serves meanwhile
