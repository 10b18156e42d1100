"""``Host``: the synchronous facade of ``AsyncHost``, for scripts and tests.

It runs its own event loop on a thread and blocks on each call there: the
same process wrapper, reader, mirror and bounded logs as ``AsyncHost``, with
no second implementation. Messages are read (and the mirror updated) as they
come, not when a call asks. An async program (the TUI) uses ``AsyncHost``.
"""

from __future__ import annotations

import asyncio
import subprocess
import threading
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, TypeVar

from ..locate import find_host_binary
from .host import LOG_LIMIT, AsyncHost
from .methods import COROUTINES
from .mirror import Mirror, ViewState
from .process import HostProcess

Message = dict[str, Any]
T = TypeVar("T")


class Process:
    """The child, for a thread that is not the loop's: ``wait``, ``kill``, ``send_signal``, ``close_input``."""

    def __init__(self, host: Host, process: HostProcess) -> None:
        self._host = host
        self._process = process

    @property
    def pid(self) -> int:
        return self._process.pid

    def poll(self) -> int | None:
        return self._process.returncode

    def wait(self, timeout: float | None = None) -> int:
        try:
            return self._host.run(self._process.wait(timeout))
        except asyncio.TimeoutError:
            raise subprocess.TimeoutExpired(str(self._host.binary), timeout or 0) from None

    def kill(self) -> None:
        self._host.loop.call_soon_threadsafe(self._process.kill)

    def send_signal(self, signum: int) -> None:
        self._host.loop.call_soon_threadsafe(self._process.send_signal, signum)

    def close_input(self) -> None:
        self._host.loop.call_soon_threadsafe(self._process.close_input)


class Host:
    """Starts ``viper-host`` and talks JSON-RPC to it, blocking. Every message
    the host writes passes through ``on_message`` (e.g. a schema check) and
    the mirror; ``notifications`` and ``received`` keep the newest
    ``log_limit`` (``LOG_LIMIT``). Methods: those of ``AsyncHost``."""

    def __init__(
        self,
        args: Sequence[str] = ("--in-memory",),
        binary: str | None = None,
        timeout: float = 10.0,
        on_message: Callable[[Message], None] | None = None,
        on_send: Callable[[Message], None] | None = None,
        view_patch: bool = True,
        log_limit: int = LOG_LIMIT,
        nodes: Sequence[str] | None = None,
    ) -> None:
        self.binary = binary or find_host_binary()
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="viperhost-host", daemon=True)
        self._thread.start()

        async def started() -> AsyncHost:
            process = await HostProcess.start(self.binary, args)
            return AsyncHost(
                process, timeout=timeout, on_message=on_message, on_send=on_send, view_patch=view_patch,
                log_limit=log_limit, binary=self.binary, nodes=nodes,
            )

        try:
            self.client = self.run(started())
        except BaseException:
            self._stop_loop()
            raise
        self.process = Process(self, self.client.process)

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        """Runs a coroutine on this host's loop and returns what it returns."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result()

    # -- what AsyncHost has -----------------------------------------------------

    @property
    def timeout(self) -> float:
        return self.client.timeout

    @timeout.setter
    def timeout(self, value: float) -> None:
        self.client.timeout = value

    @property
    def on_send(self) -> Callable[[Message], None] | None:
        return self.client.on_send

    @property
    def view_patch(self) -> bool:
        return self.client.view_patch

    @property
    def mirror(self) -> Mirror:
        return self.client.mirror

    @property
    def views(self) -> dict[str, ViewState]:
        return self.client.views

    @property
    def stack(self) -> list[str]:
        return self.client.stack

    @property
    def host_info(self) -> Message:
        return self.client.host_info

    @property
    def notifications(self) -> list[Message]:
        return list(self.client.notifications)

    @property
    def received(self) -> list[Message]:
        return self.client.received

    @property
    def stderr(self) -> str:
        return self.client.stderr

    # -- ending -------------------------------------------------------------------

    def close(self, timeout: float = 10.0) -> int:
        """shutdown, exit, end of input, wait: returns the exit status."""
        if self.loop.is_closed():
            return self.client.process.returncode if self.client.process.returncode is not None else -1
        try:
            return self.run(self.client.close(timeout))
        finally:
            self._stop_loop()

    def _stop_loop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join()
        self.loop.close()

    def __enter__(self) -> Host:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _blocking(name: str) -> Callable[..., Any]:
    method = getattr(AsyncHost, name)

    def call(self: Host, *args: Any, **kwargs: Any) -> Any:
        return self.run(getattr(self.client, name)(*args, **kwargs))

    call.__name__ = name
    call.__doc__ = method.__doc__
    return call


for _name in COROUTINES:
    setattr(Host, _name, _blocking(_name))
