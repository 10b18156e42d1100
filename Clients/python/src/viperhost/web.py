"""viperhost-web: the browser frontend's bridge.

Serves ``Clients/web/`` (the page) and a WebSocket endpoint ``/session``.
Each WebSocket connection gets its own ``viper-host`` process, started with
the options given here; every text frame the page sends is one line on the
host's stdin, every line the host writes is one text frame. Closing the tab
ends the host (stdin EOF); a host that stops closes the socket with a reason
the page shows. Logs go to stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
from aiohttp import WSCloseCode, WSMsgType, web

from .locate import find_host_binary, own_data

# The largest line a host writes by default (PROTOCOL.md §10, maxMessageBytes) and some room.
LINE_LIMIT = 16 * 1024 * 1024 + 4096
# WebSocket close codes the page understands (RFC 6455 §7.4: 4000-4999 are the application's).
CLOSE_HOST_STOPPED = 4000
CLOSE_FULL = 4001
CLOSE_START_FAILED = 4002
# The bridge is stopping (a restart): 1001, "going away"; the page reconnects by itself.
SHUTDOWN_REASON = "The server is restarting."


def web_root() -> Path:
    """Clients/web/ of the checkout this package lives in, else an
    installation's PREFIX/share/viper-host/web."""
    return own_data("Clients/web", "web") or Path("Clients/web")


def clip_reason(text: str, limit: int = 123) -> str:
    """A WebSocket close reason is at most 123 bytes of UTF-8."""
    encoded = text.encode("utf-8")
    if len(encoded) <= limit:
        return text
    return encoded[: limit - 3].decode("utf-8", "ignore") + "…"


@dataclass
class Bridge:
    """Starts one host per WebSocket connection and pipes frames and lines."""

    binary: str
    host_args: list[str]
    max_sessions: int
    sessions: set[asyncio.subprocess.Process] = field(default_factory=set)
    sockets: set[web.WebSocketResponse] = field(default_factory=set)

    async def session(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=LINE_LIMIT)
        await ws.prepare(request)
        if len(self.sessions) >= self.max_sessions:
            reason = f"This server is full: {self.max_sessions} sessions are open. Close a tab or try again later."
            log(f"refused a session: {len(self.sessions)} of {self.max_sessions} open")
            await ws.close(code=CLOSE_FULL, message=clip_reason(reason).encode())
            return ws
        try:
            process = await asyncio.create_subprocess_exec(
                self.binary,
                *self.host_args,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                limit=LINE_LIMIT,
            )
        except OSError as error:
            reason = f"The host could not be started: {error.strerror or error}."
            log(reason)
            await ws.close(code=CLOSE_START_FAILED, message=clip_reason(reason).encode())
            return ws
        self.sessions.add(process)
        self.sockets.add(ws)
        log(f"session started: host pid {process.pid} ({len(self.sessions)} open)")
        stderr_tail: list[str] = []
        stderr_task = asyncio.create_task(self._read_stderr(process, stderr_tail))
        to_page = asyncio.create_task(self._host_to_page(process, ws, stderr_task, stderr_tail))
        try:
            async for message in ws:
                if process.stdin is None:
                    continue
                refusal = frame_refusal(message)
                if refusal is not None:
                    await ws.close(code=refusal[0], message=refusal[1].encode())
                    break
                line = message.data.rstrip("\r\n")
                try:
                    process.stdin.write(line.encode("utf-8") + b"\n")
                    await process.stdin.drain()
                except (BrokenPipeError, ConnectionResetError):
                    break
        finally:
            self.sockets.discard(ws)
            await self._end(process, to_page)
        return ws

    async def _host_to_page(
        self,
        process: asyncio.subprocess.Process,
        ws: web.WebSocketResponse,
        stderr_task: asyncio.Task[None],
        stderr_tail: list[str],
    ) -> None:
        """Each line the host writes is one frame; at its end, the socket closes with the reason."""
        assert process.stdout is not None
        while True:
            try:
                line = await process.stdout.readline()
            except ValueError:  # a line over LINE_LIMIT cannot be one frame
                log("the host wrote a line longer than the bridge's limit; ending the session")
                process.terminate()
                break
            if not line:
                break
            if not ws.closed:  # else keep draining, so the host never blocks writing
                await ws.send_str(line.decode("utf-8", "replace").rstrip("\r\n"))
        status = await process.wait()
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(stderr_task), timeout=2)
        if not ws.closed:
            reason = stopped_reason(status, stderr_tail)
            log(f"host pid {process.pid}: {reason}")
            await ws.close(code=CLOSE_HOST_STOPPED, message=clip_reason(reason).encode())

    async def _read_stderr(self, process: asyncio.subprocess.Process, tail: list[str]) -> None:
        assert process.stderr is not None
        async for raw in process.stderr:
            text = raw.decode("utf-8", "replace").rstrip()
            sys.stderr.write(f"[host {process.pid}] {text}\n")
            if text:
                tail.append(text)
                del tail[:-5]

    async def _end(self, process: asyncio.subprocess.Process, to_page: asyncio.Task[None]) -> None:
        """The tab closed: the host's input ends, and so does the host."""
        if process.stdin is not None and not process.stdin.is_closing():
            process.stdin.close()
        try:
            status = await asyncio.wait_for(process.wait(), timeout=10)
        except asyncio.TimeoutError:
            log(f"host pid {process.pid} did not end within 10 s of its input's end; terminating it")
            process.terminate()
            status = await process.wait()
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.gather(to_page, return_exceptions=True), timeout=5)
        self.sessions.discard(process)
        log(f"session ended: host pid {process.pid} exited with status {status} ({len(self.sessions)} open)")

    async def shutdown(self, _app: web.Application) -> None:
        """The bridge stops: each page hears 1001 first (so it reconnects), then the hosts' input ends."""
        await asyncio.gather(
            *(ws.close(code=WSCloseCode.GOING_AWAY, message=SHUTDOWN_REASON.encode()) for ws in list(self.sockets)),
            return_exceptions=True,
        )
        for process in list(self.sessions):
            if process.stdin is not None and not process.stdin.is_closing():
                process.stdin.close()
        for process in list(self.sessions):
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(process.wait(), timeout=10)


def frame_refusal(message: aiohttp.WSMessage) -> tuple[int, str] | None:
    """Why a frame cannot be one protocol line, as a close code and reason; None when it can.

    A frame is one line (PROTOCOL.md §1): text, with no line break inside
    (JSON never needs a raw one), or the host would read two messages."""
    if message.type == WSMsgType.BINARY:
        return WSCloseCode.UNSUPPORTED_DATA, "A frame is one protocol line, sent as text; this one was binary."
    if message.type == WSMsgType.TEXT and ("\n" in message.data.rstrip("\r\n") or "\r" in message.data.rstrip("\r\n")):
        return WSCloseCode.INVALID_TEXT, "A frame is one protocol line; this one had a line break inside."
    return None


def stopped_reason(status: int, stderr_tail: list[str]) -> str:
    last = stderr_tail[-1] if stderr_tail else ""
    return f"The host stopped (exit status {status})" + (f": {last}" if last else ".")


def log(text: str) -> None:
    sys.stderr.write(f"viperhost-web: {text}\n")
    sys.stderr.flush()


def make_app(bridge: Bridge, root: Path) -> web.Application:
    app = web.Application()

    async def index(_request: web.Request) -> web.FileResponse:
        return web.FileResponse(root / "index.html")

    app.router.add_get("/", index)
    app.router.add_get("/session", bridge.session)
    app.router.add_static("/", root, show_index=False)
    app.on_shutdown.append(bridge.shutdown)
    return app


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="viperhost-web",
        description="Serve the browser frontend: one viper-host per WebSocket connection (per tab).",
        epilog="Arguments after -- go to every viper-host (e.g. -- --plugin lib.so --jobs-url URL).",
    )
    parser.add_argument("--host", help="the viper-host binary (default: $VIPER_HOST_BIN, PATH, build folder)")
    data = parser.add_mutually_exclusive_group()
    data.add_argument("--data-dir", help="the hosts' data directory, shared by every tab (default: the host's own)")
    data.add_argument("--in-memory", action="store_true", help="each host keeps everything in memory")
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="port (default 8080; 0 picks a free one)")
    parser.add_argument("--max-sessions", type=int, default=16, help="hosts running at once (default 16)")
    parser.add_argument("--web-root", type=Path, default=None, help="the page's folder (default: Clients/web, or an installation's share/viper-host/web)")
    parser.add_argument("host_args", nargs="*", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


async def serve(options: argparse.Namespace, bridge: Bridge, root: Path) -> None:
    runner = web.AppRunner(make_app(bridge, root), handle_signals=True)
    await runner.setup()
    site = web.TCPSite(runner, options.bind, options.port)
    await site.start()
    server = site._server  # noqa: SLF001 - the bound port when --port 0
    port = server.sockets[0].getsockname()[1] if server is not None and server.sockets else options.port
    log(f"serving on http://{options.bind}:{port}/ (host: {bridge.binary})")
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if options.max_sessions < 1:
        log("--max-sessions must be at least 1")
        return 64
    host_args = list(options.host_args)
    if options.data_dir:
        host_args = ["--data-dir", options.data_dir, *host_args]
    elif options.in_memory:
        host_args = ["--in-memory", *host_args]
    binary = options.host or find_host_binary()
    root = options.web_root or web_root()
    if not (root / "index.html").is_file():
        log(f"no index.html in {root}: give --web-root")
        return 66
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(options, Bridge(binary, host_args, options.max_sessions), root))
    return 0


if __name__ == "__main__":
    sys.exit(main())
