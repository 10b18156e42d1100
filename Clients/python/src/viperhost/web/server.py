"""The listening side: a deadline for a request's headers, logs that never carry a request's bytes, and
enough file descriptors. aiohttp answers requests; this keeps idle or hostile connections from piling up."""

from __future__ import annotations

import asyncio
import logging
import resource
import sys
import time
from collections.abc import Callable
from typing import Any

# A connection must finish its first request's headers within this many seconds (a browser needs
# milliseconds); one that dawdles (slowloris) is closed rather than held forever.
HEADERS_DEADLINE = 10.0
# An idle keep-alive connection between requests is closed after this many seconds.
KEEPALIVE_TIMEOUT = 75.0


class HeadersDeadline(asyncio.Protocol):
    """Stands in front of aiohttp's protocol for one connection: forwards everything, and closes the
    connection when the first request's headers have not arrived by the deadline."""

    def __init__(self, inner: Any, loop: asyncio.AbstractEventLoop, seconds: float = HEADERS_DEADLINE) -> None:
        self.inner = inner
        self.loop = loop
        self.seconds = seconds
        self.tail = b""
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.timer = self.loop.call_later(self.seconds, transport.close)
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self.timer is not None:
            self.tail = (self.tail + data)[-4096:]
            if b"\r\n\r\n" in self.tail:
                self.timer.cancel()
                self.timer, self.tail = None, b""
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


def with_headers_deadline(factory: Callable[[], Any], loop: asyncio.AbstractEventLoop) -> Callable[[], HeadersDeadline]:
    return lambda: HeadersDeadline(factory(), loop)


class OneLine(logging.Handler):
    """aiohttp's own log records name a request's bytes (a header line, an offered subprotocol) and carry
    tracebacks: the bridge writes one line with the record's kind only, so no secret reaches the log."""

    def emit(self, record: logging.LogRecord) -> None:
        kind = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else record.levelname.lower()
        sys.stderr.write(f"viperhost-web: {record.name}: {kind} (request details not logged)\n")


def quiet_aiohttp_logs() -> None:
    logger = logging.getLogger("aiohttp")
    logger.handlers[:] = [OneLine()]
    logger.setLevel(logging.WARNING)
    logger.propagate = False


class RateLimited:
    """The loop's exception handler: one line a second at most (an accept loop out of file descriptors
    would otherwise write a traceback per attempt), without the exception's text."""

    def __init__(self) -> None:
        self.last = 0.0
        self.dropped = 0

    def __call__(self, _loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        now = time.monotonic()
        if now - self.last < 1.0:
            self.dropped += 1
            return
        self.last = now
        error = context.get("exception")
        kind = type(error).__name__ if error is not None else "error"
        more = f" ({self.dropped} more not shown)" if self.dropped else ""
        self.dropped = 0
        sys.stderr.write(f"viperhost-web: {context.get('message', 'event loop error')}: {kind}{more}\n")


def raise_file_limit() -> None:
    """Each session holds a socket, three pipes and a pidfd: use all the descriptors the system allows."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
