"""The TUI's input reducer alone (``tui.input_reducer.step``, docs/INPUT.md "One reducer per client"): every
case of Protocol/frontend-cases/ played as events, its commands read as what the frontend sent, shows, marks
as an error and focuses; its names are exactly Protocol/input-machine.json's; and with one rule broken at a
time, a named case fails (a driver that cannot fail proves nothing). test_frontend_cases.py plays the same
cases through the whole app."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from viperhost.tui import input_reducer, input_rules
from viperhost.tui.input_machine import (
    COMMANDS, EVENTS, ConnectionLost, DebounceFired, EditAnswered, EditRefused, FocusMoved, GetView, MoveFocus,
    PatchArrived, Reconnected, SendEdit, SendEvent, ShowRefusal, ShowValue, StartDebounce, State, StopDebounce,
    SubmitAnswered, SubmitPressed, TreeArrived, UserEdit)
from viperhost.tui.input_tree import input_nodes, wire_value

ROOT = Path(__file__).resolve().parents[3]
CASES = ROOT / "Protocol" / "frontend-cases"
MACHINE = json.loads((ROOT / "Protocol" / "input-machine.json").read_text())


def snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name)


def test_the_reducers_names_are_exactly_the_machines() -> None:
    assert set(EVENTS) == set(MACHINE["events"])
    assert set(COMMANDS) == set(MACHINE["commands"])


@pytest.mark.parametrize("table", ["events", "commands"])
def test_each_name_takes_the_machines_params(table: str) -> None:
    """Each event's and command's fields are its params (snake_case), plus an optional ``view_id`` where the
    protocol names none (the TUI holds a stack of views) and ``secure`` (a shown value that is a secret)."""
    kinds = EVENTS if table == "events" else COMMANDS
    for name, spec in MACHINE[table].items():
        own = {f.name for f in fields(kinds[name])}
        wanted = {snake(param) for param in spec["params"]}
        assert wanted <= own, f"{name} lacks {wanted - own}"
        assert own - wanted <= {"view_id", "secure"}, f"{name} has {own - wanted}"


class Reducer:
    """A frontend made of the reducer and nothing else: the commands are what it does."""

    def __init__(self) -> None:
        self.state = State()
        self.lines: list[dict[str, Any]] = []  # sent, unanswered ones carry an "id"
        self.shown: dict[str, Any] = {}
        self.refusals: dict[str, str | None] = {}
        self.timers: dict[str, float] = {}  # key -> when it fires
        self.now = 0.0
        self.focus: str | None = None
        self.next_id = 0

    def on(self, event: Any) -> None:
        self.state, commands = input_reducer.step(self.state, event)
        for command in commands:
            self.run(command)

    def run(self, command: Any) -> None:
        if isinstance(command, SendEdit):
            params = {"viewId": command.view_id, "key": command.key, "seq": command.seq}
            params.update({"secret": command.secret} if command.secret is not None else {"value": command.value})
            self.send("view/input", {**params, **({"left": True} if command.left else {})})
        elif isinstance(command, SendEvent):
            self.send("view/event", {"viewId": command.view_id, "action": command.action})
        elif isinstance(command, GetView):
            self.send("view/get", {"viewId": command.view_id})
        elif isinstance(command, StartDebounce):
            self.timers[command.key] = self.now + command.ms / 1000
        elif isinstance(command, StopDebounce):
            self.timers.pop(command.key, None)
        elif isinstance(command, ShowValue):
            inp = input_rules.get(self.state, command.view_id or self.state.top or "", command.key)
            self.shown[command.key] = wire_value(inp, command.value)  # a choice as `choose` says it
        elif isinstance(command, ShowRefusal):
            self.refusals[command.key] = command.message
        elif isinstance(command, MoveFocus):
            self.focus = command.key

    def send(self, method: str, params: dict[str, Any]) -> None:
        self.next_id += 1
        self.lines.append({"id": self.next_id, "method": method, "params": params, "open": True})

    def errors(self) -> dict[str, str | None]:
        copy = self.state.views.get(self.state.top or "")
        nodes = {str(n["key"]): n for n in input_nodes(copy[1])} if copy else {}
        return {key: nodes[key].get("error") or self.refusals.get(key) for key in nodes}

    def advance(self, ms: int) -> None:
        end = self.now + ms / 1000
        while due := sorted((at, key) for key, at in self.timers.items() if at <= end + 1e-9):
            at, key = due[0]
            self.now = at
            del self.timers[key]
            self.on(DebounceFired(key))
        self.now = end

    def user(self, key: str, value: Any, choice: bool = False) -> None:
        if self.focus != key:
            self.focus = key
            self.on(FocusMoved(key))
        self.shown[key] = value
        if choice:  # the control holds a choice's chosen keys
            value = tuple(value) if isinstance(value, list) else (() if value is None else (value,))
        self.on(UserEdit(key, value))

    def reply(self, to: dict[str, Any], result: Any = None, error: Any = None) -> None:
        line = next((m for m in self.lines if m["open"] and m["method"] == to["method"] and all(
            m["params"].get(k) == v for k, v in to.items() if k != "method")), None)
        assert line is not None, f"the case answers {to}, which was not sent"
        line["open"] = False
        params = line["params"]
        if line["method"] == "view/input":
            self.on(EditRefused(params["key"], params["seq"], error, params["viewId"]) if error is not None
                    else EditAnswered(params["key"], params["seq"], params["viewId"]))
        elif line["method"] == "view/event":
            view = self.state.views[params["viewId"]][1]
            form = next(f for f in input_reducer.forms(view) if f["submit"]["action"] == params["action"])
            self.on(SubmitAnswered(form["key"], error, params["viewId"]))
        elif error is None:  # view/get
            self.on(TreeArrived(result["viewId"], result["rev"], result["view"]))


def play(case: dict[str, Any]) -> None:
    frontend, reported = Reducer(), 0
    for number, step in enumerate(case["steps"], 1):
        where, kind = f"step {number} {step}", step["do"]
        if kind == "tree":
            frontend.on(TreeArrived(step["viewId"], step["rev"], step["view"]))
        elif kind == "patch":
            frontend.on(PatchArrived(step["viewId"], step["rev"], tuple(step["ops"])))
        elif kind in ("type", "flip", "choose"):
            frontend.user(step["key"], step[{"type": "text", "flip": "on", "choose": "value"}[kind]], kind == "choose")
        elif kind in ("focus", "leave"):
            frontend.focus = step["key"] if kind == "focus" else None
            frontend.on(FocusMoved(frontend.focus))
        elif kind == "time":
            frontend.advance(step["ms"])
        elif kind == "submit":
            frontend.on(SubmitPressed(step["form"]))
        elif kind in ("answer", "refuse"):
            frontend.reply(step["to"], step.get("result"), step.get("error"))
        elif kind == "lost":
            for line in frontend.lines:
                line["open"] = False
            frontend.on(ConnectionLost())
        elif kind == "reconnected":
            frontend.on(Reconnected())
        else:
            assert kind == "expect", f"unknown step {kind!r}"
            sent = [{"method": m["method"], "params": m["params"]} for m in frontend.lines[reported:]]
            reported = len(frontend.lines)
            assert sent == step.get("sent", []), f"{where}: sent"
            for key, value in step.get("shows", {}).items():
                assert frontend.shown.get(key) == value, f"{where}: {key} shows {frontend.shown.get(key)!r}"
            errors = frontend.errors()
            for key, value in step.get("errors", {}).items():
                assert errors.get(key) == value, f"{where}: {key}'s error is {errors.get(key)!r}"
            if "focused" in step:
                assert frontend.focus == step["focused"], f"{where}: focused {frontend.focus!r}"


def case_files() -> list[Path]:
    files = sorted(CASES.glob("*.json"))
    assert files
    return files


def load(name: str) -> dict[str, Any]:
    return json.loads((CASES / f"{name}.json").read_text())


@pytest.mark.parametrize("path", case_files(), ids=[p.stem for p in case_files()])
def test_case(path: Path) -> None:
    play(json.loads(path.read_text()))


def always_the_hosts(original: Callable[..., Any]) -> Callable[..., Any]:
    def broken(inp: Any, node: Any) -> Any:
        inp, why = original(inp, node)
        return inp, why or "seq"  # rule 1a broken: the host's value shown at every tree
    return broken


def never_left(original: Callable[..., Any]) -> Callable[..., Any]:
    def broken(state: Any, view_id: str, key: str, left: bool = False) -> Any:
        return original(state, view_id, key, False)  # a leaving edit without left: true
    return broken


def no_refusal(original: Callable[..., Any]) -> Callable[..., Any]:
    def broken(state: Any, view_id: str, key: str, seq: int, error: Any) -> Any:
        state, commands = original(state, view_id, key, seq, error)
        return state, [c for c in commands if not isinstance(c, ShowRefusal)]
    return broken


def no_flush(original: Callable[..., Any]) -> Callable[..., Any]:
    def broken(state: Any, view_id: str, keys: list[str]) -> Any:
        return state, []  # the submit goes without the form's waiting edits
    return broken


def no_focus_after(original: Callable[..., Any]) -> Callable[..., Any]:
    def broken(state: Any, view_id: str) -> Any:
        state, commands = original(state, view_id)
        return state, [c for c in commands if not isinstance(c, MoveFocus)]
    return broken


# (the rule broken, the module and function broken, how, the case that must fail, what it says)
MUTATIONS = [
    ("1a: the host's value only answers the latest edit", input_rules, "host_value", always_the_hosts,
     "stale-answer-never-clobbers", "name shows"),
    ("4: leaving sends left: true", input_rules, "send", never_left, "leaving-flushes-the-waiting-edit", "sent"),
    ("edit refused: its message shown at the input", input_reducer, "refused", no_refusal,
     "refused-before-the-module-shows-why", "code's error"),
    ("5: a submit sends the waiting edits first", input_rules, "flush", no_flush,
     "submit-sends-waiting-edits-then-the-event", "sent"),
    ("5: focus after the answer on the first error", input_reducer, "settle_forms", no_focus_after,
     "submit-answer-focuses-the-first-error", "focused"),
]


@pytest.mark.parametrize(("rule", "module", "name", "breaks", "case", "failure"), MUTATIONS,
                         ids=[m[4] for m in MUTATIONS])
def test_one_rule_broken_fails_a_named_case(rule: str, module: Any, name: str, breaks: Callable[..., Any],
                                            case: str, failure: str, monkeypatch: pytest.MonkeyPatch) -> None:
    play(load(case))  # whole, it passes
    monkeypatch.setattr(module, name, breaks(getattr(module, name)))
    with pytest.raises(AssertionError, match=failure):
        play(load(case))


def test_a_secret_is_in_no_repr_of_the_state_events_or_commands() -> None:
    """Rule 6: the reducer holds a secure field's text in memory only; no repr (a log line, a traceback) shows
    it — while it waits, once sent, and when it is resent to a restored view."""
    case = load("reconnect-resends-a-secret")
    trees = [step for step in case["steps"] if step["do"] == "tree"]
    state, said, commands = State(), [], []
    events = [TreeArrived(trees[0]["viewId"], 1, trees[0]["view"]), FocusMoved("token"), UserEdit("token", "s3cret"),
              ConnectionLost(), Reconnected(), TreeArrived("v2", 1, trees[0]["view"]),
              UserEdit("token", "s3cret!"), FocusMoved(None)]
    for event in events:
        state, done = input_reducer.step(state, event)
        commands += done
        said += [repr(event), repr(state), *map(repr, done), *map(str, done)]
    sent = [c for c in commands if isinstance(c, SendEdit)]
    assert [(c.view_id, c.secret, c.value, c.left) for c in sent] == [("v2", "s3cret", None, False),
                                                                       ("v2", "s3cret!", None, True)]
    assert not [line for line in said if "s3cret" in line]
