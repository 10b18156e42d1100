"""The frontend's state machine (docs/INPUT.md, "The frontend's state machine") in the TUI: every case of
Protocol/frontend-cases/ (README there) drives the real ``ViperApp`` through Textual's pilot — its widgets
(``tui.fields``, ``tui.forms``, ``tui.tree``), the glue between them and the controller (``tui.editing``:
the widgets' messages, ``_send_edit``, ``after_render``; ``tui.restart``: the loss and the resend), the
controller (``tui.inputs``) and the client with its mirror (``client.host``, ``client.mirror``) — over a
scripted pipe (``scripted_host``: the test plays the host, answering when the case says) and a fake clock
for the debounce. The page (Clients/web/tests/frontend-cases.test.js) and viper-sh
(Clients/shell/tests/frontend-cases.bats) run the same files.

Nothing is timed: after each step the driver lets the app handle what it was given until nothing changes
(``settle``), then acts or checks."""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from scripted_host import ScriptedHosts

from viperhost.tui import ViperApp
from viperhost.tui.editing import Editing
from viperhost.tui.choices import ViperChoice
from viperhost.tui.fields import FieldSwitch, FieldTextArea, ViperField, ViperToggle
from viperhost.tui.forms import ViperForm
from viperhost.tui.inputs import InputController
from viperhost.tui.restart import HostLifecycle
from viperhost.tui.rows import RowToggle

CASES = Path(__file__).resolve().parents[3] / "Protocol" / "frontend-cases"
SUPPORTS = {"focus", "debounce", "overlap", "reconnect"}
STEPS = {"tree", "patch", "type", "flip", "choose", "focus", "leave", "time", "submit", "answer", "refuse", "lost", "reconnected",
         "expect"}
KNOWN_NEEDS = {"focus", "debounce", "overlap", "reconnect"}
COUNTED = ("view/input", "view/event", "view/get")  # what `sent` holds (README: "expect")
Node = dict[str, Any]
Box = ViperField | ViperToggle | ViperChoice | RowToggle
BOXES = "ViperField, ViperToggle, ViperChoice, RowToggle"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0
        self.timers: list[Timer] = []

    def schedule(self, delay: float, callback: Callable[[], None]) -> Timer:
        timer = Timer(self.now + delay, callback)
        self.timers.append(timer)
        return timer

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while due := sorted((t for t in self.timers if t.at <= end + 1e-9 and not t.cancelled), key=lambda t: t.at):
            timer = due[0]
            self.now = max(self.now, timer.at)
            timer.cancelled = True
            timer.callback()
        self.now = end


class Timer:
    def __init__(self, at: float, callback: Callable[[], None]) -> None:
        self.at, self.callback, self.cancelled = at, callback, False

    def cancel(self) -> None:
        self.cancelled = True


class TuiDriver:
    """The user and the host of a case, around a real ``ViperApp``."""

    def __init__(self) -> None:
        self.clock = Clock()
        self.hosts = ScriptedHosts()
        self.app = ViperApp(host_args=[], restore=False, launch=self.hosts.launch, schedule=self.clock.schedule)
        self.pilot: Any = None
        self.reported = 0  # lines of the frontend already checked by an `expect`

    # -- letting the app work --------------------------------------------------

    def fingerprint(self) -> tuple[Any, ...]:
        app = self.app
        host = app.host
        revs = tuple((v.view_id, v.rev) for v in host.views.values()) if host is not None else ()
        return (len(self.hosts.lines()), tuple(self.values().items()), app.focused, app.rendered, revs,
                app.render_scheduled, app.render_lock.locked(), len(self.hosts.processes),
                tuple(worker.state for worker in app.workers))

    async def settle(self) -> None:
        """Lets the app handle everything it was given (messages, workers, the host's lines) until three
        turns in a row change nothing. In process, without a clock: no turn waits for time to pass."""
        still, last = 0, None
        for _ in range(2000):
            await self.pilot.pause()
            now = self.fingerprint()
            still = still + 1 if now == last else 0
            if still >= 3:
                return
            last = now
        raise AssertionError("the app never settles")

    # -- what the app shows ------------------------------------------------------

    def boxes(self) -> list[Box]:
        """The inputs shown: fields, toggles, choices and list rows' toggles."""
        return [box for box in self.app.query(BOXES) if isinstance(box, (ViperField, ViperToggle, ViperChoice, RowToggle))]

    def box(self, key: str) -> Box:
        found = [box for box in self.boxes() if box.key == key]
        assert len(found) == 1, f"{len(found)} widgets for the input {key!r}"
        return found[0]

    def values(self) -> dict[str, Any]:
        """What each input shows: a field's text, a toggle's state, a choice's key, None or list of keys."""
        return {box.key: box.value for box in self.boxes()}

    def errors(self) -> dict[str, str | None]:
        """What each field or choice shows as its error (None: none shown)."""
        return {box.key: str(box.error.render()) if box.error.display else None
                for box in self.boxes() if isinstance(box, (ViperField, ViperChoice))}

    def focused_key(self) -> str | None:
        focused = self.app.focused
        if focused is None:
            return None
        if isinstance(focused, RowToggle):
            return focused.key
        box = next((a for a in focused.ancestors if isinstance(a, (ViperField, ViperToggle, ViperChoice))), None)
        return box.key if box is not None else f"a control that is no input: {focused!r}"

    def sent(self) -> list[dict[str, Any]]:
        lines = [m for m in self.hosts.lines() if m.get("method") in COUNTED]
        new, self.reported = lines[self.reported:], len(lines)
        return [{"method": m["method"], "params": m["params"]} for m in new]

    # -- the host ------------------------------------------------------------------

    def tree(self, step: dict[str, Any]) -> None:
        host = self.hosts.current
        view_id = step["viewId"]
        if self.app.host is None or self.app.host.stack != [view_id]:
            host.write({"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": view_id,
                                                                "module": "case", "stack": [view_id]}})
        host.write({"method": "view/update", "params": {"viewId": view_id, "module": "case", "rev": step["rev"],
                                                        "view": step["view"]}})

    def answer(self, to: dict[str, Any], reply: dict[str, Any]) -> None:
        host = self.hosts.current
        for message in host.unanswered():
            params = message.get("params") or {}
            if message["method"] == to["method"] and all(
                    params.get(name) == value for name, value in to.items() if name != "method"):
                host.write({"id": message["id"], **reply})
                return
        raise AssertionError(f"the case answers {to}, which the frontend did not send (or was answered): "
                             f"{host.unanswered()}")

    # -- the user -------------------------------------------------------------------

    async def focus(self, key: str | None) -> None:
        box = None if key is None else self.box(key)
        if box is None:
            self.app.set_focus(None)
        elif isinstance(box, ViperChoice):
            box.focus_first()
        elif isinstance(box, RowToggle):
            box.focus()
        else:
            box.control.focus()
        await self.settle()

    async def change(self, key: str, value: Any) -> None:
        """One edit: the input gets focus first if it has not, then its value changes as a keystroke does
        (a choice's as one click leaves it: its whole value)."""
        if self.focused_key() != key:
            await self.focus(key)
        box = self.box(key)
        if isinstance(box, ViperChoice):
            box.choose(tuple(value) if isinstance(value, list) else (() if value is None else (value,)))
            await self.settle()
            return
        if isinstance(box, RowToggle):
            box.value = bool(value)
            await self.settle()
            return
        control = box.control
        if isinstance(control, FieldSwitch):
            control.value = bool(value)
        elif isinstance(control, FieldTextArea):
            control.text = str(value)
        else:
            control.value = str(value)
            control.cursor_position = len(control.value)
        await self.settle()

    async def submit(self, form_key: str) -> None:
        form = self.app.query_one(f"#form-{form_key}", ViperForm)
        form.button.press()  # what a press and Enter in one of its fields do
        await self.settle()


def case_files() -> list[Path]:
    files = sorted(CASES.glob("*.json"))
    assert files, f"no cases in {CASES}"
    return files


def test_the_directory_holds_only_cases_and_their_readme() -> None:
    others = [p.name for p in CASES.iterdir() if p.suffix != ".json" and p.name != "README.md"]
    assert others == [], "a file the drivers would not run"


def table_rows() -> list[str]:
    """The events of docs/INPUT.md's table, "The frontend's state machine"."""
    text = (CASES.parents[1] / "docs" / "INPUT.md").read_text()
    section = text.split("## The frontend's state machine", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1].strip() for line in section.splitlines() if line.startswith("| ")]
    return [row for row in rows if row not in ("event", "---")]


def test_every_row_of_the_table_has_a_case_and_every_case_names_rows_of_it() -> None:
    rows = table_rows()
    assert len(rows) >= 14
    named = {row for path in case_files() for row in json.loads(path.read_text())["rows"]}
    assert named - set(rows) == set(), "a case names a row the table does not have"
    assert set(rows) - named == set(), "a row of the table no case holds"


async def test_a_controller_that_applies_every_answer_fails_the_cases(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeded mutation: the host's value shown at every tree (rule 1a broken) fails the stale-answer case."""
    taken = InputController.take_host_value
    monkeypatch.setattr(InputController, "take_host_value", lambda self, view_id, node: taken(self, view_id, node) or "seq")
    with pytest.raises(AssertionError, match="name shows 'AB'"):
        await run(json.loads((CASES / "stale-answer-never-clobbers.json").read_text()))


GLUE_MUTATIONS = [
    # The app's glue, not the controller: each broken, the cases that hold it fail.
    (Editing, "after_render", "submit-answer-focuses-the-first-error", "focused"),
    (Editing, "_send_edit", "answer-shows-the-hosts-value", "sent"),
    (HostLifecycle, "resend_carried", "reconnect-resends-unanswered-edits", "sent"),
]


@pytest.mark.parametrize(("owner", "name", "case", "failure"), GLUE_MUTATIONS, ids=[m[1] for m in GLUE_MUTATIONS])
async def test_the_apps_glue_broken_fails_the_cases(owner: type, name: str, case: str, failure: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    async def nothing(*args: Any, **kwargs: Any) -> None:
        return None

    original = getattr(owner, name)
    monkeypatch.setattr(owner, name, nothing if inspect.iscoroutinefunction(original) else lambda *a, **k: None)
    with pytest.raises(AssertionError, match=failure):
        await run(json.loads((CASES / f"{case}.json").read_text()))


def test_the_tui_runs_every_case() -> None:
    """Every case is run through the whole app (none skipped: the TUI supports every need), and says so."""
    needs = {need for path in case_files() for need in json.loads(path.read_text()).get("needs", [])}
    assert needs <= SUPPORTS
    assert len(case_files()) >= 36  # conftest.py's summary prints how many ran, of how many


@pytest.mark.parametrize("path", case_files(), ids=[path.stem for path in case_files()])
async def test_case(path: Path) -> None:
    case = json.loads(path.read_text())
    needs = set(case.get("needs", []))
    assert needs <= KNOWN_NEEDS, f"unknown needs {needs - KNOWN_NEEDS}"
    if not needs <= SUPPORTS:
        pytest.skip(f"needs {sorted(needs - SUPPORTS)}")
    await run(case)


async def run(case: dict[str, Any]) -> None:
    driver = TuiDriver()
    async with driver.app.run_test(size=(100, 60)) as pilot:
        driver.pilot = pilot
        await driver.settle()  # the app started its host: initialize and app/start, answered
        await play(driver, case)


async def play(driver: TuiDriver, case: dict[str, Any]) -> None:
    checked = 0
    for number, step in enumerate(case["steps"], 1):
        where = f"step {number} {step}"
        kind = step["do"]
        assert kind in STEPS, f"unknown step {kind!r}"
        if kind == "tree":
            new = driver.app.host is None or step["viewId"] not in driver.app.host.views
            driver.tree(step)
            await driver.settle()
            if new and driver.focused_key() is not None:
                # The TUI focuses a new view's first control; a case starts with none focused (its steps
                # focus what they type into). Taking it away leaves nothing changed, so nothing is sent.
                await driver.focus(None)
        elif kind == "patch":
            driver.hosts.current.write({"method": "view/patch",
                                        "params": {k: step[k] for k in ("viewId", "rev", "ops")}})
        elif kind == "type":
            await driver.change(step["key"], step["text"])
        elif kind == "flip":
            await driver.change(step["key"], step["on"])
        elif kind == "choose":
            await driver.change(step["key"], step["value"])
        elif kind == "focus":
            await driver.focus(step["key"])
        elif kind == "leave":
            assert driver.focused_key() in (None, step["key"]), where
            await driver.focus(None)
        elif kind == "time":
            driver.clock.advance(step["ms"] / 1000)
        elif kind == "submit":
            await driver.submit(step["form"])
        elif kind == "answer":
            driver.answer(step["to"], {"result": step["result"]})
        elif kind == "refuse":
            driver.answer(step["to"], {"error": step["error"]})
        elif kind == "lost":
            driver.hosts.current.lose()
        elif kind == "reconnected":
            pass  # the app started a host again itself (tui.restart); the restored trees follow
        else:
            checked += 1
            await driver.settle()
            assert driver.sent() == step.get("sent", []), f"{where}: sent"
            shown = driver.values()
            for key, value in step.get("shows", {}).items():
                assert shown.get(key) == value, f"{where}: {key} shows {shown.get(key)!r}"
            errors = driver.errors()
            for key, value in step.get("errors", {}).items():
                assert errors.get(key) == value, f"{where}: {key}'s error is {errors.get(key)!r}"
            if "focused" in step:
                assert driver.focused_key() == step["focused"], f"{where}: focused {driver.focused_key()!r}"
        await driver.settle()
    assert case["steps"][-1]["do"] == "expect" and checked, "a case ends with an expectation"
