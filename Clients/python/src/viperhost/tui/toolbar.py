"""The screen's own actions (a ``toolbar`` node that is a direct child of the screen, PROTOCOL.md §6,
"Controls"): buttons in the header area, under the title, each sending ``view/event {action}``, disabled
while not ``enabled``; a destructive one marked as such (``ActionButton``). ``t`` focuses the first, Tab
and Shift+Tab move among them and on to the view."""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal

from .widgets import ActionButton, focus_now, widget_id

Node = dict[str, Any]


def screen_toolbars(children: list[Node]) -> tuple[list[Node], list[Node]]:
    """The screen's children split: its toolbars, and the rest (the view's body)."""
    return ([n for n in children if n.get("type") == "toolbar"], [n for n in children if n.get("type") != "toolbar"])


class ScreenToolbar(Horizontal):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shown: tuple[str, list[Node]] | None = None
        self.display = False

    async def show(self, view_id: str, nodes: list[Node]) -> None:
        """Shows the toolbars of view ``view_id``; the buttons are made anew when they change."""
        if self.shown == (view_id, nodes):
            return
        self.shown = (view_id, nodes)
        await self.remove_children()
        actions = [action for node in nodes for action in node.get("actions") or []]
        used: dict[str, int] = {}
        buttons = []
        for action in actions:
            used[action["action"]] = used.get(action["action"], 0) + 1
            suffix = f"-{used[action['action']]}" if used[action["action"]] > 1 else ""
            buttons.append(ActionButton(action["title"], action["action"], enabled=action.get("enabled", True),
                                        role=action.get("role"), id=widget_id("toolbar", action["action"]) + suffix))
        await self.mount_all(buttons)
        self.display = bool(buttons)

    def focus_first(self) -> bool:
        buttons = [b for b in self.query(ActionButton) if not b.disabled]
        if buttons:
            focus_now(buttons[0])
        return bool(buttons)
