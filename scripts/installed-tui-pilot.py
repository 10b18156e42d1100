"""make test-install: the installed TUI, headless (Textual's pilot), against the
installed viper-host and the installed sample plugins.

Run by the installed venv's python, as if it were PREFIX/bin/viperhost-tui, so
the TUI finds the host beside it with nothing on PATH:

    PREFIX/lib/viper-host/python/bin/python installed-tui-pilot.py PREFIX DATA_DIR

Exit 0 when every step showed what it should; an AssertionError otherwise."""

from __future__ import annotations

import asyncio
import sys

from viperhost.tui import ActionButton, Row, ViperApp


async def settle(pilot, app: ViperApp) -> None:
    """What was pressed is handled, the host's effects are done (host/idle),
    and the UI shows the result."""
    await pilot.pause()
    await app.workers.wait_for_complete()
    if app.host is not None:
        await app.host.idle()
    await app.refresh_view()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def click(pilot, widget) -> None:
    """Clicks ``widget`` (or a selector) once it has a place on the screen: Textual clicks at the widget's region,
    and one mounted but not laid out yet (a loaded machine) is at 0,0, where the command palette's icon is."""
    for _ in range(1000):
        found = pilot.app.screen.query(widget) if isinstance(widget, str) else [widget]
        if any(w.region.area > 0 for w in found):
            break
        await asyncio.sleep(0.02)
    await pilot.click(widget)


async def walk(prefix: str, data_dir: str) -> None:
    plugins = f"{prefix}/lib/viper-host/plugins"
    host_args = ["--data-dir", data_dir, "--plugin-dir", plugins, "--process-plugin", f"{plugins}/viperhost-quiz-plugin"]
    app = ViperApp(host_args=host_args, restore=False)
    async with app.run_test(size=(120, 60)) as pilot:
        await settle(pilot, app)
        assert app.host is not None and app.host.binary == f"{prefix}/bin/viper-host", app.host and app.host.binary
        assert app.title == "Welcome", app.title
        for _ in range(5):
            await click(pilot, "#action-continue")
            await settle(pilot, app)
        assert app.title == "Home", app.title
        rows = [row.key for row in app.query(Row)]
        assert {"jobs", "tictactoe", "capitals"} <= set(rows), rows
        await click(pilot, "#item-tictactoe")  # the library plugin, from lib/viper-host/plugins
        await settle(pilot, app)
        assert app.title == "Home › Tic-tac-toe", app.title
        await click(pilot, "#item-5")
        await settle(pilot, app)
        board = app.host.views[app.host.stack[-1]].view["children"][0]["text"]
        assert board.splitlines()[2] == "· │ X │ ·", board
        done = next(b for b in app.query(ActionButton) if b.action_name == "done")
        await click(pilot, done)
        await settle(pilot, app)
        await click(pilot, "#item-capitals")  # the process plugin, through its link in lib/viper-host/plugins
        await settle(pilot, app)
        assert app.host.mirror.top is not None and app.host.mirror.top.module == "capitals", app.host.mirror.top


def main() -> int:
    prefix, data_dir = sys.argv[1], sys.argv[2]
    sys.argv = [f"{prefix}/bin/viperhost-tui"]  # where find_host_binary looks first
    asyncio.run(walk(prefix, data_dir))
    print("installed TUI: onboarding → home → tic-tac-toe → capitals")
    return 0


if __name__ == "__main__":
    sys.exit(main())
