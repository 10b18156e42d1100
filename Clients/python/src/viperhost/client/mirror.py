"""The client's copy of the host's views and screen stack."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import jsonpatch


@dataclass
class ViewState:
    """One open view as last described by the host."""

    view_id: str
    module: str
    rev: int
    view: dict[str, Any]


@dataclass
class Mirror:
    """Applies notifications: ``view/update`` replaces a view's tree,
    ``view/patch`` applies RFC 6902 operations to it, ``router/navigate``
    sets the stack, ``view/closed`` forgets a view.

    A patch that does not follow the view's rev (or does not apply) means
    something was missed (PROTOCOL.md §5): the view is marked ``stale``,
    ``apply`` returns its id, later patches to it are skipped, and the caller
    resyncs it with ``view/get`` (``resynced``) — or a ``view/update`` does."""

    views: dict[str, ViewState] = field(default_factory=dict)
    stack: list[str] = field(default_factory=list)
    stale: set[str] = field(default_factory=set)

    def apply(self, message: dict[str, Any]) -> str | None:
        """Applies one message; returns the id of a view that needs ``view/get`` now."""
        method = message.get("method")
        params = message.get("params") or {}
        if method == "view/update":
            self.views[params["viewId"]] = ViewState(params["viewId"], params["module"], params["rev"], params["view"])
            self.stale.discard(params["viewId"])
        elif method == "view/patch":
            return self._patch(params)
        elif method == "router/navigate":
            self.stack = list(params["stack"])
        elif method == "view/closed":
            self.views.pop(params["viewId"], None)
            self.stale.discard(params["viewId"])
        return None

    def _patch(self, params: dict[str, Any]) -> str | None:
        view_id = params["viewId"]
        state = self.views.get(view_id)
        if view_id in self.stale:
            return None  # a view/get is on its way
        if state is None or params["rev"] != state.rev + 1:
            self.stale.add(view_id)
            return str(view_id)
        try:
            state.view = jsonpatch.apply_patch(state.view, params["ops"])
        except (jsonpatch.JsonPatchException, jsonpatch.JsonPointerException):
            self.stale.add(view_id)
            return str(view_id)
        state.rev = params["rev"]
        return None

    def resynced(self, result: dict[str, Any]) -> None:
        """A ``view/get`` result: the view as the host has it now."""
        view_id = result["viewId"]
        self.stale.discard(view_id)
        if view_id in self.views or view_id in self.stack:
            self.views[view_id] = ViewState(view_id, result["module"], result["rev"], result["view"])

    @property
    def top(self) -> ViewState | None:
        return self.views.get(self.stack[-1]) if self.stack else None
