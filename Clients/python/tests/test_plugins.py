"""Plugins: the Python module-side helper, the sample quiz, and both sample
plugins loaded by a real host."""

from __future__ import annotations

import io
import json
import os
import sys
import threading
import time
from pathlib import Path

import pytest

from viperhost import HostError
from viperhost.locate import find_host_binary
from viperhost.input_check import problem
from viperhost.plugin import InvalidSnapshot, Plugin, Reply, Screen, UnknownAction
from viperhost.samples.quiz import MANIFEST, Quiz
from viperhost.schema import ProtocolSchema

QUIZ_COMMAND = str(Path(sys.executable).parent / "viperhost-quiz-plugin")


def request(method: str, params: dict | None = None, id: int = 1) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": id, "method": method, "params": params or {}}).encode()


def quiz_plugin() -> Plugin:
    return Plugin(MANIFEST, Quiz)


# -- the module side, without a host -------------------------------------


def test_the_handshake_carries_a_manifest_the_schema_accepts(schema: ProtocolSchema) -> None:
    schema.check_plugin_message("initializeRequest", json.loads(request("plugin/initialize", {"protocolVersion": "1"})))
    answer = quiz_plugin().handle_line(request("plugin/initialize", {"protocolVersion": "1"}))
    assert answer is not None
    schema.check_plugin_message("initializeResult", answer["result"])
    assert answer["result"]["manifest"]["name"] == "capitals"


def test_every_quiz_answer_is_a_valid_reply(schema: ProtocolSchema) -> None:
    plugin = quiz_plugin()
    opened = plugin.handle_line(request("screen/open", {"screen": "s1", "input": {"questions": 2}}))
    assert opened is not None
    schema.check_plugin_message("openResult", opened["result"])
    steps = [("answer", "Paris"), ("next", None), ("answer", "Sydney"), ("next", None), ("again", None), ("done", None)]
    replies = [plugin.handle_line(request("screen/event", {"screen": "s1", "action": a, "value": v})) for a, v in steps]
    for reply in replies:
        assert reply is not None and "result" in reply, reply
        schema.check_plugin_message("reply", reply["result"])
    texts = [child.get("text") for child in replies[3]["result"]["view"]["children"]]
    assert texts == ["You got 1 of 2.", None, None]
    assert replies[-1]["result"]["navigation"] == {"action": "pop"}


def test_refusals_carry_the_kind_and_the_bare_reason() -> None:
    plugin = quiz_plugin()
    bad = plugin.handle_line(request("screen/open", {"screen": "s1", "input": {"questions": 9}}))
    assert bad is not None and bad["error"]["data"] == {"kind": "invalid_input", "reason": "questions must be at most 5"}
    plugin.handle_line(request("screen/open", {"screen": "s2"}))
    early = plugin.handle_line(request("screen/event", {"screen": "s2", "action": "next"}))
    assert early is not None and early["error"]["data"] == {"kind": "action_unavailable", "reason": "answer the question first"}
    wrong = plugin.handle_line(request("screen/event", {"screen": "s2", "action": "answer", "value": "Nice"}))
    assert wrong is not None and wrong["error"]["data"]["kind"] == "invalid_value"
    unknown = plugin.handle_line(request("screen/event", {"screen": "s2", "action": "fly"}))
    assert unknown is not None and unknown["error"]["data"]["kind"] == "unknown_action"
    assert plugin.handle_line(json.dumps({"jsonrpc": "2.0", "method": "screen/close", "params": {"screen": "s2"}}).encode()) is None
    gone = plugin.handle_line(request("screen/event", {"screen": "s2", "action": "next"}))
    assert gone is not None and gone["error"]["data"]["kind"] == "screen_not_found"


class Slow(Screen):
    value = 0

    def view(self) -> dict:
        return {"type": "screen", "title": "Slow", "children": [{"type": "text", "text": str(self.value)}]}

    def handle(self, action: str, value: object) -> Reply | None:
        if action != "load":
            raise UnknownAction(action)
        return Reply(effects=[lambda: 42])

    def receive(self, result: object) -> Reply | None:
        self.value = result  # type: ignore[assignment]
        return None


def test_each_effect_ends_in_one_screen_update(schema: ProtocolSchema) -> None:
    output = io.BytesIO()
    plugin = Plugin({"name": "slow", "title": "Slow", "version": "1"}, Slow)
    stdin = io.BytesIO(request("screen/open", {"screen": "s1"}) + b"\n" + request("screen/event", {"screen": "s1", "action": "load"}, id=2) + b"\n")
    plugin.serve(stdin, output)
    deadline = time.monotonic() + 5
    while output.getvalue().count(b"\n") < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    lines = [json.loads(line) for line in output.getvalue().splitlines()]
    assert lines[1]["result"]["effects"] == 1
    update = lines[2]
    schema.check_plugin_message("updateNotification", update)
    assert update["params"]["screen"] == "s1"
    assert update["params"]["view"]["children"][0]["text"] == "42"



class Busy(Screen):
    """Starts an effect wherever a screen can: start, resume, an event, and a result."""

    def __init__(self, input: object) -> None:
        super().__init__(input)
        self.seen: list[object] = []

    def view(self) -> dict:
        return {"type": "screen", "title": "Busy", "children": [{"type": "text", "text": " ".join(map(str, self.seen))}]}

    def start(self) -> Reply | None:
        return Reply(effects=[lambda: "started"])

    def resume(self) -> Reply | None:
        return Reply(effects=[lambda: "resumed"])

    def handle(self, action: str, value: object) -> Reply | None:
        return Reply(effects=[lambda: "chain"])

    def receive(self, result: object) -> Reply | None:
        self.seen.append(result)
        return Reply(effects=[lambda: "chained"]) if result == "chain" else None


def test_every_effect_ends_in_a_screen_update_wherever_it_started(schema: ProtocolSchema) -> None:
    """Effects of `start` too (an update lost there leaves the host waiting for it)."""
    output = io.BytesIO()
    plugin = Plugin({"name": "busy", "title": "Busy", "version": "1"}, Busy)
    lines = [
        request("screen/open", {"screen": "s1"}),
        request("screen/resume", {"screen": "s1"}, id=2),
        request("screen/event", {"screen": "s1", "action": "go"}, id=3),
    ]
    plugin.serve(io.BytesIO(b"\n".join(lines) + b"\n"), output)
    deadline = time.monotonic() + 5
    while output.getvalue().count(b"\n") < 7 and time.monotonic() < deadline:
        time.sleep(0.01)
    messages = [json.loads(line) for line in output.getvalue().splitlines()]
    updates = [message for message in messages if message.get("method") == "screen/update"]
    for update in updates:
        schema.check_plugin_message("updateNotification", update)
    assert [update["params"]["screen"] for update in updates] == ["s1"] * 4
    assert sorted(plugin.screens["s1"].seen) == ["chain", "chained", "resumed", "started"]  # type: ignore[attr-defined]

BAD_QUIZ_INPUTS = [
    ({"questions": 9}, "questions must be at most 5"),
    ({"questions": 0}, "questions must be at least 1"),
    ({"questions": "x"}, "questions must be an integer"),
    ({"questions": 2.5}, "questions must be an integer"),
    ({"questions": True}, "questions must be an integer"),
    ({"rounds": 2}, "rounds is not an input this module takes"),
    ("x", "the input must be an object"),
    ([1], "the input must be an object"),
]


@pytest.mark.parametrize(("schema", "value"), [
    (MANIFEST["input"], value) for value, _ in BAD_QUIZ_INPUTS
] + [
    (MANIFEST["input"], {}), (MANIFEST["input"], {"questions": 3}),
    ({"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}, {}),
    ({"type": "object", "properties": {"tags": {"type": "array", "items": {"enum": ["a", "b"]}, "maxItems": 2}}}, {"tags": ["a", "c"]}),
    ({"type": "object", "properties": {"tags": {"type": "array", "items": {"enum": ["a", "b"]}, "maxItems": 2}}}, {"tags": ["a", "b"]}),
    ({"type": "object", "properties": {"repo": {"type": "string", "pattern": "^[^/]+/[^/]+$"}}}, {"repo": "owner"}),
    ({"type": "object", "properties": {"repo": {"type": "string", "minLength": 3}}}, {"repo": "ab"}),
    ({"anyOf": [{"type": "null"}, {"type": "object"}]}, None),
    ({"anyOf": [{"type": "null"}, {"type": "object"}]}, 3),
    ({"type": ["object", "null"], "additionalProperties": {"type": "string"}}, {"a": 1}),
])
def test_the_input_check_agrees_with_jsonschema(schema: dict, value: object) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    valid = jsonschema.Draft202012Validator(schema).is_valid(value)
    assert (problem(schema, value) is None) == valid, problem(schema, value)


# -- both samples in a real host ----------------------------------------


def sample_library() -> str:
    path = Path(find_host_binary()).parent / "libTicTacToePlugin.so"
    assert path.exists(), f"{path} is missing: run swift build (make build) first"
    return str(path)


def test_the_process_plugin_is_served_like_a_built_in_module(make_host) -> None:
    assert os.access(QUIZ_COMMAND, os.X_OK), QUIZ_COMMAND
    host = make_host("--in-memory", "--process-plugin", QUIZ_COMMAND)
    modules = {module["name"]: module for module in host.initialize()["modules"]}
    assert modules["capitals"]["plugin"] == "process"
    home = host.open("home")
    assert "capitals" in [item["key"] for item in home.view["children"][0]["items"]]
    host.event(home.view_id, "open", "capitals")
    quiz = host.mirror.top
    assert quiz is not None and quiz.module == "capitals"
    host.event(quiz.view_id, "answer", "Paris")
    assert host.views[quiz.view_id].view["children"][1]["text"] == "Right!"
    assert host.get(quiz.view_id)["view"] == host.views[quiz.view_id].view  # the mirror follows patches
    with pytest.raises(HostError) as refused:
        host.event(quiz.view_id, "answer", "Paris")
    assert refused.value.kind == "action_unavailable"
    host.event(quiz.view_id, "done")
    assert host.stack == [home.view_id]


def test_the_library_plugin_is_served_like_a_built_in_module(make_host) -> None:
    host = make_host("--in-memory", "--plugin", sample_library())
    modules = {module["name"]: module for module in host.initialize()["modules"]}
    assert modules["tictactoe"]["plugin"] == "library"
    game = host.open("tictactoe", {"first": "O"})
    for cell in ["1", "2", "5", "3", "9"]:
        host.event(game.view_id, "play", cell)
    children = host.views[game.view_id].view["children"]
    assert children[1]["text"] == "O wins!"
    assert children[2]["text"] == "X 0 · O 1 · draws 0"
    with pytest.raises(HostError) as refused:
        host.open("tictactoe", {"first": "Z"})
    assert refused.value.kind == "invalid_input"


def test_a_plugin_that_cannot_load_is_reported_in_initialize(make_host) -> None:
    host = make_host("--in-memory", "--plugin", "/nonexistent/plugin.so", "--process-plugin", "/nonexistent/quiz")
    result = host.initialize()
    assert [(error["plugin"], error["kind"]) for error in result["pluginErrors"]] == [
        ("/nonexistent/plugin.so", "library"),
        ("/nonexistent/quiz", "process"),
    ]
    assert "plugin not loaded" in host.stderr


@pytest.mark.parametrize(("value", "reason"), BAD_QUIZ_INPUTS)
def test_the_quiz_refuses_input_its_schema_does_not_take(make_host, value: object, reason: str) -> None:
    """The host passes input unchecked; the plugin's helper checks it against the manifest."""
    host = make_host("--in-memory", "--process-plugin", QUIZ_COMMAND)
    host.initialize()
    with pytest.raises(HostError) as refused:
        host.open("capitals", value)
    assert (refused.value.code, refused.value.kind) == (-32602, "invalid_input")
    assert refused.value.message.endswith(reason), refused.value.message
    # A refusal is not a failure: the plugin goes on, with or without input.
    assert host.open("capitals").view["children"][0]["text"].endswith("of 5: the capital of France?")
    assert host.open("capitals", {"questions": 1}).view["children"][0]["text"].startswith("Question 1 of 1")


# -- snapshots: screen/snapshot and screen/restore (PLUGINS.md §1) ---------


def answer_of(plugin: Plugin, method: str, params: dict, id: int = 1) -> dict:
    answer = plugin.handle_line(request(method, params, id))
    assert answer is not None
    return answer


def test_the_helper_declares_snapshots_unless_told_not_to() -> None:
    manifest = {"name": "q", "title": "Q", "version": "1"}

    class Plain(Screen):
        pass

    class Opaque(Screen):
        snapshots = False

    assert Plugin(manifest, Plain).manifest["snapshots"] is True
    assert Plugin(manifest, Opaque).manifest["snapshots"] is False
    assert Plugin({**manifest, "snapshots": False}, Plain).manifest["snapshots"] is False
    assert "snapshots" not in manifest  # the caller's manifest is not changed


def test_the_quiz_goes_back_to_a_state_it_gave(schema: ProtocolSchema) -> None:
    plugin = quiz_plugin()
    answer_of(plugin, "screen/open", {"screen": "s1", "input": {"questions": 2}})
    before = answer_of(plugin, "screen/snapshot", {"screen": "s1"})["result"]
    schema.check_plugin_message("snapshotResult", before)
    assert before == {"state": {"index": 0, "score": 0, "answered": None}}
    answer_of(plugin, "screen/event", {"screen": "s1", "action": "answer", "value": "Paris"})
    assert answer_of(plugin, "screen/snapshot", {"screen": "s1"})["result"]["state"] == {"index": 0, "score": 1, "answered": "Paris"}
    params = {"screen": "s1", "state": before["state"], "reason": "goto"}
    schema.check_plugin_message("restoreRequest", json.loads(request("screen/restore", params)))
    back = answer_of(plugin, "screen/restore", params)["result"]
    schema.check_plugin_message("restoreResult", back)
    assert "effects" not in back and "navigation" not in back
    assert back["view"]["children"][1]["type"] == "list"  # asking the first question again
    assert answer_of(plugin, "screen/snapshot", {"screen": "s1"})["result"]["state"] == before["state"]


@pytest.mark.parametrize(
    "state",
    [None, 3, {"index": 0}, {"index": 7, "score": 0, "answered": None}, {"index": 0, "score": 5, "answered": None},
     {"index": 0, "score": 0, "answered": "Rome"}, {"index": True, "score": 0, "answered": None}],
)
def test_a_state_the_quiz_cannot_use_is_refused_as_invalid_snapshot(state: object) -> None:
    plugin = quiz_plugin()
    answer_of(plugin, "screen/open", {"screen": "s1", "input": {"questions": 2}})
    for reason in ("goto", "restart"):
        error = answer_of(plugin, "screen/restore", {"screen": "s1", "state": state, "reason": reason})["error"]
        assert error["code"] == -32602 and error["data"]["kind"] == "invalid_snapshot" and error["data"]["reason"]
    assert answer_of(plugin, "screen/snapshot", {"screen": "s1"})["result"]["state"] == {"index": 0, "score": 0, "answered": None}


class Notes(Screen):
    """Keeps its state in attributes: the helper's default snapshot."""

    def __init__(self, input: object) -> None:
        super().__init__(input)
        self.notes: list[str] = []
        self._cache = object()  # private: not part of the state

    def view(self) -> dict:
        return {"type": "screen", "title": "Notes", "children": [{"type": "text", "text": ",".join(map(str, self.notes))}]}

    def handle(self, action: str, value: object) -> Reply | None:
        if action == "add":
            self.notes.append(str(value))
        elif action == "socket":
            self.notes.append(object())  # type: ignore[arg-type]
        return None


def test_a_screen_s_public_attributes_are_its_default_state() -> None:
    plugin = Plugin({"name": "notes", "title": "Notes", "version": "1"}, Notes)
    answer_of(plugin, "screen/open", {"screen": "s1", "input": {"by": "me"}})
    answer_of(plugin, "screen/event", {"screen": "s1", "action": "add", "value": "milk"})
    state = answer_of(plugin, "screen/snapshot", {"screen": "s1"})["result"]["state"]
    assert state == {"input": {"by": "me"}, "notes": ["milk"]}
    answer_of(plugin, "screen/open", {"screen": "s2"})
    restored = answer_of(plugin, "screen/restore", {"screen": "s2", "state": state, "reason": "restart"})["result"]
    assert restored["view"]["children"][0]["text"] == "milk"
    wrong = answer_of(plugin, "screen/restore", {"screen": "s2", "state": {"notes": []}, "reason": "goto"})
    assert wrong["error"]["data"]["kind"] == "invalid_snapshot"


def test_a_state_that_is_not_json_is_refused_and_the_plugin_goes_on() -> None:
    plugin = Plugin({"name": "notes", "title": "Notes", "version": "1"}, Notes)
    answer_of(plugin, "screen/open", {"screen": "s1"})
    answer_of(plugin, "screen/event", {"screen": "s1", "action": "socket"})
    error = answer_of(plugin, "screen/snapshot", {"screen": "s1"})["error"]
    assert error["code"] == -32602 and error["data"]["kind"] == "no_snapshot"
    assert "result" in answer_of(plugin, "screen/event", {"screen": "s1", "action": "add", "value": "x"})


def test_a_plugin_without_snapshots_answers_neither_request() -> None:
    plugin = Plugin({**MANIFEST, "snapshots": False}, Quiz)
    answer_of(plugin, "screen/open", {"screen": "s1"})
    for method, params in [("screen/snapshot", {}), ("screen/restore", {"state": {}, "reason": "goto"})]:
        assert answer_of(plugin, method, {"screen": "s1", **params})["error"]["code"] == -32601


class Loader(Screen):
    """Starts a download when it opens and again when restored; an effect's
    result is the state it was meant for (so a stale one shows)."""

    def __init__(self, input: object) -> None:
        super().__init__(input)
        self.got: list[str] = []
        self.release = threading.Event()

    def snapshot(self) -> object:
        return {"got": self.got}

    def restore(self, state: object) -> None:
        if not isinstance(state, dict) or not isinstance(state.get("got"), list):
            raise InvalidSnapshot("expected {got}")
        self.got = list(state["got"])

    def view(self) -> dict:
        return {"type": "screen", "title": "Loader", "children": [{"type": "text", "text": ",".join(self.got)}]}

    def start(self) -> Reply | None:
        return Reply(effects=[lambda: self.release.wait(5) and "from open"])

    def restored(self) -> Reply | None:
        return Reply(effects=[lambda: "from restore"])

    def receive(self, result: object) -> Reply | None:
        self.got.append(str(result))
        return None


def test_a_restart_reissues_effects_and_drops_the_results_of_the_opening(schema: ProtocolSchema) -> None:
    output = io.BytesIO()
    plugin = Plugin({"name": "loader", "title": "Loader", "version": "1"}, Loader)
    stdin = io.BytesIO(
        request("screen/open", {"screen": "s1"}) + b"\n"
        + request("screen/restore", {"screen": "s1", "state": {"got": ["saved"]}, "reason": "restart"}, id=2) + b"\n"
    )
    plugin.serve(stdin, output)
    deadline = time.monotonic() + 5
    while output.getvalue().count(b"\n") < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    plugin.screens["s1"].release.set()  # the opening's download ends after the restore
    while output.getvalue().count(b"\n") < 4 and time.monotonic() < deadline:
        time.sleep(0.01)
    lines = [json.loads(line) for line in output.getvalue().splitlines()]
    assert lines[0]["result"]["effects"] == 1
    assert lines[1]["result"]["effects"] == 1
    assert lines[1]["result"]["view"]["children"][0]["text"] == "saved"
    updates = [line for line in lines[2:] if line.get("method") == "screen/update"]
    assert len(updates) == 2  # one per announced effect, the opening's too
    for update in updates:
        schema.check_plugin_message("updateNotification", update)
    assert plugin.screens["s1"].got == ["saved", "from restore"]
