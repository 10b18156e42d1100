"""How the bridge learns that a host ended, and that it must stop: never through a byte that can be lost.

asyncio learns of a signal from one byte the C signal handler writes into the loop's self-pipe, the same
socket `call_soon_threadsafe` writes a byte into per call. Python 3.11's default child watcher starts a thread
per child, which calls `call_soon_threadsafe` when its child exits: hundreds of hosts ending at once filled
that socket (278 one-byte writes fit), and a SIGTERM arriving then was lost ("Exception ignored when trying
to write to the signal wakeup fd: BlockingIOError") and the bridge never stopped (issue #46, item 7).

So: a child's end comes from its pidfd, read by the loop itself (asyncio's PidfdChildWatcher; Python 3.12 and
later choose it by themselves), and SIGTERM/SIGINT run a Python handler, which the interpreter always runs,
with a wakeup pipe of their own that nothing else writes to, so the loop wakes for them.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import warnings
from collections.abc import Callable, Iterator

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def pidfd_works() -> bool:
    """Linux 5.3 and later (and no sandbox that forbids pidfd_open)."""
    try:
        os.close(os.pidfd_open(os.getpid()))
    except (AttributeError, OSError):
        return False
    return True


@contextlib.contextmanager
def children_watched_by_pidfd(loop: asyncio.AbstractEventLoop) -> Iterator[None]:
    """While inside, asyncio learns each child's end from its pidfd, on this loop (Python < 3.12 only: later
    versions do so by themselves; without pidfd, asyncio's own watcher stays, a thread per child)."""
    if sys.version_info >= (3, 12) or not pidfd_works():
        yield
        return
    watcher = asyncio.PidfdChildWatcher()
    watcher.attach_loop(loop)
    asyncio.set_child_watcher(watcher)
    try:
        yield
    finally:
        with warnings.catch_warnings():  # a host still running at exit is reparented; nothing to warn about
            warnings.simplefilter("ignore", RuntimeWarning)
            asyncio.set_child_watcher(None)


@contextlib.contextmanager
def stop_signals(loop: asyncio.AbstractEventLoop, stop: Callable[[], None]) -> Iterator[None]:
    """While inside, SIGTERM and SIGINT call ``stop`` on the loop, however full the loop's self-pipe is.

    The interpreter runs a Python signal handler between two bytecodes of the main thread whatever happened to
    the wakeup byte; the byte, in a pipe of its own, only wakes the loop when the loop sleeps in epoll."""
    read_end, write_end = os.pipe2(os.O_NONBLOCK | os.O_CLOEXEC)

    def drain() -> None:
        with contextlib.suppress(BlockingIOError):
            while os.read(read_end, 4096):
                pass

    def handler(_signum: int, _frame: object) -> None:
        loop.call_soon_threadsafe(stop)  # queued even when its own wakeup byte does not fit

    loop.add_reader(read_end, drain)
    previous_fd = signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
    previous = {signum: signal.signal(signum, handler) for signum in STOP_SIGNALS}
    try:
        yield
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old)
        signal.set_wakeup_fd(previous_fd)
        loop.remove_reader(read_end)
        os.close(read_end)
        os.close(write_end)
