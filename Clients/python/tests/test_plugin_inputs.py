"""PLUGINS.md, "reply" and `screen/input`: a process plugin's view may hold input nodes (without seq and
set, which the host writes); two inputs with one key, or a form inside a form, is a protocol error; each
edit reaches the plugin as `screen/input`, and the host answers the frontend as for a built-in screen. A
plugin written before `screen/input` takes no edits: `unknown_input`. Over real pipes, with the Python
helper (`Screen.edit`, `viperhost.nodes`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from test_input_host import ALL, inputs

from viperhost import Host, HostError

PLUGIN = '''
import json
from viperhost.plugin import Screen, UnknownAction, serve

CHILDREN = json.loads({children!r})

class Asking(Screen):
    def view(self):
        return {{"type": "screen", "title": "Asking", "children": CHILDREN}}

    def handle(self, action, value):
        raise UnknownAction(action)

serve({{"name": "asking", "title": "Asking", "version": "1.0.0"}}, Asking)
'''

# A plugin that takes edits: it upper-cases the name, refuses digits in it, keeps a token it
# never shows, and answers "save" with what it holds (the token only as set / not set).
EDITING = '''
import sys
from viperhost import nodes
from viperhost.plugin import InvalidValue, Screen, UnknownAction, UnknownInput, serve

class Editing(Screen):
    snapshots = False

    def __init__(self, input):
        super().__init__(input)
        self.name, self.share, self.token, self.left, self.saved = "", False, "", [], ""

    def view(self):
        return nodes.screen("Editing", nodes.form(
            "f", ("save", "Save"),
            nodes.field("name", "Name", self.name, send="leave"),
            nodes.field("token", "Token", kind="secure", send="leave"),
            nodes.toggle("share", "Share", self.share),
        ), nodes.text("left: " + ",".join(self.left)), nodes.text("saved: " + self.saved))

    def edit(self, key, value, left):
        if left:
            self.left.append(key)
        if key == "name":
            if any(c.isdigit() for c in value):
                raise InvalidValue(key, "a name has no digits")
            self.name = value.upper()
        elif key == "token":
            self.token = value
        elif key == "share":
            self.share = value
        else:
            raise UnknownInput(key)

    def handle(self, action, value):
        if action != "save":
            raise UnknownAction(action)
        self.saved = f"{self.name} share={self.share} token={'set' if self.token else 'not set'}"
        print("plugin saved", self.name, file=sys.stderr)

serve({"name": "editing", "title": "Editing", "version": "1.0.0"}, Editing)
'''

NAME = {"type": "field", "key": "name", "label": "Name", "kind": "text", "value": "Ada", "send": "leave"}


def plugin(tmp_path: Path, children: list) -> str:
    script = tmp_path / "asking_plugin.py"
    script.write_text(PLUGIN.format(children=json.dumps(children)))
    return f"{sys.executable} {script}"


def editing_plugin(tmp_path: Path) -> str:
    script = tmp_path / "editing_plugin.py"
    script.write_text(EDITING)
    return f"{sys.executable} {script}"


def texts(tree: dict) -> list[str]:
    return [node["text"] for node in tree["children"] if node["type"] == "text"]


def test_a_plugin_without_edits_gets_its_inputs_stamped_and_an_edit_is_unknown_input(make_host, tmp_path: Path) -> None:
    form = {"type": "form", "key": "f", "submit": {"action": "save", "title": "Save"}, "children": [NAME]}
    host = make_host("--in-memory", "--process-plugin", plugin(tmp_path, [form]), nodes=ALL)
    host.initialize()
    view = host.open("asking")
    field = view.view["children"][0]["children"][0]
    assert field["value"] == "Ada" and field["seq"] == 0 and field["set"] == 0
    with pytest.raises(HostError) as refused:
        host.input(view.view_id, "name", 1, "Bob")
    assert refused.value.data == {"kind": "unknown_input", "key": "name"}
    assert host.views[view.view_id].view["children"][0]["children"][0]["value"] == "Ada"


def test_edits_reach_the_plugin_and_are_answered_normalized_refused_and_left(make_host, tmp_path: Path) -> None:
    host = make_host("--in-memory", "--process-plugin", editing_plugin(tmp_path), nodes=ALL)
    host.initialize()
    view = host.open("editing").view_id
    assert host.input(view, "name", 1, "ada", left=True) == {"viewId": view, "rev": 2, "seq": 1}
    name = inputs(host.views[view].view)["name"]
    assert (name["value"], name["seq"], name["set"]) == ("ADA", 1, 0)  # the edit's answer, not a replacement
    with pytest.raises(HostError) as refused:
        host.input(view, "name", 2, "ada2")
    assert refused.value.data == {"kind": "invalid_value", "key": "name"}
    assert "a name has no digits" in refused.value.message
    name = inputs(host.views[view].view)["name"]
    assert (name["value"], name["seq"]) == ("ADA", 2)  # rule 2: the refused edit is answered with the old value
    host.input(view, "share", 1, True)
    assert inputs(host.views[view].view)["share"]["on"] is True
    host.event(view, "save")
    assert texts(host.views[view].view) == ["left: name", "saved: ADA share=True token=not set"]


def test_a_secure_value_reaches_the_plugin_and_nothing_else(tmp_path: Path) -> None:
    secret = "plugin-secret-0f9e8d"
    record, data = tmp_path / "recorded.txt", tmp_path / "data"
    host = Host(args=["--data-dir", str(data), "--debug", "--log-level", "trace", "--record", str(record),
                      "--process-plugin", editing_plugin(tmp_path)], nodes=ALL)
    host.initialize()
    view = host.open("editing").view_id
    host.input(view, "token", 1, secret=secret)
    host.event(view, "save")
    assert texts(host.views[view].view)[-1] == "saved: " + " share=False token=set"  # the plugin has it
    assert "value" not in inputs(host.views[view].view)["token"]
    history = json.dumps(host.debug_history(view))
    assert host.close() == 0
    assert secret not in history and secret not in json.dumps(host.received)
    assert secret not in host.stderr
    assert secret.encode() not in record.read_bytes()
    for path in data.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path


@pytest.mark.parametrize("children", [
    [NAME, {**NAME, "label": "Again"}],
    [{"type": "form", "key": "f", "submit": {"action": "s", "title": "S"},
      "children": [{"type": "form", "key": "g", "submit": {"action": "s", "title": "S"}, "children": []}]}],
], ids=["two inputs with one key", "a form in a form"])
def test_a_view_whose_inputs_break_the_rules_is_refused_and_never_shown(make_host, tmp_path: Path, children) -> None:
    host = make_host("--in-memory", "--process-plugin", plugin(tmp_path, children), nodes=ALL)
    host.initialize()
    with pytest.raises(HostError) as refused:
        host.open("asking")
    assert refused.value.code == -32015
    assert "two inputs have the key" in refused.value.message or "a form is inside the form" in refused.value.message
    assert all(view.view.get("title") != "Asking" for view in host.views.values())


# A plugin with nothing but the standard library, written from PLUGINS.md: it keeps every line it reads.
RAW = '''
import json, sys
log = open(sys.argv[1], "a")
view = {"type": "screen", "title": "Raw", "children": [
    {"type": "field", "key": "name", "label": "Name", "kind": "text", "value": "", "send": "leave"},
    {"type": "field", "key": "token", "label": "Token", "kind": "secure", "send": "leave"}]}
for line in sys.stdin:
    log.write(line); log.flush()
    message = json.loads(line)
    if "id" not in message:
        continue
    method, result = message["method"], {"view": view}
    if method == "plugin/initialize":
        result = {"protocolVersion": "1", "manifest": {"name": "raw", "title": "Raw", "version": "1.0.0"}}
    print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)
'''


def test_screen_input_carries_screen_key_value_and_left_and_nothing_else(make_host, tmp_path: Path) -> None:
    """PLUGINS.md `screen/input {screen, key, value, left}`: the frontend's `seq` never reaches the plugin, and a
    secure field's text arrives as `value`."""
    script, log = tmp_path / "raw_plugin.py", tmp_path / "lines.jsonl"
    script.write_text(RAW)
    host = make_host("--in-memory", "--process-plugin", f"{sys.executable} {script} {log}", nodes=ALL)
    host.initialize()
    view = host.open("raw").view_id
    host.input(view, "name", 7, "Ada", left=True)
    host.input(view, "token", 1, secret="s3cret")
    sent = [json.loads(line) for line in log.read_text().splitlines()]
    edits = [message["params"] for message in sent if message.get("method") == "screen/input"]
    screen = next(m["params"]["screen"] for m in sent if m.get("method") == "screen/open")
    assert edits == [{"screen": screen, "key": "name", "value": "Ada", "left": True},
                     {"screen": screen, "key": "token", "value": "s3cret", "left": False}]


# The controls (PROTOCOL.md §6 "Controls") in a plugin's view, written from PLUGINS.md: the plugin keeps every
# line it reads; its view holds a choice of each kind, a date, a row with a toggle and an action, a toolbar.
CONTROLS = RAW.replace('''view = {"type": "screen", "title": "Raw", "children": [
    {"type": "field", "key": "name", "label": "Name", "kind": "text", "value": "", "send": "leave"},
    {"type": "field", "key": "token", "label": "Token", "kind": "secure", "send": "leave"}]}''', '''view = json.load(open(sys.argv[2]))''')

CONTROL_NODES = [
    {"type": "toolbar", "actions": [{"action": "add", "title": "Add"}]},
    {"type": "choice", "key": "size", "label": "Size", "multiple": False, "options": [
        {"key": "s", "title": "Small"}, {"key": "m", "title": "Medium"}], "value": "m"},
    {"type": "choice", "key": "tags", "label": "Tags", "multiple": True, "options": [
        {"key": "a", "title": "A"}, {"key": "b", "title": "B"}], "value": []},
    {"type": "field", "key": "due", "label": "Due", "kind": "date", "value": "", "send": "leave", "max": "2030-12-31"},
    {"type": "list", "action": "open", "items": [{"key": "milk", "title": "Buy milk", "toggle": {"on": False},
                                                  "actions": [{"action": "delete", "title": "Delete", "role": "destructive"}]}]},
]

CONTROL_CAPABILITIES = [*ALL, "choice", "toolbar", "list.actions", "list.toggle"]


def controls_plugin(tmp_path: Path, children: list) -> tuple[str, Path]:
    script, log = tmp_path / "controls_plugin.py", tmp_path / "lines.jsonl"
    script.write_text(CONTROLS)
    view = tmp_path / "view.json"
    view.write_text(json.dumps({"type": "screen", "title": "Raw", "children": children}))
    return f"{sys.executable} {script} {log} {view}", log


def test_a_plugins_controls_are_stamped_and_their_edits_reach_it_as_json_values(make_host, tmp_path: Path) -> None:
    """PLUGINS.md `screen/input`: a choice's value is a key or null (single) or a list of keys in the options'
    order (multiple), a row's toggle is keyed by the row, a date arrives only once the host found it a real day
    within its bounds."""
    command, log = controls_plugin(tmp_path, CONTROL_NODES)
    host = make_host("--in-memory", "--process-plugin", command, nodes=CONTROL_CAPABILITIES)
    host.initialize()
    view = host.open("raw")
    shown = view.view["children"]
    assert shown[1]["seq"] == 0 and shown[1]["send"] == "change" and shown[4]["items"][0]["toggle"] == {
        "on": False, "seq": 0, "set": 0, "enabled": True}
    host.input(view.view_id, "size", 1, None)
    host.input(view.view_id, "tags", 1, ["b", "a"])
    host.input(view.view_id, "milk", 1, True)
    with pytest.raises(HostError) as refused:
        host.input(view.view_id, "due", 1, "2031-01-01", left=True)
    assert refused.value.data == {"kind": "invalid_value", "key": "due"}
    host.input(view.view_id, "due", 2, "2030-12-31", left=True)
    sent = [json.loads(line) for line in log.read_text().splitlines()]
    edits = [(m["params"]["key"], m["params"]["value"]) for m in sent if m.get("method") == "screen/input"]
    assert edits == [("size", None), ("tags", ["a", "b"]), ("milk", True), ("due", "2030-12-31")]


@pytest.mark.parametrize("children", [
    [{"type": "stack", "axis": "vertical", "children": [CONTROL_NODES[0]]}],
    [{**CONTROL_NODES[1], "options": [{"key": "s", "title": "Small"}, {"key": "s", "title": "Again"}]}],
    [{**CONTROL_NODES[3], "value": "2026-02-30"}],
    [{"type": "list", "action": "open", "items": [{"key": "1", "title": "T", "accessory": {"action": "a", "title": "A"},
                                                   "actions": [{"action": "b", "title": "B"}]}]}],
], ids=["a toolbar not under the screen", "two options with one key", "a date that is no day", "accessory and actions"])
def test_a_plugin_view_whose_controls_break_the_rules_is_refused(make_host, tmp_path: Path, children: list) -> None:
    command, _ = controls_plugin(tmp_path, children)
    host = make_host("--in-memory", "--process-plugin", command, nodes=CONTROL_CAPABILITIES)
    host.initialize()
    with pytest.raises(HostError) as refused:
        host.open("raw")
    assert refused.value.code == -32015, refused.value
    assert all(view.view.get("title") != "Raw" for view in host.views.values())
