"""What the host says about itself, over real pipes: `--log-level trace` logs
each message's method and id, never its params (PROTOCOL.md §1), and
`viper-host help serve` names every module `--bench-modules` registers."""

from __future__ import annotations

import json
import subprocess

from viperhost.locate import find_host_binary

NODES = ["field", "toggle", "form", "stack", "section"]
SECRET = "hunter2-never-logged"


def lines(*messages: dict) -> bytes:
    return b"".join(json.dumps(message).encode() + b"\n" for message in messages)


def test_trace_logs_each_message_by_method_and_id_and_never_its_params() -> None:
    session = lines(
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "1", "capabilities": {"nodes": NODES}}},
        {"jsonrpc": "2.0", "id": 2, "method": "view/open", "params": {"module": "bench-form"}},
        {"jsonrpc": "2.0", "id": "edit-1", "method": "view/input",
         "params": {"viewId": "v1", "key": "token", "secret": SECRET, "seq": 1}},
        {"jsonrpc": "2.0", "id": 4, "method": "view/input",
         "params": {"viewId": "v1", "key": "nothing", "value": SECRET, "seq": 1}},
        {"jsonrpc": "2.0", "method": "host/idle"},
    )
    done = subprocess.run(
        [find_host_binary(), "--in-memory", "--bench-modules", "--log-level", "trace"],
        input=session, capture_output=True, timeout=60, check=True,
    )
    log = done.stderr.decode()
    received = [line for line in log.splitlines() if line.endswith(" received")]
    assert len(received) == 5, log
    assert "id=1 method=initialize" in received[0]
    assert "id=2 method=view/open" in received[1]
    assert 'id="edit-1" method=view/input' in received[2]
    assert "method=host/idle" in received[4] and "id=" not in received[4]
    assert any("id=4 kind=unknown_input" in line and "answered with an error" in line for line in log.splitlines())
    assert SECRET not in log


def test_help_serve_names_every_bench_module() -> None:
    host = find_host_binary()
    session = lines({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}})
    answer = subprocess.run([host, "--in-memory", "--bench-modules"], input=session, capture_output=True,
                            timeout=60, check=True).stdout.decode().splitlines()[0]
    bench = [m["name"] for m in json.loads(answer)["result"]["modules"] if m["name"].startswith("bench-")]
    assert len(bench) >= 3
    help_text = " ".join(subprocess.run([host, "help", "serve"], capture_output=True, timeout=60,
                                        check=True).stdout.decode().split())
    assert "(" + ", ".join(bench) + ")" in help_text


def test_trace_logs_a_method_that_is_not_a_plain_name_as_a_json_string() -> None:
    """A line break or an escape sequence in a method would forge a log line or drive the terminal."""
    forged = "x\n2026-01-01T00:00:00 error viper-host : forged\u001b[31m"
    session = lines(
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}},
        {"jsonrpc": "2.0", "method": forged},
    )
    done = subprocess.run([find_host_binary(), "--in-memory", "--log-level", "trace"], input=session,
                          capture_output=True, timeout=60, check=True)
    log = done.stderr.decode()
    assert "\u001b" not in log and "forged\n" not in log and not any(l.startswith("2026-01-01") for l in log.splitlines())
    received = [line for line in log.splitlines() if line.endswith(" received")]
    assert len(received) == 2, log
    assert 'method="x\\n2026-01-01T00:00:00 error viper-host : forged\\u001b[31m"' in received[1], received[1]
