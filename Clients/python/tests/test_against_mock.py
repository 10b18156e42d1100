"""The Python client (library + mirror) and the TUI against `viper-host mock`: every
transcript of Protocol/conformance/ and a few goldens, without a real host."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonpatch
import pytest
from test_tui import until
from textual.widgets import Static

import viperhost.client.mirror
from conformance import (
    CONFORMANCE, CONTROL_TRANSCRIPTS, INPUT_TRANSCRIPTS, ROOT, TRANSCRIPTS, Step, find_input, form_actions, made_by_the_ui, mock_host,
    requests, run, script,
)
from viperhost import Host
from viperhost.errors import HostClosed
from viperhost.render import render_text
from viperhost.tui import ActionButton, AlertScreen, ViperApp
from viperhost.tui.choices import OptionCheckbox, OptionRadio, ViperChoice
from viperhost.tui.fields import FieldInput, FieldSwitch, FieldTextArea
from viperhost.tui.forms import ViperForm
from viperhost.tui.rows import RowToggle
from viperhost.tui.inputs import InputController
from wire_rules import InputIdentity


def test_there_is_a_conformance_set() -> None:
    assert len(TRANSCRIPTS) >= 8


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda p: p.stem)
def test_the_client_passes_the_conformance_transcript(transcript: Path, tmp_path: Path) -> None:
    outcome = run(transcript, tmp_path)
    assert outcome.diffs == [], "\n".join(outcome.diffs)
    assert outcome.status == 0, outcome.stderr
    assert "every expectation met" in outcome.stderr


def test_unknown_nodes_render_their_children_or_a_placeholder(tmp_path: Path) -> None:
    host = Host(args=(), binary=mock_host(tmp_path, CONFORMANCE / "nodes-unknown-type.txt"))
    host.initialize()
    host.app_start(restore=True)
    text = render_text(host.views["v1"].view)
    assert text.splitlines() == [
        "== Future nodes ==", "  <carousel>", "    First slide", "    [image: slide-2]", "    [Next] -> next",
        "  <gauge>", "  After the unknown ones"]
    host.process.kill()


def test_every_error_reaches_the_client_with_its_code_and_kind(tmp_path: Path) -> None:
    outcome = run(CONFORMANCE / "errors-every-code.txt", tmp_path)
    codes = sorted({error["code"] for error in outcome.errors})
    assert codes == sorted({-32602, -32011, -32010, -32012, -32014, -32015, -32016, -32603, -32601, -32600, -32002})
    assert outcome.status == 0


def test_a_mirror_that_ignores_remove_fails_with_a_readable_diff(tmp_path: Path, monkeypatch) -> None:
    real = jsonpatch.apply_patch

    def without_remove(document, ops):
        return real(document, [op for op in ops if op["op"] != "remove"])

    monkeypatch.setattr(viperhost.client.mirror.jsonpatch, "apply_patch", without_remove)
    outcome = run(CONFORMANCE / "patches-every-kind.txt", tmp_path)
    assert len(outcome.diffs) == 1
    diff = outcome.diffs[0]
    print(diff)
    assert diff.startswith("view v1 differs at $.children[1].items[2].key")
    assert '+          "key": "b",' in diff and '-          "subtitle": "new",' in diff


def test_a_client_that_sends_something_else_gets_the_mocks_error(tmp_path: Path) -> None:
    host = Host(args=(), binary=mock_host(tmp_path, CONFORMANCE / "nodes-every-type.txt"))
    host.initialize()
    _, response = host.call("view/open", {"module": "gallery"})
    assert response["error"]["code"] == -32099
    assert response["error"]["data"]["kind"] == "mock_mismatch"
    assert response["error"]["data"]["expected"] == '{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"restore":true}}'
    assert host.close() == 1
    assert "the frontend's line differs at $.method" in host.stderr


def test_the_client_replays_a_golden_story_against_the_mock(tmp_path: Path) -> None:
    # The goldens' initialize has no capabilities: the client announces none here.
    golden = ROOT / "Protocol" / "transcripts" / "navigation-open-back-close.txt"
    host = Host(args=(), binary=mock_host(tmp_path, golden), view_patch=False)
    for message in requests(golden):
        if message["method"] == "exit":
            host.notify("exit")
        elif message["method"] == "initialize":
            host.request("initialize", message["params"])
        else:
            host.call(message["method"], message.get("params"))
    assert len(host.stack) == 1 and host.views[host.stack[0]].module == "onboarding"
    host.process.close_input()  # the golden ends without exit: the end of input ends it
    assert host.process.wait(timeout=10) == 0, host.stderr


PLAYED = INPUT_TRANSCRIPTS + CONTROL_TRANSCRIPTS  # with the user's steps, on the TUI's widgets


@pytest.mark.parametrize("transcript", [t for t in TRANSCRIPTS if t not in PLAYED], ids=lambda p: p.stem)
async def test_the_tui_passes_the_conformance_transcript(transcript: Path, tmp_path: Path) -> None:
    # As a user runs it: announcing the input nodes (the set takes any capabilities).
    app = ViperApp(host_args=[], binary=mock_host(tmp_path, transcript))
    shown: list[str] = []
    async with app.run_test() as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()  # the TUI's own start, on its worker
        host = app.host
        assert host is not None and host.views
        # The TUI sent initialize and app/start itself; the rest comes from the transcript.
        for message in requests(transcript)[2:]:
            if message["method"] in ("shutdown", "exit"):
                continue
            if message["method"] == "view/event":
                # As a pressed button does: errors go to the bar above the footer.
                params = message["params"]
                await app.send(params["action"], params.get("value"), params["viewId"])
            else:
                _, response = await host.call(message["method"], message.get("params"))
                if message["method"] == "view/get" and "result" in response:
                    assert host.views[response["result"]["viewId"]].view == response["result"]["view"]
            await app.refresh_view()
            await pilot.pause()
            shown.append(str(app.query_one("#error", Static).render()))
    assert await app.host.process.wait(timeout=10) == 0, app.host.stderr
    if transcript.stem == "errors-every-code":
        assert any("-32015 plugin_failed" in text for text in shown)


# -- the input files, typed into the TUI ------------------------------------------------------------

Control = FieldInput | FieldTextArea | FieldSwitch | RowToggle


class TuiUser:
    """Plays an input file's `#>` steps on the TUI's widgets with the pilot (keys, focus), and checks
    what the widgets show. The TUI sends the edits and submits itself; the harness sends the other
    requests (host/idle, view/get, a button outside a form) only once every line the TUI was to send
    by then went out and was answered."""

    def __init__(self, app: ViperApp, pilot: Any) -> None:
        self.app, self.pilot = app, pilot
        self.sent_by_ui = 0  # view/input and submit events the TUI wrote
        self.expected = 0  # those the file has had so far
        self.submits: set[str] = set()
        self.elements: dict[str, Any] = {}  # the widget each input had when the user last typed in it
        self.submit_ids: dict[Any, str] = {}  # the submits the TUI sent: id -> action
        # For each submit answered: what was wrong with its form's busy state as the answer arrived, before
        # the TUI read it (None: busy, as rule 5 promises "from the press until the answer").
        self.busy_at_answer: dict[Any, str | None] = {}
        self.pressing: list[str] = []  # the actions of toolbar, row and alert buttons pressed (press, escape)

    def sent(self, message: dict[str, Any]) -> None:
        action = (message.get("params") or {}).get("action") if message.get("method") == "view/event" else None
        if action is not None and action in self.pressing:
            self.pressing.remove(action)
            self.sent_by_ui += 1
        elif made_by_the_ui(message, self.submits):
            self.sent_by_ui += 1
            if message.get("method") == "view/event":
                self.submit_ids[message.get("id")] = message["params"]["action"]

    def received(self, message: dict[str, Any]) -> None:
        """Every host line, as it arrives and before the TUI handles it: a submit's answer finds its form
        still busy."""
        action = self.submit_ids.get(message.get("id")) if "method" not in message else None
        if action is not None:
            form = next((f for f in self.app.query(ViperForm) if f.node["submit"]["action"] == action), None)
            self.busy_at_answer[message["id"]] = "no form" if form is None else self.form_problem(form.key, True)

    @property
    def host(self) -> Any:
        assert self.app.host is not None
        return self.app.host

    def view(self) -> dict[str, Any]:
        return self.host.views["v1"].view

    def control(self, key: str) -> Control:
        found = self.app.query(f"#input-{key}") or self.app.query(f"#switch-{key}") or self.app.query(f"#rowtoggle-{key}")
        assert found, f"no widget for the input {key!r}"
        control = found.first()
        assert isinstance(control, (FieldInput, FieldTextArea, FieldSwitch, RowToggle))
        return control

    def choice(self, key: str) -> ViperChoice | None:
        found = self.app.query(f"#choice-{key}")
        return found.first(ViperChoice) if found else None

    def buttons(self) -> list[ActionButton]:
        """The action buttons a user can reach now: an alert's while it shows, else the screen's."""
        return list(self.app.screen.query(ActionButton))

    def form(self, key: str) -> ViperForm:
        return self.app.query_one(f"#form-{key}", ViperForm)

    async def settle(self) -> None:
        """Every line the TUI was to send so far went out and was answered, and the TUI drew the result."""
        try:
            await until(lambda: self.sent_by_ui >= self.expected and not self.host.owed, "the TUI's lines answered")
        except AssertionError as error:
            raise AssertionError(f"{error}: sent {self.sent_by_ui} of {self.expected}, owed {self.host.owed}; "
                                 f"the mock says:\n{self.host.stderr}") from None
        await self.app.workers.wait_for_complete()
        await self.app.refresh_view()
        await self.pilot.pause()

    async def focus(self, control: Control) -> None:
        if self.app.focused is not control:
            control.focus()
            await self.pilot.pause()
        assert self.app.focused is control, f"the focus is on {self.app.focused!r}, not {control!r}"

    async def type(self, key: str, text: str) -> None:
        """Focuses the field and makes its text `text` with keystrokes: backspaces over what differs, then
        the rest, one key at a time (a line break is Enter in a multiline field)."""
        control = self.control(key)
        await self.focus(control)
        if isinstance(control, FieldTextArea):
            control.move_cursor(control.document.end)
            current = control.text
        else:
            assert isinstance(control, FieldInput)
            control.cursor_position = len(control.value)
            current = control.value
        common = 0
        while common < min(len(current), len(text)) and current[common] == text[common]:
            common += 1
        keys = ["backspace"] * (len(current) - common)
        keys += ["space" if c == " " else "enter" if c == "\n" else c for c in text[common:]]
        await self.pilot.press(*keys)
        await self.pilot.pause()
        shown = control.text if isinstance(control, FieldTextArea) else control.value
        assert shown == text, f"{key}: typed {text!r}, the field shows {shown!r}"
        self.elements[key] = control

    async def leave(self) -> None:
        self.app.set_focus(None)
        await self.pilot.pause()

    def shown(self, key: str) -> Any:
        choice = self.choice(key)
        if choice is not None:
            return choice.value
        control = self.control(key)
        if isinstance(control, (FieldSwitch, RowToggle)):
            return bool(control.value)
        if isinstance(control, FieldTextArea):
            return control.text
        return control.value

    async def step(self, step: Step) -> None:
        verb, key = step.verb, step.key
        if verb in ("fill", "type", "leave", "toggle", "submit", "enter", "choose", "press", "escape"):
            # The user acts once the TUI sent what it was to send by then (a debounced edit, say).
            await until(lambda: self.sent_by_ui >= self.expected, "the TUI's lines sent")
        if verb in ("fill", "type"):
            assert step.text is not None
            await self.type(key, step.text)
            if verb == "fill":
                await self.leave()
        elif verb == "leave":
            assert self.app.focused is self.control(key), f"leave {key}: it does not have the focus"
            await self.leave()
        elif verb == "toggle":
            control = self.control(key)
            assert isinstance(control, (FieldSwitch, RowToggle)) and control.value != step.on
            await self.focus(control)
            await self.pilot.press("space")  # the Switch's (the row's checkbox's) own key
            await self.pilot.pause()
            await self.leave()  # and the user moves on
        elif verb == "choose":
            await self.choose(key, step.value)
        elif verb in ("press", "escape"):
            await self.settle()  # the alert (or the button) the last answer brought is drawn
            await self.press(step)
        elif verb == "submit":
            button = self.form(key).button
            await self.focus(button)  # type: ignore[arg-type]
            await self.pilot.press("enter")
            await self.pilot.pause()
        elif verb == "enter":
            control = self.control(key)
            assert self.app.focused is control
            await self.pilot.press("enter")  # Enter in a one-line field submits its form
            await self.pilot.pause()
        elif verb in ("busy", "shows") and step.rev is not None:
            # While answers are still in flight: as soon as the TUI holds that rev, drawn.
            await until(lambda: self.host.views["v1"].rev >= step.rev, f"rev {step.rev}")
            await self.app.refresh_view()
            await self.pilot.pause()
            self.check(step)
        elif verb == "busy":
            # Rule 5 promises busy from the press until the answer: checked now if the answer has not come
            # (nothing is awaited between the look and the check), else as it was when the answer arrived.
            latest = list(self.submit_ids)[-1] if self.submit_ids else None
            if latest in self.busy_at_answer:
                problem = self.busy_at_answer[latest]
                assert problem is None, f"{step}: {problem} when the answer arrived"
            else:
                self.check(step)
        else:
            await self.settle()
            self.check(step)

    async def choose(self, key: str, value: Any) -> None:
        """By keyboard: Space on the option (Delete for none); a multiple choice whose value differs by more
        than one option is set at once (one edit, as the file has it: the TUI sends each check)."""
        choice = self.choice(key)
        assert choice is not None, f"no choice {key!r}"
        want = tuple(value) if isinstance(value, list) else (() if value is None else (value,))
        now = choice.chosen
        flips = [c for c in choice.controls if isinstance(c, (OptionRadio, OptionCheckbox))
                 and (c.option_key in want) != (c.option_key in now)]
        if value is None and now:
            choice.controls[0].focus()
            await self.pilot.pause()
            await self.pilot.press("delete")
        elif not choice.node.get("multiple") and flips:
            on = next(c for c in flips if c.option_key in want)
            await self.focus(on)  # type: ignore[arg-type]
            await self.pilot.press("space")
        elif len(flips) == 1:
            await self.focus(flips[0])  # type: ignore[arg-type]
            await self.pilot.press("space")
        else:
            choice.choose(want)
        await self.pilot.pause()
        assert choice.chosen == want, f"{key}: chose {want}, it shows {choice.chosen}"
        await self.leave()  # and the user moves on (a choice sends no left)

    async def press(self, step: Step) -> None:
        """A toolbar, row or alert action, from the keyboard: focused, then Enter; Escape in an alert."""
        if step.verb == "escape":
            assert isinstance(self.app.screen, AlertScreen), "escape: no alert shows"
            cancel = next(a["action"] for a in self.app.screen.node["actions"] if a.get("role") == "cancel")
            self.pressing.append(cancel)
            await self.pilot.press("escape")
        else:
            found = [b for b in self.buttons() if b.action_name == step.key and not b.disabled
                     and (not step.has_value or b.action_value == step.value)]
            assert len(found) == 1, f"{step}: {len(found)} buttons"
            self.pressing.append(step.key)
            await self.focus(found[0])  # type: ignore[arg-type]
            await self.pilot.press("enter")
        await self.pilot.pause()

    def check(self, step: Step) -> None:
        verb, key = step.verb, step.key
        if verb == "alertfocus":
            focused = self.app.focused
            assert isinstance(self.app.screen, AlertScreen), "alertfocus: no alert shows"
            assert isinstance(focused, ActionButton) and focused.action_name == key, f"the focus is on {focused!r}"
            return
        if verb == "destructive":
            found = [b for screen in self.app.screen_stack for b in screen.query(ActionButton) if b.action_name == key]
            assert found, f"no button for {key}"
            for button in found:
                assert button.variant == "error" and button.has_class("destructive"), f"{key} not shown as destructive"
                assert str(button.label).startswith("⚠") and str(button.tooltip).endswith("Destructive"), key
            return
        if verb == "shows":
            expected = step.on if step.on is not None else step.value if step.has_value else step.text
            assert self.shown(key) == expected, f"{key} shows {self.shown(key)!r}, not {expected!r} ({step})"
            control = None if self.choice(key) is not None else self.control(key)
            if isinstance(control, FieldInput):
                node = find_input(self.view(), key)
                assert node is not None and control.password == (node.get("kind") == "secure")
        elif verb == "readonly":
            assert self.control(key).read_only, f"{key} is editable"
        elif verb in ("busy", "ready"):
            problem = self.form_problem(key, verb == "busy")
            assert problem is None, f"{step}: {problem}"
        elif verb == "focused":
            assert self.app.focused is self.control(key), f"the focus is on {self.app.focused!r}, not {key}"
        elif verb == "same":
            control = self.control(key)
            assert control is self.elements[key], f"{key}: its widget was made anew"
            assert self.app.focused is control, f"{key} lost the focus"
            assert isinstance(control, FieldInput) and control.cursor_position == len(control.value), "the caret moved"

    def form_problem(self, key: str, busy: bool) -> str | None:
        """What differs from a busy (or ready) form: its button, or an input's read-only state."""
        form = self.form(key)
        if "v1" not in self.host.views:
            return "no view v1 (the mock ended the session)"
        if form.button.disabled != busy or form.button.has_class("busy") != busy:
            return "the button"
        for box in form.query("ViperField, ViperToggle, ViperChoice"):
            control = box if isinstance(box, ViperChoice) else box.control  # type: ignore[attr-defined]
            node = find_input(self.view(), box.key)  # type: ignore[attr-defined]
            if node is None or control.read_only != (busy or not node.get("enabled", True)):
                return f"the input {box.key}"  # type: ignore[attr-defined]
        return None

    def check_checkpoint(self, view: dict[str, Any]) -> None:
        """At a view/get, every input shows the host's value, but a secure field (the user's text, masked)
        and a send:"submit" field whose typed text waits for the submit (none at a checkpoint here)."""
        def walk(node: dict[str, Any]) -> None:
            if node.get("type") == "toggle":
                assert self.shown(node["key"]) == node["on"], f"{node['key']} at the checkpoint"
            elif node.get("type") == "choice":
                assert self.shown(node["key"]) == node["value"], f"{node['key']} at the checkpoint"
            elif node.get("type") == "list":
                for item in node.get("items") or []:
                    if isinstance(item.get("toggle"), dict):
                        assert self.shown(item["key"]) == item["toggle"]["on"], f"row {item['key']} at the checkpoint"
            elif node.get("type") == "field" and node.get("kind") != "secure":
                assert self.shown(node["key"]) == node["value"], f"{node['key']} at the checkpoint"
            for child in node.get("children") or []:
                walk(child)
        walk(view)


@pytest.mark.parametrize("transcript", PLAYED, ids=lambda p: p.stem)
async def test_the_tui_passes_the_input_file_typed_into_its_widgets(transcript: Path, tmp_path: Path) -> None:
    # The mock answers 300 ms late (--delay-ms 300): rules 1-5 hold under latency.
    await play_in_tui(transcript, tmp_path)


async def test_a_tui_that_applies_every_answers_value_fails_rule_1(tmp_path: Path, monkeypatch) -> None:
    # Rule 1 broken: the host's value always wins, even over an edit sent and not answered yet.
    # It breaks 1a (the answer to edit 1 shows "ab" over "abc") and 1b (the note's waiting text is not dropped
    # when the module clears it, so the submit sends it). 1a is seen only if the TUI draws rev 2 before rev 3
    # arrives (on a loaded machine both may come before one render: then "ab" is never on the screen, and no
    # rule promises a render per rev); 1b is seen in any case that gets that far: the mock gets the note's edit.
    monkeypatch.setattr(InputController, "take_host_value", lambda self, view_id, node: "seq")
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(ViperApp, "sent", _spy(ViperApp.sent, sent))
    with pytest.raises(AssertionError) as failure:
        await play_in_tui(CONFORMANCE / "input-rule1-own-value.txt", tmp_path)
    note_sent = any(m.get("method") == "view/input" and m["params"]["key"] == "note" for m in sent)
    # The host's "ab" shown over "abc" is reported by the step that checks it ("name shows 'ab'") or, when the
    # typing itself is overtaken, by the typing helper ("name: typed 'abc', the field shows 'ab'" — or 'abcb'
    # when the overwrite lands between two key presses: the family is "shows anything but what was typed").
    overwritten = r"name(: typed 'abc', the field)? shows '(?!abc')[^']*'"
    assert re.search(overwritten, str(failure.value)) or note_sent, failure.value


def _spy(sent_by_app: Any, into: list[dict[str, Any]]) -> Any:
    def sent(self: ViperApp, message: dict[str, Any]) -> None:
        into.append(message)
        sent_by_app(self, message)
    return sent


async def test_a_tui_that_sends_every_keystroke_fails_rule_4(tmp_path: Path, monkeypatch) -> None:
    # Rule 4 broken: no debounce. The mock sees "a" where the file has "abc"; the harness waits in vain.
    monkeypatch.setattr(InputController, "track", lambda self, view_id, node: _no_debounce(self, view_id, node))
    apps: list[ViperApp] = []
    with pytest.raises((AssertionError, HostClosed)):
        await play_in_tui(CONFORMANCE / "input-rule4-debounce.txt", tmp_path, apps)
    host = apps[0].host
    assert host is not None
    await host.process.wait(timeout=10)
    # Usually the first keystroke goes out on its own: as the value "a" where "abc" was due, or (sent before the
    # harness's host/idle) as a view/input where the file has another request. On a loaded machine the three
    # keys may be read before the first edit goes, and the edits the file wants are missing later instead (the
    # mock then gets the harness's shutdown where an edit was due): the file fails either way.
    assert re.search(r'input-rule4-debounce\.txt:\d+: the frontend\'s line differs at '
                     r'\$\.(params\.value: expected "abc", got "a"|method: expected "[^"]+", got "(view/input|shutdown)")',
                     host.stderr), host.stderr


_track = InputController.track


def _no_debounce(controller: InputController, view_id: str, node: dict[str, Any]) -> Any:
    state = _track(controller, view_id, node)
    state.debounce_ms = 0
    return state


async def play_in_tui(transcript: Path, tmp_path: Path, apps: list[ViperApp] | None = None) -> None:
    """Plays an input file on the TUI: the user's steps on its widgets, the other requests by the harness."""
    user: TuiUser | None = None
    app = ViperApp(host_args=[], binary=mock_host(tmp_path, transcript), on_send=lambda m: user and user.sent(m),
                   on_message=lambda m: user and user.received(m))
    if apps is not None:
        apps.append(app)
    async with app.run_test() as pilot:
        user = TuiUser(app, pilot)
        user.submits = form_actions(transcript)
        await app.workers.wait_for_complete()  # initialize and app/start: the TUI's own
        assert app.host is not None and app.host.nodes is not None and "field" in app.host.nodes
        await until(lambda: app.focused is not None, "the first control focused")  # a new view focuses it
        await app.workers.wait_for_complete()
        await pilot.pause()
        items = script(transcript)
        assert [m["method"] for m in items[:2] if isinstance(m, dict)] == ["initialize", "app/start"]
        checkpoints = 0
        pressed = 0  # press and escape steps whose view/event the TUI sends
        for item in items[2:]:
            if isinstance(item, Step):
                await user.step(item)
                pressed += item.verb in ("press", "escape")
                continue
            if pressed and item["method"] == "view/event":
                pressed -= 1
                user.expected += 1  # the TUI sends it, by the button the user pressed
                continue
            if item["method"] in ("shutdown", "exit"):
                continue
            if made_by_the_ui(item, user.submits):
                user.expected += 1  # the TUI sends it, by what the user did
                continue
            await user.settle()
            _, response = await app.host.call(item["method"], item.get("params"))
            assert "error" not in response, response
            if item["method"] == "view/get":
                checkpoints += 1
                assert app.host.views["v1"].view == response["result"]["view"]
                await app.refresh_view()
                await pilot.pause()
                user.check_checkpoint(response["result"]["view"])
        await user.settle()
        assert user.sent_by_ui == user.expected
        assert checkpoints > 0
    assert await app.host.process.wait(timeout=10) == 0, app.host.stderr


async def test_the_tui_keeps_a_second_stack_and_its_focused_field_across_renders(tmp_path: Path) -> None:
    # Found by input-layout.txt: a stack (or section) after another of its kind was built with its identity
    # counted alone (stack 1) but looked up among its siblings (stack 2), so every render rebuilt it and a
    # field in it lost the focus to the view's first control (rule 3).
    app = ViperApp(host_args=[], binary=mock_host(tmp_path, CONFORMANCE / "input-layout.txt"))
    async with app.run_test() as pilot:
        await app.workers.wait_for_complete()
        await until(lambda: app.focused is not None, "the first control focused")
        control = app.query_one("#input-from", FieldInput)
        control.focus()
        await pilot.pause()
        for _ in range(2):
            await app.refresh_view(force=True)
            await pilot.pause()
        assert app.query_one("#input-from", FieldInput) is control
        assert app.focused is control
        assert app.host is not None
        app.host.process.kill()


@pytest.mark.parametrize("transcript", INPUT_TRANSCRIPTS, ids=lambda p: p.stem)
def test_each_input_file_is_a_host_that_keeps_the_input_rules(transcript: Path) -> None:
    # What the mock plays is the host's side: patches never replace an input (rule 3), every edit is
    # answered by a tree with its seq before its response (rule 2), and the file is in the README.
    identity = InputIdentity()
    lines = transcript.read_text().splitlines()
    edits: dict[Any, tuple[str, int]] = {}
    seqs: dict[str, int] = {}
    for line in lines:
        if line.startswith("--> "):
            message = json.loads(line[4:])
            if message.get("method") == "view/input":
                edits[message["id"]] = (message["params"]["key"], message["params"]["seq"])
        elif line.startswith("<-- "):
            message = json.loads(line[4:])
            identity(message)
            for view in identity.trees.values():
                for key in {key for key, _ in edits.values()}:
                    node = find_input(view, key)
                    if node is not None:
                        seqs[key] = node["seq"]
            if message.get("id") in edits and "result" in message:
                key, seq = edits.pop(message["id"])
                assert seqs.get(key) == seq == message["result"]["seq"], f"{transcript.name}: edit {seq} of {key}"
    assert identity.problems == []
    assert edits == {}
    assert any(line.startswith("#> ") for line in lines)
    assert f"`{transcript.stem}`" in (CONFORMANCE / "README.md").read_text()


async def test_a_tui_that_joins_a_multiple_choice_fails_controls_choice(tmp_path: Path, monkeypatch) -> None:
    # The bug Adaptive Cards' users filed (CONTROLS-NOTES.md): the keys of a multiple choice sent as one
    # comma-joined string. The mock sees "home,work" where the file has ["home","work"].
    import viperhost.tui.inputs as inputs

    real = inputs.wire_value
    monkeypatch.setattr(inputs, "wire_value", lambda state, value: ",".join(value) if state.multiple else real(state, value))
    apps: list[ViperApp] = []
    with pytest.raises((AssertionError, HostClosed)):
        await play_in_tui(CONFORMANCE / "controls-choice.txt", tmp_path, apps)
    host = apps[0].host
    assert host is not None
    await host.process.wait(timeout=10)
    assert re.search(r"controls-choice\.txt:\d+: the frontend's line differs at \$\.params\.value", host.stderr), host.stderr
