"""Every message the host writes in a full session validates against Protocol/schema."""

from __future__ import annotations

import json

import jsonschema
import pytest

from viperhost import HostError, nodes
from viperhost.schema import ProtocolSchema


def test_a_whole_session_validates(make_host, data_dir) -> None:
    host = make_host("--data-dir", str(data_dir))
    host.initialize()
    host.request("module/list")
    root = host.start()
    assert root.module == "onboarding"
    for _ in range(5):
        host.event(root.view_id, "continue")
    host.idle()
    assert host.mirror.top is not None and host.mirror.top.module == "home"
    home_id = host.stack[-1]
    host.get(home_id)
    pushed = host.open("onboarding")
    host.get(pushed.view_id)
    host.back()
    again = host.open("home")
    host.request("view/close", {"viewId": again.view_id})
    host.request("shutdown")
    assert len(host.received) > 15
    kinds = {m.get("method", "response") for m in host.received}
    assert {"view/update", "router/navigate", "view/closed", "response"} <= kinds


def test_a_session_with_links_and_time_travel_validates(make_host, data_dir) -> None:
    """SESSIONS.md: app/start {restore}, {stack}, app/link and debug/* answer as the schema says."""
    host = make_host("--data-dir", str(data_dir), "--debug", "--history", "7")
    assert host.initialize()["debug"] == {"history": 7}
    assert host.request("app/start", {"restore": True})["restored"] is False
    top = host.request("app/start", {"stack": [{"module": "home"}, {"module": "jobs"}]})
    assert top["module"] == "jobs"
    host.idle()
    link = host.request("app/link")
    assert link == {"link": "home/jobs", "stack": [{"module": "home"}, {"module": "jobs"}]}
    host.event(top["viewId"], "apply", "1")
    host.idle()
    history = host.request("debug/history", {"viewId": top["viewId"]})
    assert [entry["kind"] for entry in history["entries"]] == ["open", "effect", "action", "effect"]
    assert host.request("debug/state", {"viewId": top["viewId"], "index": 0})["index"] == 0
    assert host.request("debug/goto", {"viewId": top["viewId"], "index": 1})["cursor"] == 1
    with pytest.raises(HostError) as caught:
        host.request("debug/state", {"viewId": top["viewId"], "index": 9})
    assert (caught.value.code, caught.value.kind) == (-32602, "history_entry_not_found")


def test_a_goto_while_an_effect_runs_is_refused(make_host, data_dir) -> None:
    """SESSIONS.md §4: -32014 effects_running. The withdrawal and the goto go in one write, so the
    goto is read while the withdrawal is being saved; after host/idle the same goto succeeds."""
    host = make_host("--data-dir", str(data_dir), "--debug")
    host.initialize()
    view = host.open("job-detail", {"id": 1, "name": "iOS Engineer", "applied": True}).view_id
    withdraw = {"jsonrpc": "2.0", "id": "withdraw", "method": "view/event", "params": {"viewId": view, "action": "withdraw"}}
    goto = {"jsonrpc": "2.0", "id": "goto", "method": "debug/goto", "params": {"viewId": view, "index": 0}}
    for message in (withdraw, goto):
        assert host.on_send is not None
        host.on_send(message)  # checked, and its id's method remembered for the answer's schema
    host.send_raw((json.dumps(withdraw) + "\n" + json.dumps(goto)).encode())
    answers = {}
    while len(answers) < 2:
        message = host.next_message()
        if "id" in message:
            answers[message["id"]] = message
    assert "result" in answers["withdraw"]
    assert answers["goto"]["error"]["code"] == -32014
    assert answers["goto"]["error"]["data"] == {"kind": "effects_running", "viewId": view}
    host.idle()
    assert host.request("debug/goto", {"viewId": view, "index": 0})["cursor"] == 0


@pytest.mark.parametrize(
    ("method", "params", "code"),
    [
        ("no/such", None, -32601),
        ("view/get", {"viewId": "v99"}, -32010),
        ("view/open", {"module": "nope"}, -32011),
        ("view/open", {}, -32602),
        ("navigation/back", None, -32012),
        ("initialize", {"protocolVersion": "1"}, -32600),
        ("debug/history", {"viewId": "v1"}, -32016),
        ("app/start", {"stack": []}, -32602),
        ("app/start", {"stack": [{"module": "home"}, {"module": "nope"}]}, -32011),
        ("app/start", {"restore": True, "stack": [{"module": "home"}]}, -32602),
    ],
)
def test_errors_validate_and_carry_a_kind(make_host, method, params, code) -> None:
    host = make_host("--in-memory", check_requests=False)
    host.initialize()
    host.start()
    with pytest.raises(HostError) as caught:
        host.request(method, params)
    assert caught.value.code == code
    assert caught.value.kind


def test_raw_line_errors_validate(make_host, schema) -> None:
    host = make_host("--in-memory", "--max-line-bytes", "100")
    for line, code in [
        (b"{oops", -32700),
        (b'{"a":"\xff"}', -32700),
        (b"x" * 300, -32013),
        (b"[1]", -32600),
    ]:
        host.send_raw(line)
        message = host.next_message()
        assert message["error"]["code"] == code
    host.send_raw(b'{"jsonrpc":"2.0","id":"s","method":"module/list"}')
    assert host.next_message()["error"]["code"] == -32002


def test_the_schema_rejects_what_the_protocol_forbids(schema: ProtocolSchema) -> None:
    good = {
        "jsonrpc": "2.0",
        "method": "view/update",
        "params": {"viewId": "v1", "module": "home", "rev": 1, "view": {"type": "screen", "title": "t", "children": []}},
    }
    schema.check_host_message(good)
    for broken in (
        {**good, "params": {**good["params"], "rev": 0}},
        {**good, "params": {**good["params"], "view": {"type": "text", "text": "not a screen root"}}},
        {**good, "params": {**good["params"], "view": {"type": "screen", "title": "t", "children": [{"type": "button"}]}}},
    ):
        with pytest.raises(jsonschema.ValidationError):
            schema.check_host_message(broken)


@pytest.mark.parametrize("variant", ["exact", "open"])
def test_both_schema_sets_know_image_labels_and_a_root_that_is_not_presented(variant: str) -> None:
    """PROTOCOL.md §6 (an image's label, a row's image) and SESSIONS.md §3 (the root is never presented)."""
    schema = ProtocolSchema(variant=variant)

    def view(*children: dict) -> dict:
        screen = {"type": "screen", "title": "t", "children": list(children)}
        return {"jsonrpc": "2.0", "method": "view/update", "params": {"viewId": "v1", "module": "m", "rev": 1, "view": screen}}

    row = {"key": "1", "title": "octocat"}
    for good in (
        {"type": "image", "name": "onboarding-1", "label": "Welcome to the app"},
        {"type": "image", "url": "https://a/1"},
        {"type": "list", "action": "select", "items": [{**row, "image": {"url": "https://a/1", "label": "octocat"}}]},
        {"type": "list", "action": "select", "items": [{**row, "image": {"name": "n"}}]},
        # What the plugin helpers build (viperhost.nodes).
        nodes.image(url="https://a/1", label="octocat"),
        nodes.image(name="n"),
        nodes.list_("select", [nodes.item("1", "octocat", image=nodes.image_source(url="https://a/1", label="octocat"))]),
    ):
        schema.check_host_message(view(good))
    assert nodes.image(name="n", label="L") == {"type": "image", "name": "n", "label": "L"}
    for bad in (
        {"type": "image", "name": "onboarding-1", "label": ""},
        {"type": "image", "url": "u", "label": 7},
        {"type": "list", "action": "select", "items": [{**row, "image": {"label": "no source"}}]},
        {"type": "list", "action": "select", "items": [{**row, "image": {"url": "u", "label": ""}}]},
        {"type": "list", "action": "select", "items": [{**row, "image": "https://a/1"}]},
    ):
        with pytest.raises(jsonschema.ValidationError):
            schema.check_host_message(view(bad))
    start = {"jsonrpc": "2.0", "id": 2, "method": "app/start"}
    schema.check_request({**start, "params": {"stack": [{"module": "home"}, {"module": "jobs", "presented": True}]}})
    schema.check_request({**start, "params": {"stack": [{"module": "home", "presented": False}]}})
    with pytest.raises(jsonschema.ValidationError):
        schema.check_request({**start, "params": {"stack": [{"module": "home", "presented": True}]}})
