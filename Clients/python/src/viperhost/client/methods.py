"""The protocol's methods (PROTOCOL.md §4, SESSIONS.md), once, as coroutines on
``request``: ``AsyncHost`` has them, and the synchronous ``Host`` runs them."""

from __future__ import annotations

import inspect
from typing import Any

from .mirror import Mirror, ViewState

Message = dict[str, Any]


class Methods:
    """Needs ``request(method, params)`` (a coroutine), ``mirror``, ``view_patch`` and ``host_info``."""

    mirror: Mirror
    view_patch: bool
    #: The node types rendered beyond the first eight (``capabilities.nodes``); None: none said.
    nodes: list[str] | None = None
    host_info: Message

    async def request(self, method: str, params: Message | None = None) -> Any:
        raise NotImplementedError

    async def initialize(self, client_name: str = "viperhost-python") -> Message:
        params: Message = {"protocolVersion": "1", "clientInfo": {"name": client_name}}
        if self.view_patch:
            params["capabilities"] = {"viewPatch": True}
        if self.nodes is not None:
            params.setdefault("capabilities", {})["nodes"] = list(self.nodes)
        result: Message = await self.request("initialize", params)
        self.host_info = result
        return result

    async def start(self) -> ViewState:
        result = await self.request("app/start")
        return self.mirror.views[result["viewId"]]

    async def app_start(self, restore: bool = False, stack: list[Message] | None = None, link: str | None = None) -> Message:
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
        result: Message = await self.request("app/start", params or None)
        return result

    async def app_link(self) -> Message:
        """``app/link``: ``{link, stack}`` of the current stack."""
        result: Message = await self.request("app/link")
        return result

    # -- time travel (a host started with --debug; SESSIONS.md §4) --------

    async def debug_history(self, view_id: str) -> Message:
        """``{entries: [{index, kind, name?, value?, rev}], cursor}``."""
        result: Message = await self.request("debug/history", {"viewId": view_id})
        return result

    async def debug_state(self, view_id: str, index: int | None = None) -> Message:
        """``{index, state}``: the snapshot after entry ``index`` (default: the cursor's)."""
        params: Message = {"viewId": view_id}
        if index is not None:
            params["index"] = index
        result: Message = await self.request("debug/state", params)
        return result

    async def debug_goto(self, view_id: str, index: int) -> Message:
        """``{viewId, rev, cursor}``: the view shows the state after entry ``index``."""
        result: Message = await self.request("debug/goto", {"viewId": view_id, "index": index})
        return result

    # -- views ----------------------------------------------------------------

    async def open(self, module: str, input: Any = None) -> ViewState:
        params: Message = {"module": module}
        if input is not None:
            params["input"] = input
        result = await self.request("view/open", params)
        return self.mirror.views[result["viewId"]]

    async def event(self, view_id: str, action: str, value: Any = None) -> Message:
        params: Message = {"viewId": view_id, "action": action}
        if value is not None:
            params["value"] = value
        result: Message = await self.request("view/event", params)
        return result

    async def input(
        self, view_id: str, key: str, seq: int, value: str | bool | list[str] | None = None, secret: str | None = None,
        left: bool = False,
    ) -> Message:
        """``view/input``: one edit of a field (``value``, or ``secret`` for a secure one), a toggle (a
        row's too, keyed by the row) or a choice (a key or None; a list of keys when multiple)
        (PROTOCOL.md §6, "Input"); ``{viewId, rev, seq}``."""
        params: Message = {"viewId": view_id, "key": key, "seq": seq}
        if secret is not None:
            params["secret"] = secret
        else:
            params["value"] = value
        if left:
            params["left"] = True
        result: Message = await self.request("view/input", params)
        return result

    async def rows(self, view_id: str, list_action: str, count: int, from_: int | None = None,
                   after: str | None = None, before: str | None = None, anchor: str | None = None) -> Message:
        """``view/rows``: a window of the list whose action is ``list_action`` — ``count`` rows from a
        position (``from_``), or after or before a row's key; ``anchor``: the row the frontend keeps its
        place by. ``{viewId, rev}``; the rows come as a patch or update of the view (PROTOCOL.md §6)."""
        params: Message = {"viewId": view_id, "list": list_action, "count": count}
        for name, value in (("from", from_), ("after", after), ("before", before), ("anchor", anchor)):
            if value is not None:
                params[name] = value
        result: Message = await self.request("view/rows", params)
        return result

    async def back(self) -> str:
        return str((await self.request("navigation/back"))["viewId"])

    async def idle(self) -> None:
        await self.request("host/idle")

    async def get(self, view_id: str) -> Message:
        result: Message = await self.request("view/get", {"viewId": view_id})
        return result


#: The transport's coroutines (``AsyncHost``'s own) that the synchronous ``Host`` also runs.
TRANSPORT = ("call", "request", "notify", "send", "send_raw", "next_message")

#: What the synchronous ``Host`` runs on its loop (and blocks for): every public coroutine of
#: ``Methods`` — a new method is one ``async def`` above, nothing else — and the transport's.
COROUTINES = tuple(
    name for name, member in vars(Methods).items() if not name.startswith("_") and inspect.iscoroutinefunction(member)
    and name not in TRANSPORT
) + TRANSPORT
