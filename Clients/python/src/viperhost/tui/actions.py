"""What the user does to a screen, as a component of ``ViperApp``: the keys that reach a row's button or toggle
and the toolbar, and back (the alert a view shows is a component of its own: ``tui.alerts``). An action goes as a
``view/event`` on a worker and the view is redrawn once the host has answered; nothing here waits for the host.
It owns no state: it reads the app's through ``ActionPorts`` (the app's key bindings and the widgets' messages
are handled on ``ViperApp``, which hands them here: Textual collects them from the app's own class)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from ..client import AsyncHost
from ..errors import HostClosed, HostError, HostTimeout
from .keys import KeysScreen, row_button, row_toggle_of

HostFailure = (HostError, HostClosed, HostTimeout)


class ActionPorts(Protocol):
    """What the actions need of the app (``ViperApp`` is one)."""

    @property
    def host(self) -> AsyncHost | None: ...  # the lifecycle's (tui.restart): read, never set

    toolbar: Any

    @property
    def focused(self) -> Any: ...

    def talk(self, work: Awaitable[Any], debugger: bool = False) -> None: ...

    async def refresh_view(self, debugger: bool = False, force: bool = False) -> None: ...

    def show_error(self, error: Exception | None) -> None: ...

    def bell(self) -> None: ...

    def push_screen(self, screen: Any, callback: Callable[..., Any] | None = None) -> Any: ...


class ScreenActions:
    def __init__(self, app: ActionPorts) -> None:
        self.app = app

    async def send(self, action: str, value: Any = None, view_id: str | None = None) -> None:
        host = self.app.host
        if host is None or host.mirror.top is None:
            return
        try:
            await host.event(view_id or host.mirror.top.view_id, action, value)
            self.app.show_error(None)
        except HostFailure as error:
            self.app.show_error(error)
        await self.app.refresh_view(debugger=True)

    def talk_send(self, action: str, value: Any = None) -> None:
        """``send`` on a worker (a handler returns at once)."""
        self.app.talk(self.send(action, value))

    async def ask_rows(self, view_id: str, list_action: str, params: dict[str, Any]) -> bool:
        """A windowed list's ``view/rows`` (``tui.window_list``): the rows come as a patch of the view."""
        host = self.app.host
        if host is None or view_id not in host.views:
            return False
        limit = (host.host_info.get("limits") or {}).get("maxWindowRows")  # 200 today (window_range's)
        count = min(params["count"], limit) if isinstance(limit, int) and limit > 0 else params["count"]
        try:
            await host.rows(view_id, list_action, count, from_=params.get("from"),
                            after=params.get("after"), before=params.get("before"), anchor=params.get("anchor"))
            return True
        except HostFailure as error:
            self.app.show_error(error)
            return False

    def back(self) -> None:
        host = self.app.host
        if host is not None and len(host.stack) >= 2:
            self.app.talk(host.back())

    def row_button(self) -> None:
        button = row_button(self.app.focused)
        if button is None:
            self.app.bell()
            return
        self.talk_send(button.action_name, button.action_value)

    def row_toggle(self) -> None:
        """Space on a list: flips the highlighted row's toggle (Tab reaches it too)."""
        toggle = row_toggle_of(self.app.focused)
        if toggle is None:
            self.app.bell()
            return
        toggle.toggle()

    def toolbar(self) -> None:
        """``t``: focus on the screen's first enabled toolbar action (Tab moves among them)."""
        if not self.app.toolbar.focus_first():
            self.app.bell()

    def keys(self) -> None:
        self.app.push_screen(KeysScreen())
