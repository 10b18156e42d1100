"""The TUI's inputs (PROTOCOL.md §6, "Input"), headless with Textual's pilot, against the real host over
pipes (`--bench-modules`, module bench-form), most of them behind viperhost-latency (every host line 300 ms
late). Behaviour is asserted (exact text, caret, focus), never speed."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from test_tui import burst, settle, until

from viperhost.locate import find_host_binary
from viperhost.tui import ViperApp
from viperhost.tui.fields import FieldInput, FieldSwitch, FieldTextArea
from viperhost.tui.forms import SubmitButton

HOST_ARGS = ["--in-memory", "--bench-modules"]
Node = dict[str, Any]


def latency_host(tmp_path: Path, delay_ms: int = 300) -> str:
    """The host binary the TUI starts: the real one behind viperhost-latency."""
    relay = Path(sys.executable).parent / "viperhost-latency"
    script = tmp_path / "viper-host-300ms"
    script.write_text(f'#!/bin/sh\nexec "{relay}" --delay-ms {delay_ms} -- "{find_host_binary()}" "$@"\n')
    script.chmod(0o755)
    return str(script)


async def open_form(pilot: Any, app: ViperApp, save_ms: int = 0) -> None:
    await until(lambda: app.host is not None and app.host.mirror.top is not None, "the launch screen")
    assert app.host is not None
    await app.host.open("bench-form", {"saveMs": save_ms})
    await app.refresh_view()
    await until(lambda: bool(app.query("#input-name")), "the form rendered")
    # A new view focuses its first control once it is drawn (keyboard first): after that, the test's own.
    await until(lambda: app.focused is app.query_one("#input-name"), "the first field focused")
    await pilot.pause()


def node(app: ViperApp, key: str) -> Node:
    """The input ``key`` as the host has it (the mirror)."""
    assert app.host is not None and app.host.mirror.top is not None

    def find(nodes: list[Node]) -> Node | None:
        for child in nodes:
            if child.get("key") == key and child.get("type") in ("field", "toggle"):
                return child
            if (found := find(child.get("children") or [])) is not None:
                return found
        return None

    found = find(app.host.mirror.top.view["children"])
    assert found is not None, key
    return found


def state(app: ViperApp, key: str) -> Any:
    """The input controller's record of ``key`` in the top view."""
    assert app.host is not None and app.host.mirror.top is not None
    return app.controller.state(app.host.mirror.top.view_id, key)


def answered(app: ViperApp, key: str) -> bool:
    """The host has the latest edit of ``key`` and none waits."""
    now = state(app, key)
    return not now.waiting and now.seq == node(app, key)["seq"] and now.seq > 0


def text_input(app: ViperApp, key: str) -> FieldInput:
    return app.query_one(f"#input-{key}", FieldInput)


async def type_slowly(pilot: Any, control: Any, text: str, app: ViperApp, pause_after: int | None = None) -> None:
    """Types ``text`` at 20 ms intervals; the focus never moves (the same widget object), and while the host
    has not answered the latest edit the field changes only by the keys: each goes onto what the field shows
    when the key is handled. That is what it showed when the key was pressed, or the host's answer to what was
    then the latest edit, if that answer came in between (a loaded machine can take longer than the relay's
    latency over one key press). An answer to an older edit never shows (rule 1). The checks between awaits
    see one state: the app runs on this event loop."""
    key = control.id.removeprefix("input-")
    shown = control.value
    for index, char in enumerate(text):
        if not answered(app, key):  # nothing but the keys changed the field while the last one was handled
            assert control.value == shown, f"before {char!r} it shows {control.value!r}, not {shown!r}"
        before, seq_before = control.value, state(app, key).seq
        await pilot.press("space" if char == " " else char)
        assert app.focused is control, f"the focus moved after {text[: index + 1]!r}"
        shown = control.value
        if not answered(app, key):
            host = node(app, key)
            onto_answer = host["seq"] == seq_before and shown == f"{host.get('value') or ''}{char}"
            assert shown == before + char or onto_answer, (
                f"after {text[: index + 1]!r} it shows {shown!r}: not {before!r} + {char!r}, nor the answer to "
                f"edit {seq_before} + {char!r} (the host's node: {host.get('value')!r}, seq {host['seq']})")
        await asyncio.sleep(0.02)
        if index + 1 == pause_after:
            await asyncio.sleep(0.25)  # the debounce sends what is there; its answer comes while typing goes on


TYPED = "a dog and a cat jumped quickly"  # 30 characters, with the app's keys `a` and `d` among them


async def test_typing_under_latency_shows_exactly_what_was_typed(tmp_path: Path) -> None:
    for pause_after in (None, 15):
        app = ViperApp(host_args=HOST_ARGS, binary=latency_host(tmp_path), restore=False)
        async with app.run_test(size=(120, 50)) as pilot:
            await open_form(pilot, app)
            name = text_input(app, "name")
            name.focus()
            await pilot.pause()
            await type_slowly(pilot, name, TYPED, app, pause_after)
            await until(lambda: answered(app, "name"), "the host answered the last edit")
            await pilot.pause()
            assert node(app, "name")["value"] == TYPED
            assert text_input(app, "name") is name  # the same widget: never remounted
            assert app.focused is name and name.value == TYPED and name.cursor_position == len(TYPED)


async def test_a_rewritten_and_a_refused_value_come_back_under_latency(tmp_path: Path) -> None:
    app = ViperApp(host_args=HOST_ARGS, binary=latency_host(tmp_path), restore=False)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app)
        upper = text_input(app, "upper")
        upper.focus()
        await pilot.pause()
        await type_slowly(pilot, upper, "abc", app)  # each key is an edit (debounce 0), each answered late
        await until(lambda: answered(app, "upper"), "the host answered abc")
        await pilot.pause()
        assert (upper.value, upper.cursor_position, app.focused) == ("ABC", 3, upper)
        digits = text_input(app, "digits")
        digits.focus()
        await pilot.pause()
        await type_slowly(pilot, digits, "12x", app)
        await until(lambda: answered(app, "digits"), "the host answered 12x")
        await pilot.pause()
        # Refused: the host kept "12" and said so with the edit's seq; the x the user typed is gone.
        assert node(app, "digits")["value"] == "12"
        assert (digits.value, digits.cursor_position, app.focused) == ("12", 2, digits)


async def test_clear_replaces_the_focused_name_and_drops_its_waiting_edit() -> None:
    app = ViperApp(host_args=HOST_ARGS, restore=False)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app)
        # A long debounce (test only), so the edit surely still waits when the host's replacement comes.
        schedule = app.controller.schedule
        app.controller.schedule = lambda delay, callback: schedule(delay * 50, callback)
        name = text_input(app, "name")
        name.focus()
        await pilot.pause()
        await pilot.press("b", "o", "b")
        app.controller.flush(app.host.mirror.top.view_id, ["name"])  # type: ignore[union-attr]
        await until(lambda: answered(app, "name"), "bob reached the host")
        await pilot.press("b", "y")  # waiting (10 s debounce)
        assert name.value == "bobby"
        await app.actions.send("clear")  # the Clear button's event, without moving the focus to the button
        await until(lambda: name.value == "", "the host's replacement shown")
        assert node(app, "name")["set"] == 1 and app.focused is name and name.cursor_position == 0
        state = app.controller.state(app.host.mirror.top.view_id, "name")  # type: ignore[union-attr]
        assert not state.waiting and not state.debouncing and not app.controller.timers  # "bobby" was dropped: it will never be sent
        await settle(pilot, app)
        assert node(app, "name")["value"] == "" and name.value == "" and app.focused is name


async def test_a_submit_is_read_only_and_busy_until_answered_then_saved(tmp_path: Path) -> None:
    # How the form looked when the submit's answer arrived (before the app handled it): busy, whatever the
    # machine's speed — not a count of looks, which a loaded machine makes fewer.
    at_the_answer: list[tuple[bool, bool]] = []
    submits: list[Any] = []

    def sent(message: dict[str, Any]) -> None:
        if message.get("method") == "view/event":
            submits.append(message["id"])

    def received(message: dict[str, Any]) -> None:
        if "method" not in message and message.get("id") in submits:
            at_the_answer.append((button.disabled, all(control.read_only for control in controls)))

    app = ViperApp(host_args=HOST_ARGS, binary=latency_host(tmp_path), restore=False, on_send=sent,
                   on_message=received)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app, save_ms=500)
        name = text_input(app, "name")
        name.focus()
        await pilot.pause()
        button = app.query_one(SubmitButton)
        controls = [*app.query(FieldInput), *app.query(FieldTextArea), *app.query(FieldSwitch)]
        # Typed in one go (Pilot.press would wait for idle after each key: on a loaded machine the answer
        # may come before the x is even typed, and then the x is rightly taken). Enter in a one-line field
        # submits, "Ann" goes first.
        before = app.keys_handled
        burst(app, ["A", "n", "n", "enter", "x"])
        await until(lambda: app.keys_handled == before + 5, "the keys handled")
        await pilot.pause()
        assert name.value == "Ann"  # read-only from the Enter on: the x is not taken

        def saved() -> list[str]:
            return [str(w.render()) for w in app.query(".node-text") if str(w.render()).startswith("Saved: ")]

        while not saved():
            if app.render_lock.locked():  # a render half done (the text being mounted): look after it
                await asyncio.sleep(0.005)
                continue
            assert button.disabled and "busy" in str(button.label), str(button.label)
            assert all(control.read_only for control in controls)
            await asyncio.sleep(0.02)
        await pilot.pause()
        assert at_the_answer == [(True, True)]  # busy and read-only until the answer came
        assert saved()[0].startswith("Saved: name=Ann ")
        await until(lambda: not button.disabled, "the button ready again")
        assert str(button.label) == "Save" and not any(control.read_only for control in controls)
        assert node(app, "name")["value"] == "Ann" and name.value == "Ann"


async def test_a_refused_submit_focuses_the_first_field_with_an_error(tmp_path: Path) -> None:
    app = ViperApp(host_args=HOST_ARGS, binary=latency_host(tmp_path), restore=False)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app)
        email = app.query_one("#input-email", FieldInput)
        email.focus()
        await pilot.pause()
        await pilot.press("a", "t", "tab")  # a `leave` field: sent as focus leaves it, with left: true
        await until(lambda: node(app, "email")["value"] == "at", "the email sent on leaving")
        await until(lambda: any(w.display for w in app.query(".field-error")), "its error shown")
        assert [str(w.render()) for w in app.query(".field-error") if w.display] == ["An email address has an @"]
        assert app.focused is text_input(app, "token")  # where Tab took it: the error did not move it
        email.focus()
        await pilot.press("enter")  # no name, no @
        await until(lambda: app.focused is text_input(app, "name"), "the focus on the name")
        errors = [str(w.render()) for w in app.query(".field-error") if w.display]
        assert errors == ["A name is required", "An email address has an @"]
        assert node(app, "name")["error"] == "A name is required"


async def test_a_secret_is_sent_as_secret_and_kept_nowhere(data_dir: Path) -> None:
    token = "tok-SECRET-4711"
    sent: list[dict[str, Any]] = []
    app = ViperApp(host_args=["--data-dir", str(data_dir), "--bench-modules", "--debug"], on_send=sent.append,
                   restore=False)
    async with app.run_test(size=(160, 50)) as pilot:
        await open_form(pilot, app)
        text_input(app, "name").focus()
        await pilot.press("B", "o", "tab", "tab")
        control = text_input(app, "token")
        assert app.focused is control and control.password
        await pilot.press(*token, "tab", "shift+tab", "enter")  # typed, left, back, submitted
        await until(lambda: any("token=set" in str(w.render()) for w in app.query(".node-text")), "saved")
        assert control.value == token  # the field keeps it, masked
        await app.action_debugger()
        await app.workers.wait_for_complete()
        await pilot.pause()
        panel = [row.text for row in app.query("HistoryRow")] + [str(app.query_one("#debug-state").render())]
        assert len(panel) > 3 and not any(token in line for line in panel)
        assert token not in app.export_screenshot()
    edits = [m["params"] for m in sent if m.get("method") == "view/input" and m["params"]["key"] == "token"]
    # Debounced while typed: a slow machine may send a prefix first; every edit is a secret, the last is whole.
    assert edits and all(token.startswith(e.get("secret", "-")) and "value" not in e for e in edits)
    assert edits[-1]["secret"] == token
    others = [m for m in sent if not (m.get("method") == "view/input" and m["params"]["key"] == "token")]
    assert not [m for m in others if token in str(m)]
    files = [path for path in data_dir.rglob("*") if path.is_file()]
    assert files and not [path for path in files if token.encode() in path.read_bytes()]


async def test_tab_goes_through_the_inputs_and_space_flips_the_switch() -> None:
    app = ViperApp(host_args=HOST_ARGS, restore=False)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app)
        text_input(app, "name").focus()
        await pilot.pause()
        order = ["name"]
        while not isinstance(app.focused, FieldSwitch) and len(order) < 10:
            await pilot.press("tab")
            order.append(getattr(app.focused, "input_key", "?"))
        assert order == ["name", "email", "token", "upper", "digits", "note", "share"]
        switch = app.query_one(FieldSwitch)
        await pilot.press("space")
        await until(lambda: node(app, "share")["on"] is True, "share on at the host")
        await pilot.press("shift+tab")
        assert app.focused is app.query_one("#input-note", FieldTextArea)
        await settle(pilot, app)
        assert switch.value is True and app.query_one(FieldSwitch) is switch


async def test_a_multiline_field_stops_at_its_max_length_and_goes_with_the_submit() -> None:
    sent: list[dict[str, Any]] = []
    app = ViperApp(host_args=HOST_ARGS, restore=False, on_send=sent.append)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_form(pilot, app)
        note = app.query_one("#input-note", FieldTextArea)
        note.focus()
        await pilot.press(*"two", "enter", *"lines, then too long")  # maxLength 20: the rest is not taken
        await pilot.pause()
        assert note.text == "two\nlines, then too " and len(note.text) == 20 and app.focused is note
        await settle(pilot, app)
        assert node(app, "note")["value"] == ""  # send: submit — nothing went yet
        app.query_one(SubmitButton).press()
        await until(lambda: node(app, "note")["value"] == "two\nlines, then too ", "the note sent with the submit")
        # No name: refused, and the focus goes to the name (the first field with an error); the note stays.
        await until(lambda: app.focused is text_input(app, "name"), "the focus on the name")
        assert note.text == "two\nlines, then too "
        order = [(m["method"], m["params"].get("key") or m["params"].get("action")) for m in sent
                 if m.get("method") in ("view/input", "view/event")]
        assert order[:2] == [("view/input", "note"), ("view/event", "save")]  # the form's edits go first
