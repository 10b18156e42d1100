"""``viperhost.nodes`` through the real host (issue #47): every sample of node_samples.py, served by a
process plugin, reaches a frontend exactly as built, with ``seq`` and ``set`` (0) where the host writes
them (PLUGINS.md, "reply"); and a plugin written with the builders — a choice, a toolbar whose destructive
action asks with an alert first, a list row with a toggle and actions, a date field — gets a frontend's
edits of the choice, the row's toggle and the date (``Screen.edit``) and its actions. Every message the
host writes is checked against the schema (conftest)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from node_samples import NODES, build
from test_nodes_schema import node_uri, screen_of, stamped

from viperhost import HostError
from viperhost.schema import ProtocolSchema

ALL = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle",
       "list.window"]

SAMPLES = '''
import json, sys
from viperhost.plugin import Screen, serve

VIEWS = json.load(open(sys.argv[1]))


class Sample(Screen):
    snapshots = False

    def view(self):
        return VIEWS[self.input["sample"]]


serve({"name": "samples", "title": "Samples", "version": "1.0.0",
       "input": {"type": "object", "properties": {"sample": {"type": "integer"}}, "required": ["sample"]}}, Sample)
'''


def test_every_sample_reaches_the_frontend_as_built_with_the_hosts_seq_and_set(
        make_host, schema: ProtocolSchema, tmp_path: Path) -> None:
    views = [screen_of(build(sample)) for sample in NODES]
    (tmp_path / "views.json").write_text(json.dumps(views))
    (tmp_path / "samples_plugin.py").write_text(SAMPLES)
    host = make_host("--in-memory", "--process-plugin",
                     f"{sys.executable} {tmp_path / 'samples_plugin.py'} {tmp_path / 'views.json'}", nodes=ALL)
    host.initialize()
    differ = []
    for index, view in enumerate(views):
        shown = host.open("samples", {"sample": index}).view
        expected = stamped(view, schema, node_uri("screen"))
        if shown != expected:
            differ.append(f"{NODES[index].builder} #{index}: built {expected}\n  shown {shown}")
    assert not differ, "\n".join(differ)


# A plugin written with the builders: a to-do screen whose "Clear done" (destructive) asks first.
CONTROLS = '''
import json
from viperhost import nodes
from viperhost.plugin import Screen, UnknownAction, UnknownInput, serve


class Todos(Screen):
    snapshots = False

    def __init__(self, input):
        super().__init__(input)
        self.size, self.tags, self.due, self.asking = "m", [], "", False
        self.done = {"milk": False, "tax": False}
        self.heard = []

    def view(self):
        rows = [nodes.item(key, key.title(), toggle=done,
                           actions=[nodes.row_action("edit", "Edit"), nodes.row_action("delete", "Delete", role="destructive")])
                for key, done in self.done.items()]
        children = [
            nodes.toolbar([nodes.toolbar_action("add", "Add"),
                           nodes.toolbar_action("clear-done", "Clear done", enabled=any(self.done.values()),
                                                role="destructive")]),
            nodes.choice("size", "Size", [("s", "Small"), ("m", "Medium")], self.size, style="inline"),
            nodes.choice("tags", "Tags", [nodes.option("home", "Home"), nodes.option("work", "Work")], self.tags,
                         multiple=True),
            nodes.field("due", "Due", self.due, kind="date", min="2026-01-01", max="2030-12-31"),
            nodes.list_("open", rows),
            nodes.text("heard: " + "; ".join(self.heard)),
        ]
        if self.asking:
            children.append(nodes.alert("Clear the done ones?", "This cannot be undone.", [
                nodes.alert_action("keep", "Keep", role="cancel"), nodes.alert_action("confirm", "Clear", role="destructive")]))
        return nodes.screen("To-dos", *children)

    def edit(self, key, value, left):
        self.heard.append(f"{key}={json.dumps(value)}")
        if key in ("size", "tags", "due"):
            setattr(self, key, value)
        elif key in self.done:
            self.done[key] = value
        else:
            raise UnknownInput(key)

    def handle(self, action, value):
        self.heard.append(action if value is None else f"{action}({value})")
        if action == "clear-done":
            self.asking = True
        elif action in ("keep", "confirm"):
            if action == "confirm":
                self.done = {key: done for key, done in self.done.items() if not done}
            self.asking = False
        elif action not in ("add", "edit", "delete", "open"):
            raise UnknownAction(action)


serve({"name": "todos-plugin", "title": "To-dos plugin", "version": "1.0.0"}, Todos)
'''


def controls_host(make_host, tmp_path: Path) -> tuple[Any, str]:
    (tmp_path / "todos_plugin.py").write_text(CONTROLS)
    host = make_host("--in-memory", "--process-plugin", f"{sys.executable} {tmp_path / 'todos_plugin.py'}", nodes=ALL)
    host.initialize()
    return host, host.open("todos-plugin").view_id


def shown(host: Any, view: str) -> dict[str, Any]:
    """The view's nodes by type (the last of each), and what the plugin says it heard."""
    children = host.views[view].view["children"]
    by_type = {node["type"]: node for node in children}
    by_type["choices"] = {node["key"]: node for node in children if node["type"] == "choice"}
    by_type["heard"] = by_type["text"]["text"].removeprefix("heard: ")
    return by_type


def test_a_plugin_built_with_the_builders_takes_edits_of_a_choice_a_row_toggle_and_a_date(make_host, tmp_path: Path) -> None:
    host, view = controls_host(make_host, tmp_path)
    first = shown(host, view)
    assert first["toolbar"]["actions"][1] == {"action": "clear-done", "title": "Clear done", "enabled": False,
                                              "role": "destructive"}
    assert first["field"] == {"type": "field", "key": "due", "label": "Due", "kind": "date", "value": "", "seq": 0,
                              "set": 0, "send": "leave", "min": "2026-01-01", "max": "2030-12-31", "enabled": True,
                              "required": False}
    assert first["list"]["items"][0]["toggle"] == {"on": False, "seq": 0, "set": 0, "enabled": True}
    host.input(view, "size", 1, "s")
    host.input(view, "milk", 1, True)
    host.input(view, "due", 1, "2026-12-01", left=True)
    with pytest.raises(HostError) as refused:
        host.input(view, "due", 2, "2031-01-01", left=True)  # past max: the host refuses, the plugin never hears
    assert refused.value.data == {"kind": "invalid_value", "key": "due"}
    after = shown(host, view)
    assert after["heard"] == 'size="s"; milk=true; due="2026-12-01"'
    assert (after["choices"]["size"]["value"], after["choices"]["size"]["seq"]) == ("s", 1)
    assert after["list"]["items"][0]["toggle"] == {"on": True, "seq": 1, "set": 0, "enabled": True}
    assert after["field"]["value"] == "2026-12-01" and after["toolbar"]["actions"][1]["enabled"] is True


def test_a_destructive_toolbar_action_asks_first_and_only_the_confirmation_deletes(make_host, tmp_path: Path) -> None:
    host, view = controls_host(make_host, tmp_path)
    host.input(view, "milk", 1, True)
    host.event(view, "clear-done")
    asking = shown(host, view)
    assert asking["alert"]["actions"] == [{"action": "keep", "title": "Keep", "role": "cancel"},
                                          {"action": "confirm", "title": "Clear", "role": "destructive"}]
    assert [row["key"] for row in asking["list"]["items"]] == ["milk", "tax"]
    host.event(view, "keep")
    assert "alert" not in shown(host, view) and len(shown(host, view)["list"]["items"]) == 2
    host.event(view, "clear-done")
    host.event(view, "confirm")
    done = shown(host, view)
    assert [row["key"] for row in done["list"]["items"]] == ["tax"] and "alert" not in done
    host.event(view, "delete", "tax")
    assert done["heard"] == "milk=true; clear-done; keep; clear-done; confirm"
    assert shown(host, view)["heard"].endswith("confirm; delete(tax)")


def test_a_multiple_choices_keys_and_a_single_choices_none_reach_the_plugin(make_host, tmp_path: Path) -> None:
    host, view = controls_host(make_host, tmp_path)
    host.input(view, "tags", 1, ["work", "home"])
    host.input(view, "size", 1, None)
    after = shown(host, view)
    assert after["heard"] == 'tags=["home", "work"]; size=null'
    assert after["choices"]["tags"]["value"] == ["home", "work"] and after["choices"]["size"]["value"] is None
