"""The TUI's player of the conformance files with user steps (Protocol/conformance/README.md, "Input
files"): ``TuiUser`` does each `#>` step on the TUI's widgets with Textual's pilot — keys into its inputs,
Space on its switches, checkboxes and options, Enter on its buttons, Escape in an alert — and checks what
they show. ``test_against_mock.play_in_tui`` drives it."""

from __future__ import annotations

import asyncio

from typing import Any

from conformance import Step, find_input, made_by_the_ui
from test_tui import burst, until

from viperhost.tui import ActionButton, AlertScreen, ViperApp
from viperhost.tui.choices import OptionCheckbox, OptionRadio, ViperChoice
from viperhost.tui.fields import FieldInput, FieldSwitch, FieldTextArea
from viperhost.tui.forms import ViperForm
from viperhost.tui.rows import RowToggle

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
        # A choose step's choice, the id of the edit it sent, and what it showed when the host first spoke after
        # that edit, before the TUI read the line: the answer may come before the step looks (under load).
        self.choosing: Any = None
        self.choice_edit_id: Any = None
        self.chosen_at_answer: tuple[str, ...] | None = None

    def sent(self, message: dict[str, Any]) -> None:
        params = message.get("params") or {}
        if self.choosing is not None and message.get("method") == "view/input" and params.get("key") == self.choosing.key:
            self.choice_edit_id = message.get("id")
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
        if self.choosing is not None and self.choice_edit_id is not None and self.chosen_at_answer is None:
            self.chosen_at_answer = self.choosing.chosen
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
        """Focuses ``control`` as a user who looks before acting does: a render that began before the focus
        moved (the mock's answers come late) may settle the focus where it was when it began (a focus() is
        neither a key nor a click, which it would leave alone), so wait that render out and look again."""
        for _ in range(5):
            if self.app.focused is not control:
                control.focus()
            await self.pilot.pause()
            while self.app.render_lock.locked():
                await asyncio.sleep(0.01)
            await self.pilot.pause()
            if self.app.focused is control:
                return
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
        # Together, as a terminal read delivers them: Pilot.press waits for the app to be idle after each key (up
        # to a second each on a loaded machine), which would outlast the debounce the files' keys are typed within.
        burst(self.app, keys)

        def shown() -> str:
            return control.text if isinstance(control, FieldTextArea) else control.value

        await until(lambda: shown() == text, f"{key}: typed {text!r}")
        await self.pilot.pause()
        assert shown() == text, f"{key}: typed {text!r}, the field shows {shown()!r}"
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
        """By keyboard: Space on the option to choose, Delete for none; a multiple choice changes one box per
        step (Protocol/conformance/README.md), each check one edit."""
        choice = self.choice(key)
        assert choice is not None, f"no choice {key!r}"
        want = tuple(value) if isinstance(value, list) else (() if value is None else (value,))
        now = choice.chosen
        self.choosing, self.choice_edit_id, self.chosen_at_answer = choice, None, None
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
        else:
            assert len(flips) == 1, f"choose {key} {value}: {len(flips)} boxes to change, the files change one a step"
            await self.focus(flips[0])  # type: ignore[arg-type]
            await self.pilot.press("space")
        await self.pilot.pause()
        # What the user chose shows until the host answers (which may refuse it): looked at now, or as it was
        # when the host first spoke after the edit, if that came first.
        shown = self.chosen_at_answer if self.chosen_at_answer is not None else choice.chosen
        self.choosing, self.choice_edit_id = None, None
        assert shown == want, f"{key}: chose {want}, it shows {shown}"
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
