"""A terminal UI for viper-host on Textual: every view node as a widget.

    viperhost-tui [--host PATH] [--fresh | --open LINK] [--debug] [HOST_ARGS…]      (also: python -m viperhost)

It restores the saved session by default (``--fresh`` starts over, ``--open LINK`` sends ``app/start {link}``:
the host reads the link, SESSIONS.md §3). Escape goes back, Ctrl+R re-reads the view from the host, ``d`` shows
the debugger panel, Ctrl+Q quits. Errors show in the bar above the footer; the UI never crashes on them.

Nothing here waits for the host on the event loop's own turn: each request runs on a worker (``talk``) while a
line says what the host was asked and has not answered (``status``), and notifications (late updates too)
re-render as they come — no polling. Inputs (``fields``, ``forms``, ``tree``, ``editing``, ``inputs``) are
updated in place: typing never waits, and keys are handled in the order they were typed. What the user does to a
screen (``actions``), to inputs (``editing``), the alert (``alerts``) and the host's life (``restart``) are
components the app holds.
"""

from __future__ import annotations

import asyncio
from functools import partial
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from textual import events, on
from textual.app import App, ComposeResult, ScreenStackError
from textual.dom import NoScreen
from textual.widgets import Footer, Header, ListView, Select, Static

from ..client import AsyncHost, ViewState
from ..errors import HostClosed, HostError, HostTimeout
from .actions import ScreenActions
from .alerts import Alerts
from .debug import DebugPanel
from .choices import ViperChoice
from .editing import Editing
from .fields import ViperField, ViperInput, ViperToggle
from .forms import INPUT_CSS, ViperForm
from .inputs import InputController, Schedule, loop_schedule
from .keyboard import deliver
from .keys import first_control, focus_place, restore_focus
from .restart import HostLaunch, HostLifecycle, Launch
from .status import WaitingLine
from .toolbar import ScreenToolbar, screen_toolbars
from .tree import INPUT_NODES, TreeRenderer
from .widgets import VIEW_CSS, ActionButton, Picker, Row, ViewBox
from .window_list import WindowLines

Node = dict[str, Any]
HostFailure = (HostError, HostClosed, HostTimeout)


class ViperApp(App[None]):
    """Renders the top view of the host's stack and sends what the user does."""

    TITLE = "ViperHost"
    CSS = VIEW_CSS + INPUT_CSS
    BINDINGS = [
        ("escape", "back", "Back"),
        ("a", "row_button", "Row's button"),
        ("space", "row_toggle", "Row's toggle"),
        ("t", "toolbar", "Toolbar"),
        ("ctrl+r", "resync", "Resync"),
        ("d", "debugger", "Debugger"),
        ("question_mark", "keys", "Keys"),
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
        link: str | None = None,
        nodes: Sequence[str] | None = INPUT_NODES,
        launch: Launch = AsyncHost.launch,
        schedule: Schedule = loop_schedule,
    ) -> None:
        """Starts with ``app/start {restore: true}``, ``{link}`` or ``{stack}`` when
        given, or a plain ``app/start`` when ``restore`` is false (``--fresh``).
        ``nodes``: the node types it says it renders beyond the first eight (None: none). ``launch`` starts a
        host (``AsyncHost.launch``; the shared frontend cases give one over a scripted pipe) and ``schedule``
        runs an input's debounce (the event loop's timers; the cases' fake clock)."""
        super().__init__()
        self.on_message = on_message
        self.on_send = on_send
        self.rendered: tuple[str, int] | None = None
        # Components: what the user does to a screen (tui.actions), the alert it shows (tui.alerts); each a view/event.
        self.actions = ScreenActions(self)
        self.alerts = Alerts(self.push_screen, self.actions.talk_send)
        self.render_scheduled = False
        self.keys_handled = 0  # keys from the terminal so far (a render keeps the focus they moved)
        # Notifications and the user's actions both re-render: one at a time.
        self.render_lock = asyncio.Lock()
        # Held, not queried: App.query_one looks in the screen on top (an alert's).
        self.debug_panel = DebugPanel(id="debugger")
        self.view_box = ViewBox(id="view")
        # The screen's own actions (a toolbar node), in the header area under the title (§6 "Controls").
        self.toolbar = ScreenToolbar(id="toolbar")
        self.waiting = WaitingLine(id="waiting")
        self.error_bar = Static("", id="error")
        # Inputs (PROTOCOL.md §6, "Input"): editing (tui.editing), the rules' controller, the tree kept in place.
        self.editing = Editing(self)
        self.controller = InputController(self.editing.send_edit, schedule, self.editing.refusal_shown)
        self.view_tree = TreeRenderer(self.view_box, self.controller, self.editing.form_locked, self.actions.ask_rows)
        # The host: started, and started again when it stops under the app (tui.restart).
        how = HostLaunch(launch, list(host_args), binary, nodes, restore and stack is None and link is None, stack, link)
        self.lifecycle = HostLifecycle(self, how, self.controller)

    def compose(self) -> ComposeResult:
        yield Header()
        yield self.toolbar
        yield self.debug_panel
        yield self.view_box
        yield self.waiting
        yield self.error_bar
        yield Footer()

    async def on_event(self, event: events.Event) -> None:
        # A key from the terminal is handled to the end before the next one is read (tui.keyboard).
        if isinstance(event, events.Key) and not event.is_forwarded:
            self.keys_handled += 1
            await deliver(self, event)
        else:
            await super().on_event(event)

    def on_mount(self) -> None:
        # The host is started and asked on a worker: the UI runs meanwhile (and quits on ctrl+q).
        self.talk(self.lifecycle.connect())

    async def on_unmount(self) -> None:
        await self.lifecycle.end()

    @property
    def host(self) -> AsyncHost | None:  # the lifecycle's: a new one after a restart
        return self.lifecycle.host

    def forget_drawn(self) -> None:  # a new host: its top view is drawn whatever its id and rev
        self.rendered = None

    def talk(self, work: Awaitable[Any], debugger: bool = False) -> None:
        """Runs a conversation with the host on a worker: handlers return at once."""
        self.run_worker(self.waited(work, debugger), group="host")

    async def waited(self, work: Awaitable[Any], debugger: bool = False) -> None:
        """Awaits ``work``; errors go to the bar."""
        try:
            await work
        except HostFailure as error:
            self.show_error(error)
        await self.refresh_view(debugger)

    def sent(self, message: dict[str, Any]) -> None:
        if self.on_send is not None:
            self.on_send(message)
        self.waiting.sent(message)

    def changed(self, _message: dict[str, Any]) -> None:
        """A notification arrived (a late update too): render once the queue gets to it."""
        if not self.render_scheduled:
            self.render_scheduled = True
            self.call_later(self.refresh_view)

    def action_resync(self) -> None:
        if self.host is not None and self.host.mirror.top is not None:
            self.rendered = None
            self.talk(self.resync(self.host, self.host.mirror.top))

    async def resync(self, host: AsyncHost, top: ViewState) -> None:
        fresh = await host.get(top.view_id)
        top.view, top.rev = fresh["view"], fresh["rev"]

    def watch(self, message: dict[str, Any]) -> None:
        """Every host message: a view closed because its plugin failed shows
        the reason in the footer, even when no request of ours caused it."""
        self.waiting.received(message)
        if self.on_message is not None:
            self.on_message(message)
        if message.get("method") == "view/closed" and "error" in message.get("params", {}):
            self.error_bar.update(message["params"]["error"]["message"])

    def show_error(self, error: Exception | None) -> None:
        text = "" if error is None else str(error)
        self.error_bar.update(text)

    async def refresh_view(self, debugger: bool = False, force: bool = False) -> None:
        """Renders the top view if it changed (or anyway when ``force``: an input's owner changed); the
        debugger panel follows it (and re-reads the history anyway when ``debugger``: an event may add
        an entry without changing the view) on a worker of its own."""
        self.render_scheduled = False
        async with self.render_lock:
            if force:
                self.rendered = None
            # A worker's late answer as the app exits (its screens going or gone): nothing to draw on.
            if not self.is_running:
                return
            try:
                drawn = await self._render_top()
            except (ScreenStackError, NoScreen):
                if self.is_running:
                    raise
                return
            if (drawn or debugger) and self.debug_panel.shown:
                self.run_worker(partial(self.debug_panel.reload, self.host), group="debugger", exclusive=True)

    # The debugger's workers get a callable, not a coroutine: one cancelled before it starts leaves nothing un-awaited.
    async def action_debugger(self) -> None:
        self.debug_panel.toggle_class("shown")
        self.run_worker(partial(self.debug_panel.reload, self.host), group="debugger", exclusive=True)

    @on(DebugPanel.Goto)
    def goto(self, event: DebugPanel.Goto) -> None:
        if self.host is not None:
            self.talk(self.host.debug_goto(event.view_id, event.index), debugger=True)

    async def _render_top(self) -> bool:
        top = self.host.mirror.top if self.host else None
        if top is None:
            return False
        if self.rendered == (top.view_id, top.rev):
            return False
        same_view = self.view_tree.view_id == top.view_id
        self.rendered = (top.view_id, top.rev)
        titles = [v.view.get("title", v.module) for i in self.host.stack if (v := self.host.views.get(i))]
        self.title = " › ".join(titles) or "ViperHost"
        views = self.host.views if self.host else {}
        self.controller.forget(ident[0] for ident in self.controller.states if ident[0] not in views)
        container = self.view_box
        # The view's own focus (an alert or the keys on top have theirs): what it comes back to once they go.
        before = self.view_box.screen.focused
        place = focus_place(before, container) if same_view else None
        alerts: list[Node] = []
        toolbars, body = screen_toolbars(top.view.get("children") or [])
        await self.toolbar.show(top.view_id, toolbars)
        # The same view: updated in place (an input keeps its widget, its focus and caret); a new one: built.
        await self.view_tree.render(top.view_id, body, alerts)
        self.lifecycle.resend_carried(top.view_id)
        self.editing.after_render(top.view_id)
        # Keyboard first: a new view focuses its first control now (before any key read after it: focus_now).
        # An update of the same view keeps the focus where it was (on a widget that stayed, or what stands
        # where it was, once a list's rows are mounted: after the next refresh), unless keys typed meanwhile
        # moved it.
        if not same_view:
            first_control(container)
            self.lifecycle.refocus_carried()  # a restarted host's restored view: the focus (and caret) where it was
            self.alerts.show(alerts[0] if alerts else None)
            return True
        keys_before = self.keys_handled

        def settle_focus() -> None:
            if self.keys_handled != keys_before:
                return
            if before is None or before.is_attached:
                return  # on nothing stays on nothing (docs/INPUT.md); a control that stayed keeps it
            if not restore_focus(place, container):
                first_control(container)

        self.call_after_refresh(settle_focus)
        self.alerts.show(alerts[0] if alerts else None)
        return True

    @on(ActionButton.Pressed)
    def button_pressed(self, event: ActionButton.Pressed) -> None:
        if not isinstance(event.button, ActionButton):
            return  # a form's submit (tui.editing)
        event.stop()
        self.actions.talk_send(event.button.action_name, event.button.action_value)

    @on(ListView.Selected)
    def row_selected(self, event: ListView.Selected) -> None:
        item = event.item
        if isinstance(item, Row):
            self.actions.talk_send(item.action_name, item.key)

    @on(Select.Changed)
    def picker_changed(self, event: Select.Changed) -> None:
        picker = event.select
        if isinstance(picker, Picker) and event.value != picker.selected_key and isinstance(event.value, str):
            self.actions.talk_send(picker.action_name, event.value)

    def on_window_lines_selected(self, message: WindowLines.Selected) -> None:
        """Enter on a windowed list's row: the list's action with the row's key."""
        self.actions.talk_send(message.action, message.key)

    # The key bindings (BINDINGS): what the user does to the screen, handed to its component (tui.actions).
    def action_back(self) -> None: self.actions.back()
    def action_row_button(self) -> None: self.actions.row_button()
    def action_row_toggle(self) -> None: self.actions.row_toggle()
    def action_toolbar(self) -> None: self.actions.toolbar()
    def action_keys(self) -> None: self.actions.keys()

    # The input widgets' messages: what the user does to inputs, handed to its component (tui.editing).
    def on_viper_field_edited(self, message: ViperField.Edited) -> None: self.editing.edited(message)
    def on_viper_toggle_flipped(self, message: ViperToggle.Flipped) -> None: self.editing.edited(message)
    def on_viper_choice_chosen(self, message: ViperChoice.Chosen) -> None: self.editing.edited(message)
    def on_viper_input_focused(self, message: ViperInput.Focused) -> None: self.editing.input_focused(message)
    def on_viper_input_left(self, message: ViperInput.Left) -> None: self.editing.input_left(message)
    def on_viper_form_submitted(self, message: ViperForm.Submitted) -> None: self.editing.submit(message.form)
