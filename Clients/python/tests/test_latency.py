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


def test_the_mock_host_answers_late_with_delay_ms_and_refuses_a_delay_out_of_range(tmp_path) -> None:
    story = tmp_path / "story.txt"
    story.write_text(
        '--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'
        '<-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1"}}\n'
    )
    started = time.monotonic()
    played = subprocess.run(
        [find_host_binary(), "mock", "--delay-ms", "300", str(story)],
        input=json.dumps(INIT) + "\n", capture_output=True, text=True, timeout=30,
    )
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["id"] == 1
    assert time.monotonic() - started >= 0.3
    refused = subprocess.run([find_host_binary(), "mock", "--delay-ms", "60001", str(story)], capture_output=True, text=True)
    assert refused.returncode == 64 and "--delay-ms must be 0 … 60000" in refused.stderr
