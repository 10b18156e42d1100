"""The bridge's framing (Clients/README.md, browser): one frame is one protocol line, both ways."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import aiohttp
from conftest import WebServer

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}}


async def exchange(server: WebServer, frames: list[str | bytes]) -> tuple[list[dict], int | None, str]:
    """Sends the frames (a program's handshake: no Origin, the token as a bearer); returns the messages received,
    the close code and its reason."""
    received: list[dict] = []
    reason = ""
    headers = {"Authorization": f"Bearer {server.token}"}
    async with aiohttp.ClientSession() as client:
        async with client.ws_connect(server.base.replace("http", "ws", 1) + "session", headers=headers) as ws:
            for frame in frames:
                await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))
            while True:
                message = await asyncio.wait_for(ws.receive(), timeout=10)
                if message.type != aiohttp.WSMsgType.TEXT:
                    reason = str(message.extra or "")
                    break
                received.append(json.loads(message.data))
                if received[-1].get("id") == 99:
                    await ws.close()
                    break
            return received, ws.close_code, reason


def test_a_frame_is_one_line_each_way(web_server: Callable[..., WebServer]) -> None:
    server = web_server()
    idle = {"jsonrpc": "2.0", "id": 99, "method": "host/idle"}
    received, _, _ = asyncio.run(exchange(server, [json.dumps(INITIALIZE), json.dumps(idle)]))
    assert [m.get("id") for m in received] == [1, 99]
    assert received[0]["result"]["protocolVersion"] == "1"


def test_a_frame_with_a_line_break_inside_closes_the_session_with_a_reason(
    web_server: Callable[..., WebServer],
) -> None:
    server = web_server()
    two_lines = json.dumps(INITIALIZE) + "\n" + json.dumps({"jsonrpc": "2.0", "id": 2, "method": "app/start"})
    received, code, reason = asyncio.run(exchange(server, [two_lines]))
    assert received == []
    assert code == 1007, (code, reason)
    assert "line break" in reason


def test_a_binary_frame_closes_the_session_with_a_reason(web_server: Callable[..., WebServer]) -> None:
    server = web_server()
    received, code, reason = asyncio.run(exchange(server, [json.dumps(INITIALIZE).encode()]))
    assert received == []
    assert code == 1003, (code, reason)
    assert "binary" in reason


# A frame over the limit, and one that is not UTF-8: test_bridge_limits.py, over a raw socket (their close frames
# come before a client library could finish sending them).
