"""PLUGINS.md, "reply": a process plugin's view may hold input nodes (without seq and set, which the host
writes); two inputs with one key, or a form inside a form, is a protocol error; an edit to a plugin's view
is `unknown_input`, since version 1 delivers no edits to plugins. Over real pipes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from viperhost import HostError

ALL = ["field", "toggle", "form", "stack", "section"]
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

NAME = {"type": "field", "key": "name", "label": "Name", "kind": "text", "value": "Ada", "send": "leave"}


def plugin(tmp_path: Path, children: list) -> str:
    script = tmp_path / "asking_plugin.py"
    script.write_text(PLUGIN.format(children=json.dumps(children)))
    return f"{sys.executable} {script}"


def test_a_plugins_inputs_reach_the_frontend_stamped_and_an_edit_is_unknown_input(make_host, tmp_path: Path) -> None:
    form = {"type": "form", "key": "f", "submit": {"action": "save", "title": "Save"}, "children": [NAME]}
    host = make_host("--in-memory", "--process-plugin", plugin(tmp_path, [form]), nodes=ALL)
    host.initialize()
    view = host.open("asking")
    field = view.view["children"][0]["children"][0]
    assert field["value"] == "Ada" and field["seq"] == 0 and field["set"] == 0
    with pytest.raises(HostError) as refused:
        host.input(view.view_id, "name", 1, "Bob")
    assert refused.value.data == {"kind": "unknown_input", "key": "name"}


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
