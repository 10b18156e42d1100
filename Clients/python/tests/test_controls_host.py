"""PROTOCOL.md §6, "Controls", from the outside: the built host over real pipes, on
`bench-controls` (`--bench-modules`: a toolbar, single and multiple choices, a date and a time
field, rows with a toggle and a destructive action, an alert with roles). Every message is
checked against the exact schemas and the wire rules by `make_host`."""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest

from viperhost import Host
from viperhost import HostError as RPCError

ALL = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle"]
BENCH = ("--in-memory", "--bench-modules")


def nodes(tree: Any, kind: str) -> list[dict]:
    found: list[dict] = []

    def walk(node: dict) -> None:
        if node.get("type") == kind:
            found.append(node)
        for child in node.get("children", []):
            walk(child)

    walk(tree)
    return found


def node(host: Host, view: str, key: str) -> dict:
    tree = host.views[view].view
    for kind in ("choice", "field"):
        for found in nodes(tree, kind):
            if found["key"] == key:
                return found
    for rows in nodes(tree, "list"):
        for row in rows["items"]:
            if row["key"] == key:
                return row
    raise KeyError(key)


def opened(make_host: Any, *args: str, nodes: list[str] | None = ALL) -> tuple[Host, str]:
    host = make_host(*(args or BENCH), nodes=nodes)
    host.initialize()
    return host, host.open("bench-controls").view_id


def refused(host: Host, view: str, key: str, seq: int, value: Any) -> dict:
    with pytest.raises(RPCError) as error:
        host.input(view, key, seq, value)
    assert error.value.code == -32602, error.value
    return error.value.data


def test_a_choice_takes_keys_and_keeps_the_options_order(make_host: Any) -> None:
    host, view = opened(make_host)
    assert node(host, view, "size")["value"] == "m" and node(host, view, "tags")["value"] == []
    assert host.input(view, "size", 1, "s")["seq"] == 1
    assert node(host, view, "size")["value"] == "s"
    host.input(view, "tags", 1, ["work", "home"])
    assert node(host, view, "tags")["value"] == ["home", "work"]  # the options' order, whatever was sent
    host.input(view, "size", 2, None)
    assert node(host, view, "size")["value"] is None
    # Large is out of stock: the module keeps Small, and the tree that answers the edit carries its seq (rule 2).
    host.input(view, "size", 3, "s")
    before = len(host.received)
    answer = host.input(view, "size", 4, "l")
    assert answer["seq"] == 4
    assert host.received[before]["params"]["ops"] == [{"op": "replace", "path": "/children/1/children/0/seq", "value": 4}]
    assert node(host, view, "size")["value"] == "s" and node(host, view, "size")["seq"] == 4


@pytest.mark.parametrize(
    ("key", "value"),
    [("size", "x"), ("size", ""), ("size", ["s"]), ("size", 1), ("size", True), ("size", "s,m"),
     ("tags", "home"), ("tags", None), ("tags", ["home", "home"]), ("tags", ["nope"]), ("tags", [1]),
     ("tags", "home,work")],
)
def test_every_wrong_choice_value_is_invalid_value_answered_in_the_tree(make_host: Any, key: str, value: Any) -> None:
    host = make_host(*BENCH, nodes=ALL, check_requests=False)
    host.initialize()
    view = host.open("bench-controls").view_id
    before = node(host, view, key)["value"]
    assert refused(host, view, key, 1, value) == {"kind": "invalid_value", "key": key}
    assert node(host, view, key)["value"] == before and node(host, view, key)["seq"] == 1  # rule 2


@pytest.mark.parametrize(
    ("key", "value"),
    [("due", "2026-02-29"), ("due", "2026-02-30"), ("due", "2026-13-01"), ("due", "2026-1-01"),
     ("due", "2019-12-31"), ("due", "2031-01-01"), ("due", " 2026-01-01"), ("due", "２０２６-01-01"),
     ("due", "2026-01-01T10:00"), ("time", "24:00"), ("time", "12:60"), ("time", "9:30"), ("time", "09:30:00"),
     ("time", "noon")],
)
def test_every_date_or_time_that_is_not_one_or_out_of_bounds_is_invalid_value(make_host: Any, key: str, value: str) -> None:
    host, view = opened(make_host)
    host.input(view, key, 1, "2026-12-01" if key == "due" else "09:30", left=True)
    data = refused(host, view, key, 2, value)
    assert data == {"kind": "invalid_value", "key": key}
    shown = node(host, view, key)
    assert shown["value"] == ("2026-12-01" if key == "due" else "09:30") and shown["seq"] == 2


def test_dates_and_times_that_are_ones_are_taken_and_go_on_leave(make_host: Any) -> None:
    host, view = opened(make_host)
    due = node(host, view, "due")
    assert due["send"] == "leave" and due["min"] == "2020-01-01" and due["max"] == "2030-12-31"
    for seq, text in enumerate(["2024-02-29", "2020-01-01", "2030-12-31", ""], start=1):
        host.input(view, "due", seq, text, left=True)
        assert node(host, view, "due")["value"] == text
    for seq, text in enumerate(["00:00", "23:59"], start=1):
        host.input(view, "time", seq, text, left=True)
        assert node(host, view, "time")["value"] == text


def test_a_rows_toggle_is_an_input_keyed_by_the_row(make_host: Any) -> None:
    host, view = opened(make_host)
    assert node(host, view, "milk")["toggle"] == {"on": False, "seq": 0, "set": 0, "enabled": True}
    before = len(host.received)
    host.input(view, "milk", 1, True)
    patch = host.received[before]
    # Rule 3: the row keeps its node; only its members change.
    assert patch["method"] == "view/patch"
    assert [op["path"] for op in patch["params"]["ops"]] == ["/children/2/items/0/toggle"]
    assert node(host, view, "milk")["toggle"] == {"on": True, "seq": 1, "set": 0, "enabled": True}
    assert refused(host, view, "milk", 2, "yes") == {"kind": "invalid_value", "key": "milk"}
    assert refused(host, view, "nobody", 1, True)["kind"] == "unknown_input"


def test_a_destructive_row_action_asks_first_and_cancel_keeps_the_row(make_host: Any) -> None:
    host, view = opened(make_host)
    rows = nodes(host.views[view].view, "list")[0]
    assert rows["items"][0]["actions"] == [{"action": "delete", "title": "Delete", "role": "destructive"}]
    with pytest.raises(RPCError) as error:
        host.event(view, "confirm")  # no alert: nothing to confirm
    assert error.value.data["kind"] == "action_unavailable"
    host.event(view, "delete", "milk")
    host.idle()
    alert = nodes(host.views[view].view, "alert")[0]
    assert alert["title"] == "Delete “Buy milk”?"
    assert [(a["action"], a.get("role")) for a in alert["actions"]] == [("keep", "cancel"), ("confirm", "destructive")]
    host.event(view, "keep")
    host.idle()
    assert node(host, view, "milk") and not nodes(host.views[view].view, "alert")
    host.event(view, "delete", "milk")
    host.event(view, "confirm")
    host.idle()
    with pytest.raises(KeyError):
        node(host, view, "milk")


def test_the_toolbar_is_the_screens_first_child_and_a_disabled_action_is_refused(make_host: Any) -> None:
    host, view = opened(make_host)
    toolbar = host.views[view].view["children"][0]
    assert toolbar == {"type": "toolbar", "actions": [
        {"action": "add", "title": "Add row", "enabled": True},
        {"action": "clear-done", "title": "Clear done", "enabled": True, "role": "destructive"}]}
    host.event(view, "add")
    assert node(host, view, "added-1")["title"] == "Added 1"
    host.event(view, "clear-done")
    host.event(view, "confirm")  # the done row (File the tax return) goes
    assert host.views[view].view["children"][0]["actions"][1]["enabled"] is False
    with pytest.raises(RPCError) as error:
        host.event(view, "clear-done")
    assert error.value.data["kind"] == "action_unavailable"


def test_an_older_frontend_reads_every_control_and_reaches_every_action(make_host: Any) -> None:
    host, view = opened(make_host, nodes=[])
    tree = host.views[view].view
    texts = [n["text"] for n in nodes(tree, "text")]
    assert {"Size: Medium", "Tags: (none)", "Due date: (empty)"} <= set(texts)
    buttons = [(b["action"], b["title"]) for b in nodes(tree, "button")]
    assert ("add", "Add row") in buttons and ("clear-done", "Clear done") in buttons
    lists = {rows["action"]: rows["items"] for rows in nodes(tree, "list")}
    assert [row["title"] for row in lists["open"]] == ["Buy milk: off", "File the tax return: on"]
    assert [row["key"] for row in lists["delete"]] == ["milk", "tax"]
    assert refused(host, view, "size", 1, "s")["kind"] == "unknown_input"  # sent as text: not editable
    assert refused(host, view, "milk", 1, True)["kind"] == "unknown_input"
    host.event(view, "delete", "milk")  # the readable list of the action reaches it
    host.idle()
    assert nodes(host.views[view].view, "alert")


def test_chosen_values_survive_a_sigkill_and_come_back_restored(make_host: Any, tmp_path: Any) -> None:
    """Rule 7: the screen's state is the saved session; a host killed mid-edit restores it."""
    data = str(tmp_path / "data")
    host = make_host("--data-dir", data, "--bench-modules", nodes=ALL)
    host.initialize()
    host.request("app/start", {"restore": True})
    view = host.open("bench-controls").view_id
    host.input(view, "size", 1, "s")
    host.input(view, "tags", 1, ["errand"])
    host.input(view, "due", 1, "2027-03-04", left=True)
    host.input(view, "milk", 1, True)
    host.idle()
    os.kill(host.process.pid, signal.SIGKILL)
    host.process.wait()
    again = make_host("--data-dir", data, "--bench-modules", nodes=ALL)
    again.initialize()
    restored = again.request("app/start", {"restore": True})
    assert restored["restored"] is True and restored["module"] == "bench-controls"
    view = restored["viewId"]
    assert node(again, view, "size")["value"] == "s" and node(again, view, "tags")["value"] == ["errand"]
    assert node(again, view, "due")["value"] == "2027-03-04"
    assert node(again, view, "milk")["toggle"] == {"on": True, "seq": 0, "set": 0, "enabled": True}


def test_the_debug_history_shows_a_choice_as_its_keys(make_host: Any) -> None:
    host = make_host("--in-memory", "--bench-modules", "--debug", nodes=ALL)
    host.initialize()
    view = host.open("bench-controls").view_id
    host.input(view, "tags", 1, ["home", "work"])
    history = host.request("debug/history", {"viewId": view})
    assert {"kind": "input", "name": "tags", "value": ["home", "work"]}.items() <= history["entries"][-1].items()
