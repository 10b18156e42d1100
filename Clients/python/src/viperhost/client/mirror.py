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
    sets the stack, ``view/closed`` forgets a view."""

    views: dict[str, ViewState] = field(default_factory=dict)
    stack: list[str] = field(default_factory=list)

    def apply(self, message: dict[str, Any]) -> None:
        method = message.get("method")
        params = message.get("params") or {}
        if method == "view/update":
            self.views[params["viewId"]] = ViewState(params["viewId"], params["module"], params["rev"], params["view"])
        elif method == "view/patch":
            state = self.views[params["viewId"]]
            if params["rev"] != state.rev + 1:
                raise ValueError(f"view/patch rev {params['rev']} does not follow rev {state.rev}")
            state.view = jsonpatch.apply_patch(state.view, params["ops"])
            state.rev = params["rev"]
        elif method == "router/navigate":
            self.stack = list(params["stack"])
        elif method == "view/closed":
            self.views.pop(params["viewId"], None)

    @property
    def top(self) -> ViewState | None:
        return self.views.get(self.stack[-1]) if self.stack else None
