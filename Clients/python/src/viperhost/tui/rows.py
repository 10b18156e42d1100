"""A ``list`` node's rows (PROTOCOL.md §6, "Rows that do more"): each row its title (and subtitle, image),
its accessory or its actions as buttons on the row, and its toggle as a checkbox labelled with the row's
title.

The highlighted row's buttons and checkbox take the focus like any control: Tab from the list goes to them,
then out of the list, as a windowed list's bar does (``tui.window_controls``; ``Row.allow_focus_children``),
so every action is reachable by keyboard (↑ ↓ highlight its row) and Tab never lands on another row's; each
button is named for the action and the row ("Delete: Buy milk", its tooltip). A row's toggle is an input
keyed by the row (``RowToggle``): it follows the rules of a toggle (``tui.inputs``) — made anew with its
list, it shows the value the controller says is shown (the user's flip while it is owned, else the host's).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.containers import Horizontal
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Checkbox, Label, ListView

from .fields import ViperInput, ViperToggle
from .inputs import InputController, row_toggle
from .marks import READ_ONLY, FocusMark, MarkedList, checkbox
from .widgets import ActionButton, Row, widget_id

Node = dict[str, Any]
MakeToggle = Callable[[Node], Widget]
UniqueId = Callable[[str, str], str]


class RowToggle(FocusMark, ViperInput, Checkbox):
    """A row's toggle: ``view/input {key: the row's key, value: bool}`` at each flip; read-only when not
    ``enabled``. It says what the user did as a toggle does (``ViperToggle.Flipped``). It reads without
    colour (``tui.marks``): "[x]" or "[ ]", then the row's title ("(read-only)" after it while it is)."""

    def __init__(self, view_id: str, node: Node, controller: InputController, id: str | None = None) -> None:
        key = str(node["key"])
        self.view_id, self.key, self.controller = view_id, key, controller
        controller.track(view_id, node)
        why = controller.take_host_value(view_id, node)
        shown = controller.state(view_id, key).shown
        on = bool(node.get("on")) if why or not isinstance(shown, bool) else shown
        self.title = str(node.get("label", ""))
        super().__init__(self.title, value=on, id=id or widget_id("rowtoggle", key), classes="row-toggle")
        self.read_only = False
        self.set_read_only(not node.get("enabled", True))
        if why or not isinstance(shown, bool):
            controller.applied(view_id, key, on)

    @property
    def _button(self) -> Content:
        return Content.styled(checkbox(self.value), self.get_visual_style("toggle--button"))

    def set_read_only(self, read_only: bool) -> None:
        if read_only != self.read_only:
            self.read_only = read_only
            self.set_class(read_only, "read-only")
            self.label = self.title + (READ_ONLY if read_only else "")

    def toggle(self) -> RowToggle:
        if not self.read_only:
            self.value = not self.value
        return self

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        self.post_message(ViperToggle.Flipped(self, event.value))  # type: ignore[arg-type]

    def on_focus(self, event: events.Focus) -> None:
        self.post_message(self.Focused(self.view_id, self.key))

    def on_blur(self, event: events.Blur) -> None:
        self.post_message(self.Left(self.view_id, self.key))


class RowList(MarkedList, can_focus_children=True):
    """A ListView whose highlighted row's controls take the focus too (Textual's keeps it on the list): Tab
    goes from the list to that row's checkbox and buttons, then out of the list. A control of a row focused
    (a click) highlights its row."""

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        rows = list(self.children)
        row = next((a for a in event.widget.ancestors if isinstance(a, Row)), None)
        if row in rows:
            self.index = rows.index(row)


def list_widget(node: Node, make_toggle: MakeToggle, unique_id: UniqueId) -> ListView:
    """A list node as a ListView of rows (selecting a row sends the list's action with its key)."""
    rows = []
    for item in node.get("items") or []:
        title = str(item.get("title", ""))
        image = item.get("image")
        shown = f"🖼 {image.get('label') or image.get('name') or image.get('url')}  " if isinstance(image, dict) else ""
        parts: list[Widget] = []
        if isinstance(item.get("toggle"), dict):
            parts.append(make_toggle(row_toggle(item)))  # the checkbox is labelled with the row's title
            shown += str(item.get("subtitle") or "")
        else:
            shown += title + (f"  —  {item['subtitle']}" if item.get("subtitle") else "")
        parts.append(Label(shown, markup=False, classes="row-text"))
        accessory = item.get("accessory")
        actions = [accessory] if isinstance(accessory, dict) else list(item.get("actions") or [])
        for action in actions:
            parts.append(ActionButton(action["title"], action["action"], value=item["key"], role=action.get("role"),
                                      named=f"{action['title']}: {title}",
                                      id=unique_id(f"row-{item['key']}", action["action"])))
        rows.append(Row(Horizontal(*parts), action=node["action"], key=item["key"], id=unique_id("item", item["key"])))
    return RowList(*rows)
