"""The line "Waiting for the host: …" says exactly what the host was asked and has not answered, and is gone
when nothing is (issue 37, 6b: it stayed after every edit was answered). Against the real host behind
viperhost-latency (every line 300 ms late), the slow fake host, and the ledger alone with answers out of
order. Waits are for what the app does anyway; nothing is timed."""

from __future__ import annotations

from pathlib import Path

from test_tui import slow_host, until
from test_tui_inputs import HOST_ARGS, answered, latency_host, open_form, text_input

from viperhost.tui import ViperApp
from viperhost.tui.status import WaitingLine


def line(app: ViperApp) -> str:
    """What the status line shows ("" when hidden)."""
    return str(app.waiting.render()) if app.waiting.display else ""


def said(app: ViperApp) -> list[str]:
    """Every text the line shows from now on, recorded as it changes: a look at a line that comes and goes with
    the host's answers would race them on a loaded machine."""
    shown: list[str] = []
    show = app.waiting._show

    def recorded() -> None:
        show()
        shown.append(line(app))

    app.waiting._show = recorded  # type: ignore[method-assign]
    return shown


async def test_the_line_goes_once_every_edit_was_answered_under_latency(tmp_path: Path) -> None:
    app = ViperApp(host_args=HOST_ARGS, binary=latency_host(tmp_path), restore=False)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app)
        await until(lambda: line(app) == "", "nothing outstanding once the form is drawn")
        name = text_input(app, "name")
        shown = said(app)
        for key in "abc":
            await pilot.press(key)
        await until(lambda: any("view/input" in text for text in shown), "the edit outstanding, said")
        await until(lambda: answered(app, "name"), "the host answered the last edit")
        assert app.host is not None
        await until(lambda: not app.host.owed, "every request answered")
        await until(lambda: line(app) == "", "the line gone once nothing is outstanding")
        assert name.value == "abc"
        # Leaving sends the value again (left: true): asked, then answered, then gone again.
        await pilot.press("tab")
        await until(lambda: not app.host.owed and line(app) == "" and not app.controller.state(
            app.host.mirror.top.view_id, "name").waiting, "the leaving answered and the line gone")  # type: ignore[union-attr]


async def test_the_line_says_what_a_slow_host_owes_and_goes_when_it_answers(tmp_path: Path) -> None:
    gate = tmp_path / "answer"  # the slow host answers only while it exists: no race with the machine's load
    binary, _marker = slow_host(tmp_path, 0, gate)
    app = ViperApp(host_args=[], binary=binary)
    async with app.run_test() as pilot:
        await until(lambda: line(app) == "Waiting for the host: initialize…", "initialize outstanding")
        gate.touch()
        await until(lambda: app.title == "Slow", "the first view rendered")
        await until(lambda: line(app) == "", "nothing outstanding")
        gate.unlink()
        await pilot.click("#action-go")
        await pilot.click("#action-go")
        await until(lambda: line(app) in ("Waiting for the host: view/event ×2…", "Waiting for the host: view/event…"),
                    "the events outstanding")
        gate.touch()
        await until(lambda: app.title == "Slow, pressed", "the event's update rendered")
        await until(lambda: line(app) == "", "the line gone once both were answered")


def test_the_ledger_follows_the_wire_whatever_the_order_of_the_answers() -> None:
    waiting = WaitingLine()
    assert waiting.says == ""
    waiting.start(True)
    assert waiting.says == "Waiting for the host: start…" and waiting.display
    waiting.start(False)
    assert waiting.says == "" and not waiting.display
    for request_id, method in ((1, "view/input"), (2, "view/input"), (3, "view/event")):
        waiting.sent({"jsonrpc": "2.0", "id": request_id, "method": method, "params": {}})
    waiting.sent({"jsonrpc": "2.0", "method": "exit"})  # a notification is owed nothing
    waiting.received({"jsonrpc": "2.0", "method": "view/update", "params": {}})  # nor answers anything
    assert waiting.says == "Waiting for the host: view/input ×2, view/event…"
    waiting.received({"jsonrpc": "2.0", "id": 3, "result": {}})  # the last sent, answered first
    assert waiting.says == "Waiting for the host: view/input ×2…"
    waiting.received({"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "refused"}})
    assert waiting.says == "Waiting for the host: view/input…"
    waiting.received({"jsonrpc": "2.0", "id": 99, "result": {}})  # not ours: nothing changes
    assert waiting.says == "Waiting for the host: view/input…"
    waiting.received({"jsonrpc": "2.0", "id": 2, "result": {}})
    assert waiting.says == "" and not waiting.display
    waiting.sent({"jsonrpc": "2.0", "id": 9, "method": "view/rows", "params": {"viewId": "v1"}})
    assert waiting.says == "" and not waiting.display  # a windowed list's rows: its placeholders say it
    waiting.sent({"jsonrpc": "2.0", "id": "resync-4", "method": "view/get", "params": {"viewId": "v1"}})
    assert waiting.says == "Waiting for the host: view/get…"
    waiting.closed()  # the host stopped: it will answer nothing
    assert waiting.says == "" and not waiting.display
