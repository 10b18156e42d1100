"""The frontend's state machine (docs/INPUT.md, "The frontend's state machine") in the TUI: every case of
Protocol/frontend-cases/ (README there) drives the TUI's input controller (tui.inputs) and the client's
mirror (client.mirror) on a fake clock, with a list for what is sent. The page (Clients/web/tests/
frontend-cases.test.js) and viper-sh (Clients/shell/tests/frontend-cases.bats) run the same files.

The glue between them is the TUI's (tui.forms, tui.editing, tui.restart), kept as small as it is there: a
tree goes through the mirror, each input of the top view asks ``take_host_value``; a typed text goes to
``edited``; a submit flushes the form's inputs then sends the event."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from viperhost.client.mirror import Mirror
from viperhost.tui.inputs import Edit, InputController, focus_after_submit, input_nodes

CASES = Path(__file__).resolve().parents[3] / "Protocol" / "frontend-cases"
SUPPORTS = {"focus", "debounce", "overlap", "reconnect"}
STEPS = {"tree", "patch", "type", "flip", "focus", "leave", "time", "submit", "answer", "refuse", "lost", "reconnected",
         "expect"}
KNOWN_NEEDS = {"focus", "debounce", "overlap", "reconnect"}
Node = dict[str, Any]


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


def find(node: Node, key: str, types: tuple[str, ...] = ("field", "toggle")) -> Node | None:
    if node.get("type") in types and node.get("key") == key:
        return node
    for child in node.get("children") or []:
        if (found := find(child, key, types)) is not None:
            return found
    return None


class TuiFrontend:
    def __init__(self) -> None:
        self.clock = Clock()
        self.sent: list[dict[str, Any]] = []
        self.controller = InputController(self.send_edit, self.clock.schedule)
        self.mirror = Mirror()
        self.shown: dict[str, Any] = {}
        self.built: set[tuple[str, str]] = set()
        self.focused: str | None = None
        self.unanswered: list[dict[str, Any]] = []
        self.awaiting: set[str] = set()  # forms whose submit was answered: focus once not pending
        self.carried: dict[str, Any] | None = None

    # -- what the frontend sends ---------------------------------------------

    def request(self, method: str, params: dict[str, Any]) -> None:
        message = {"method": method, "params": params}
        self.sent.append(message)
        self.unanswered.append(message)

    def send_edit(self, edit: Edit) -> None:
        params: dict[str, Any] = {"viewId": edit.view_id, "key": edit.key, "seq": edit.seq}
        if edit.secret is not None:
            params["secret"] = edit.secret
        else:
            params["value"] = edit.value
        if edit.left:
            params["left"] = True
        self.request("view/input", params)

    # -- the host's messages (as client.host and tui.forms take them) --------------

    def receive(self, message: dict[str, Any]) -> None:
        stale = self.mirror.apply(message)
        if stale is not None:
            self.request("view/get", {"viewId": stale})
        self.render()

    def top(self) -> tuple[str, Node] | None:
        top = self.mirror.top
        return (top.view_id, top.view) if top is not None else None

    def render(self) -> None:
        top = self.top()
        if top is None:
            return
        view_id, view = top
        for node in input_nodes(view):
            key = str(node["key"])
            toggle = node["type"] == "toggle"
            secure = node.get("kind") == "secure"
            host = bool(node.get("on")) if toggle else ("" if secure else str(node.get("value", "")))
            self.controller.track(view_id, node)
            why = self.controller.take_host_value(view_id, node)
            if (view_id, key) not in self.built:  # a new widget shows the host's value (tui.forms)
                self.built.add((view_id, key))
                why = "new"
            if why == "set" or why == "new" or (why and not secure) or (why and toggle):
                self.shown[key] = host
                self.controller.applied(view_id, key, host)
        if self.carried is not None:  # tui.restart.resend_carried
            values, self.carried = self.carried, None
            self.controller.reconnected()
            self.shown.update(values)
            self.controller.resend(view_id, values)
        for form_key in sorted(self.awaiting):  # tui.editing.after_render
            form = find(view, form_key, ("form",))
            if form is None or form.get("pending"):
                continue
            self.awaiting.discard(form_key)
            outside = self.focused is not None and find(form, self.focused) is None  # lost to nothing: not out
            if (key := focus_after_submit(form, outside)) is not None:
                self.focus(key)

    # -- the user --------------------------------------------------------------

    def view_id(self) -> str:
        top = self.top()
        assert top is not None, "the case acts before any tree"
        return top[0]

    def focus(self, key: str | None) -> None:
        if self.focused is not None and self.focused != key:
            self.leave(self.focused)
        self.focused = key
        if key is not None:
            self.controller.focused(self.view_id(), key)

    def leave(self, key: str) -> None:
        self.focused = None
        self.controller.blurred(self.view_id(), key)
        self.render()  # tui.editing: a blur re-renders (without focus, the host's value may show)

    def type(self, key: str, value: Any) -> None:
        if self.focused != key:
            self.focus(key)  # one types into a focused field
        self.shown[key] = value
        self.controller.edited(self.view_id(), key, value)

    def submit(self, form_key: str) -> None:
        top = self.top()
        assert top is not None
        form = find(top[1], form_key, ("form",))
        assert form is not None, f"no form {form_key}"
        self.controller.flush(top[0], [str(n["key"]) for n in input_nodes(form)])
        self.request("view/event", {"viewId": top[0], "action": form["submit"]["action"]})

    def answered(self, to: dict[str, Any], result: Any, error: dict[str, Any] | None) -> None:
        message = match(self.unanswered, to)
        self.unanswered.remove(message)
        params = message["params"]
        if message["method"] == "view/get":
            if error is None:
                self.mirror.resynced(result)
        elif message["method"] == "view/input":
            if error is not None:
                self.controller.refused(params["viewId"], params["key"], params["seq"])
        elif message["method"] == "view/event":
            top = self.top()
            form = next((n for n in walk(top[1]) if n.get("type") == "form"), None) if top else None
            if form is not None:
                self.awaiting.add(str(form["key"]))
        self.render()

    def lost(self) -> None:
        top = self.top()
        self.controller.disconnected()
        self.unanswered = []
        # tui.restart: what the old host never answered is carried to the restored view.
        self.carried = self.controller.unanswered(top[0], top[1]) if top else {}
        self.controller.forget([ident[0] for ident in self.controller.states])
        self.mirror = Mirror()
        self.built = set()
        self.awaiting = set()

    def reconnected(self) -> None:
        pass  # the restored trees follow; the carried values are resent once the top view is built


def walk(node: Node) -> list[Node]:
    found = [node]
    for child in node.get("children") or []:
        found += walk(child)
    return found


def match(unanswered: list[dict[str, Any]], to: dict[str, Any]) -> dict[str, Any]:
    for message in unanswered:
        if message["method"] != to["method"]:
            continue
        if all(message["params"].get(name) == value for name, value in to.items() if name != "method"):
            return message
    raise AssertionError(f"the case answers {to}, which the frontend did not send (or was answered): {unanswered}")


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


def test_a_controller_that_applies_every_answer_fails_the_cases(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeded mutation: the host's value shown at every tree (rule 1a broken) fails the stale-answer case."""
    taken = InputController.take_host_value
    monkeypatch.setattr(InputController, "take_host_value", lambda self, view_id, node: taken(self, view_id, node) or "seq")
    with pytest.raises(AssertionError, match="name shows 'AB'"):
        run(json.loads((CASES / "stale-answer-never-clobbers.json").read_text()))


@pytest.mark.parametrize("path", case_files(), ids=lambda p: p.stem)
def test_case(path: Path) -> None:
    case = json.loads(path.read_text())
    needs = set(case.get("needs", []))
    assert needs <= KNOWN_NEEDS, f"unknown needs {needs - KNOWN_NEEDS}"
    if not needs <= SUPPORTS:
        pytest.skip(f"needs {sorted(needs - SUPPORTS)}")
    run(case)


def run(case: dict[str, Any]) -> None:
    frontend = TuiFrontend()
    checked = 0
    for number, step in enumerate(case["steps"], 1):
        where = f"step {number} {step}"
        kind = step["do"]
        assert kind in STEPS, f"unknown step {kind!r}"
        if kind == "tree":
            frontend.receive({"method": "view/update", "params": {"viewId": step["viewId"], "module": "case",
                                                                  "rev": step["rev"], "view": step["view"]}})
            if frontend.mirror.stack != [step["viewId"]]:
                frontend.mirror.stack = [step["viewId"]]
                frontend.render()
        elif kind == "patch":
            frontend.receive({"method": "view/patch", "params": {k: step[k] for k in ("viewId", "rev", "ops")}})
        elif kind == "type":
            frontend.type(step["key"], step["text"])
        elif kind == "flip":
            frontend.type(step["key"], step["on"])
        elif kind == "focus":
            frontend.focus(step["key"])
        elif kind == "leave":
            assert frontend.focused in (None, step["key"]), where
            frontend.leave(step["key"])
        elif kind == "time":
            frontend.clock.advance(step["ms"] / 1000)
        elif kind == "submit":
            frontend.submit(step["form"])
        elif kind == "answer":
            frontend.answered(step["to"], step["result"], None)
        elif kind == "refuse":
            frontend.answered(step["to"], None, step["error"])
        elif kind == "lost":
            frontend.lost()
        elif kind == "reconnected":
            frontend.reconnected()
        else:
            checked += 1
            assert frontend.sent == step.get("sent", []), where
            frontend.sent = []
            for key, value in step.get("shows", {}).items():
                assert frontend.shown.get(key) == value, f"{where}: {key} shows {frontend.shown.get(key)!r}"
            if "focused" in step:
                assert frontend.focused == step["focused"], where
    assert case["steps"][-1]["do"] == "expect" and checked, "a case ends with an expectation"
