"""One child process that speaks lines on stdin/stdout, on asyncio: the one
process wrapper of the client (the host client, the TUI, the replayer and the
browser bridge all start their viper-host through it).

It starts the process, writes a line, reads lines (a line longer than
``line_limit`` raises ``LineTooLong``), keeps the last lines of stderr, and
ends the process: end of input, then terminate, then kill, each with a timeout.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections import deque
from collections.abc import Callable, Mapping, Sequence

# The largest line a host writes by default (PROTOCOL.md §10, maxMessageBytes) and some room.
LINE_LIMIT = 16 * 1024 * 1024 + 4096
# What is read ahead of the reader from stdout. asyncio buffers up to twice this before it stops
# reading, and then the child blocks on its full pipe: a reader that does not read costs this.
READ_AHEAD = 64 * 1024
# Lines of stderr kept for an error message (``stderr_tail``).
STDERR_TAIL = 200


class LineTooLong(Exception):
    """The child wrote a line longer than the reader's limit."""


async def read_line(stream: asyncio.StreamReader, limit: int) -> bytes | None:
    """The next line without its end, read in pieces of at most the stream's own limit; None at the end."""
    parts: list[bytes] = []
    size = 0
    while True:
        try:
            piece = await stream.readuntil(b"\n")
            done = True
        except asyncio.IncompleteReadError as end:
            piece, done = end.partial, True
            if not piece and not parts:
                return None
        except asyncio.LimitOverrunError as overrun:
            piece, done = await stream.readexactly(overrun.consumed), False
        size += len(piece)
        if size > limit:
            raise LineTooLong
        parts.append(piece)
        if done:
            return b"".join(parts).rstrip(b"\r\n")


class HostProcess:
    """A started child: ``send`` a line, ``read_line``, ``stderr_tail``, ``close``.

    ``on_stderr(text)`` sees each line of stderr as it comes (the bridge logs
    them); the last ``stderr_lines`` that are not blank are kept in ``stderr_tail``."""

    def __init__(
        self,
        process: asyncio.subprocess.Process,
        line_limit: int = LINE_LIMIT,
        stderr_lines: int = STDERR_TAIL,
        on_stderr: Callable[[str], None] | None = None,
    ) -> None:
        self.process = process
        self.line_limit = line_limit
        self.on_stderr = on_stderr
        self.stderr_tail: deque[str] = deque(maxlen=stderr_lines)
        self._stderr_task = asyncio.create_task(self._read_stderr())

    @classmethod
    async def start(
        cls,
        binary: str,
        args: Sequence[str] = (),
        env: Mapping[str, str] | None = None,
        read_ahead: int = READ_AHEAD,
        line_limit: int = LINE_LIMIT,
        stderr_lines: int = STDERR_TAIL,
        on_stderr: Callable[[str], None] | None = None,
    ) -> HostProcess:
        """Starts ``binary args…`` with three pipes; raises OSError when it cannot."""
        process = await asyncio.create_subprocess_exec(
            binary,
            *args,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            limit=read_ahead,
            env=dict(env) if env is not None else None,
        )
        return cls(process, line_limit, stderr_lines, on_stderr)

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def returncode(self) -> int | None:
        return self.process.returncode

    @property
    def stderr(self) -> str:
        """The kept lines of stderr, each ending in a newline."""
        return "".join(line + "\n" for line in self.stderr_tail)

    async def send(self, line: bytes) -> bool:
        """Writes one line (the newline is added); False when the child's input is closed."""
        stdin = self.process.stdin
        if stdin is None or stdin.is_closing():
            return False
        try:
            stdin.write(line + b"\n")
            await stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            return False
        return True

    async def read_line(self) -> bytes | None:
        """The next line of stdout without its end; None when stdout ended."""
        assert self.process.stdout is not None
        return await read_line(self.process.stdout, self.line_limit)

    def close_input(self) -> None:
        """Ends the child's input (stdin EOF): a host then finishes and exits."""
        stdin = self.process.stdin
        if stdin is not None and not stdin.is_closing():
            stdin.close()

    def terminate(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.process.terminate()

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()

    def send_signal(self, signum: int) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.process.send_signal(signum)

    async def wait(self, timeout: float | None = None) -> int:
        """The exit status; raises asyncio.TimeoutError after ``timeout`` seconds."""
        status = await asyncio.wait_for(self.process.wait(), timeout)
        await self.stderr_done()
        return status

    async def stderr_done(self, timeout: float = 2.0) -> None:
        """Waits (a little) until stderr is read to its end, so the tail is complete."""
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._stderr_task), timeout)

    async def close(self, timeout: float = 10.0, grace: float = 5.0) -> int:
        """End of input, then up to ``timeout`` s for the child to exit, then
        SIGTERM and ``grace`` s, then SIGKILL. Returns the exit status."""
        self.close_input()
        with contextlib.suppress(asyncio.TimeoutError):
            return await self.wait(timeout)
        self.terminate()
        with contextlib.suppress(asyncio.TimeoutError):
            return await self.wait(grace)
        self.kill()
        return await self.wait()

    async def _read_stderr(self) -> None:
        assert self.process.stderr is not None
        while True:
            try:
                raw = await read_line(self.process.stderr, self.line_limit)
            except LineTooLong:
                continue
            if raw is None:
                return
            text = raw.decode("utf-8", "replace").rstrip()
            if self.on_stderr is not None:
                self.on_stderr(text)
            if text:  # a blank line says nothing
                self.stderr_tail.append(text)


def without(names: Sequence[str]) -> dict[str, str]:
    """This process's environment without ``names`` (secrets a child must not see)."""
    return {key: value for key, value in os.environ.items() if key not in names}
