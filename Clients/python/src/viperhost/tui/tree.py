"""The top view's tree as widgets, kept up to date in place (PROTOCOL.md §6, "Input", rule 3).

Each node of a container is a *slot* with an identity: an input by its key, a form by its key, a section
or a stack by its place among its kind, a list with a ``window`` by its action (its rows come and go as
it scrolls: ``tui.window_list`` takes each new window in place), any other node by its whole content.
A new tree of the same view keeps every slot whose identity stays (inputs and containers are updated
in place), removes the others and mounts the new ones where they belong. A new view starts over.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from textual.widget import Widget

from .forms import Box, Input, ViperForm, new_box, stack_body
from .inputs import InputController
from .rows import RowToggle, list_widget
from .widgets import NodeWidgets
from .window_list import AskRows, WindowList

Node = dict[str, Any]
Ident = tuple[str, ...]
INPUTS = ("field", "toggle", "choice")
CONTAINERS = ("form", "section", "stack")
# What the TUI renders beyond the first eight (capabilities.nodes, PROTOCOL.md §6 rule 8), derived from its
# renderers: the inputs and containers (tui.tree), the display types beyond the first eight (NodeWidgets.DISPLAY),
# then the later members it renders (the rows' actions and toggle, tui.rows; the window, tui.window_list).
FIRST_EIGHT = ("screen", "text", "image", "button", "list", "picker", "spinner", "alert")
LATER_MEMBERS = ("list.actions", "list.toggle", "list.window")
INPUT_NODES = (*INPUTS, *CONTAINERS, *(kind for kind in NodeWidgets.DISPLAY if kind not in FIRST_EIGHT), *LATER_MEMBERS)


@dataclass
class Slot:
    ident: Ident
    widgets: list[Widget]
    box: Box | Input | WindowList | None = None
    children: list[Slot] = field(default_factory=list)


def identities(nodes: list[Node]) -> list[Ident | None]:
    """Each node's identity (None: an alert, which is not a widget)."""
    counts: dict[str, int] = {}
    result: list[Ident | None] = []
    for node in nodes:
        kind = str(node.get("type"))
        if kind == "alert":
            result.append(None)
        elif kind in INPUTS or kind == "form":
            result.append(("input" if kind in INPUTS else "form", str(node.get("key"))))
        elif kind == "list" and isinstance(node.get("window"), dict):
            result.append(("window", str(node.get("action"))))
        elif kind in ("section", "stack"):
            counts[kind] = counts.get(kind, 0) + 1
            result.append((kind, str(node.get("axis", "")), str(counts[kind])))
        else:
            result.append(("leaf", json.dumps(node, sort_keys=True)))
    return result


class TreeRenderer:
    """Renders one view's children into ``root``; ``locked(view_id, form_key)`` says a form is busy."""

    def __init__(self, root: Widget, controller: InputController, locked: Callable[[str, str], bool],
                 ask_rows: AskRows | None = None) -> None:
        """``ask_rows(view_id, list, params)``: sends a windowed list's ``view/rows`` (False: not answered)."""
        self.root = root
        self.ask_rows = ask_rows
        self.controller = controller
        self.locked = locked
        self.view_id: str | None = None
        self.slots: list[Slot] = []
        self.names = self.node_widgets()

    def forget(self) -> None:
        """The next render builds its view anew (the views of a restarted host may reuse the old ids)."""
        self.view_id = None

    async def render(self, view_id: str, nodes: list[Node], alerts: list[Node]) -> None:
        if view_id != self.view_id:
            await self.root.remove_children()
            self.view_id, self.slots = view_id, []
            self.names = self.node_widgets()
        self.slots = await self.reconcile(self.root, self.slots, nodes, alerts, False)

    def node_widgets(self) -> NodeWidgets:
        """The maker of this view's other nodes; a list row's toggle is an input of this view."""
        def make_toggle(row: Node) -> Widget:
            return RowToggle(self.view_id or "", row, self.controller)

        return NodeWidgets(lambda node, unique_id: list_widget(node, make_toggle, unique_id))

    def forms(self) -> list[ViperForm]:
        return list(self.root.query(ViperForm))

    async def reconcile(self, parent: Widget, old: list[Slot], nodes: list[Node], alerts: list[Node],
                        locked: bool) -> list[Slot]:
        pool = list(old)
        kept: list[Slot | None] = []
        for node, ident in zip(nodes, identities(nodes)):
            if ident is None:
                alerts.append(node)
                continue
            slot = next((s for s in pool if s.ident == ident), None)
            if slot is not None:
                pool.remove(slot)
            kept.append(slot)
        for slot in pool:  # gone: removed first, so their ids are free again
            for widget in slot.widgets:
                self.names.used_ids.difference_update(w.id for w in [widget, *widget.query("*")] if w.id)
                await widget.remove()
        slots: list[Slot] = []
        live = [(node, ident) for node, ident in zip(nodes, identities(nodes)) if ident is not None]
        for (node, ident), slot in zip(live, kept):
            if slot is None:
                slot = self.build(node, locked, ident)
            else:
                await self.update(slot, node, locked)
            slots.append(slot)
        await self.place(parent, [w for slot in slots for w in slot.widgets])
        return slots

    def build(self, node: Node, locked: bool, ident: Ident | None) -> Slot:
        """A new slot (not mounted yet): a container's children are made inside it. ``ident``: the node's
        identity among its siblings (a stack's or section's counts the ones before it)."""
        assert ident is not None and self.view_id is not None
        kind = node.get("type")
        if ident[0] == "window" and self.ask_rows is not None:
            window_list = WindowList(self.view_id, node, self.controller, self.ask_rows)
            return Slot(ident, [window_list], window_list)
        if kind not in INPUTS and kind not in CONTAINERS:
            return Slot(ident, self.names.widgets([node], []))
        inner = self.inner_locked(node, locked)
        nodes = node.get("children") or []
        children = [self.build(child, inner, cid) for child, cid in zip(nodes, identities(nodes)) if cid is not None]
        body = stack_body(node, [w for child in children for w in child.widgets])
        box = new_box(self.view_id, node, self.controller, body)
        box.update(node, inner if kind == "form" else locked)
        return Slot(ident, [box], box, children)

    async def update(self, slot: Slot, node: Node, locked: bool) -> None:
        box = slot.box
        if box is None:
            return  # a leaf whose content is the same
        inner = self.inner_locked(node, locked)
        box.update(node, inner if node.get("type") == "form" else locked)
        if isinstance(box, Box):
            slot.children = await self.reconcile(box.body, slot.children, node.get("children") or [], [], inner)

    def inner_locked(self, node: Node, locked: bool) -> bool:
        if node.get("type") != "form" or self.view_id is None:
            return locked
        return locked or bool(node.get("pending")) or self.locked(self.view_id, str(node["key"]))

    async def place(self, parent: Widget, widgets: list[Widget]) -> None:
        """Puts ``widgets`` in this order in ``parent``, mounting the new ones; the others stay mounted."""
        for index, widget in enumerate(widgets):
            children = list(parent.children)
            if widget.parent is None:
                if index < len(children):
                    await parent.mount(widget, before=index)
                else:
                    await parent.mount(widget)
            elif widget in children and index < len(children) and children.index(widget) != index:
                # (a container's children still being mounted by its compose are in place already: not moved)
                parent.move_child(widget, before=index)
