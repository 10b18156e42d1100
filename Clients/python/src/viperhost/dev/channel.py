"""The line-delimited JSON messages between the dev supervisor and each stable host (``proxy``), over a Unix socket.

supervisor → proxy: ``hello`` (answer to the proxy's hello: the host to start, the build state, the swap
this start completes if any), ``notify`` (a notification for the frontend: ``dev/build``), ``swap`` (end the
host: a new one is built). proxy → supervisor: ``hello {pid}``, ``restored {restored, generation}``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

SOCKET_ENV = "VIPERHOST_DEV_SOCKET"
# The file naming the build a stable host starts ({binary, args}), replaced (atomically) before each swap.
CURRENT_ENV = "VIPERHOST_DEV_CURRENT"
# The stable host exits with this status after a swap (EX_TEMPFAIL: "try again"): the web bridge closes the page's
# socket with CLOSE_HOST_SWAPPED, so the page reconnects at once.
SWAP_EXIT_STATUS = 75


def encode(message: dict[str, Any]) -> bytes:
    return json.dumps(message, separators=(",", ":")).encode() + b"\n"


async def read(reader: asyncio.StreamReader) -> dict[str, Any] | None:
    line = await reader.readline()
    if not line:
        return None
    message = json.loads(line)
    return message if isinstance(message, dict) else None


def notification(method: str, params: dict[str, Any]) -> bytes:
    return encode({"jsonrpc": "2.0", "method": method, "params": params})
