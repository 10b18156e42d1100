"""View nodes as Textual widgets (the TUI's renderer) and the dialogs it shows."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.dom import NoScreen
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Label, ListItem, ListView, LoadingIndicator, Select, Static
from textual.widgets._select import SelectCurrent, SelectOverlay

from .marks import BUSY, UNAVAILABLE, FocusMark, MarkedItem

Node = dict[str, Any]
# How the view's nodes look (the app's CSS; tui.forms.INPUT_CSS for inputs).
VIEW_CSS = """
    #view { padding: 1 2; }
    #error { height: auto; color: $error; padding: 0 1; }
    .node-text { margin-bottom: 1; }
    .node-image { color: $accent; margin-bottom: 1; }
    .node-unknown { color: $warning; }
    ListView { height: auto; max-height: 20; margin-bottom: 1; }
    ActionButton { margin: 0 1 1 0; }
    Row { padding-left: 2; }
    Row Horizontal { height: auto; }
    Row Label { width: 1fr; }
    Row Checkbox { width: auto; }
    .toolbar { height: auto; }
    #toolbar { height: auto; padding: 0 2; }
    #toolbar ActionButton { margin: 0 1 0 0; }
"""


def focus_now(widget: Widget) -> None:
    """Moves the focus to ``widget`` now. ``Widget.focus`` queues the move on the app: the keys and focus
    changes already queued (a burst, a click) would be handled before it, on the control being left, and a
    focus given meanwhile would be taken away by it. The TUI's own moves are made as they are decided."""
    try:
        widget.screen.set_focus(widget)
    except NoScreen:
        pass  # gone meanwhile: nothing to focus


def widget_id(prefix: str, text: str) -> str:
    """A valid Textual id made from an action name or a list key."""
    return prefix + "-" + re.sub(r"[^A-Za-z0-9_-]", "_", text)


DESTRUCTIVE = "⚠ "  # the visible marker of a destructive action (its tooltip says "Destructive")


class ViewBox(FocusMark, VerticalScroll):
    """The view: a Tab stop of its own while it scrolls (↑ ↓ PgUp PgDn), its focus marked as a control's."""


class MarkedButton(FocusMark, Button):
    """A button whose focus reads without colour (``tui.marks``)."""


class ActionButton(MarkedButton):
    """A button that sends ``action`` (with ``value``) when pressed. ``role`` (PROTOCOL.md §6, "Roles"):
    a destructive one is marked and red (the "error" variant), and says so in its tooltip; ``named``: what
    a user is told it is ("Delete: Buy milk" for a row's action), its title when not given. Not enabled, it
    says "(unavailable)"; ``busy``, "(busy…)" (and it is not enabled)."""

    def __init__(self, title: str, action: str, value: Any = None, enabled: bool = True, role: str | None = None,
                 named: str | None = None, busy: bool = False, **kwargs: Any) -> None:
        destructive = role == "destructive"
        if destructive:
            kwargs.setdefault("variant", "error")
        shown = (DESTRUCTIVE + title if destructive else title) + (BUSY if busy else "" if enabled else UNAVAILABLE)
        super().__init__(shown, disabled=not enabled or busy, **kwargs)
        self.action_name = action
        self.action_value = value
        self.role = role
        self.set_class(destructive, "destructive")
        self.set_class(role == "cancel", "cancel")
        self.spoken = named or title
        if destructive or named:
            self.tooltip = self.spoken + (" — Destructive" if destructive else "")

    # Each click or Enter is a press, even within the press animation (Textual's Button ignores those): a
    # button the same after an update stays mounted, and the next press must not be lost.
    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.press()

    def action_press(self) -> None:
        self.press()


class Row(MarkedItem, ListItem):
    """A list row that remembers its key and the list's action."""

    def __init__(self, *children: Widget, action: str, key: str, **kwargs: Any) -> None:
        super().__init__(*children, **kwargs)
        self.action_name = action
        self.key = key

    def allow_focus_children(self) -> bool:
        """Only the highlighted row's controls (its checkbox, its actions) take the focus: Tab from the list
        goes to them, then out of the list, as a windowed list's bar does (``tui.window_controls``)."""
        parent = self.parent
        return not isinstance(parent, ListView) or parent.highlighted_child is self


# A drop-down with nothing chosen: Select.NULL since Textual 8 (its BLANK is a leftover False, refused as a value).
NO_CHOICE: Any = getattr(Select, "NULL", Select.BLANK)


class MarkedSelect(Select[str]):
    """A drop-down whose focus reads without colour: its current value's box shows the mark (``tui.marks``)."""

    def compose(self) -> ComposeResult:
        yield MarkedCurrent(self.prompt)
        yield SelectOverlay(type_to_search=self._type_to_search).data_bind(compact=Select.compact)

    def on_mount(self) -> None:
        # A value given before it was mounted is its value, but Textual's Select shows it only when it changes
        # later: its box said "(none)" with an option chosen.
        shown = next((prompt for prompt, value in self._options if value == self.value), None)
        if shown is not None and self.value != NO_CHOICE:
            self.query_one(MarkedCurrent).update(shown)


class MarkedCurrent(FocusMark, SelectCurrent):
    def shows_focus(self) -> bool:
        return self.parent is not None and self.parent.has_focus


class Picker(MarkedSelect):
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
    # Escape chooses the cancel action (none: Escape does nothing, not even back); Enter the focused one.
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, node: Node) -> None:
        super().__init__()
        self.node = node
        self.buttons: list[ActionButton] = []

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.node.get("title", ""), classes="alert-title")
            yield Label(self.node.get("message", ""))
            with Horizontal():
                for action in self.node.get("actions") or []:
                    button = ActionButton(action["title"], action["action"], role=action.get("role"),
                                          id=widget_id("alert", action["action"]))
                    self.buttons.append(button)
                    yield button

    def on_mount(self) -> None:
        """The initial focus: the cancel action, else the first that is not destructive (§6 "Roles")."""
        first = initial_choice(self.buttons)
        if first is not None:
            focus_now(first)

    def action_cancel(self) -> None:
        cancel = next((b for b in self.buttons if b.role == "cancel"), None)
        if cancel is not None:
            self.dismiss(cancel.action_name)

    @on(ActionButton.Pressed)
    def choose(self, event: ActionButton.Pressed) -> None:
        event.stop()
        assert isinstance(event.button, ActionButton)
        self.dismiss(event.button.action_name)



def initial_choice(buttons: list[ActionButton]) -> ActionButton | None:
    cancel = [b for b in buttons if b.role == "cancel"]
    safe = [b for b in buttons if b.role != "destructive"]
    return (cancel or safe or buttons or [None])[0]


class NodeWidgets:
    """Makes the widgets of one view's nodes; ids are unique within the view."""

    def __init__(self, make_list: Callable[[Node, Callable[[str, str], str]], Widget]) -> None:
        """``make_list(node, unique_id)``: a list node's widget (``tui.rows``: its rows hold inputs)."""
        self.used_ids: set[str] = set()
        self.make_list = make_list

    def unique_id(self, prefix: str, text: str) -> str:
        """A widget id not used yet in this view (two buttons may share an action)."""
        base = widget_id(prefix, text)
        candidate, n = base, 1
        while candidate in self.used_ids:
            n += 1
            candidate = f"{base}-{n}"
        self.used_ids.add(candidate)
        return candidate

    def toolbar(self, node: Node) -> Horizontal:
        """A toolbar's actions as a row of buttons (disabled while not ``enabled``)."""
        buttons = [ActionButton(a["title"], a["action"], enabled=a.get("enabled", True), role=a.get("role"),
                                id=self.unique_id("toolbar", a["action"])) for a in node.get("actions") or []]
        return Horizontal(*buttons, classes="toolbar")

    def text(self, node: Node) -> list[Widget]:
        return [Static(node.get("text", ""), classes="node-text")]

    def image(self, node: Node) -> list[Widget]:
        # The label (alt text) says what the image shows; without one, its name or URL.
        shown = node.get("label") or node.get("name") or node.get("url")
        return [Static(f"🖼  {shown}", classes="node-image")]

    def button(self, node: Node) -> list[Widget]:
        # A busy button (it works on what was pressed): disabled, and it says so.
        busy = bool(node.get("busy"))
        return [ActionButton(node.get("title", ""), node["action"], enabled=node.get("enabled", True), busy=busy,
                             id=self.unique_id("action", node["action"]), classes="busy" if busy else None)]

    def list_node(self, node: Node) -> list[Widget]:
        return [self.make_list(node, self.unique_id)]

    def picker(self, node: Node) -> list[Widget]:
        options = [(o.get("title", ""), o["key"]) for o in node.get("options") or []]
        return [Label(node.get("label", "")),
                Picker(options, node.get("selected"), node["action"], id=self.unique_id("picker", node["action"]))]

    def spinner(self, node: Node) -> list[Widget]:
        return [Label(node.get("label") or "Loading"), LoadingIndicator()]

    # The display nodes, by type: each a method above returning the node's widgets (a toolbar that is not the
    # screen's own: those go in the header, tui.app). A new display type is its method and its line here; what
    # the TUI announces is derived from this table (tui.tree.INPUT_NODES). An alert is collected for the
    # app's modal (tui.alerts); inputs and containers are tui.tree's.
    DISPLAY: dict[str, Callable[[NodeWidgets, Node], list[Widget]]] = {
        "text": text, "image": image, "button": button, "list": list_node, "picker": picker, "spinner": spinner,
        "toolbar": lambda self, node: [self.toolbar(node)],
    }

    def widgets(self, nodes: list[Node], alerts: list[Node]) -> list[Widget]:
        widgets: list[Widget] = []
        for node in nodes:
            kind = node.get("type")
            if kind == "alert":
                alerts.append(node)
            elif (make := self.DISPLAY.get(kind)) is not None:  # type: ignore[arg-type]
                widgets += make(self, node)
            else:
                # Unknown node types: a placeholder, then their children.
                widgets.append(Static(f"<{kind}>", classes="node-unknown"))
                widgets += self.widgets(node.get("children") or [], alerts)
        return widgets
