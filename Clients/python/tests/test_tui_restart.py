"""SESSIONS.md §2 and PROTOCOL.md §6 rule 7 in the TUI: when the host stops under it (SIGKILL), the TUI
starts it again, the saved session comes back, and what the user typed that the old host never read is
sent to the restored view: the user's text wins. Headless with Textual's pilot, the real host over pipes."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any
from dataclasses import replace

from test_tui import until
from test_tui_inputs import node, open_form, text_input
from textual.css.query import NoMatches

from viperhost.tui import ViperApp, input_rules


def shown(app: ViperApp, key: str) -> str | None:
    """What the field shows, or None while the restored view is not mounted yet (the mirror has the
    tree a moment before the screen does)."""
    try:
        return text_input(app, key).value
    except NoMatches:
        return None


def host_pid(app: ViperApp) -> int:
    assert app.host is not None
    return app.host.process.pid


async def test_edits_the_killed_host_never_read_are_resent_to_the_restored_view(tmp_path: Path) -> None:
    app = ViperApp(host_args=["--data-dir", str(tmp_path), "--bench-modules"])
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        name = text_input(app, "name")
        for char in "Ada":
            await pilot.press(char)
        await until(lambda: node(app, "name")["value"] == "Ada", "the host has Ada")  # answered, so saved
        first = host_pid(app)
        os.kill(first, signal.SIGSTOP)  # it reads nothing more: what is typed now never reaches it
        # "Ada" went as one edit or as several (debounced: a slow machine may send a prefix first).
        view_id = app.host.mirror.top.view_id
        answered = app.controller.state(view_id, "name").seq

        def state() -> Any:  # the reducer's state is a value: read anew
            return app.controller.state(view_id, "name")
        for key in ["space", "L", "o", "v", "e"]:
            await pilot.press(key)
        await pilot.press("tab")  # leaving sends " Love" at once (left: true); the stopped host never reads it
        await until(lambda: state().seq > answered and not state().waiting, "the edit sent")
        os.kill(first, signal.SIGKILL)
        await until(lambda: app.host is not None and host_pid(app) != first and app.host.mirror.top is not None
                    and app.host.mirror.top.module == "bench-form", "the host started again, the form restored")
        await until(lambda: node(app, "name")["value"] == "Ada Love", "the restored view got the resent edit")
        await until(lambda: shown(app, "name") == "Ada Love", "the resent edit shown")
        assert "started again (the host stopped: exit status -9)" in app.sub_title


async def test_with_nothing_unanswered_the_restored_value_shows_and_nothing_is_sent(tmp_path: Path) -> None:
    app = ViperApp(host_args=["--data-dir", str(tmp_path), "--bench-modules"])
    sent: list[dict] = []
    async with app.run_test() as pilot:
        await open_form(pilot, app)
        for char in "Bo":
            await pilot.press(char)
        await until(lambda: node(app, "name")["value"] == "Bo", "the host has Bo")
        first = host_pid(app)
        app.on_send = sent.append
        os.kill(first, signal.SIGKILL)
        await until(lambda: app.host is not None and host_pid(app) != first and app.host.mirror.top is not None
                    and app.host.mirror.top.module == "bench-form", "the host started again, the form restored")
        await until(lambda: shown(app, "name") == "Bo", "the restored value shown")
        await pilot.pause(0.3)
        assert [m for m in sent if m.get("method") == "view/input"] == []


def test_what_is_carried_is_waiting_sent_and_unanswered_or_secret_and_nothing_the_host_had() -> None:
    from viperhost.tui.inputs import InputController
    from viperhost.tui.restart import unanswered

    controller = InputController(send=lambda edit: None, schedule=lambda delay, callback: None)  # type: ignore[arg-type,return-value]
    view = {"type": "screen", "title": "t", "children": [{"type": "form", "key": "f", "children": [
        {"type": "field", "key": "answered", "kind": "text", "value": "a", "seq": 2},
        {"type": "field", "key": "sent", "kind": "text", "value": "b", "seq": 1},
        {"type": "field", "key": "waiting", "kind": "text", "value": "", "seq": 0},
        {"type": "field", "key": "token", "kind": "secure", "seq": 1},
        {"type": "toggle", "key": "share", "on": False, "seq": 0},
    ]}]}
    for key, seq, shown, waiting in [("answered", 2, "a", False), ("sent", 2, "bc", False),
                                     ("waiting", 0, "w", True), ("token", 1, "s3cret", False),
                                     ("share", 0, False, False)]:
        state = replace(controller.state("v2", key), seq=seq, shown=shown, waiting=waiting, secure=key == "token")
        controller.machine = input_rules.put(controller.machine, "v2", key, state)
    assert unanswered(controller, "v2", view) == {"sent": "bc", "waiting": "w", "token": "s3cret"}
