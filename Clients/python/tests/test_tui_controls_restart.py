"""PROTOCOL.md §6 rule 7 for the controls, in the TUI against the real host (bench-controls): a choice
chosen and a row's toggle flipped from the keyboard while the host reads nothing (SIGSTOP), then the host
killed — the TUI starts it again, the session comes back, and what the old host never read is sent to the
restored view as new edits: the user's choice wins."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

from test_tui import until

from viperhost.tui import ViperApp
from viperhost.tui.choices import ViperChoice
from viperhost.tui.rows import RowToggle

Node = dict[str, Any]


def find(node: Node, key: str) -> Node | None:
    """The choice ``key`` of a tree, or a list row's toggle keyed ``key`` (as the host has it)."""
    if node.get("type") == "choice" and node.get("key") == key:
        return node
    for item in node.get("items") or []:
        if item.get("key") == key and isinstance(item.get("toggle"), dict):
            return item["toggle"]
    for child in node.get("children") or []:
        if (found := find(child, key)) is not None:
            return found
    return None


def held(app: ViperApp, key: str) -> Node | None:
    top = app.host.mirror.top if app.host is not None else None
    return None if top is None or top.module != "bench-controls" else find(top.view, key)


async def test_choices_and_row_toggles_the_killed_host_never_read_are_resent(tmp_path: Path) -> None:
    app = ViperApp(host_args=["--data-dir", str(tmp_path), "--bench-modules"], restore=False)
    async with app.run_test(size=(110, 60)) as pilot:
        await until(lambda: app.host is not None and app.host.mirror.top is not None, "the launch screen")
        assert app.host is not None
        await app.host.open("bench-controls")
        await app.refresh_view()
        await until(lambda: bool(app.query("#choice-size")) and bool(app.query("#rowtoggle-milk")), "the controls drawn")
        await pilot.pause()
        size = held(app, "size")
        assert size is not None and size["value"] == "m" and not size.get("multiple")
        # Answered first: Small (so the session holds it).
        app.query_one("#option-size-s").focus()
        await pilot.press("space")
        await until(lambda: (held(app, "size") or {}).get("value") == "s", "the host has Small")
        first = app.host.process.pid
        os.kill(first, signal.SIGSTOP)  # it reads nothing more
        app.query_one("#option-size-m").focus()
        await pilot.press("space")  # Medium (bench-controls keeps Small over Large): sent, never read
        app.query_one("#rowtoggle-milk", RowToggle).focus()
        await pilot.press("space")  # Buy milk checked: sent, never read
        view_id = app.host.mirror.top.view_id  # type: ignore[union-attr]
        await until(lambda: app.controller.state(view_id, "milk").seq == 1, "the flip sent")
        os.kill(first, signal.SIGKILL)
        await until(lambda: app.host is not None and app.host.process.pid != first and held(app, "size") is not None,
                    "the host started again, the controls restored")
        await until(lambda: (held(app, "size") or {}).get("value") == "m", "the restored view got the resent choice")
        await until(lambda: (held(app, "milk") or {}).get("on") is True, "the restored view got the resent flip")
        await until(lambda: bool(app.query("#choice-size")) and app.query_one("#choice-size", ViperChoice).value == "m",
                    "the resent choice shown")
        assert "started again" in app.sub_title
