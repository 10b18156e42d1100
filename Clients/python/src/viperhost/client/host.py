"""The JSON-RPC conversation with one viper-host, on asyncio.

A reader task reads every line the host writes, as it comes: a response
resolves the future of its request (by id), every message passes through
``on_message`` and the mirror, and ``on_change`` hears each notification (the
TUI repaints then; no polling). Requests never block the event loop: each one
awaits its own future, so several may be in flight at once.

What was received is logged, bounded: ``received`` and ``notifications`` keep
the last ``log_limit`` messages (``LOG_LIMIT``, 1000, by default).
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import HostClosed, HostError, HostTimeout
from ..locate import find_host_binary
from .methods import Methods
from .mirror import Mirror, ViewState
from .process import HostProcess

Message = dict[str, Any]
#: How many messages ``received`` and ``notifications`` keep (the newest).
LOG_LIMIT = 1000


class AsyncHost(Methods):
    """Talks JSON-RPC to a started ``HostProcess``; ``AsyncHost.launch(...)`` starts one."""

    def __init__(
        self,
        process: HostProcess,
        timeout: float = 10.0,
        on_message: Callable[[Message], None] | None = None,
        on_send: Callable[[Message], None] | None = None,
        on_change: Callable[[Message], None] | None = None,
        on_closed: Callable[[], None] | None = None,
        view_patch: bool = True,
        log_limit: int = LOG_LIMIT,
        binary: str = "",
        nodes: Sequence[str] | None = None,
    ) -> None:
        self.process = process
        self.binary = binary
        self.timeout = timeout
        self.on_message = on_message
        self.on_send = on_send
        self.on_change = on_change
        self.on_closed = on_closed  # the host's output closed (it exited, or was killed)
        self.view_patch = view_patch
        self.nodes = None if nodes is None else list(nodes)
        self.mirror = Mirror()
        self.host_info: Message = {}
        # The newest messages, numbered: next_message reads them in order.
        self._log: deque[tuple[int, Message]] = deque(maxlen=log_limit)
        self.notifications: deque[Message] = deque(maxlen=log_limit)
        self._count = 0
        self._arrived = asyncio.Condition()
        self._cursor = 1  # the number of the next message next_message returns
        self._ids = itertools.count(1)
        self._pending: dict[Any, tuple[str, asyncio.Future[tuple[int, Message]], list[Message]]] = {}
        self._resyncs: dict[str, str] = {}
        # Ids sent and not answered yet, even by a request that stopped waiting (cancelled, timed out).
        self.owed: set[Any] = set()
        self._failure: BaseException | None = None
        self.closed = False
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def launch(cls, args: Sequence[str] = ("--in-memory",), binary: str | None = None, **options: Any) -> AsyncHost:
        binary = binary or find_host_binary()
        process = await HostProcess.start(binary, args)
        return cls(process, binary=binary, **options)

    # -- what was received ----------------------------------------------------

    @property
    def received(self) -> list[Message]:
        """The last ``log_limit`` messages the host wrote, oldest first."""
        return [message for _, message in self._log]

    @property
    def stderr(self) -> str:
        return self.process.stderr

    @property
    def pending(self) -> list[str]:
        """The methods of the requests still waiting for their answer."""
        return [method for method, _, _ in self._pending.values()]

    async def next_message(self, timeout: float | None = None) -> Message:
        """The next message in the order the host wrote them (of those still logged)."""

        def ready() -> bool:
            return self._count >= self._cursor or self.closed

        try:
            async with self._arrived:
                await asyncio.wait_for(self._arrived.wait_for(ready), self.timeout if timeout is None else timeout)
        except asyncio.TimeoutError:
            raise HostTimeout(f"no message from the host within {self.timeout}s") from None
        for number, message in self._log:
            if number >= self._cursor:
                self._cursor = number + 1
                return message
        raise HostClosed("the host closed its output")

    # -- sending ----------------------------------------------------------------

    async def send_raw(self, line: bytes) -> None:
        """Writes one line (``\\n`` is added)."""
        if not await self.process.send(line):
            raise HostClosed("the host's input is closed")

    async def send(self, message: Message) -> None:
        if self.on_send is not None:
            self.on_send(message)
        await self.send_raw(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode())

    async def call(self, method: str, params: Message | None = None) -> tuple[list[Message], Message]:
        """Sends a request; returns the notifications that came while it waited, and its response."""
        self._raise_failure()
        if self.closed:
            raise HostClosed("the host closed its output")
        request_id = next(self._ids)
        request: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            request["params"] = params
        future: asyncio.Future[tuple[int, Message]] = asyncio.get_running_loop().create_future()
        caused: list[Message] = []
        self._pending[request_id] = (method, future, caused)
        try:
            self.owed.add(request_id)
            await self.send(request)
            number, response = await asyncio.wait_for(asyncio.shield(future), self.timeout)
        except asyncio.TimeoutError:
            raise HostTimeout(f"no answer to {method} within {self.timeout}s") from None
        finally:
            self._pending.pop(request_id, None)
        # What the call read is not read again by next_message (as when it read them itself).
        self._cursor = max(self._cursor, number + 1)
        return caused, response

    async def request(self, method: str, params: Message | None = None) -> Any:
        """Sends a request and returns its result, or raises ``HostError``."""
        _, response = await self.call(method, params)
        if "error" in response:
            error = response["error"]
            raise HostError(error["code"], error["message"], error.get("data"))
        return response["result"]

    async def notify(self, method: str, params: Message | None = None) -> None:
        message: Message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        await self.send(message)

    # -- reading ----------------------------------------------------------------

    async def _read(self) -> None:
        try:
            while (line := await self.process.read_line()) is not None:
                await self._received(json.loads(line))
        except Exception as error:  # a line that is not JSON, or too long: the conversation is over
            self._failure = error
        finally:
            self.closed = True
            for _, future, _ in self._pending.values():
                if not future.done():
                    future.set_exception(self._failure or HostClosed("the host closed its output"))
            async with self._arrived:
                self._arrived.notify_all()
            if self.on_closed is not None:
                self.on_closed()

    async def _received(self, message: Message) -> None:
        self._count += 1
        self._log.append((self._count, message))
        try:
            if self.on_message is not None:
                self.on_message(message)
        except Exception as error:  # a check failed: the request waiting now (or the next) raises it
            self._fail(error)
        if "method" in message:
            self.notifications.append(message)
            stale = self.mirror.apply(message)
            for _, _, caused in self._pending.values():
                caused.append(message)
            if stale is not None:
                self._resync(stale)
            if self.on_change is not None:
                self.on_change(message)
        else:
            self._answered(message)
        async with self._arrived:
            self._arrived.notify_all()

    def _answered(self, response: Message) -> None:
        response_id = response.get("id")
        if not isinstance(response_id, (str, int)):
            return  # id null: an error about a line that was not a request
        self.owed.discard(response_id)
        if self._resyncs.pop(str(response_id), None) is not None:
            if "result" in response:
                self.mirror.resynced(response["result"])
            if self.on_change is not None:
                self.on_change(response)
            return
        entry = self._pending.get(response_id)
        if entry is not None and not entry[1].done():
            entry[1].set_result((self._count, response))

    def _resync(self, view_id: str) -> None:
        """PROTOCOL.md §5: a patch that does not follow — ask for the whole view.
        The reader applies the answer in order, before any later patch."""
        request_id = f"resync-{next(self._ids)}"
        self._resyncs[request_id] = view_id
        self.owed.add(request_id)
        message = {"jsonrpc": "2.0", "id": request_id, "method": "view/get", "params": {"viewId": view_id}}
        self._background(self.send(message))

    def _background(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        task.add_done_callback(lambda t: t.cancelled() or t.exception())  # a closed host: nothing to do

    def _fail(self, error: BaseException) -> None:
        waiting = [future for _, future, _ in self._pending.values() if not future.done()]
        for future in waiting:
            future.set_exception(error)
        if not waiting:
            self._failure = error

    def _raise_failure(self) -> None:
        if self._failure is not None:
            failure, self._failure = self._failure, None
            raise failure

    # -- the mirror ---------------------------------------------------------------

    @property
    def views(self) -> dict[str, ViewState]:
        return self.mirror.views

    @property
    def stack(self) -> list[str]:
        return self.mirror.stack

    # -- ending -------------------------------------------------------------------

    async def close(self, timeout: float = 10.0) -> int:
        """shutdown, exit, end of input, wait (then terminate): returns the exit status."""
        if self.process.returncode is None and not self.closed:
            try:
                await self.request("shutdown")
                await self.notify("exit")
            except (HostClosed, HostTimeout, HostError):
                pass
        return await self.end(timeout)

    async def end(self, timeout: float = 10.0) -> int:
        """End of input (the host finishes and exits, PROTOCOL.md §3), without waiting
        for answers still due: what a frontend does when the user quits."""
        status = await self.process.close(timeout)
        await asyncio.gather(self._reader, return_exceptions=True)
        return status

    async def __aenter__(self) -> AsyncHost:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
