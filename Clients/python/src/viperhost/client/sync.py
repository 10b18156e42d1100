"""A viper-host child process driven over its stdin/stdout."""

from __future__ import annotations

import itertools
import json
import queue
import subprocess
import threading
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import HostClosed, HostError, HostTimeout
from ..locate import find_host_binary
from .mirror import Mirror, ViewState

Message = dict[str, Any]


class Host:
    """Starts ``viper-host`` and talks JSON-RPC to it, synchronously.

    Every message the host writes passes through ``on_message`` (e.g. a
    schema check) and the mirror; notifications are also queued in
    ``notifications`` for callers that want to see them.
    """

    def __init__(
        self,
        args: Sequence[str] = ("--in-memory",),
        binary: str | None = None,
        timeout: float = 10.0,
        on_message: Callable[[Message], None] | None = None,
        on_send: Callable[[Message], None] | None = None,
        view_patch: bool = True,
    ) -> None:
        self.binary = binary or find_host_binary()
        self.timeout = timeout
        self.on_message = on_message
        self.on_send = on_send
        self.view_patch = view_patch
        self.mirror = Mirror()
        self.notifications: list[Message] = []
        self.received: list[Message] = []
        self._ids = itertools.count(1)
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self.process = subprocess.Popen(
            [self.binary, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self._reader = threading.Thread(target=self._read_stdout, daemon=True)
        self._reader.start()
        self._stderr: list[bytes] = []
        threading.Thread(target=self._read_stderr, daemon=True).start()
        self.host_info: dict[str, Any] = {}

    # -- plumbing --------------------------------------------------------

    def _read_stdout(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def _read_stderr(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self._stderr.append(line)

    @property
    def stderr(self) -> str:
        return b"".join(self._stderr).decode("utf-8", "replace")

    def send_raw(self, line: bytes) -> None:
        """Writes one line (``\\n`` is added)."""
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def send(self, message: Message) -> None:
        if self.on_send is not None:
            self.on_send(message)
        self.send_raw(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode())

    def next_message(self, timeout: float | None = None) -> Message:
        """The next message the host writes (applied to the mirror)."""
        try:
            line = self._lines.get(timeout=self.timeout if timeout is None else timeout)
        except queue.Empty:
            raise HostTimeout(f"no message from the host within {self.timeout}s") from None
        if line is None:
            self._lines.put(None)
            raise HostClosed("the host closed its output")
        message: Message = json.loads(line)
        self.received.append(message)
        if self.on_message is not None:
            self.on_message(message)
        self.mirror.apply(message)
        if "method" in message:
            self.notifications.append(message)
        return message

    def pump(self) -> int:
        """Applies the messages the host has already written (effects' late
        updates), without waiting; returns how many there were."""
        count = 0
        while not self._lines.empty():
            try:
                self.next_message(timeout=0)
            except (HostTimeout, HostClosed):
                break
            count += 1
        return count

    # -- requests --------------------------------------------------------

    def call(self, method: str, params: Message | None = None) -> tuple[list[Message], Message]:
        """Sends a request; returns the notifications it caused and its response."""
        request_id = next(self._ids)
        request: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            request["params"] = params
        self.send(request)
        caused: list[Message] = []
        while True:
            message = self.next_message()
            if "method" in message:
                caused.append(message)
            elif message.get("id") == request_id:
                return caused, message

    def request(self, method: str, params: Message | None = None) -> Any:
        """Sends a request and returns its result, or raises ``HostError``."""
        _, response = self.call(method, params)
        if "error" in response:
            error = response["error"]
            raise HostError(error["code"], error["message"], error.get("data"))
        return response["result"]

    def notify(self, method: str, params: Message | None = None) -> None:
        message: Message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    # -- the protocol's methods -----------------------------------------

    def initialize(self, client_name: str = "viperhost-python") -> Message:
        params: Message = {"protocolVersion": "1", "clientInfo": {"name": client_name}}
        if self.view_patch:
            params["capabilities"] = {"viewPatch": True}
        result: Message = self.request("initialize", params)
        self.host_info = result
        return result

    def start(self) -> ViewState:
        result = self.request("app/start")
        return self.mirror.views[result["viewId"]]

    def app_start(self, restore: bool = False, stack: list[Message] | None = None, link: str | None = None) -> Message:
        """``app/start``: the launch screen; with ``restore``, the saved session
        (``result["restored"]`` says whether it opened); with ``stack``, those
        entries; with ``link``, a link's text (SESSIONS.md §2-3). Returns the
        result ``{viewId, module, restored?}``."""
        params: Message = {}
        if restore:
            params["restore"] = True
        if stack is not None:
            params["stack"] = stack
        if link is not None:
            params["link"] = link
        result: Message = self.request("app/start", params or None)
        return result

    def app_link(self) -> Message:
        """``app/link``: ``{link, stack}`` of the current stack."""
        result: Message = self.request("app/link")
        return result

    # -- time travel (a host started with --debug; SESSIONS.md §4) --------

    def debug_history(self, view_id: str) -> Message:
        """``{entries: [{index, kind, name?, value?, rev}], cursor}``."""
        result: Message = self.request("debug/history", {"viewId": view_id})
        return result

    def debug_state(self, view_id: str, index: int | None = None) -> Message:
        """``{index, state}``: the snapshot after entry ``index`` (default: the cursor's)."""
        params: Message = {"viewId": view_id}
        if index is not None:
            params["index"] = index
        result: Message = self.request("debug/state", params)
        return result

    def debug_goto(self, view_id: str, index: int) -> Message:
        """``{viewId, rev, cursor}``: the view shows the state after entry ``index``."""
        result: Message = self.request("debug/goto", {"viewId": view_id, "index": index})
        return result

    def open(self, module: str, input: Any = None) -> ViewState:
        params: Message = {"module": module}
        if input is not None:
            params["input"] = input
        result = self.request("view/open", params)
        return self.mirror.views[result["viewId"]]

    def event(self, view_id: str, action: str, value: Any = None) -> Message:
        params: Message = {"viewId": view_id, "action": action}
        if value is not None:
            params["value"] = value
        result: Message = self.request("view/event", params)
        return result

    def back(self) -> str:
        return str(self.request("navigation/back")["viewId"])

    def idle(self) -> None:
        self.request("host/idle")

    def get(self, view_id: str) -> Message:
        result: Message = self.request("view/get", {"viewId": view_id})
        return result

    @property
    def views(self) -> dict[str, ViewState]:
        return self.mirror.views

    @property
    def stack(self) -> list[str]:
        return self.mirror.stack

    # -- ending ----------------------------------------------------------

    def close(self, timeout: float = 10.0) -> int:
        """shutdown, exit, wait: returns the exit status."""
        if self.process.poll() is None:
            try:
                self.request("shutdown")
                self.notify("exit")
            except (HostClosed, HostTimeout, BrokenPipeError, HostError):
                pass
            try:
                assert self.process.stdin is not None
                self.process.stdin.close()
            except BrokenPipeError:
                pass
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()

    def __enter__(self) -> Host:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
