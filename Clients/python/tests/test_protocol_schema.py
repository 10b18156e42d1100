"""Every message the host writes in a full session validates against Protocol/schema."""

from __future__ import annotations

import jsonschema
import pytest

from viperhost import HostError
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


@pytest.mark.parametrize(
    ("method", "params", "code"),
    [
        ("no/such", None, -32601),
        ("view/get", {"viewId": "v99"}, -32010),
        ("view/open", {"module": "nope"}, -32011),
        ("view/open", {}, -32602),
        ("navigation/back", None, -32012),
        ("initialize", {"protocolVersion": "1"}, -32600),
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
