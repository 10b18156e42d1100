"""The bridge's limits hold from outside: --max-sessions under a burst of handshakes, frames it cannot read,
a page that never reads, SIGTERM, and a bind beyond loopback (Clients/README.md, "Security" and "Limits")."""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from conftest import WebServer
from rawhttp import close_frame_of, frame, read_frame, request

Start = Callable[..., WebServer]
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}}


def children(pid: int) -> list[int]:
    found = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout.split()
    return [int(p) for p in found]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def test_max_sessions_holds_under_a_burst_of_handshakes(web_server: Start) -> None:
    server = web_server(max_sessions=4)

    async def burst() -> tuple[list[int | None], int]:
        async with aiohttp.ClientSession() as client:
            async def one() -> aiohttp.ClientWebSocketResponse:
                return await client.ws_connect(server.base.replace("http", "ws", 1) + "session",
                                               headers={"Authorization": f"Bearer {server.token}"})
            sockets = await asyncio.gather(*(one() for _ in range(40)))
            codes: list[int | None] = []
            for ws in sockets:  # a refused one is closed at once with 4001; an accepted one answers
                await ws.send_str(json.dumps(INITIALIZE))
                message = await asyncio.wait_for(ws.receive(), timeout=30)
                codes.append(ws.close_code if message.type != aiohttp.WSMsgType.TEXT else None)
            hosts = len(children(server.process.pid))
            for ws in sockets:
                await ws.close()
            return codes, hosts

    codes, hosts = asyncio.run(burst())
    assert hosts == 4
    assert codes.count(None) == 4 and codes.count(4001) == 36, codes


def test_a_slot_is_given_back_when_a_session_ends(web_server: Start) -> None:
    server = web_server(max_sessions=1)
    for _ in range(3):
        answer = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
        assert answer.status == 101
        answer.sock.sendall(frame(json.dumps(INITIALIZE).encode()))
        answer.sock.close()
        deadline = time.monotonic() + 20
        while "(0 open)" not in "".join(server.log).rsplit("session started", 1)[-1]:
            assert time.monotonic() < deadline, "".join(server.log)
            time.sleep(0.05)


@pytest.mark.parametrize("payload,code,reason", [
    (b'{"jsonrpc":"2.0","id":1,"method":"\xff\xfe"}', 1007, "valid UTF-8"),
    (b"\xc3\x28", 1007, "valid UTF-8"),
    (b"\xed\xa0\x80", 1007, "valid UTF-8"),  # a UTF-16 surrogate encoded as UTF-8
])
def test_a_frame_that_is_not_utf8_closes_with_a_reason_and_no_traceback(
    web_server: Start, payload: bytes, code: int, reason: str
) -> None:
    server = web_server()
    answer = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
    answer.sock.sendall(frame(payload))
    assert close_frame_of(answer.sock, answer.body) == (code, "A frame must be valid UTF-8 text.")
    assert_no_traceback(server)


def test_a_frame_over_the_limit_closes_with_a_reason_and_no_traceback(web_server: Start) -> None:
    """Its header claims 17 MiB: refused from the header, before the bridge holds any of it."""
    server = web_server()
    answer = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
    answer.sock.sendall(frame(b"{" * 1024, length=17 * 1024 * 1024))
    code, text = close_frame_of(answer.sock, answer.body)
    assert code == 1009 and text.startswith("A frame is over the bridge's limit of 16781312 bytes"), (code, text)
    assert_no_traceback(server)


def assert_no_traceback(server: WebServer) -> None:
    server.stop()
    log = "".join(server.log)
    assert "Traceback" not in log and "Error" not in log.replace("error", ""), log
    assert server.process.returncode == 0


def test_a_page_that_never_reads_cannot_grow_the_bridge(web_server: Start) -> None:
    """500 answers of ~600 KB (300 MB) asked for and never read: the bridge holds one line and its read-ahead
    (Clients/README.md, "Limits"), not a queue; the host waits on its full pipe (+36 MiB before, +3 now)."""
    server = web_server("--bench-modules")
    answer = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
    answer.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 64 * 1024)
    start = {"jsonrpc": "2.0", "id": 2, "method": "app/start",
             "params": {"stack": [{"module": "bench-list", "input": {"rows": 10000}}]}}
    for message in (INITIALIZE, start):
        answer.sock.sendall(frame(json.dumps(message).encode()))
    # The baseline: the bridge once it has handled the start (its RSS stops changing), not a fixed second a loaded
    # machine may need more than.
    settling = [rss_kib(server.process.pid)]
    while len(settling) < 5 or abs(settling[-1] - settling[-2]) > 256:
        assert len(settling) < 300, f"the bridge's RSS never settled: {settling}"
        time.sleep(0.2)
        settling.append(rss_kib(server.process.pid))
    before = settling[-1]
    answer.sock.setblocking(False)
    for number in range(500):
        get = {"jsonrpc": "2.0", "id": 10 + number, "method": "view/get", "params": {"viewId": "v1"}}
        try:
            answer.sock.sendall(frame(json.dumps(get).encode()))
        except BlockingIOError:
            break
    samples = []
    for _ in range(30):  # the host keeps writing while the bridge may hold more; sample as it does
        time.sleep(0.1)
        samples.append(rss_kib(server.process.pid))
    growth_mib = (max(samples) - before) / 1024
    assert growth_mib < 8, f"the bridge grew by {growth_mib:.1f} MiB"
    answer.sock.setblocking(True)  # the page reads again: the answers were held back, not lost
    buffered = answer.body
    while True:
        _, payload, buffered = read_frame(answer.sock, buffered)
        message = json.loads(payload)
        if message.get("id") == 10:
            break
    assert message["result"]["view"]["children"], message
    answer.sock.close()


def test_sigterm_ends_the_bridge_with_status_0_and_its_hosts_with_it(web_server: Start) -> None:
    server = web_server()
    sockets = [request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
               for _ in range(3)]
    for answer in sockets:
        answer.sock.sendall(frame(json.dumps(INITIALIZE).encode()))
    deadline = time.monotonic() + 20
    while len(hosts := children(server.process.pid)) < 3:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=30) == 0
    for answer in sockets:
        assert close_frame_of(answer.sock, answer.body) == (1001, "The server is restarting.")
    for pid in hosts:
        assert not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text()


def test_every_page_taken_hears_1001_when_the_stop_comes_as_pages_connect(web_server: Start) -> None:
    """SIGTERM while pages keep connecting: every page the bridge took (its handshake answered 101) hears 1001 —
    those connected before, those whose host was still starting as the stop began, those after. The moment of
    the stop moves each round; a page that missed it would see its connection dropped without a close frame."""
    for round_ in range(3):
        server = web_server()
        opened: list[Any] = []

        def connect() -> None:  # pages arriving one after another, as the stop begins
            for _ in range(10):
                try:
                    answer = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"},
                                     websocket=True)
                except (OSError, IndexError, ValueError):  # refused, or closed before answering: not taken
                    return
                if answer.status != 101:
                    return
                opened.append(answer)

        arriving = threading.Thread(target=connect)
        arriving.start()
        deadline = time.monotonic() + 30
        while len(opened) < 1 + round_ and arriving.is_alive():
            assert time.monotonic() < deadline
            time.sleep(0.005)
        server.process.send_signal(signal.SIGTERM)
        arriving.join(timeout=60)
        assert server.process.wait(timeout=30) == 0
        assert opened, f"round {round_}: no page was taken"
        for number, answer in enumerate(opened):
            assert close_frame_of(answer.sock, answer.body) == (1001, "The server is restarting."), (round_, number)


def run_bridge(host_binary: str, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "viperhost.web", "--host", host_binary, *options],
                          capture_output=True, text=True, timeout=30)


def test_a_bind_beyond_loopback_needs_allow_host_and_warns(host_binary: str, web_server: Start) -> None:
    for loopback_only in ([], ["--allow-host", "127.0.0.1"], ["--allow-host", "localhost:1"]):
        refused = run_bridge(host_binary, "--port", "0", "--bind", "0.0.0.0", *loopback_only)
        assert refused.returncode == 64, loopback_only
        assert "--allow-host" in refused.stderr
    server = web_server(options=["--bind", "0.0.0.0", "--allow-host", "viper.lan"])
    assert "WARNING: listening on 0.0.0.0" in "".join(server.log)
    assert server.url.startswith("http://127.0.0.1:")
    assert request(server.port, "/session", {"Host": "viper.lan"}, websocket=True).status == 403  # still the token
    assert request(server.port, "/auth", {"Host": "viper.lan", "Authorization": f"Bearer {server.token}"}).status == 204


def test_a_port_out_of_range_is_a_usage_error(host_binary: str) -> None:
    for port in ("65536", "-1"):
        refused = run_bridge(host_binary, "--port", port)
        assert refused.returncode == 64 and "--port" in refused.stderr and "Traceback" not in refused.stderr


def test_another_loopback_address_prints_a_url_that_works(web_server: Start) -> None:
    server = web_server(options=["--bind", "127.0.0.2"])
    assert server.url.startswith("http://127.0.0.2:")
    with socket.create_connection(("127.0.0.2", server.port), timeout=10) as sock:
        sock.sendall(f"GET /auth HTTP/1.1\r\nHost: 127.0.0.2:{server.port}\r\n"
                     f"Authorization: Bearer {server.token}\r\n\r\n".encode())
        assert sock.recv(100).startswith(b"HTTP/1.1 204")


def test_a_connection_that_never_finishes_its_headers_is_closed(web_server: Start) -> None:
    """Slowloris: 50 connections that send half a request (and 10 that send nothing) are closed by the
    bridge (10 s deadline, Clients/README.md), while the user's own requests are answered meanwhile."""
    server = web_server()
    idle = []
    for number in range(60):
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
        if number < 50:
            sock.sendall(f"GET /session HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n".encode())
        idle.append(sock)
    assert request(server.port, "/auth", {"Authorization": f"Bearer {server.token}"}).status == 204
    for sock in idle:  # each is closed by the bridge: recv returns b"" (or the connection resets)
        try:
            assert sock.recv(100) == b""
        except ConnectionResetError:
            pass
        sock.close()


def test_a_host_that_ignores_sigterm_is_killed_after_its_tab_closes(web_server: Start, tmp_path: Path) -> None:
    """Its slot must come back: the next tab is served, not told the server is full."""
    stubborn = tmp_path / "stubborn-host"
    stubborn.write_text("#!/bin/sh\ntrap '' TERM\nexec sleep 1000\n")
    stubborn.chmod(0o755)
    server = web_server(host=str(stubborn), max_sessions=1)
    first = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
    assert first.status == 101
    deadline = time.monotonic() + 20
    while not children(server.process.pid):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    host = children(server.process.pid)[0]
    first.sock.close()
    deadline = time.monotonic() + 40  # 10 s for its input's end, 5 s for SIGTERM, then SIGKILL
    while Path(f"/proc/{host}").exists() and "zombie" not in Path(f"/proc/{host}/status").read_text():
        assert time.monotonic() < deadline, "".join(server.log)
        time.sleep(0.2)
    assert "ignored SIGTERM for 5 s; killing it" in "".join(server.log)
    second = request(server.port, "/session", {"Authorization": f"Bearer {server.token}"}, websocket=True)
    assert second.status == 101
    second.sock.settimeout(2)
    with pytest.raises(TimeoutError):  # served (a host started), not closed at once with 4001
        second.sock.recv(100)
