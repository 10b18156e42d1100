"""The to-dos (`todos`, `todo-add`, `todo-detail`) from the outside: the built host over real
pipes, with every new control (PROTOCOL §6 "Controls", §7). A to-do added with its choices, a
date and a time is listed with them; a day that does not exist is refused (`invalid_value`);
a row's checkbox is saved at each flip; Delete and Clear done ask first (Keep keeps the to-do);
"Hide done" and the to-dos survive a restart, and so does what was typed on the form."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

import pytest

from viperhost import Host
from viperhost import HostError as RPCError

ALL = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle"]
CONFIRM = [
    {"action": "keep", "title": "Keep", "role": "cancel"},
    {"action": "confirm", "title": "Delete", "role": "destructive"},
]


def walk(node: Any, kind: str) -> list[dict]:
    found: list[dict] = []
    if isinstance(node, dict):
        if node.get("type") == kind:
            found.append(node)
        for child in node.get("children", []):
            found += walk(child, kind)
    return found


def one(tree: dict, kind: str, key: str | None = None) -> dict:
    [node] = [node for node in walk(tree, kind) if key is None or node.get("key") == key]
    return node


class Todos:
    """A host with `todos` open, each input's next seq, and the screens' trees."""

    def __init__(self, make_host: Any, *args: str) -> None:
        self.host: Host = make_host(*args, nodes=ALL)
        self.host.initialize()
        self.list = self.host.open("todos").view_id
        self.host.idle()
        self.seqs: dict[tuple[str, str], int] = {}

    def tree(self, view: str | None = None) -> dict:
        return self.host.views[view or self.host.stack[-1]].view

    @property
    def rows(self) -> list[dict]:
        return one(self.tree(self.list), "list")["items"]

    def edit(self, view: str, key: str, value: Any, left: bool = False) -> dict:
        seq = self.seqs[(view, key)] = self.seqs.get((view, key), 0) + 1
        answer = self.host.input(view, key, seq, value, left=left)
        self.host.idle()
        return answer

    def event(self, view: str, action: str, value: Any = None) -> None:
        self.host.event(view, action, value)
        self.host.idle()

    def add(self, title: str, **inputs: Any) -> None:
        """Add on the toolbar, the form filled in, its submit, back on the list."""
        self.event(self.list, "add")
        form = self.host.stack[-1]
        assert self.host.views[form].module == "todo-add"
        self.edit(form, "title", title)
        for key, value in inputs.items():
            self.edit(form, key, value, left=key in ("due", "at"))
        self.event(form, "add")
        assert self.host.stack[-1] == self.list, "a saved to-do goes back to the list"


def test_the_list_has_a_toolbar_a_hide_done_toggle_and_says_when_there_are_none(make_host: Any) -> None:
    todos = Todos(make_host)
    tree = todos.tree(todos.list)
    assert tree["title"] == "To-dos"
    assert tree["children"][0] == {"type": "toolbar", "actions": [
        {"action": "add", "title": "Add", "enabled": True},
        {"action": "clear-done", "title": "Clear done", "enabled": False, "role": "destructive"}]}
    toggle = one(tree, "toggle", "hide-done")
    assert (toggle["label"], toggle["on"], toggle["enabled"]) == ("Hide done", False, True)
    assert todos.rows == []
    assert {"type": "text", "text": "No to-dos yet: “Add” makes one."} in tree["children"]
    with pytest.raises(RPCError) as refused:
        todos.host.event(todos.list, "clear-done")  # nothing is done
    assert refused.value.data["kind"] == "action_unavailable"


def test_a_to_do_added_with_choices_a_date_and_a_time_is_listed_with_them(make_host: Any) -> None:
    todos = Todos(make_host)
    todos.event(todos.list, "add")
    form = todos.host.stack[-1]
    tree = todos.tree(form)
    assert tree["title"] == "New to-do"
    priority, tags = one(tree, "choice", "priority"), one(tree, "choice", "tags")
    shown = (priority["multiple"], priority["style"], priority["value"], priority["required"])
    assert shown == (False, "inline", "normal", True)
    assert [option["key"] for option in priority["options"]] == ["low", "normal", "high"]
    assert (tags["multiple"], tags["value"], [o["key"] for o in tags["options"]]) == (True, [], ["home", "work", "errand"])
    due, at = one(tree, "field", "due"), one(tree, "field", "at")
    assert (due["kind"], due["send"], due["min"], due["max"]) == ("date", "leave", "2000-01-01", "2099-12-31")
    assert (at["kind"], at["send"]) == ("time", "leave")
    title = one(tree, "field", "title")
    assert (title["required"], title["maxLength"]) == (True, 200)

    todos.edit(form, "title", "Buy milk")
    todos.edit(form, "priority", "high")
    todos.edit(form, "tags", ["errand", "home"])
    assert one(todos.tree(form), "choice", "tags")["value"] == ["home", "errand"]  # the options' order
    todos.edit(form, "due", "2026-03-01", left=True)
    todos.edit(form, "at", "09:30", left=True)
    todos.event(form, "add")
    assert todos.host.stack == [todos.list]
    [row] = todos.rows
    assert (row["key"], row["title"], row["subtitle"]) == ("1", "Buy milk", "Due 2026-03-01 at 09:30 · High priority")
    assert row["toggle"] == {"on": False, "seq": 0, "set": 0, "enabled": True}
    assert row["actions"] == [{"action": "delete", "title": "Delete", "role": "destructive"}]

    todos.event(todos.list, "open", "1")
    detail = todos.tree()
    assert todos.host.views[todos.host.stack[-1]].module == "todo-detail" and detail["title"] == "Buy milk"
    texts = [node["text"] for node in walk(detail, "text")]
    assert texts == ["Priority: High", "Tags: Home, Errand", "Due: 2026-03-01 at 09:30", "Not done yet"]


@pytest.mark.parametrize("value", ["2026-02-30", "1999-12-31", "2100-01-01", "2026-3-1", "tomorrow"])
def test_a_day_that_is_not_one_or_out_of_bounds_is_refused_and_the_field_keeps_its_value(
    make_host: Any, value: str
) -> None:
    todos = Todos(make_host)
    todos.event(todos.list, "add")
    form = todos.host.stack[-1]
    todos.edit(form, "due", "2026-02-28", left=True)
    with pytest.raises(RPCError) as refused:
        todos.edit(form, "due", value, left=True)
    assert refused.value.code == -32602 and refused.value.data == {"kind": "invalid_value", "key": "due"}
    due = one(todos.tree(form), "field", "due")
    assert (due["value"], due["seq"]) == ("2026-02-28", 2)  # answered in the tree, value kept
    with pytest.raises(RPCError) as refused:
        todos.edit(form, "at", "24:00", left=True)
    assert refused.value.data == {"kind": "invalid_value", "key": "at"}


def test_errors_show_after_leaving_or_submitting_and_nothing_is_saved(make_host: Any) -> None:
    todos = Todos(make_host)
    todos.event(todos.list, "add")
    form = todos.host.stack[-1]
    todos.edit(form, "at", "07:00")
    assert "error" not in one(todos.tree(form), "field", "at")
    todos.edit(form, "at", "07:00", left=True)
    assert one(todos.tree(form), "field", "at")["error"] == "A time needs a due date"
    todos.event(form, "add")
    assert one(todos.tree(form), "field", "title")["error"] == "Enter a title"
    assert todos.host.stack[-1] == form
    todos.host.back()
    todos.host.idle()
    assert todos.rows == []


def test_a_flip_is_saved_hide_done_is_kept_and_both_survive_a_restart(make_host: Any, data_dir: Path) -> None:
    todos = Todos(make_host, "--data-dir", str(data_dir))
    todos.add("Buy milk")
    todos.add("Write the report", priority="low")
    assert todos.edit(todos.list, "2", True)["seq"] == 1
    assert [row["toggle"]["on"] for row in todos.rows] == [False, True]
    assert one(todos.tree(todos.list), "toolbar")["actions"][1]["enabled"] is True
    todos.edit(todos.list, "hide-done", True)
    assert [row["title"] for row in todos.rows] == ["Buy milk"]
    assert todos.host.close() == 0

    todos = Todos(make_host, "--data-dir", str(data_dir))
    assert one(todos.tree(todos.list), "toggle", "hide-done")["on"] is True
    assert [row["title"] for row in todos.rows] == ["Buy milk"]
    todos.edit(todos.list, "hide-done", False)
    assert [(row["title"], row["toggle"]["on"]) for row in todos.rows] == [("Buy milk", False), ("Write the report", True)]


def test_delete_asks_first_keep_keeps_it_and_confirm_deletes_it(make_host: Any) -> None:
    todos = Todos(make_host)
    todos.add("Buy milk")
    todos.add("Call Ada")
    todos.event(todos.list, "delete", "1")
    alert = one(todos.tree(todos.list), "alert")
    assert (alert["title"], alert["actions"]) == ("Delete “Buy milk”?", CONFIRM)
    with pytest.raises(RPCError) as refused:
        todos.host.event(todos.list, "add")  # the question is modal
    assert refused.value.data["kind"] == "action_unavailable"
    with pytest.raises(RPCError) as refused:
        todos.edit(todos.list, "1", True)  # an edit too
    assert refused.value.data == {"kind": "action_unavailable", "key": "1"}
    todos.event(todos.list, "keep")
    assert walk(todos.tree(todos.list), "alert") == []
    assert [row["toggle"]["on"] for row in todos.rows] == [False, False]
    assert [row["title"] for row in todos.rows] == ["Buy milk", "Call Ada"]
    todos.event(todos.list, "delete", "1")
    todos.event(todos.list, "confirm")
    assert [row["title"] for row in todos.rows] == ["Call Ada"]
    with pytest.raises(RPCError) as refused:
        todos.host.event(todos.list, "confirm")  # no question: nothing to confirm
    assert refused.value.data["kind"] == "action_unavailable"


def test_clear_done_asks_then_deletes_only_the_done_ones(make_host: Any) -> None:
    todos = Todos(make_host)
    for title in ("A", "B", "C"):
        todos.add(title)
    todos.edit(todos.list, "1", True)
    todos.edit(todos.list, "3", True)
    todos.event(todos.list, "clear-done")
    alert = one(todos.tree(todos.list), "alert")
    assert (alert["title"], alert["actions"]) == ("Delete 2 done to-dos?", CONFIRM)
    todos.event(todos.list, "keep")
    assert [row["title"] for row in todos.rows] == ["A", "B", "C"]
    todos.event(todos.list, "clear-done")
    todos.event(todos.list, "confirm")
    assert [row["title"] for row in todos.rows] == ["B"]
    assert one(todos.tree(todos.list), "toolbar")["actions"][1]["enabled"] is False


def test_the_detail_deletes_after_asking_and_the_list_reads_again_on_return(make_host: Any) -> None:
    todos = Todos(make_host)
    todos.add("Buy milk")
    todos.event(todos.list, "open", "1")
    detail = todos.host.stack[-1]
    assert one(todos.tree(detail), "toolbar")["actions"] == [
        {"action": "delete", "title": "Delete", "enabled": True, "role": "destructive"}]
    todos.event(detail, "delete")
    assert one(todos.tree(detail), "alert")["actions"] == CONFIRM
    todos.event(detail, "keep")
    assert todos.host.stack[-1] == detail
    todos.event(detail, "delete")
    todos.event(detail, "confirm")
    assert todos.host.stack == [todos.list]
    assert todos.rows == []


@pytest.mark.parametrize("stop", ["close", "kill"])
def test_what_was_typed_on_the_form_comes_back_after_a_restart(make_host: Any, data_dir: Path, stop: str) -> None:
    host: Host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    host.app_start(stack=[{"module": "home"}, {"module": "todos"}, {"module": "todo-add"}])
    form = host.stack[-1]
    host.input(form, "title", 1, "Half typed")
    host.input(form, "priority", 1, "low")
    host.input(form, "tags", 1, ["work"])
    host.input(form, "due", 1, "2026-12-24", left=True)
    host.idle()
    if stop == "kill":
        host.process.send_signal(signal.SIGKILL)
        host.process.wait(timeout=10)
    else:
        assert host.close() == 0

    host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    assert host.app_start(restore=True)["restored"] is True
    tree = host.views[host.stack[-1]].view
    assert one(tree, "field", "title")["value"] == "Half typed"
    assert one(tree, "choice", "priority")["value"] == "low"
    assert one(tree, "choice", "tags")["value"] == ["work"]
    assert one(tree, "field", "due")["value"] == "2026-12-24"


def test_a_frontend_without_the_new_controls_reads_the_list_and_can_still_delete(make_host: Any, data_dir: Path) -> None:
    """PROTOCOL §6 rule 8: the toolbar reads as buttons, a row's checkbox as its title's "on"/"off",
    its Delete as a section listing the rows that offer it; the question is an ordinary alert."""
    todos = Todos(make_host, "--data-dir", str(data_dir))
    todos.add("Buy milk")
    todos.add("Call Ada")
    todos.edit(todos.list, "1", True)
    assert todos.host.close() == 0

    host: Host = make_host("--data-dir", str(data_dir), nodes=[])
    host.initialize()
    view = host.open("todos").view_id
    host.idle()
    tree = host.views[view].view
    # The list is a window (PROTOCOL §6, "Lists of any size"): where its rows are, and More (nothing follows).
    assert [(b["action"], b["title"], b["enabled"]) for b in walk(tree, "button")] == [
        ("add", "Add", True), ("clear-done", "Clear done", True), ("open.more", "More", False)]
    assert "Rows 1–2 of 2" in [t["text"] for t in walk(tree, "text")]
    main, deletes = walk(tree, "list")
    assert [(row["key"], row["title"]) for row in main["items"]] == [("1", "Buy milk: on"), ("2", "Call Ada: off")]
    assert all("toggle" not in row and "actions" not in row for row in main["items"])
    assert deletes["action"] == "delete" and [row["key"] for row in deletes["items"]] == ["1", "2"]
    host.event(view, "delete", "2")
    host.idle()
    assert one(host.views[view].view, "alert")["title"] == "Delete “Call Ada”?"
    with pytest.raises(RPCError) as refused:
        host.input(view, "1", 1, False)  # sent as text: it cannot be edited here
    assert refused.value.data["kind"] == "unknown_input"
    host.event(view, "confirm")
    host.idle()
    [main, deletes] = walk(host.views[view].view, "list")
    assert [row["title"] for row in main["items"]] == ["Buy milk: on"]
