"""A terminal UI for viper-host on Textual: every view node as a widget.

    viperhost-tui [--host PATH] [--fresh | --open LINK] [--debug] [HOST_ARGS…]      (also: python -m viperhost)

It restores the saved session by default (``--fresh`` starts over, ``--open
LINK`` opens a link, SESSIONS.md §3). Escape goes back, Ctrl+R re-reads the
view from the host, ``d`` shows the debugger panel, Ctrl+Q quits.
Errors show in the bar above the footer; the UI never crashes on them.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable, Sequence
from typing import Any

from textual import on
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, ListView, Select, Static

from ..errors import HostClosed, HostError, HostTimeout
from ..client import Host
from ..link import LinkError, parse_link
from .debug import DebugPanel
from .widgets import ActionButton, AlertScreen, NodeWidgets, Picker, Row

__all__ = ["ActionButton", "AlertScreen", "Picker", "Row", "ViperApp", "main"]

Node = dict[str, Any]


class ViperApp(App[None]):
    """Renders the top view of the host's stack and sends what the user does."""

    TITLE = "ViperHost"
    CSS = """
    #view { padding: 1 2; }
    #error { dock: bottom; height: auto; color: $error; padding: 0 1; }
    .node-text { margin-bottom: 1; }
    .node-image { color: $accent; margin-bottom: 1; }
    .node-unknown { color: $warning; }
    ListView { height: auto; max-height: 20; margin-bottom: 1; }
    ActionButton { margin: 0 1 1 0; }
    Row Horizontal { height: auto; }
    Row Label { width: 1fr; }
    """
    BINDINGS = [
        ("escape", "back", "Back"),
        ("ctrl+r", "resync", "Resync"),
        ("d", "debugger", "Debugger"),
        ("ctrl+q", "quit", "Quit"),
    ]

    def __init__(
        self,
        host_args: Sequence[str] = ("--in-memory",),
        binary: str | None = None,
        on_message: Callable[[dict[str, Any]], None] | None = None,
        on_send: Callable[[dict[str, Any]], None] | None = None,
        restore: bool = True,
        stack: list[dict[str, Any]] | None = None,
    ) -> None:
        """Starts with ``app/start {restore: true}``, ``{stack}`` when given, or a
        plain ``app/start`` when ``restore`` is false (``--fresh``)."""
        super().__init__()
        self.restore = restore and stack is None
        self.stack = stack
        self.host_args = list(host_args)
        self.binary = binary
        self.on_message = on_message
        self.on_send = on_send
        self.host: Host | None = None
        self.rendered: tuple[str, int] | None = None
        self.alert: AlertScreen | None = None
        # The timer and the user's actions both re-render: one at a time.
        self.render_lock = asyncio.Lock()
        # Held, not queried: App.query_one looks in the screen on top (an alert's).
        self.debug_panel = DebugPanel(id="debugger")
        self.view_box = VerticalScroll(id="view")
        self.error_bar = Static("", id="error")

    def compose(self) -> ComposeResult:
        yield Header()
        yield self.debug_panel
        yield self.view_box
        yield self.error_bar
        yield Footer()

    async def on_mount(self) -> None:
        try:
            self.host = Host(args=self.host_args, binary=self.binary, on_message=self.watch, on_send=self.on_send)
            info = self.host.initialize(client_name="viperhost-tui")
            self.sub_title = f"{info['hostInfo']['name']} {info['hostInfo']['version']}"
            self.start_session(self.host)
        except (HostError, HostClosed, HostTimeout, FileNotFoundError) as error:
            self.show_error(error)
        await self.refresh_view()
        # Effects finish later (a download, a save): their updates arrive on their own.
        self.set_interval(0.05, self.pump)

    def start_session(self, host: Host) -> None:
        if self.stack is None:
            host.app_start(restore=self.restore)
            return
        try:
            host.app_start(stack=self.stack)
        except HostError as error:
            # The link opened nothing: say why, and show the launch screen.
            self.show_error(error)
            host.app_start()

    def on_unmount(self) -> None:
        if self.host is not None:
            self.host.close()

    # -- talking to the host ----------------------------------------------

    async def pump(self) -> None:
        if self.host is None or not self.view_box.is_attached:
            return  # (not yet, or no longer, on screen)
        self.host.pump()
        top = self.host.mirror.top
        # Also what arrived while a request of ours waited for its answer.
        if top is not None and self.rendered != (top.view_id, top.rev):
            await self.refresh_view()

    async def send(self, action: str, value: Any = None, view_id: str | None = None) -> None:
        if self.host is None or self.host.mirror.top is None:
            return
        try:
            self.host.event(view_id or self.host.mirror.top.view_id, action, value)
            self.show_error(None)
        except (HostError, HostClosed, HostTimeout) as error:
            self.show_error(error)
        await self.refresh_view(debugger=True)

    async def action_back(self) -> None:
        if self.host is None or len(self.host.stack) < 2:
            return
        try:
            self.host.back()
        except (HostError, HostClosed, HostTimeout) as error:
            self.show_error(error)
        await self.refresh_view()

    async def action_resync(self) -> None:
        if self.host is None or self.host.mirror.top is None:
            return
        top = self.host.mirror.top
        try:
            fresh = self.host.get(top.view_id)
            top.view, top.rev = fresh["view"], fresh["rev"]
        except (HostError, HostClosed, HostTimeout) as error:
            self.show_error(error)
        self.rendered = None
        await self.refresh_view()

    def watch(self, message: dict[str, Any]) -> None:
        """Every host message: a view closed because its plugin failed shows
        the reason in the footer, even when no request of ours caused it."""
        if self.on_message is not None:
            self.on_message(message)
        if message.get("method") == "view/closed" and "error" in message.get("params", {}):
            self.error_bar.update(message["params"]["error"]["message"])

    def show_error(self, error: Exception | None) -> None:
        text = "" if error is None else str(error)
        self.error_bar.update(text)

    # -- rendering ----------------------------------------------------------

    async def refresh_view(self, debugger: bool = False) -> None:
        """Renders the top view if it changed; the debugger panel follows it
        (and re-reads the history anyway when ``debugger``: an event may add
        an entry without changing the view)."""
        async with self.render_lock:
            if await self._render_top() or debugger:
                await self.debug_panel.reload(self.host)

    async def action_debugger(self) -> None:
        panel = self.debug_panel
        panel.toggle_class("shown")
        await panel.reload(self.host)

    @on(DebugPanel.Goto)
    async def goto(self, event: DebugPanel.Goto) -> None:
        if self.host is None:
            return
        try:
            self.host.debug_goto(event.view_id, event.index)
            self.show_error(None)
        except (HostError, HostClosed, HostTimeout) as error:
            self.show_error(error)
        await self.refresh_view(debugger=True)

    async def _render_top(self) -> bool:
        top = self.host.mirror.top if self.host else None
        if top is None:
            return False
        if self.rendered == (top.view_id, top.rev):
            return False
        self.rendered = (top.view_id, top.rev)
        titles = [v.view.get("title", v.module) for i in self.host.stack if (v := self.host.views.get(i))]
        self.title = " › ".join(titles) or "ViperHost"
        container = self.view_box
        await container.remove_children()
        alerts: list[Node] = []
        await container.mount_all(NodeWidgets().widgets(top.view.get("children") or [], alerts))
        # Keyboard first: the first control of the new view has the focus.
        for widget in container.query("*"):
            if widget.focusable:
                widget.focus()
                break
        self.show_alert(alerts[0] if alerts else None)
        return True

    def show_alert(self, node: Node | None) -> None:
        if self.alert is not None and (node is None or node != self.alert.node):
            self.alert.dismiss(None)
            self.alert = None
        if node is not None and self.alert is None:
            self.alert = AlertScreen(node)

            async def chosen(action: str | None) -> None:
                self.alert = None
                if action:
                    await self.send(action)

            self.push_screen(self.alert, chosen)

    @on(ActionButton.Pressed)
    async def button_pressed(self, event: ActionButton.Pressed) -> None:
        assert isinstance(event.button, ActionButton)
        event.stop()
        await self.send(event.button.action_name, event.button.action_value)

    @on(ListView.Selected)
    async def row_selected(self, event: ListView.Selected) -> None:
        item = event.item
        if isinstance(item, Row):
            await self.send(item.action_name, item.key)

    @on(Select.Changed)
    async def picker_changed(self, event: Select.Changed) -> None:
        picker = event.select
        if isinstance(picker, Picker) and event.value != picker.selected_key and isinstance(event.value, str):
            await self.send(picker.action_name, event.value)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="viperhost-tui", description="A terminal UI for viper-host.")
    parser.add_argument("--host", help="the viper-host binary (default: $VIPER_HOST_BIN, PATH, build folder)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--fresh", action="store_true", help="start over instead of restoring the saved session")
    start.add_argument("--open", metavar="LINK", help="open a stack given as a link, e.g. home/jobs/job-detail?id=2")
    parser.add_argument("--debug", action="store_true", help="run the host with --debug (the debugger panel, key d)")
    options, host_args = parser.parse_known_args(argv)
    stack = None
    if options.open is not None:
        try:
            stack = parse_link(options.open)
        except LinkError as error:
            parser.error(str(error))  # exit status 2
    # Everything else goes to viper-host, e.g. --data-dir DIR (default: --in-memory).
    args = [a for a in host_args if a != "--"] or ["--in-memory"]
    if options.debug:
        args.append("--debug")
    ViperApp(host_args=args, binary=options.host, restore=not options.fresh, stack=stack).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
