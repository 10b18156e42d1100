"""viperhost-latency: every line of the host arrives, in order, --delay-ms late."""

from __future__ import annotations

import json
import subprocess
import sys
import time

from viperhost.locate import find_host_binary

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}}


def test_the_host_answers_late_in_order_and_its_status_passes_through() -> None:
    lines = [INIT, {"jsonrpc": "2.0", "id": 2, "method": "module/list"}, {"jsonrpc": "2.0", "id": 3, "method": "shutdown"},
             {"jsonrpc": "2.0", "method": "exit"}]
    process = subprocess.Popen(
        [sys.executable, "-m", "viperhost.latency", "--delay-ms", "400", "--", find_host_binary(), "--in-memory"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    started = time.monotonic()
    process.stdin.write(b"".join(json.dumps(line).encode() + b"\n" for line in lines))
    process.stdin.flush()
    first = process.stdout.readline()
    waited = time.monotonic() - started
    rest = process.stdout.read()
    assert process.wait(timeout=10) == 0
    answers = [json.loads(line) for line in [first, *rest.splitlines()]]
    assert [answer["id"] for answer in answers] == [1, 2, 3]
    assert waited >= 0.4
