"""A host the test plays, in process: the pipe ``AsyncHost`` talks over (``HostProcess``'s interface), for a
``ViperApp(launch=ScriptedHosts(...).launch)``. What the frontend writes is kept, in order (``lines``); what
the host writes is what the test ``write``s, when it chooses (an answer late, out of order, or never);
``lose`` ends the host's output as a crash does. The client (``AsyncHost``, its mirror and resync) and the
whole app run as they do over a real pipe: only the other end is the test."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from viperhost.client import AsyncHost

Message = dict[str, Any]
INFO = {"protocolVersion": "1", "hostInfo": {"name": "scripted-host", "version": "1.0.0"},
        "modules": [{"name": "case", "title": "Case", "version": "1.0.0"}],
        "limits": {"maxLineBytes": 1048576, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
                   "maxMessageBytes": 16777216}}
# What the test does not play: the start of a session and its end are answered at once.
OWN = {"initialize": INFO, "app/start": {"viewId": "v1", "module": "case", "restored": False}, "shutdown": None,
       "host/idle": None}


class ScriptedProcess:
    def __init__(self, on_line: Callable[[ScriptedProcess, Message], None]) -> None:
        self.lines: list[Message] = []
        self.answered: set[Any] = set()
        self.returncode: int | None = None
        self.stderr = ""
        self._out: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._ended = asyncio.Event()
        self._on_line = on_line

    # -- the frontend's side (HostProcess) ----------------------------------------

    async def send(self, line: bytes) -> bool:
        if self.returncode is not None:
            return False
        message = json.loads(line)
        self.lines.append(message)
        self._on_line(self, message)
        return True

    async def read_line(self) -> bytes | None:
        return await self._out.get()

    def close_input(self) -> None:
        self._end(0)

    async def wait(self, timeout: float | None = None) -> int:
        await self._ended.wait()
        assert self.returncode is not None
        return self.returncode

    async def close(self, timeout: float = 10.0, grace: float = 5.0) -> int:
        self.close_input()
        return await self.wait()

    def terminate(self) -> None:
        self._end(-15)

    def kill(self) -> None:
        self._end(-9)

    # -- the host's side (the test) -----------------------------------------------

    def write(self, message: Message) -> None:
        if "id" in message:
            self.answered.add(message["id"])
        self._out.put_nowait(json.dumps({"jsonrpc": "2.0", **message}).encode())

    def lose(self) -> None:
        """The host is gone (killed): its output ends, nothing it owes is answered."""
        self._end(-9)

    def unanswered(self) -> list[Message]:
        return [m for m in self.lines if "id" in m and m["id"] not in self.answered]

    def _end(self, status: int) -> None:
        if self.returncode is None:
            self.returncode = status
            self._out.put_nowait(None)
            self._ended.set()


def answer_own(process: ScriptedProcess, message: Message) -> None:
    """Answers what the test does not play (``OWN``) at once; an ``exit`` ends the host."""
    if message.get("method") == "exit":
        process.close_input()
    elif "id" in message and message.get("method") in OWN:
        process.write({"id": message["id"], "result": OWN[message["method"]]})


class ScriptedHosts:
    """``launch`` for ``ViperApp``: each start (the first, and each after a loss) is a new scripted host."""

    def __init__(self) -> None:
        self.processes: list[ScriptedProcess] = []

    async def launch(self, args: Any = (), binary: str | None = None, **options: Any) -> AsyncHost:
        process = ScriptedProcess(answer_own)
        self.processes.append(process)
        return AsyncHost(process, binary="scripted", **options)  # type: ignore[arg-type]

    @property
    def current(self) -> ScriptedProcess:
        assert self.processes, "no host started yet"
        return self.processes[-1]

    def lines(self) -> list[Message]:
        return [line for process in self.processes for line in process.lines]
