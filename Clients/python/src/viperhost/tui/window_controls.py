"""The highlighted row's own controls under a windowed list (``tui.window_list``): where the row is
("Row 2,501 of 5,000"), its toggle (a checkbox showing [x] or [ ] and the row's title) and its actions,
each a button named with the row ("Edit: Buy milk", "⚠ Delete: Buy milk"). Real widgets, for the
highlighted row only: Tab from the list reaches them, then leaves the list.

They are made again only when the highlight moves to another row or the row's controls change (a flip
shown by the host changes the checkbox in place), so the focus on one of them stays across updates."""

from __future__ import annotations

import json
from typing import Any

from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Checkbox, Label

from .inputs import InputController, row_toggle
from .rows import RowToggle
from .widgets import ActionButton, focus_now, widget_id
from .window_range import Window

Node = dict[str, Any]


class BarToggle(RowToggle):
    """A row's toggle in the bar: [x] or [ ], then the row's title (``RowToggle``)."""


def row_actions(item: Node) -> list[Node]:
    accessory = item.get("accessory")
    return [accessory] if isinstance(accessory, dict) else list(item.get("actions") or [])


class RowControls(Horizontal):
    DEFAULT_CSS = """
    RowControls { height: 3; }
    RowControls .row-where { padding: 1 1 0 0; }
    RowControls BarToggle { width: auto; }
    RowControls ActionButton { margin: 0 1 0 0; }
    """

    def __init__(self, controller: InputController) -> None:
        super().__init__(classes="row-controls")
        self.controller = controller
        self.where = Label("", markup=False, classes="row-where")
        self.signature: str | None = None
        self.made = 0  # the controls are made anew with fresh ids (the old ones may still be leaving)
        self.back_to: Widget | None = None  # where the focus goes when the focused control goes (the lines)

    def compose(self) -> Any:
        yield self.where

    def toggle(self) -> BarToggle | None:
        found = [widget for widget in self.children if isinstance(widget, BarToggle)]
        return found[0] if found else None

    def buttons(self) -> list[ActionButton]:
        return [widget for widget in self.children if isinstance(widget, ActionButton)]

    def show(self, view_id: str, item: Node | None, on: bool | None, position: int, window: Window) -> None:
        """The controls of the row at ``position`` (``item``: None while the window does not hold it)."""
        of = f" of {window.total:,}" if window.total is not None else ""
        self.where.update(f"Row {position + 1:,}{of}" if window.rows else "No rows")
        # What the controls are made of; their state (the toggle's value, whether it is enabled: a to-do's is
        # not while its flip saves) changes in place, so the focus on one of them stays.
        signature = None if item is None else json.dumps(
            [view_id, item["key"], item.get("title"), isinstance(item.get("toggle"), dict), row_actions(item)],
            sort_keys=True)
        if signature == self.signature:
            toggle = self.toggle()
            if toggle is not None and item is not None:
                toggle.set_read_only(not item["toggle"].get("enabled", True))
            if toggle is not None and on is not None and toggle.value != on:
                with toggle.prevent(Checkbox.Changed):
                    toggle.value = on
            return
        self.signature = signature
        old = list(self.children)[1:]
        had_focus = self.app.focused in old
        for widget in old:
            widget.remove()
        if item is not None:
            self.made += 1
            self.mount_all(self.controls_of(view_id, item, on))
        if had_focus and self.back_to is not None:
            focus_now(self.back_to)

    def controls_of(self, view_id: str, item: Node, on: bool | None) -> list[Widget]:
        title = str(item.get("title", ""))
        made: list[Widget] = []
        if isinstance(item.get("toggle"), dict):
            node = row_toggle(item)
            if on is not None:
                node["on"] = on  # what the list shows (the user's flip while it is theirs)
            made.append(BarToggle(view_id, node, self.controller, id=f"rowbar{self.made}-toggle"))
        for action in row_actions(item):
            made.append(ActionButton(f"{action['title']}: {title}", action["action"], value=item["key"],
                                     role=action.get("role"), named=f"{action['title']}: {title}",
                                     id=widget_id(f"rowbar{self.made}", action["action"])))
        return made
