"""A terminal UI for viper-host on Textual: every view node as a widget.

    viperhost-tui [--host PATH] [HOST_ARGS…]      (also: python -m viperhost)

Escape goes back, Ctrl+R re-reads the view from the host, Ctrl+Q quits.
Errors show in the bar above the footer; the UI never crashes on them.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any

from textual import on
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Footer, Header, Label, ListItem, ListView, LoadingIndicator, Select, Static

from .errors import HostClosed, HostError, HostTimeout
from .host import Host

Node = dict[str, Any]


def widget_id(prefix: str, text: str) -> str:
    """A valid Textual id made from an action name or a list key."""
    return prefix + "-" + re.sub(r"[^A-Za-z0-9_-]", "_", text)


class ActionButton(Button):
    """A button that sends ``action`` (with ``value``) when pressed."""

    def __init__(self, title: str, action: str, value: Any = None, enabled: bool = True, **kwargs: Any) -> None:
        super().__init__(title, disabled=not enabled, **kwargs)
        self.action_name = action
        self.action_value = value


class Row(ListItem):
    """A list row that remembers its key and the list's action."""

    def __init__(self, *children: Widget, action: str, key: str, **kwargs: Any) -> None:
        super().__init__(*children, **kwargs)
        self.action_name = action
        self.key = key


class Picker(Select[str]):
    def __init__(self, options: list[tuple[str, str]], selected: str | None, action: str, **kwargs: Any) -> None:
        if selected is None:
            super().__init__(options, allow_blank=True, **kwargs)
        else:
            super().__init__(options, value=selected, allow_blank=False, **kwargs)
        self.action_name = action
        self.selected_key = selected


class AlertScreen(ModalScreen[str]):
    """An alert node as a modal dialog; pressing a button dismisses it with its action."""

    DEFAULT_CSS = """
    AlertScreen { align: center middle; }
    AlertScreen > Vertical { width: 60; height: auto; border: thick $error; background: $surface; padding: 1 2; }
    AlertScreen .alert-title { text-style: bold; }
    AlertScreen Horizontal { height: auto; margin-top: 1; }
    """

    def __init__(self, node: Node) -> None:
        super().__init__()
        self.node = node

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.node.get("title", ""), classes="alert-title")
            yield Label(self.node.get("message", ""))
            with Horizontal():
                for action in self.node.get("actions") or []:
                    yield ActionButton(action["title"], action["action"], id=widget_id("alert", action["action"]))

    @on(ActionButton.Pressed)
    def choose(self, event: ActionButton.Pressed) -> None:
        event.stop()
        assert isinstance(event.button, ActionButton)
        self.dismiss(event.button.action_name)


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
        ("ctrl+q", "quit", "Quit"),
    ]

    def __init__(
        self,
        host_args: Sequence[str] = ("--in-memory",),
        binary: str | None = None,
        on_message: Callable[[dict[str, Any]], None] | None = None,
        on_send: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        super().__init__()
        self.host_args = list(host_args)
        self.binary = binary
        self.on_message = on_message
        self.on_send = on_send
        self.host: Host | None = None
        self.rendered: tuple[str, int] | None = None
        self.alert: AlertScreen | None = None
        # The timer and the user's actions both re-render: one at a time.
        self.render_lock = asyncio.Lock()
        self.used_ids: set[str] = set()

    def compose(self) -> ComposeResult:
        yield Header()
        yield VerticalScroll(id="view")
        yield Static("", id="error")
        yield Footer()

    async def on_mount(self) -> None:
        try:
            self.host = Host(args=self.host_args, binary=self.binary, on_message=self.watch, on_send=self.on_send)
            info = self.host.initialize(client_name="viperhost-tui")
            self.sub_title = f"{info['hostInfo']['name']} {info['hostInfo']['version']}"
            self.host.start()
        except (HostError, HostClosed, HostTimeout, FileNotFoundError) as error:
            self.show_error(error)
        await self.refresh_view()
        # Effects finish later (a download, a save): their updates arrive on their own.
        self.set_interval(0.05, self.pump)

    def on_unmount(self) -> None:
        if self.host is not None:
            self.host.close()

    # -- talking to the host ----------------------------------------------

    async def pump(self) -> None:
        if self.host is not None and self.host.pump():
            await self.refresh_view()

    async def send(self, action: str, value: Any = None, view_id: str | None = None) -> None:
        if self.host is None or self.host.mirror.top is None:
            return
        try:
            self.host.event(view_id or self.host.mirror.top.view_id, action, value)
            self.show_error(None)
        except (HostError, HostClosed, HostTimeout) as error:
            self.show_error(error)
        await self.refresh_view()

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
            self.query_one("#error", Static).update(message["params"]["error"]["message"])

    def show_error(self, error: Exception | None) -> None:
        text = "" if error is None else str(error)
        self.query_one("#error", Static).update(text)

    # -- rendering ----------------------------------------------------------

    async def refresh_view(self) -> None:
        async with self.render_lock:
            await self._render_top()

    async def _render_top(self) -> None:
        top = self.host.mirror.top if self.host else None
        if top is None:
            return
        if self.rendered == (top.view_id, top.rev):
            return
        self.rendered = (top.view_id, top.rev)
        titles = [v.view.get("title", v.module) for i in self.host.stack if (v := self.host.views.get(i))]
        self.title = " › ".join(titles) or "ViperHost"
        container = self.query_one("#view", VerticalScroll)
        await container.remove_children()
        self.used_ids = set()
        alerts: list[Node] = []
        await container.mount_all(self.widgets_for(top.view.get("children") or [], alerts))
        # Keyboard first: the first control of the new view has the focus.
        for widget in container.query("*"):
            if widget.focusable:
                widget.focus()
                break
        self.show_alert(alerts[0] if alerts else None)

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

    def unique_id(self, prefix: str, text: str) -> str:
        """A widget id not used yet in this view (two buttons may share an action)."""
        base = widget_id(prefix, text)
        candidate, n = base, 1
        while candidate in self.used_ids:
            n += 1
            candidate = f"{base}-{n}"
        self.used_ids.add(candidate)
        return candidate

    def widgets_for(self, nodes: list[Node], alerts: list[Node]) -> list[Widget]:
        widgets: list[Widget] = []
        for node in nodes:
            kind = node.get("type")
            if kind == "text":
                widgets.append(Static(node.get("text", ""), classes="node-text"))
            elif kind == "image":
                widgets.append(Static(f"🖼  {node.get('name') or node.get('url')}", classes="node-image"))
            elif kind == "button":
                widgets.append(
                    ActionButton(
                        node.get("title", ""),
                        node["action"],
                        enabled=node.get("enabled", True),
                        id=self.unique_id("action", node["action"]),
                    )
                )
            elif kind == "list":
                rows = []
                for item in node.get("items") or []:
                    text = item.get("title", "") + (f"  —  {item['subtitle']}" if item.get("subtitle") else "")
                    parts: list[Widget] = [Label(text)]
                    accessory = item.get("accessory")
                    if accessory:
                        parts.append(ActionButton(accessory["title"], accessory["action"], value=item["key"]))
                    rows.append(
                        Row(Horizontal(*parts), action=node["action"], key=item["key"], id=self.unique_id("item", item["key"]))
                    )
                widgets.append(ListView(*rows))
            elif kind == "picker":
                options = [(o.get("title", ""), o["key"]) for o in node.get("options") or []]
                widgets.append(Label(node.get("label", "")))
                widgets.append(
                    Picker(options, node.get("selected"), node["action"], id=self.unique_id("picker", node["action"]))
                )
            elif kind == "spinner":
                widgets.append(Label(node.get("label") or "Loading"))
                widgets.append(LoadingIndicator())
            elif kind == "alert":
                alerts.append(node)
            else:
                # Unknown node types: a placeholder, then their children.
                widgets.append(Static(f"<{kind}>", classes="node-unknown"))
                widgets += self.widgets_for(node.get("children") or [], alerts)
        return widgets

    # -- user input -----------------------------------------------------------

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
    options, host_args = parser.parse_known_args(argv)
    # Everything else goes to viper-host, e.g. --data-dir DIR (default: --in-memory).
    args = [a for a in host_args if a != "--"] or ["--in-memory"]
    ViperApp(host_args=args, binary=options.host).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
