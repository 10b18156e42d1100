"""A later minor version (PROTOCOL.md §12): new members at every level, new
node types, error kinds and codes, notifications. Open accepts them, exact
rejects them, and open still checks what it knows."""

from __future__ import annotations

import json
import subprocess

import jsonschema
import pytest

from schema_samples import FUTURE_NODE, check, distinct_host_messages, object_paths, screen, with_member
from viperhost.locate import find_host_binary
from viperhost.schema import ProtocolSchema

SAMPLES = distinct_host_messages()


def test_the_samples_cover_every_kind_of_host_message() -> None:
    kinds = {json.dumps(sorted(m.keys())) + str(m.get("method")) for m, _ in SAMPLES}
    assert len(SAMPLES) >= 20 and len(kinds) >= 5
    methods = {m.get("method") for m, _ in SAMPLES}
    assert {"view/update", "router/navigate", "view/closed"} <= methods
    answered = {method for _, by_id in SAMPLES for method in by_id.values()}
    assert {"app/start", "app/link", "debug/history", "debug/state", "debug/goto"} <= answered
    results = {json.dumps(sorted(m["result"])) for m, _ in SAMPLES if isinstance(m.get("result"), dict)}
    assert {'["module", "restored", "viewId"]'} <= results
    assert any("debug" in m.get("result", {}) for m, _ in SAMPLES if isinstance(m.get("result"), dict))
    kinds = {(m["error"]["code"], m["error"]["data"]["kind"]) for m, _ in SAMPLES if "error" in m}
    assert {(-32016, "debug_off"), (-32602, "history_entry_not_found"), (-32602, "no_snapshot")} <= kinds


def grow_at_every_level(message: dict, methods: dict, exact: ProtocolSchema, open_set: ProtocolSchema) -> None:
    paths = list(object_paths(message))
    assert paths
    check(open_set, with_member(message, paths), methods)
    for path in paths:
        grown = with_member(message, [path])
        check(open_set, grown, methods)
        with pytest.raises(jsonschema.ValidationError):
            check(exact, grown, methods)


@pytest.mark.parametrize(("message", "methods"), SAMPLES)
def test_a_member_added_at_any_level_passes_open_and_fails_exact(
    message: dict, methods: dict, exact: ProtocolSchema, open_set: ProtocolSchema
) -> None:
    grow_at_every_level(message, methods, exact, open_set)


def test_the_same_for_a_live_patch_session(exact: ProtocolSchema, open_set: ProtocolSchema) -> None:
    """No transcript shows view/patch: a host asked for patches writes one here."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1", "capabilities": {"viewPatch": True}}},
        {"jsonrpc": "2.0", "id": 2, "method": "app/start"},
        {"jsonrpc": "2.0", "id": 3, "method": "view/event", "params": {"viewId": "v1", "action": "continue"}},
    ]
    sent = "".join(json.dumps(r) + "\n" for r in requests)
    run = subprocess.run([find_host_binary(), "--in-memory"], input=sent, capture_output=True, text=True, timeout=60)
    written = [json.loads(line) for line in run.stdout.splitlines()]
    assert "view/patch" in {m.get("method") for m in written}
    methods = {r["id"]: r["method"] for r in requests}
    for message in written:
        grow_at_every_level(message, methods, exact, open_set)


FUTURE_MESSAGES = {
    "an unknown node type with children, nested in a screen": screen({"type": "text", "text": "a"}, FUTURE_NODE),
    "a node held by a new member of a list row": screen(
        {"type": "list", "action": "pick", "items": [{"key": "1", "title": "A", "badge": FUTURE_NODE}]}, FUTURE_NODE
    ),
    "a new optional member of a known node": screen(
        {"type": "button", "action": "go", "title": "Go", "enabled": True, "style": "primary"}
    ),
    "a new error kind with a new code": {
        "jsonrpc": "2.0",
        "id": 7,
        "error": {"code": -32099, "message": "Too many requests: wait and retry", "data": {"kind": "rate_limited", "retryAfter": 2}},
    },
    "a new error kind with a known code": {
        "jsonrpc": "2.0",
        "id": 7,
        "error": {"code": -32602, "message": "Invalid params: the date is in the past", "data": {"kind": "date_in_the_past"}},
    },
    "a new notification": {"jsonrpc": "2.0", "method": "view/focus", "params": {"viewId": "v1", "node": "/children/0"}},
    "a new close reason": {"jsonrpc": "2.0", "method": "view/closed", "params": {"viewId": "v1", "reason": "expired"}},
    "a module served by a new kind of plugin": {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {"modules": [{"name": "w", "title": "W", "version": "1", "plugin": "wasm"}]},
    },
}


@pytest.mark.parametrize("message", FUTURE_MESSAGES.values(), ids=FUTURE_MESSAGES.keys())
def test_a_future_minor_version_passes_open_and_fails_exact(
    message: dict, exact: ProtocolSchema, open_set: ProtocolSchema
) -> None:
    methods = {message.get("id"): "module/list"}
    check(open_set, message, methods)
    with pytest.raises(jsonschema.ValidationError):
        check(exact, message, methods)


OPEN_STILL_REJECTS = {
    "a known node missing a member, under an unknown one": screen(
        {"type": "carousel", "children": [{"type": "button", "action": "go", "title": "Go"}]}
    ),
    "an unknown node whose children are not nodes": screen({"type": "carousel", "children": [{"text": "no type"}]}),
    "a node whose type is not a string": screen({"type": 3}),
    "a root that is not a screen": {**screen(), "params": {**screen()["params"], "view": {"type": "carousel"}}},
    "a known notification missing a member": {"jsonrpc": "2.0", "method": "router/navigate", "params": {"viewId": "v1"}},
    "an error without a kind": {"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "No", "data": {}}},
    "a new navigation action": {
        "jsonrpc": "2.0",
        "method": "router/navigate",
        "params": {"action": "teleport", "viewId": "v1", "module": "m", "stack": ["v1"]},
    },
    "a wrong jsonrpc": {"jsonrpc": "3.0", "method": "view/focus", "params": {}},
}


@pytest.mark.parametrize("message", OPEN_STILL_REJECTS.values(), ids=OPEN_STILL_REJECTS.keys())
def test_open_still_checks_what_it_knows(message: dict, open_set: ProtocolSchema) -> None:
    with pytest.raises(jsonschema.ValidationError):
        check(open_set, message, {})
