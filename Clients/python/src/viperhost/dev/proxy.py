"""``viperhost-dev-host``: the host a frontend starts under ``viperhost-dev`` (a stable path, whatever was built).

It starts the build ``$VIPERHOST_DEV_CURRENT`` names (the supervisor replaces that file before each swap)
with the supervisor's arguments (plugins) and the frontend's, asks the supervisor (``$VIPERHOST_DEV_SOCKET``)
meanwhile for the build's state, and passes lines both ways untouched. Besides, it
writes the supervisor's ``dev/build`` notifications to the frontend (between two whole lines, and only
once the host answered ``initialize``). On ``swap`` it stops passing the frontend's lines on, ends the
host's input (the host finishes what it started, saves its session and exits: PROTOCOL.md §3), passes
the rest of its output, writes ``dev/swap {state: "swapping"}`` and exits with ``SWAP_EXIT_STATUS``: the
frontend starts it again with ``app/start {restore: true}`` (SESSIONS.md §2) and resends what it typed
that no host answered (PROTOCOL.md §6 rule 7). The new one then writes ``dev/swap {state: "done"}``.
Protocol/DEV.md has the notifications.
"""

from __future__ import annotations

import time

STARTED = time.monotonic()  # before the imports below: the swap's breakdown counts them

import asyncio  # noqa: E402
import contextlib  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import signal  # noqa: E402
import sys  # noqa: E402
from typing import Any  # noqa: E402

from . import channel  # noqa: E402


NOT_RESTORED = ("The host was swapped, but the saved session did not open with the new build (a screen's saved state "
                "no longer decodes, or nothing was saved: --in-memory; the host's log says which): the launch screen "
                "opened instead.")


class StableHost:
    """One frontend's host, for one build: ended by a swap, when the frontend starts it again."""

    def __init__(self, argv: list[str], socket_path: str) -> None:
        self.argv = argv
        self.socket_path = socket_path
        self.out = sys.stdout.buffer
        self.initialized = False
        self.held: list[bytes] = []  # notifications waiting for the initialize answer
        self.asked: dict[Any, str] = {}  # request id -> method, for the answers watched
        self.swapping = False
        self.completes: dict[str, Any] | None = None  # the swap this start completes
        self.host: asyncio.subprocess.Process | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.frontend_gone = False
        self.after_swap: dict[str, Any] = {}  # the swap that ended this host (for its dev/swap notice)
        self.hello_done = False
        self.restored_early: bool | None = None
        self.marks: dict[str, float] = {}
        self.from_host: asyncio.Task[None] | None = None

    def write(self, line: bytes) -> None:
        if self.frontend_gone:
            return
        try:
            self.out.write(line if line.endswith(b"\n") else line + b"\n")
            self.out.flush()
        except BrokenPipeError:  # the frontend closed our output (it quit, or viper-sh was ended for a swap)
            self.frontend_gone = True

    def inject(self, line: bytes) -> None:
        if self.initialized:
            self.write(line)
        else:
            self.held.append(line)

    async def run(self) -> int:
        # The build to run is read from the file the supervisor replaces before each swap: the host starts at
        # once, while the supervisor is asked for the rest (the build's state, the swap this start completes).
        self.marks = {"proxy": STARTED}
        current = read_current(os.environ.get(channel.CURRENT_ENV))
        if current is not None:
            await self.start_host(current)
        reader, self.writer = await asyncio.open_unix_connection(self.socket_path)
        self.writer.write(channel.encode({"type": "hello", "pid": os.getpid(), "argv": self.argv}))
        hello = await channel.read(reader)
        if hello is None or hello.get("type") != "hello":
            sys.stderr.write("viperhost-dev-host: the dev supervisor did not answer\n")
            if self.host is not None:
                self.host.kill()
            return 1
        self.marks["hello"] = time.monotonic()
        if self.host is None:
            await self.start_host(hello["host"])
        assert self.host is not None
        self.completes = hello.get("swap")
        if hello.get("build"):
            self.inject(channel.notification("dev/build", hello["build"]))
        if self.restored_early is not None:  # the session was restored before the supervisor answered
            self.swap_done(self.restored_early)
        self.hello_done = True
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            loop.add_signal_handler(sig, self.forward_signal, sig)
        listening = asyncio.create_task(self.listen(reader))
        await self.from_host
        status = await self.host.wait()
        listening.cancel()
        if self.swapping:
            return channel.SWAP_EXIT_STATUS
        return status if status >= 0 else 128 - status

    async def start_host(self, host: dict[str, Any]) -> None:
        self.host = await asyncio.create_subprocess_exec(
            host["binary"], *host.get("args", []), *self.argv, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, limit=64 * 1024 * 1024)
        self.marks["spawned"] = time.monotonic()
        self.from_host = asyncio.create_task(self.host_to_frontend())
        asyncio.create_task(self.frontend_to_host())

    def forward_signal(self, sig: int) -> None:
        if self.host is not None and self.host.returncode is None:
            self.host.send_signal(sig)

    async def frontend_to_host(self) -> None:
        assert self.host is not None and self.host.stdin is not None
        reader = asyncio.StreamReader(limit=64 * 1024 * 1024)
        await asyncio.get_running_loop().connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
        while True:
            line = await reader.readline()
            if not line:
                break
            if self.swapping:
                continue  # the frontend resends what the old host never answered (rule 7)
            self.note_request(line)
            self.host.stdin.write(line)
            try:
                await self.host.stdin.drain()
            except ConnectionError:
                break
        if not self.swapping:
            self.host.stdin.close()

    def note_request(self, line: bytes) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            return
        if not isinstance(message, dict) or "id" not in message:
            return
        method = message.get("method")
        if method == "initialize":
            self.asked[message["id"]] = method
        elif method == "app/start":
            params = message.get("params") or {}
            if params.get("restore") is True:
                self.asked[message["id"]] = method

    async def host_to_frontend(self) -> None:
        assert self.host is not None and self.host.stdout is not None
        while True:
            line = await self.host.stdout.readline()
            if not line:
                break
            self.write(line)
            if self.asked:
                self.note_answer(line)

    def note_answer(self, line: bytes) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            return
        if not isinstance(message, dict) or "method" in message or message.get("id") not in self.asked:
            return
        method = self.asked.pop(message["id"])
        if method == "initialize" and "result" in message:
            self.marks["initialized"] = time.monotonic()
            self.initialized = True
            for held in self.held:
                self.write(held)
            self.held.clear()
        elif method == "app/start":
            self.marks["restored"] = time.monotonic()
            restored = bool((message.get("result") or {}).get("restored"))
            if self.hello_done:
                self.swap_done(restored)
            else:
                self.restored_early = restored

    def swap_done(self, restored: bool) -> None:
        """After the answer to the restoring app/start of a start that completes a swap: ``dev/swap done``."""
        if self.completes is None:
            return
        params: dict[str, Any] = {"state": "done", "restored": restored, **self.completes}
        if not restored:
            params["note"] = NOT_RESTORED
        self.write(channel.notification("dev/swap", params))
        if self.writer is not None:
            self.writer.write(channel.encode({"type": "restored", "restored": restored, "marks": self.marks,
                                              **self.completes}))
        self.completes = None

    async def listen(self, reader: asyncio.StreamReader) -> None:
        while True:
            message = await channel.read(reader)
            if message is None:
                return
            if message.get("type") == "notify":
                self.inject(channel.notification(message["method"], message["params"]))
            elif message.get("type") == "swap":
                await self.swap(message.get("params") or {})
                return

    async def swap(self, params: dict[str, Any]) -> None:
        assert self.host is not None and self.host.stdin is not None
        self.swapping = True
        self.host.stdin.close()  # the host ends at the end of its input, having answered what it read
        self.after_swap = params  # the notice goes after the host's last line (main)
        await self.host.wait()


def read_current(path: str | None) -> dict[str, Any] | None:
    if not path:
        return None
    try:
        with open(path) as file:
            current = json.load(file)
    except (OSError, ValueError):
        return None
    return current if isinstance(current, dict) and isinstance(current.get("binary"), str) else None


def main() -> int:
    socket_path = os.environ.get(channel.SOCKET_ENV)
    if not socket_path:
        sys.stderr.write(f"viperhost-dev-host: run under viperhost-dev (${channel.SOCKET_ENV} is not set)\n")
        return 2
    proxy = StableHost(sys.argv[1:], socket_path)
    status = asyncio.run(proxy.run())
    if proxy.swapping:
        proxy.write(channel.notification("dev/swap", {"state": "swapping", **proxy.after_swap}))
    with contextlib.suppress(BrokenPipeError):
        sys.stdout.flush()
    os._exit(status)


if __name__ == "__main__":
    main()
