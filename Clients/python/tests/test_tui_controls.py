"""The controls of PROTOCOL.md §6 ("Controls: choices, dates, rows, toolbars, confirmations") in the whole
TUI, from the keyboard alone, against a fake host showing given trees (hosts/tree_host.py, which applies
each edit and logs every line the TUI sends): a row's actions and toggle reached with Tab and Space, the
toolbar in the header area with `t`, an alert's initial focus and Escape, a date typed and sent on leaving,
a choice chosen with the arrows, Space and Delete — each sending what the protocol says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from test_tui import settle, until
from textual.widgets import Button, Input

from viperhost.tui import ActionButton, AlertScreen, ViperApp
from viperhost.tui.choices import ViperChoice
from viperhost.tui.rows import RowList, RowToggle

TREE_HOST = Path(__file__).parent / "hosts" / "tree_host.py"
Node = dict[str, Any]


def screen(title: str, *children: Node) -> Node:
    return {"type": "screen", "title": title, "children": list(children)}


def row(key: str, title: str, on: bool, enabled: bool, actions: list[Node]) -> Node:
    return {"key": key, "title": title, "toggle": {"on": on, "seq": 0, "set": 0, "enabled": enabled}, "actions": actions}


DELETE = {"action": "delete", "title": "Delete", "role": "destructive"}
TODO = screen(
    "To-do",
    {"type": "toolbar", "actions": [{"action": "add", "title": "Add", "enabled": True},
                                    {"action": "clear-done", "title": "Clear done", "enabled": False, "role": "destructive"}]},
    {"type": "list", "action": "open", "items": [
        row("milk", "Buy milk", False, True, [{"action": "edit", "title": "Edit"}, DELETE]),
        row("tax", "File the tax return", True, False, [DELETE])]},
)


def alert(*actions: Node) -> Node:
    return screen("To-do", {"type": "text", "text": "Behind the alert"},
                  {"type": "alert", "title": "Delete “Buy milk”?", "message": "For good.", "actions": list(actions)})


def choice(key: str, multiple: bool, value: Any, style: str | None = "inline") -> Node:
    node = {"type": "choice", "key": key, "label": key.title(), "multiple": multiple,
            "options": [{"key": k, "title": k.title()} for k in (["s", "m", "l"] if not multiple else ["home", "work", "errand"])],
            "value": value, "seq": 0, "set": 0, "send": "change", "enabled": True, "required": False}
    if style is not None:
        node["style"] = style
    return node


def form(pending: bool, *children: Node) -> Node:
    return {"type": "form", "key": "f", "submit": {"action": "save", "title": "Save"}, "pending": pending,
            "children": list(children)}


DATE = screen("Apply", form(False, {"type": "field", "key": "due", "label": "Available from", "kind": "date", "value": "",
                                    "seq": 0, "set": 0, "send": "leave", "min": "2026-01-01", "max": "2030-12-31",
                                    "enabled": True, "required": False}))
CHOICES = screen("Settings", form(False, choice("size", False, "m"), choice("tags", True, ["work"])))
PENDING = screen("Settings", form(True, choice("size", False, "m")))
VIEWS = {"todo": TODO, "cancel": alert(DELETE, {"action": "keep", "title": "Keep", "role": "cancel"}),
         "no-cancel": alert(DELETE, {"action": "retry", "title": "Retry"}), "date": DATE, "choices": CHOICES,
         "pending": PENDING}


class Run:
    """The app against tree_host, and what it sent."""

    def __init__(self, tmp_path: Path) -> None:
        (tmp_path / "views.json").write_text(json.dumps([{"name": n, "view": v} for n, v in VIEWS.items()]))
        self.log = tmp_path / "log"
        self.app = ViperApp(host_args=[str(tmp_path / "views.json"), str(self.log)], binary=str(TREE_HOST), restore=False)

    def sent(self, method: str) -> list[Node]:
        lines = [json.loads(line) for line in self.log.read_text().splitlines()] if self.log.exists() else []
        return [m["params"] for m in lines if m.get("method") == method]

    async def show(self, pilot: Any, name: str) -> None:
        app = self.app
        await settle(pilot, app)
        assert app.host is not None and app.host.mirror.top is not None
        await app.host.event(app.host.mirror.top.view_id, "show", name)
        await settle(pilot, app)
        await until(lambda: all(w.is_mounted for s in app.screen_stack for w in s.query("*")), "mounted")
        await settle(pilot, app)

    def events(self) -> list[Node]:
        return [{k: v for k, v in p.items() if k != "viewId"} for p in self.sent("view/event") if p["action"] != "show"]

    def inputs(self) -> list[Node]:
        return [{k: v for k, v in p.items() if k != "viewId"} for p in self.sent("view/input")]


async def tab_to(pilot: Any, app: ViperApp, found: Any, what: str) -> None:
    for _ in range(12):
        if found(app.focused):
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached {what}: {app.focused!r}")


async def test_a_rows_actions_and_toggle_are_reached_and_used_from_the_keyboard(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "todo")
        delete = app.query_one("#row-milk-delete", ActionButton)
        # Named for the action and the row; destructive: marked, red, and it says so.
        assert delete.tooltip == "Delete: Buy milk — Destructive" and str(delete.label).startswith("⚠")
        assert delete.variant == "error" and delete.has_class("destructive")
        assert str(app.query_one("#row-milk-edit", ActionButton).tooltip) == "Edit: Buy milk"
        # The row's toggle: a checkbox labelled with the row's title; Space flips it, a view/input keyed by the row.
        await tab_to(pilot, app, lambda w: isinstance(w, RowToggle) and w.key == "milk", "the row's checkbox")
        assert "Buy milk" in str(app.focused.label)  # type: ignore[union-attr]
        await pilot.press("space")
        await settle(pilot, app)
        assert run.inputs() == [{"key": "milk", "seq": 1, "value": True}]
        await until(lambda: app.query_one("#rowtoggle-milk", RowToggle).value is True, "the host's answer shown")
        # Tab on to the row's Delete, Enter presses it: view/event {action, value: the row's key}.
        await tab_to(pilot, app, lambda w: isinstance(w, ActionButton) and w.action_name == "delete"
                     and w.action_value == "milk", "Delete: Buy milk")
        await pilot.press("enter")
        await settle(pilot, app)
        assert run.events() == [{"action": "delete", "value": "milk"}]
        # Another row's controls: Shift+Tab back to the list, ↓ highlights the row, Tab goes to its own.
        for _ in range(4):
            if isinstance(app.focused, RowList):
                break
            await pilot.press("shift+tab")
        await pilot.press("down")
        # A row toggle that is not enabled is read-only: Space on it sends nothing.
        await tab_to(pilot, app, lambda w: isinstance(w, RowToggle) and w.key == "tax", "the disabled row toggle")
        await pilot.press("space")
        await settle(pilot, app)
        assert len(run.inputs()) == 1 and app.query_one("#rowtoggle-tax", RowToggle).value is True


async def test_the_toolbar_is_in_the_header_area_and_t_reaches_it(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "todo")
        add = app.query_one("#toolbar-add", ActionButton)
        clear = app.query_one("#toolbar-clear-done", ActionButton)
        assert clear.disabled and str(clear.label).startswith("⚠") and not add.disabled
        # In the header area: above the view, right under the title.
        assert add.region.y < app.query_one("#view").region.y and add.region.y <= 3
        assert add not in app.query_one("#view").query("*")
        await pilot.press("t")
        assert app.focused is add
        await pilot.press("enter")
        await settle(pilot, app)
        assert run.events() == [{"action": "add"}]


async def test_an_alert_focuses_its_cancel_and_escape_chooses_it(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "cancel")
        await until(lambda: isinstance(app.screen, AlertScreen), "the alert")
        await pilot.pause()
        focused = app.focused
        assert isinstance(focused, ActionButton) and focused.action_name == "keep"  # not Delete, the first
        delete = app.screen.query_one("#alert-delete", ActionButton)
        assert delete.variant == "error" and str(delete.label).startswith("⚠")
        await pilot.press("escape")
        await settle(pilot, app)
        assert run.events() == [{"action": "keep"}]


async def test_an_alert_without_cancel_focuses_the_first_safe_action_and_ignores_escape(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "no-cancel")
        await until(lambda: isinstance(app.screen, AlertScreen), "the alert")
        await pilot.pause()
        focused = app.focused
        assert isinstance(focused, Button) and isinstance(focused, ActionButton) and focused.action_name == "retry"
        await pilot.press("escape")
        await settle(pilot, app)
        assert run.events() == [] and isinstance(app.screen, AlertScreen)
        assert run.sent("navigation/back") == []
        await pilot.press("enter")  # the focused one
        await settle(pilot, app)
        assert run.events() == [{"action": "retry"}]


async def test_an_alert_replaced_by_another_then_by_none_leaves_no_screen_above_the_view(tmp_path: Path) -> None:
    """The first alert's dismissal (its result comes later) must not make the TUI forget the second: else
    it stays on top for good, over views drawn under it that it keeps painting as they were."""
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "cancel")
        await until(lambda: isinstance(app.screen, AlertScreen) and app.screen.node["actions"][-1]["action"] == "keep",
                    "the first alert")
        await run.show(pilot, "no-cancel")
        await until(lambda: isinstance(app.screen, AlertScreen) and app.screen.node["actions"][-1]["action"] == "retry",
                    "the second alert")
        await run.show(pilot, "date")
        await until(lambda: bool(app.query("#input-due")), "the view without an alert")
        await settle(pilot, app)
        assert [type(screen).__name__ for screen in app.screen_stack] == ["Screen"] and app.alerts.current is None


async def test_a_date_is_typed_as_iso_and_sent_on_leaving(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "date")
        control = app.query_one("#input-due", Input)
        assert control.placeholder == "YYYY-MM-DD"
        hint = str(app.query_one("#field-due .field-hint").render())
        assert hint == "YYYY-MM-DD, from 2026-01-01 to 2030-12-31"
        control.focus()
        await pilot.press(*"2026-12-24")
        await settle(pilot, app)
        assert control.value == "2026-12-24" and run.inputs() == []  # a date half typed is not sent
        await pilot.press("tab")
        await settle(pilot, app)
        assert run.inputs() == [{"key": "due", "seq": 1, "value": "2026-12-24", "left": True}]


async def test_a_choice_is_chosen_and_cleared_from_the_keyboard_sending_its_whole_value(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "choices")
        app.query_one("#option-size-s").focus()
        await pilot.press("down", "down")  # to Large
        await pilot.press("space")
        await settle(pilot, app)
        assert run.inputs() == [{"key": "size", "seq": 1, "value": "l"}]
        await pilot.press("delete")  # none chosen: null, never ""
        await settle(pilot, app)
        assert run.inputs()[1:] == [{"key": "size", "seq": 2, "value": None}]
        assert app.query_one("#choice-size", ViperChoice).value is None
        await pilot.press("tab")  # on to the checkboxes: Home
        await pilot.press("space")
        await settle(pilot, app)
        assert run.inputs()[2:] == [{"key": "tags", "seq": 1, "value": ["home", "work"]}]  # the whole list, in order
        await pilot.press("down", "space")  # Work off
        await settle(pilot, app)
        assert run.inputs()[3:] == [{"key": "tags", "seq": 2, "value": ["home"]}]


async def test_a_choice_in_a_pending_form_is_read_only(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "pending")
        app.query_one("#option-size-l").focus()
        await pilot.press("space", "delete")
        await settle(pilot, app)
        assert run.inputs() == [] and app.query_one("#choice-size", ViperChoice).value == "m"
