"""The plugin side of the wire (Protocol/PLUGINS.md): ``Plugin`` reads the
host's requests from stdin, calls the screens, and writes answers and
``screen/update`` notifications to stdout. Standard library only."""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Callable
from typing import Any, BinaryIO

from ..input_check import problem
from .screen import ActionRejected, InvalidInput, InvalidSnapshot, Reply, Screen

PROTOCOL_VERSION = "1"


class Plugin:
    """Serves one module: ``make_screen(input)`` builds a screen for ``screen/open``."""

    def __init__(self, manifest: dict[str, Any], make_screen: Callable[[Any], Screen]) -> None:
        self.manifest = dict(manifest)
        self.manifest.setdefault("snapshots", bool(getattr(make_screen, "snapshots", True)))
        self.make_screen = make_screen
        self.screens: dict[str, Screen] = {}
        # Restarts per screen: an effect started before the last one still
        # ends with its update, but its result reaches no screen.
        self._generations: dict[str, int] = {}
        self._lock = threading.Lock()
        self._output: BinaryIO | None = None
        # Effects of the last request: started after its answer is written,
        # so a plugin's update never overtakes the answer that announced it.
        self._deferred: list[tuple[Callable[[], Any], str | None]] = []

    def serve(self, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
        """Answers requests until the host closes stdin."""
        stdin = stdin or sys.stdin.buffer
        self._output = stdout or sys.stdout.buffer
        for line in stdin:
            if not line.strip():
                continue
            answer = self.handle_line(line)
            if answer is not None:
                self._write(answer)
            self.start_effects()

    def handle_line(self, line: bytes) -> dict[str, Any] | None:
        try:
            message = json.loads(line)
        except ValueError as error:
            return _error(None, -32700, f"Parse error: {error}", "parse_error")
        if not isinstance(message, dict) or not isinstance(message.get("method"), str):
            return _error(message.get("id") if isinstance(message, dict) else None, -32600, "Invalid request", "invalid_request")
        request_id = message.get("id")
        params = message.get("params") or {}
        try:
            with self._lock:
                result, effects, screen_id = self.dispatch(message["method"], params)
        except _RPCError as error:
            return _error(request_id, error.code, error.message, error.kind, error.data) if request_id is not None else None
        self._deferred += [(effect, screen_id) for effect in effects]
        return {"jsonrpc": "2.0", "id": request_id, "result": result} if request_id is not None else None

    def start_effects(self) -> None:
        """Starts the effects the last requests asked for (``serve`` calls it
        after writing each answer)."""
        deferred, self._deferred = self._deferred, []
        for effect, screen_id in deferred:
            self._start([effect], screen_id)

    def dispatch(self, method: str, params: dict[str, Any]) -> tuple[Any, list[Callable[[], Any]], str | None]:
        if method == "plugin/initialize":
            return {"protocolVersion": PROTOCOL_VERSION, "manifest": self.manifest}, [], None
        screen_id = params.get("screen")
        if not isinstance(screen_id, str):
            raise _RPCError(-32602, "Invalid params: screen is required", "invalid_params")
        if method == "screen/open":
            # The host passes input unchecked: the manifest's schema is checked here (an absent input as {}).
            given = params.get("input")
            reason = problem(self.manifest.get("input"), {} if given is None else given)
            if reason is not None:
                raise _RPCError(-32602, f"Invalid input: {reason}", "invalid_input", {"reason": reason})
            try:
                screen = self.make_screen(params.get("input"))
            except InvalidInput as error:
                raise _RPCError(-32602, f"Invalid input: {error}", "invalid_input", {"reason": str(error)}) from error
            self.screens[screen_id] = screen
            return self._reply(screen, screen.start(), screen_id)
        if method == "screen/close":
            self.screens.pop(screen_id, None)
            self._generations.pop(screen_id, None)
            return None, [], None
        screen = self.screens.get(screen_id)
        if screen is None:
            raise _RPCError(-32010, f"No open screen {screen_id}", "screen_not_found")
        if method == "screen/resume":
            return self._reply(screen, screen.resume(), screen_id)
        if method == "screen/event":
            try:
                reply = screen.handle(params.get("action"), params.get("value"))
            except ActionRejected as error:
                raise _RPCError(-32602, str(error), error.kind, {"reason": error.reason}) from error
            return self._reply(screen, reply, screen_id)
        if method == "screen/rows":
            request = {name: params[name] for name in ("count", "from", "after", "before", "more", "anchor") if name in params}
            try:
                reply = screen.rows(params.get("list"), request)
            except ActionRejected as error:
                raise _RPCError(-32602, str(error), error.kind, {"reason": error.reason}) from error
            return self._reply(screen, reply, screen_id)
        if method == "screen/input":
            key, value = params.get("key"), params.get("value")
            keys = isinstance(value, list) and all(isinstance(choice, str) for choice in value)
            if not isinstance(key, str) or not (value is None or isinstance(value, (str, bool)) or keys):
                raise _RPCError(-32602, "Invalid params: key is a string, value a string, a boolean, null or an array "
                                "of strings", "invalid_params")
            try:
                reply = screen.edit(key, value, params.get("left") is True)
            except ActionRejected as error:
                raise _RPCError(-32602, str(error), error.kind, {"reason": error.reason}) from error
            return self._reply(screen, reply, screen_id)
        if method in ("screen/snapshot", "screen/restore") and self.manifest.get("snapshots"):
            return self._snapshots(method, screen, screen_id, params)
        raise _RPCError(-32601, f"Method not found: {method}", "method_not_found")

    def _snapshots(self, method: str, screen: Screen, screen_id: str, params: dict[str, Any]) -> tuple[Any, list[Callable[[], Any]], str | None]:
        if method == "screen/snapshot":
            state = screen.snapshot()
            try:
                json.dumps(state if state is not None else object(), allow_nan=False)  # None: no state
            except (TypeError, ValueError) as error:
                reason = f"the state is not JSON-serializable ({error})"
                raise _RPCError(-32602, f"No snapshot: {reason}", "no_snapshot", {"reason": reason}) from error
            return {"state": state}, [], None
        reason = params.get("reason")
        if reason not in ("goto", "restart"):
            raise _RPCError(-32602, 'Invalid params: reason must be "goto" or "restart"', "invalid_params")
        try:
            screen.restore(params.get("state"))
        except (InvalidSnapshot, KeyError, TypeError, ValueError, IndexError) as error:
            raise _RPCError(-32602, f"Invalid snapshot: {error}", "invalid_snapshot", {"reason": str(error)}) from error
        if reason == "goto":
            return self._reply(screen, None, screen_id)  # a goto starts nothing
        self._generations[screen_id] = self._generations.get(screen_id, 0) + 1
        return self._reply(screen, screen.restored(), screen_id)

    def _reply(self, screen: Screen, reply: Reply | None, screen_id: str | None = None) -> tuple[Any, list[Callable[[], Any]], str | None]:
        reply = reply or Reply()
        result: dict[str, Any] = {"view": screen.view()}
        if reply.navigation is not None:
            result["navigation"] = reply.navigation
        if reply.effects:
            result["effects"] = len(reply.effects)
        return result, reply.effects, screen_id

    def _start(self, effects: list[Callable[[], Any]], screen_id: str | None) -> None:
        generation = self._generations.get(screen_id or "", 0)
        for effect in effects:
            threading.Thread(target=self._run_effect, args=(effect, screen_id, generation), daemon=True).start()

    def _run_effect(self, effect: Callable[[], Any], screen_id: str | None, generation: int = 0) -> None:
        value = effect()
        with self._lock:
            screen = self.screens.get(screen_id or "")
            if screen is None:
                return  # closed meanwhile: the host stopped waiting
            # Started before a restart's restore: the update is owed, the result is stale.
            current = self._generations.get(screen_id or "", 0) == generation
            result, more, _ = self._reply(screen, screen.receive(value) if current else None)
        result["screen"] = screen_id
        self._write({"jsonrpc": "2.0", "method": "screen/update", "params": result})
        self._start(more, screen_id)

    def _write(self, message: dict[str, Any]) -> None:
        assert self._output is not None
        data = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"
        with self._lock:
            self._output.write(data)
            self._output.flush()


def serve(manifest: dict[str, Any], make_screen: Callable[[Any], Screen]) -> None:
    """Runs a plugin on stdin/stdout until the host closes stdin."""
    Plugin(manifest, make_screen).serve()


class _RPCError(Exception):
    def __init__(self, code: int, message: str, kind: str, data: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.kind = kind
        self.data = data or {}


def _error(request_id: Any, code: int, message: str, kind: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "error": {"code": code, "message": message, "data": {"kind": kind, **(data or {})}},
    }
