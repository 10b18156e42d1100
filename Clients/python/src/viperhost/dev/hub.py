"""The supervisor's side of the channel: every stable host connected, what a new one is told, broadcasts."""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import channel


@dataclass
class Hub:
    socket_path: Path
    host: dict[str, Any]  # {binary, args}: what a stable host starts now
    log: Callable[[str], None]
    on_restored: Callable[[dict[str, Any], float], None] = lambda _message, _ms: None
    build: dict[str, Any] | None = None  # the dev/build params a newcomer gets (building or failed), or None
    connected: set[asyncio.StreamWriter] = field(default_factory=set)
    swap: dict[str, Any] | None = None  # the swap under way: what the restarted hosts complete
    swap_started: float = 0.0
    swap_expected: int = 0
    server: asyncio.AbstractServer | None = None
    swapped: asyncio.Event = field(default_factory=asyncio.Event)  # set at each swap (viper-sh is started again)

    @property
    def current_path(self) -> Path:
        return self.socket_path.with_name("current.json")

    def publish(self, host: dict[str, Any]) -> None:
        """The build stable hosts start from now on: in ``current.json``, replaced in one rename."""
        self.host = host
        partial = self.current_path.with_suffix(".partial")
        partial.write_text(json.dumps(host))
        os.replace(partial, self.current_path)

    async def start(self) -> None:
        self.publish(self.host)
        self.socket_path.unlink(missing_ok=True)
        self.server = await asyncio.start_unix_server(self.serve, path=str(self.socket_path))

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
        self.socket_path.unlink(missing_ok=True)

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            hello = await channel.read(reader)
            if hello is None or hello.get("type") != "hello":
                return
            answer: dict[str, Any] = {"type": "hello", "host": self.host, "build": self.build}
            if self.swap is not None and self.swap_expected > 0:
                self.swap_expected -= 1
                answer["swap"] = self.swap
            writer.write(channel.encode(answer))
            self.connected.add(writer)
            self.log(f"host started for a frontend (stable host pid {hello.get('pid')}, arguments "
                     f"{hello.get('argv')}; {len(self.connected)} connected)")
            while (message := await channel.read(reader)) is not None:
                if message.get("type") == "restored":
                    marks = message.get("marks") or {}
                    # CLOCK_MONOTONIC is the machine's: the stable host's marks and the swap's start compare.
                    message["breakdown"] = {name: round((at - self.swap_started) * 1000, 1)
                                            for name, at in marks.items()}
                    self.on_restored(message, (time.monotonic() - self.swap_started) * 1000)
        except (ConnectionError, ValueError, asyncio.CancelledError):
            pass  # a stable host that went away, or the loop ending
        finally:
            self.connected.discard(writer)
            writer.close()

    def send(self, message: dict[str, Any]) -> None:
        data = channel.encode(message)
        for writer in list(self.connected):
            try:
                writer.write(data)
            except (ConnectionError, RuntimeError):
                self.connected.discard(writer)

    def announce(self, params: dict[str, Any]) -> None:
        """A ``dev/build`` notification to every frontend; a newcomer gets it too unless it is ``ok``."""
        self.build = None if params.get("state") == "ok" else params
        self.send({"type": "notify", "method": "dev/build", "params": params})

    def swap_to(self, host: dict[str, Any], params: dict[str, Any]) -> int:
        """Every connected stable host ends its host; each started after this one runs ``host``."""
        self.publish(host)
        self.swap = params
        self.swap_started = time.monotonic()
        self.swap_expected = len(self.connected)
        self.send({"type": "swap", "params": params})
        self.swapped.set()
        return self.swap_expected
