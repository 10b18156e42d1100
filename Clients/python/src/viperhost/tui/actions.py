"""What the user does to a screen, for ``ViperApp`` (a mixin): the keys that reach a row's button or toggle and
the toolbar, and back (the alert a view shows is a component of its own: ``tui.alerts``). An action goes as a ``view/event`` on a worker and the view is
redrawn once the host has answered; nothing here waits for the host. (The widgets' messages are handled in
``ViperApp`` itself: Textual's ``@on`` handlers are collected from its own class, not from a mixin.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..client import AsyncHost
from ..errors import HostClosed, HostError, HostTimeout
from .keys import KeysScreen, row_button, row_toggle_of
from .window_list import WindowLines

HostFailure = (HostError, HostClosed, HostTimeout)


class ScreenActions:
    """Needs ``host``, ``toolbar``, ``talk``, ``refresh_view``, ``show_error`` (ViperApp's)."""

    host: AsyncHost | None
    toolbar: Any

    if TYPE_CHECKING:  # ViperApp's (and App's): declared here only for the type checker
        talk: Any
        refresh_view: Any
        show_error: Any
        focused: Any
        bell: Any
        push_screen: Any

    async def send(self, action: str, value: Any = None, view_id: str | None = None) -> None:
        host = self.host
        if host is None or host.mirror.top is None:
            return
        try:
            await host.event(view_id or host.mirror.top.view_id, action, value)
            self.show_error(None)
        except HostFailure as error:
            self.show_error(error)
        await self.refresh_view(debugger=True)

    async def ask_rows(self, view_id: str, list_action: str, params: dict[str, Any]) -> bool:
        """A windowed list's ``view/rows`` (``tui.window_list``): the rows come as a patch of the view."""
        host = self.host
        if host is None or view_id not in host.views:
            return False
        limit = (host.host_info.get("limits") or {}).get("maxWindowRows")  # 200 today (window_range's)
        count = min(params["count"], limit) if isinstance(limit, int) and limit > 0 else params["count"]
        try:
            await host.rows(view_id, list_action, count, from_=params.get("from"),
                            after=params.get("after"), before=params.get("before"), anchor=params.get("anchor"))
            return True
        except HostFailure as error:
            self.show_error(error)
            return False

    def on_window_lines_selected(self, message: WindowLines.Selected) -> None:
        """Enter on a windowed list's row: the list's action with the row's key."""
        self.talk(self.send(message.action, message.key))

    def action_back(self) -> None:
        if self.host is not None and len(self.host.stack) >= 2:
            self.talk(self.host.back())

    def action_row_button(self) -> None:
        button = row_button(self.focused)
        if button is None:
            self.bell()
            return
        self.talk(self.send(button.action_name, button.action_value))

    def action_row_toggle(self) -> None:
        """Space on a list: flips the highlighted row's toggle (Tab reaches it too)."""
        toggle = row_toggle_of(self.focused)
        if toggle is None:
            self.bell()
            return
        toggle.toggle()

    def action_toolbar(self) -> None:
        """``t``: focus on the screen's first enabled toolbar action (Tab moves among them)."""
        if not self.toolbar.focus_first():
            self.bell()

    def action_keys(self) -> None:
        self.push_screen(KeysScreen())
