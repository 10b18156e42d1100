"""Tabs the way the page opens them (app.js, token.js): a WebSocket to /session with the subprotocols
`viperhost` and `viperhost-token.TOKEN` and the page's own Origin, then `initialize`.

As a program, `python tabs.py BASE TOKEN N` opens N at once, prints one JSON line
`{"open": K, "failed": [...]}` once each has its answer or has failed, and then holds them until it is
killed: SIGKILL drops them all together, as a browser that dies does (the kernel closes every socket)."""

from __future__ import annotations

import asyncio
import json
import resource
import sys
from dataclasses import dataclass

import aiohttp

SUBPROTOCOL = "viperhost"
TOKEN_PREFIX = "viperhost-token."
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "1", "clientInfo": {"name": "viperhost-web"}}}
START = {"jsonrpc": "2.0", "id": 2, "method": "app/start", "params": {"restore": True}}


@dataclass
class Closed(Exception):
    """The socket closed (or never opened) before the answer came: its close code and reason."""

    code: int | None
    reason: str

    def __str__(self) -> str:
        return f"closed with {self.code}: {self.reason}"


def raise_open_files_limit(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard) if hard != resource.RLIM_INFINITY else needed,
                                                    hard))


async def open_tab(http: aiohttp.ClientSession, base: str, token: str) -> aiohttp.ClientWebSocketResponse:
    """A socket the bridge accepted, as the page's (it answers the subprotocol `viperhost`)."""
    ws = await http.ws_connect(base.replace("http", "ws", 1) + "session", origin=base.rstrip("/"),
                               protocols=(SUBPROTOCOL, TOKEN_PREFIX + token), max_msg_size=0)
    if ws.protocol != SUBPROTOCOL:
        raise Closed(None, f"the bridge answered the subprotocol {ws.protocol!r}")
    return ws


async def answer_of(ws: aiohttp.ClientWebSocketResponse, message: dict, wanted: str = "") -> dict:
    """Sends a request; its answer (or, with `wanted`, the first notification of that method). Closed when the
    socket closes first."""
    await ws.send_str(json.dumps(message))
    while True:
        frame = await ws.receive()
        if frame.type != aiohttp.WSMsgType.TEXT:
            raise Closed(ws.close_code, str(frame.extra or frame.type.name))
        received = json.loads(frame.data)
        if (received.get("method") == wanted) if wanted else (received.get("id") == message["id"]):
            return received


async def first_view(ws: aiohttp.ClientWebSocketResponse) -> dict:
    """What the page does once open: `initialize`, then `app/start {restore: true}`; the first screen's tree."""
    await answer_of(ws, INITIALIZE)
    update = await answer_of(ws, START, wanted="view/update")
    return update["params"]["view"]


async def hold(base: str, token: str, count: int) -> None:
    raise_open_files_limit(count + 256)
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=None, sock_connect=60)
    http = aiohttp.ClientSession(connector=connector, timeout=timeout)

    async def one() -> aiohttp.ClientWebSocketResponse | str:
        try:
            ws = await open_tab(http, base, token)
            await answer_of(ws, INITIALIZE)
            return ws
        except Exception as error:  # each failure is reported, none stops the others
            return repr(error)

    opened = await asyncio.gather(*(one() for _ in range(count)))
    failed = [item for item in opened if isinstance(item, str)]
    print(json.dumps({"open": count - len(failed), "failed": failed[:5]}), flush=True)
    await asyncio.Event().wait()  # until killed


if __name__ == "__main__":
    asyncio.run(hold(sys.argv[1], sys.argv[2], int(sys.argv[3])))
