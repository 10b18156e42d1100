"""View nodes as Textual widgets (the TUI's renderer) and the dialogs it shows."""

from __future__ import annotations

import re
from typing import Any

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Label, ListItem, ListView, LoadingIndicator, Select, Static

Node = dict[str, Any]
# How the view's nodes look (the app's CSS; tui.forms.INPUT_CSS for inputs).
VIEW_CSS = """
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


def widget_id(prefix: str, text: str) -> str:
    """A valid Textual id made from an action name or a list key."""
    return prefix + "-" + re.sub(r"[^A-Za-z0-9_-]", "_", text)


class ActionButton(Button):
    """A button that sends ``action`` (with ``value``) when pressed."""

    def __init__(self, title: str, action: str, value: Any = None, enabled: bool = True, **kwargs: Any) -> None:
        super().__init__(title, disabled=not enabled, **kwargs)
        self.action_name = action
        self.action_value = value

    # Each click or Enter is a press, even within the press animation (Textual's Button ignores those): a
    # button the same after an update stays mounted, and the next press must not be lost.
    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.press()

    def action_press(self) -> None:
        self.press()


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



class NodeWidgets:
    """Makes the widgets of one view's nodes; ids are unique within the view."""

    def __init__(self) -> None:
        self.used_ids: set[str] = set()

    def unique_id(self, prefix: str, text: str) -> str:
        """A widget id not used yet in this view (two buttons may share an action)."""
        base = widget_id(prefix, text)
        candidate, n = base, 1
        while candidate in self.used_ids:
            n += 1
            candidate = f"{base}-{n}"
        self.used_ids.add(candidate)
        return candidate

    def widgets(self, nodes: list[Node], alerts: list[Node]) -> list[Widget]:
        widgets: list[Widget] = []
        for node in nodes:
            kind = node.get("type")
            if kind == "text":
                widgets.append(Static(node.get("text", ""), classes="node-text"))
            elif kind == "image":
                # The label (alt text) says what the image shows; without one, its name or URL.
                shown = node.get("label") or node.get("name") or node.get("url")
                widgets.append(Static(f"🖼  {shown}", classes="node-image"))
            elif kind == "button":
                # A busy button (it works on what was pressed): disabled, and it says so.
                busy = bool(node.get("busy"))
                widgets.append(
                    ActionButton(
                        node.get("title", "") + (" (busy…)" if busy else ""),
                        node["action"],
                        enabled=node.get("enabled", True) and not busy,
                        id=self.unique_id("action", node["action"]),
                        classes="busy" if busy else None,
                    )
                )
            elif kind == "list":
                rows = []
                for item in node.get("items") or []:
                    text = item.get("title", "") + (f"  —  {item['subtitle']}" if item.get("subtitle") else "")
                    image = item.get("image")
                    if isinstance(image, dict):
                        text = f"🖼 {image.get('label') or image.get('name') or image.get('url')}  {text}"
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
                widgets += self.widgets(node.get("children") or [], alerts)
        return widgets
