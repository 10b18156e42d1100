"""PROTOCOL.md §6, "Input", from the outside: the built host over real pipes, on
`bench-form` (every kind of input; `--bench-modules`). Every message is checked
against the exact schemas and the wire rules (rule 3 among them) by `make_host`."""

from __future__ import annotations

import json
from typing import Any

import pytest

from viperhost import Host
from viperhost import HostError as RPCError

ALL = ["field", "toggle", "form", "stack", "section"]
BENCH = ("--in-memory", "--bench-modules")


def inputs(tree: Any) -> dict[str, dict]:
    """Every field and toggle of a tree, by key."""
    found: dict[str, dict] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") in ("field", "toggle"):
                found[node["key"]] = node
            for child in node.get("children", []):
                walk(child)

    walk(tree)
    return found


def opened(make_host: Any, *args: str, nodes: list[str] | None = ALL, view_patch: bool = True, **input: Any) -> tuple[Host, str]:
    host = make_host(*(args or BENCH), nodes=nodes)
    if not view_patch:
        host.client.view_patch = False
    host.initialize()
    view = host.open("bench-form", input or None)
    return host, view.view_id


def field(host: Host, view: str, key: str) -> dict:
    return inputs(host.views[view].view)[key]


def test_inputs_arrive_with_their_stamps_and_a_secure_field_without_a_value(make_host: Any) -> None:
    host, view = opened(make_host)
    shown = inputs(host.views[view].view)
    assert set(shown) == {"name", "email", "token", "upper", "digits", "note", "share"}
    assert all(node["seq"] == 0 and node["set"] == 0 for node in shown.values())
    assert "value" not in shown["token"] and shown["token"]["kind"] == "secure"
    assert shown["name"]["send"] == "change" and shown["name"]["debounceMs"] == 200
    assert shown["email"]["send"] == "leave" and "debounceMs" not in shown["email"]
    assert shown["note"]["maxLength"] == 20 and shown["share"]["on"] is False


@pytest.mark.parametrize("view_patch", [True, False])
def test_an_edit_is_answered_in_the_tree_before_its_response_normalized_or_refused(make_host: Any, view_patch: bool) -> None:
    """Rules 1a and 2: the tree that answers edit N carries seq N, even when the module
    refused it and nothing else changed — the patch a diff would leave empty."""
    host, view = opened(make_host, view_patch=view_patch)
    assert host.input(view, "upper", 1, "abc") == {"viewId": view, "rev": 2, "seq": 1}
    assert field(host, view, "upper")["value"] == "ABC" and field(host, view, "upper")["seq"] == 1
    host.input(view, "digits", 1, "12")
    before = len(host.received)
    answer = host.input(view, "digits", 2, "12x")  # refused by the module: the value stays "12"
    assert answer["seq"] == 2
    update = host.received[before]
    assert update["method"] == ("view/patch" if view_patch else "view/update")
    if view_patch:
        assert update["params"]["ops"] == [{"op": "replace", "path": "/children/0/children/1/children/1/seq", "value": 2}]
    assert field(host, view, "digits")["value"] == "12" and field(host, view, "digits")["seq"] == 2
    assert host.get(view)["view"] == host.views[view].view


def test_a_stale_edit_is_answered_and_changes_nothing(make_host: Any) -> None:
    host, view = opened(make_host)
    host.input(view, "name", 3, "Ada")
    rev = host.views[view].rev
    for stale in (3, 2, 1):
        assert host.input(view, "name", stale, "Bob") == {"viewId": view, "rev": rev, "seq": 3}
    assert field(host, view, "name")["value"] == "Ada" and host.views[view].rev == rev


def test_a_value_the_module_replaces_counts_in_set_and_an_edit_does_not(make_host: Any) -> None:
    host, view = opened(make_host)
    host.input(view, "name", 1, "Ada")
    assert field(host, view, "name")["set"] == 0
    host.event(view, "clear")
    assert field(host, view, "name")["value"] == "" and field(host, view, "name")["set"] == 1
    host.input(view, "name", 2, "Bo")
    assert field(host, view, "name")["set"] == 1 and field(host, view, "name")["seq"] == 2


def test_a_toggle_flips_by_its_own_edits(make_host: Any) -> None:
    host, view = opened(make_host)
    assert host.input(view, "share", 1, True)["seq"] == 1
    assert field(host, view, "share")["on"] is True and field(host, view, "share")["seq"] == 1
    host.input(view, "share", 2, False)
    assert field(host, view, "share")["on"] is False


REFUSED = [
    ("nothing", {"value": "x"}, -32602, "unknown_input"),
    ("token", {"value": "hunter2"}, -32602, "invalid_value"),
    ("name", {"secret": "hunter2"}, -32602, "invalid_value"),
    ("name", {"value": True}, -32602, "invalid_value"),
    ("share", {"value": "yes"}, -32602, "invalid_value"),
    ("name", {"value": "two\nlines"}, -32602, "invalid_value"),
    ("email", {"value": "a\rb"}, -32602, "invalid_value"),
    ("note", {"value": "é" * 21}, -32602, "invalid_value"),
    ("name", {}, -32602, "invalid_value"),
]


@pytest.mark.parametrize(("key", "value", "code", "kind"), REFUSED)
def test_an_edit_that_does_not_fit_is_refused_naming_the_input_and_its_seq_still_answered(
    make_host: Any, key: str, value: dict, code: int, kind: str
) -> None:
    host = make_host(*BENCH, check_requests=False, nodes=ALL)
    host.initialize()
    view = host.open("bench-form").view_id
    with pytest.raises(RPCError) as refused:
        host.request("view/input", {"viewId": view, "key": key, "seq": 1, **value})
    assert refused.value.code == code and refused.value.data == {"kind": kind, "key": key}
    assert "hunter2" not in refused.value.message
    if key != "nothing":
        assert field(host, view, key)["seq"] == 1  # rule 2: the frontend learns its edit was answered


def test_a_multiline_field_holds_line_breaks_up_to_its_length(make_host: Any) -> None:
    host, view = opened(make_host)
    host.input(view, "note", 1, "é\n" * 10)  # 20 characters
    host.event(view, "save")
    host.input(view, "name", 1, "Ada")
    host.event(view, "save")
    host.idle()
    assert any("note=" + "é\n" * 10 in node.get("text", "") for node in host.views[view].view["children"])


@pytest.mark.parametrize("seq", [0, -1, 2**53, 1.5, "1"])
def test_seq_outside_one_to_two_to_the_53_is_invalid_params(make_host: Any, seq: Any) -> None:
    host = make_host(*BENCH, check_requests=False, nodes=ALL)
    host.initialize()
    view = host.open("bench-form").view_id
    with pytest.raises(RPCError) as refused:
        host.request("view/input", {"viewId": view, "key": "name", "seq": seq, "value": "x"})
    assert refused.value.code == -32602 and refused.value.data["member"] == "seq"


def test_while_a_submit_is_pending_the_form_takes_no_edit_and_then_shows_what_was_saved(make_host: Any) -> None:
    """Rule 5 (the host's part): pending while the save runs; edits then refused, not lost silently."""
    host, view = opened(make_host, saveMs=400)
    host.input(view, "name", 1, "Ada")
    host.input(view, "share", 1, True)
    host.event(view, "save")
    form = host.views[view].view["children"][0]
    assert form["pending"] is True and field(host, view, "name")["enabled"] is False
    with pytest.raises(RPCError) as refused:
        host.input(view, "name", 2, "Bob")
    assert refused.value.data == {"kind": "action_unavailable", "key": "name"}
    host.idle()
    assert host.views[view].view["children"][0]["pending"] is False
    saved = host.views[view].view["children"][-1]["text"]
    assert "name=Ada" in saved and "share=true" in saved and "token=not set" in saved


def test_errors_show_after_leaving_or_submitting_not_at_the_first_keystroke(make_host: Any) -> None:
    host, view = opened(make_host)
    host.input(view, "email", 1, "ada")
    assert "error" not in field(host, view, "email")
    host.input(view, "email", 2, "ada", left=True)
    assert field(host, view, "email")["error"] == "An email address has an @"
    host.event(view, "save")  # a submit checks every input
    assert field(host, view, "name")["error"] == "A name is required"


def test_a_frontend_that_does_not_say_nodes_reads_the_form_as_text_and_buttons(make_host: Any) -> None:
    """Rule 8: today's viper-sh, or a frontend written from the 1.0 documents."""
    host, view = opened(make_host, nodes=None)
    tree = json.dumps(host.views[view].view)
    for word in ('"field"', '"toggle"', '"form"', '"stack"', '"section"'):
        assert word not in tree
    texts = [node.get("text") for node in host.views[view].view["children"]]
    assert texts[:3] == ["You", "Name: (empty)", "Email: (empty)"]
    assert "Token: (hidden)" in texts and "Share my login: off" in texts
    buttons = [node for node in host.views[view].view["children"] if node["type"] == "button"]
    assert [button["action"] for button in buttons] == ["save", "clear"]
    host.event(view, "save")  # the patch is of the readable tree
    assert "Name: A name is required" in [node.get("text") for node in host.views[view].view["children"]]
    assert host.get(view)["view"] == host.views[view].view


def test_a_frontend_may_render_some_types_and_get_the_rest_as_text(make_host: Any) -> None:
    host, view = opened(make_host, nodes=["field", "form"])
    tree = host.views[view].view
    assert tree["children"][0]["type"] == "form"
    kinds = [child["type"] for child in tree["children"][0]["children"]]
    assert "section" not in kinds and "stack" not in kinds and "toggle" not in kinds
    assert kinds[0] == "text" and "field" in kinds
