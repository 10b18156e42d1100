"""One viper-host per WebSocket connection: frames in, lines out, and the limits that keep one
session from hurting the others or the bridge."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from dataclasses import dataclass, field

import aiohttp
from aiohttp import WSCloseCode, WSMsgType, web

from ..client.process import LINE_LIMIT, READ_AHEAD, HostProcess, LineTooLong, without
from ..dev.channel import SWAP_EXIT_STATUS
from .guard import SUBPROTOCOL, Guard
from .pages import refused
from .slots import Slot, Slots

# LINE_LIMIT: the largest line a host writes by default (PROTOCOL.md §10, maxMessageBytes) and some room.
# READ_AHEAD: what the bridge reads ahead of the page from a host's stdout. asyncio buffers up to twice this
# before it stops reading, and then the host blocks on its full pipe: a page that does not read costs the
# bridge this, aiohttp's write buffer (64 KiB) and the one line being sent (≤ LINE_LIMIT), not a queue that grows.
# WebSocket close codes the page understands (RFC 6455 §7.4: 4000-4999 are the application's).
CLOSE_HOST_STOPPED = 4000
CLOSE_FULL = 4001
CLOSE_START_FAILED = 4002
CLOSE_HOST_SWAPPED = 4003  # viperhost-dev's stable host ended for a new build (Protocol/DEV.md): the page reconnects
# The bridge is stopping (a restart): 1001, "going away"; the page reconnects by itself.
SHUTDOWN_REASON = "The server is restarting."
# The bridge's stop is bounded whatever pages and hosts do: the pages get PAGES_CLOSE_S to answer their 1001,
# the hosts HOSTS_END_S to end after their input's end, then SIGTERM and HOSTS_TERM_S, then SIGKILL and
# KILLED_S; aiohttp then gives the sessions' handlers HANDLERS_S, cancels them and gives them HANDLERS_S more.
PAGES_CLOSE_S = 2.0
HOSTS_END_S = 5.0
HOSTS_TERM_S = 2.0
KILLED_S = 1.0
HANDLERS_S = 2.0
STOP_BOUND_S = PAGES_CLOSE_S + HOSTS_END_S + HOSTS_TERM_S + KILLED_S + 2 * HANDLERS_S
# Frames aiohttp itself refuses, closing with the code and no reason: the reason the page is given.
FRAME_ERROR_REASONS = {
    WSCloseCode.INVALID_TEXT: "A frame must be valid UTF-8 text.",
    WSCloseCode.MESSAGE_TOO_BIG: f"A frame is over the bridge's limit of {LINE_LIMIT} bytes.",
    WSCloseCode.PROTOCOL_ERROR: "The WebSocket frame was malformed.",
}
# The bridge's own secret stays with the bridge: hosts and their plugins never see it.
BRIDGE_ONLY_ENVIRONMENT = ("VIPERHOST_WEB_TOKEN",)


class BridgeSocket(web.WebSocketResponse):
    """aiohttp closes on a frame it cannot read (invalid UTF-8, too large) without a reason; this gives one."""

    async def close(self, *, code: int = WSCloseCode.OK, message: bytes = b"", drain: bool = True) -> bool:
        if not message and code in FRAME_ERROR_REASONS:
            message = FRAME_ERROR_REASONS[WSCloseCode(code)].encode()
        return await super().close(code=code, message=message, drain=drain)


def clip_reason(text: str, limit: int = 123) -> str:
    """A WebSocket close reason is at most 123 bytes of UTF-8."""
    encoded = text.encode("utf-8")
    if len(encoded) <= limit:
        return text
    return encoded[: limit - 3].decode("utf-8", "ignore") + "…"


def log(text: str) -> None:
    sys.stderr.write(f"viperhost-web: {text}\n")
    sys.stderr.flush()


@dataclass
class Bridge:
    """Starts one host per WebSocket connection and pipes frames and lines."""

    binary: str
    host_args: list[str]
    max_sessions: int
    guard: Guard
    sessions: set[HostProcess] = field(default_factory=set)
    sockets: set[web.WebSocketResponse] = field(default_factory=set)
    # Hosts running or starting (slots.py): a free slot is taken with no await after the checks, so
    # concurrent handshakes cannot all pass, and given back when its host has been reaped.
    slots: Slots = field(init=False)
    stopping: bool = False

    def __post_init__(self) -> None:
        self.slots = Slots(self.max_sessions)

    async def session(self, request: web.Request) -> web.StreamResponse:
        origins = request.headers.getall("Origin", [])
        origin_refusal = (
            self.guard.origin_refusal(origins[0] if origins else None, request.headers["Host"])
            if len(origins) <= 1
            else "A handshake may carry one Origin."
        )
        if origin_refusal is not None:
            log("refused a WebSocket handshake from another origin")
            return refused(origin_refusal)
        slot = await self.slots.take()
        try:
            ws = BridgeSocket(max_msg_size=LINE_LIMIT, protocols=(SUBPROTOCOL,))
            await ws.prepare(request)
            if slot is None:
                reason = f"This server is full: {self.max_sessions} sessions are open. Close a tab or try again later."
                log(f"refused a session: {self.max_sessions} of {self.max_sessions} open")
                await ws.close(code=CLOSE_FULL, message=clip_reason(reason).encode())
            elif self.stopping:
                await ws.close(code=WSCloseCode.GOING_AWAY, message=SHUTDOWN_REASON.encode())
            else:
                await self._run(ws, slot)
            return ws
        finally:
            if slot is not None:
                slot.give_back()

    async def _run(self, ws: web.WebSocketResponse, slot: Slot) -> None:
        def forward(text: str) -> None:  # each line of the host's stderr, as it comes
            sys.stderr.write(f"[host {process.pid}] {text}\n")

        try:
            process = await HostProcess.start(
                self.binary, self.host_args, env=without(BRIDGE_ONLY_ENVIRONMENT), read_ahead=READ_AHEAD,
                line_limit=LINE_LIMIT, stderr_lines=5, on_stderr=forward,
            )
        except OSError as error:
            reason = f"The host could not be started: {error.strerror or error}."
            log(reason)
            await ws.close(code=CLOSE_START_FAILED, message=clip_reason(reason).encode())
            return
        self.sessions.add(process)
        self.sockets.add(ws)
        log(f"session started: host pid {process.pid} ({self.slots.taken} open)")
        to_page = asyncio.create_task(self._host_to_page(process, ws))
        try:
            if self.stopping:
                # The stop began while the host was starting: the shutdown's rounds (1001 to each page, each host's
                # input ended) missed this session. The page hears 1001 here; `_end`, below, ends the host.
                await ws.close(code=WSCloseCode.GOING_AWAY, message=SHUTDOWN_REASON.encode())
            async for message in ws:
                if message.type == WSMsgType.ERROR:  # aiohttp has closed it, with FRAME_ERROR_REASONS' reason
                    log(f"host pid {process.pid}: the page sent a frame that cannot be read ({ws.close_code})")
                    break
                refusal = frame_refusal(message)
                if refusal is not None:
                    await ws.close(code=refusal[0], message=refusal[1].encode())
                    break
                if message.type != WSMsgType.TEXT:
                    continue
                if not await process.send(message.data.rstrip("\r\n").encode("utf-8")):
                    break
        finally:
            self.sockets.discard(ws)
            await self._end(process, to_page, slot)

    async def _host_to_page(self, process: HostProcess, ws: web.WebSocketResponse) -> None:
        """Each line the host writes is one frame; at its end, the socket closes with the reason."""
        while True:
            try:
                line = await process.read_line()
            except LineTooLong:
                log("the host wrote a line longer than the bridge's limit; ending the session")
                process.terminate()
                break
            if line is None:
                break
            if not ws.closed:  # else keep draining, so the host never blocks writing
                with contextlib.suppress(ConnectionError):
                    await ws.send_str(line.decode("utf-8", "replace"))
        status = await process.wait()  # and up to 2 s for the rest of its stderr
        if not ws.closed and status == SWAP_EXIT_STATUS:
            await ws.close(code=CLOSE_HOST_SWAPPED, message=b"The host was rebuilt.")
        if not ws.closed:
            reason = stopped_reason(status, list(process.stderr_tail))
            log(f"host pid {process.pid}: {reason}")
            await ws.close(code=CLOSE_HOST_STOPPED, message=clip_reason(reason).encode())

    async def _end(self, process: HostProcess, to_page: asyncio.Task[None], slot: Slot) -> None:
        """The tab closed: the host's input ends, and so does the host; its slot comes back once it is reaped."""
        process.close_input()
        try:
            status = await process.wait(timeout=10)
        except asyncio.TimeoutError:
            log(f"host pid {process.pid} did not end within 10 s of its input's end; terminating it")
            process.terminate()
            try:
                status = await process.wait(timeout=5)
            except asyncio.TimeoutError:  # it ignores SIGTERM: its slot must not stay taken
                log(f"host pid {process.pid} ignored SIGTERM for 5 s; killing it")
                process.kill()
                status = await process.wait()
        slot.give_back()
        self.sessions.discard(process)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.gather(to_page, return_exceptions=True), timeout=5)
        log(f"session ended: host pid {process.pid} exited with status {status} ({self.slots.taken} open)")

    async def shutdown(self, _app: web.Application) -> None:
        """The bridge stops: each page hears 1001 first (so it reconnects), then every host's input ends at
        once, and the hosts still running are terminated, then killed, all together (STOP_BOUND_S)."""
        self.stopping = True
        closing = [asyncio.ensure_future(ws.close(code=WSCloseCode.GOING_AWAY, message=SHUTDOWN_REASON.encode()))
                   for ws in list(self.sockets)]
        if closing:
            await asyncio.wait(closing, timeout=PAGES_CLOSE_S)
        running = list(self.sessions)
        for process in running:
            process.close_input()
        running = await still_running(running, HOSTS_END_S)
        for process in running:
            process.terminate()
        running = await still_running(running, HOSTS_TERM_S)
        for process in running:
            log(f"host pid {process.pid} still running {HOSTS_END_S + HOSTS_TERM_S:g} s after its input's end; "
                "killing it")
            process.kill()
        await still_running(running, KILLED_S)


async def still_running(processes: list[HostProcess], timeout: float) -> list[HostProcess]:
    """Those of ``processes`` that have not ended (and been reaped) within ``timeout`` seconds, waited for together."""
    if not processes:
        return []
    exits = {asyncio.ensure_future(process.process.wait()): process for process in processes}
    _, pending = await asyncio.wait(exits, timeout=timeout)
    for waiting in pending:
        waiting.cancel()
    return [exits[waiting] for waiting in pending]


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
