"""The host's life under the TUI: started (``connect``), ended when the app quits, and started again when
it stops under the TUI (a crash, a kill: SESSIONS.md §2).

``HostLifecycle`` is a component ``ViperApp`` holds (``app.lifecycle``), which owns the host and what a restart
carries; it reaches the app through ``LifecyclePorts``. Started again: it hears that the host's output closed while
the app was not quitting, starts the same host again with ``app/start {restore: true}`` (the saved session comes
back: with a data directory, everything the host had answered), and resends what the user typed that
the old host never answered (PROTOCOL.md §6 rule 7): the edits still waiting, those sent and not
answered, and a secure field's text (no session holds it). The user's text wins over the restored
value: it is newer than anything the host saved. The control that had the focus has it again, a field's
caret where it was (``tui.caret``): the restored view is built anew, and typing goes on where it was. Three
restarts within a minute and it stops trying; an end the host announced (a dev loop's swap: ``dev.tui``,
``end_planned``) is not counted.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from textual.widget import Widget
from textual.widgets import Checkbox, Input, Switch, TextArea

from ..client import AsyncHost
from ..errors import HostError
from .caret import Caret, caret_of, put_caret, put_text, text_of
from .choices import ViperChoice
from .fields import ViperField, ViperToggle
from .rows import RowToggle
from .inputs import InputController
from .keys import FocusPlace, focus_place, restore_focus
from .window_list import WindowLines
from .window_range import windowed_toggles

Node = dict[str, Any]
Carried = dict[str, str | bool | tuple[str, ...]]
Launch = Callable[..., Awaitable[AsyncHost]]  # AsyncHost.launch(args, binary, **options)
MAX_RESTARTS = 3
WITHIN_SECONDS = 60.0


@dataclass(frozen=True)
class HostLaunch:
    """How the host is started: ``launch`` (``AsyncHost.launch``, or the cases' scripted pipe) with ``args`` and
    ``binary``, the node types announced beyond the first eight, and what the first ``app/start`` asks."""

    launch: Launch
    args: Sequence[str]
    binary: str | None
    nodes: Sequence[str] | None
    restore: bool
    stack: list[dict[str, Any]] | None
    link: str | None


class LifecyclePorts(Protocol):
    """What the lifecycle needs of the app (``ViperApp`` is one)."""

    sub_title: str
    error_bar: Any
    waiting: Any
    view_tree: Any
    render_lock: Any
    view_box: Widget

    @property
    def focused(self) -> Any: ...

    def watch(self, message: dict[str, Any]) -> None: ...

    def sent(self, message: dict[str, Any]) -> None: ...

    def changed(self, message: dict[str, Any]) -> None: ...

    def talk(self, work: Awaitable[Any], debugger: bool = False) -> None: ...

    def show_error(self, error: Exception | None) -> None: ...

    def forget_drawn(self) -> None: ...

    def query(self, selector: str) -> Any: ...


def unanswered(controller: InputController, view_id: str, view: Node) -> Carried:
    """The top view's inputs whose shown value the host never had (the controller's rule 7)."""
    return controller.unanswered(view_id, view)


class HostLifecycle:
    def __init__(self, app: LifecyclePorts, how: HostLaunch, controller: InputController) -> None:
        self.app, self.how, self.controller = app, how, controller
        self.host: AsyncHost | None = None
        self.quitting = False
        self.restarts: list[float] = []  # when the host stopped under the app, within the last minute
        # What to resend once the restored stack's top shows: (its module, its place in the stack) and values.
        self.carried: tuple[str, int, Carried] | None = None
        # Of those, the flips of windowed rows not read yet: (the restored view, the rows' keys and values).
        self.carried_rows: tuple[str, dict[str, bool]] | None = None
        # Where the focus was: (module, place in the stack), the control, a field's caret and text then.
        self.carried_focus: tuple[str, int, FocusPlace, Caret | None, str | None] | None = None
        # An end the host announced (a dev loop's swap): what the header says after its restart.
        self.planned: str | None = None

    def end_planned(self, why: str) -> None:
        """The host is about to end on purpose: its restart is not a crash, and the header says ``why``."""
        self.planned = why

    async def connect(self, restarted: bool = False) -> AsyncHost | None:
        """Starts the host; ``restarted``: again after it stopped, restoring the saved session. The host it
        started, or None when it could not, or when that host was lost and another started meanwhile (a host
        that stops during its own start: the next restart owns the app from then on)."""
        self.app.waiting.start(True)
        try:
            host = self.host = await self.how.launch(
                list(self.how.args), self.how.binary, on_message=self.app.watch, on_send=self.app.sent,
                on_change=self.app.changed, on_closed=self.host_closed, nodes=self.how.nodes,
            )
        except OSError as error:
            self.app.show_error(error)
            return None
        finally:
            self.app.waiting.start(False)
        if self.quitting:  # the app quit while the host started (a restart): no host outlives it
            await host.close()
            return None
        info = await host.initialize(client_name="viperhost-tui")
        if host is not self.host:
            return None
        self.app.sub_title = f"{info['hostInfo']['name']} {info['hostInfo']['version']}"
        self.app.forget_drawn()  # a new host's views may have the old ones' ids and revs
        if restarted:
            await host.app_start(restore=True)
        else:
            await self.start_session(host)
        return host if host is self.host else None

    async def start_session(self, host: AsyncHost) -> None:
        if self.how.stack is None and self.how.link is None:
            await host.app_start(restore=self.how.restore)
            return
        try:
            await host.app_start(stack=self.how.stack, link=self.how.link)
        except HostError as error:
            # The link opened nothing (it does not parse, or names no module): say why, show the launch screen.
            self.app.show_error(error)
            await host.app_start()

    async def end(self) -> None:
        """The app quits: the host ends with it."""
        self.quitting = True
        if self.host is None:
            return
        if self.host.owed:
            # Busy: end of input (the host finishes what it started and exits); no answer is awaited.
            await self.host.end()
        else:
            await self.host.close()  # shutdown, exit (PROTOCOL.md §3)

    def host_closed(self) -> None:
        """The old host's output closed: unless the app is quitting, start it again."""
        self.app.waiting.closed()  # what it was asked, it will never answer
        if self.quitting:
            return
        self.controller.disconnected()  # what is typed now waits for the restored view
        if self.planned is None:  # a crash: three within a minute and it stops trying
            now = time.monotonic()
            self.restarts = [at for at in self.restarts if now - at < WITHIN_SECONDS]
            if len(self.restarts) >= MAX_RESTARTS:
                self.app.error_bar.update("The host keeps stopping; not starting it again. Quit with ctrl+q.")
                return
            self.restarts.append(now)
        self.app.talk(self.restart())

    async def restart(self) -> None:
        planned, self.planned = self.planned, None
        old = self.host
        if old is not None:
            status = await old.process.wait()
            top = old.mirror.top
            if top is not None and old.stack:
                self.carried = (top.module, len(old.stack) - 1, unanswered(self.controller, top.view_id, top.view))
                self.carry_focus(top.module, len(old.stack) - 1)
            self.controller.forget([ident[0] for ident in self.controller.states])
        if self.carried is None:
            self.controller.reconnected()  # nothing to carry: edits go to whatever comes back
        async with self.app.render_lock:  # not in the middle of a render of the old host's view
            self.app.view_tree.forget()
        if await self.connect(restarted=True) is None:
            return  # not started, or lost during its start: the restart after it says so
        # In the header, where it stays: the error bar is cleared by the next answer.
        if planned is not None:
            self.app.sub_title = f"{self.app.sub_title} · {planned}"
        elif old is not None:
            self.app.sub_title = f"{self.app.sub_title} · started again (the host stopped: exit status {status})"

    def resend_carried(self, view_id: str) -> None:
        """After the restored top view is built: shows and sends what the old host never answered."""
        if self.carried is None or self.host is None:
            self.resend_rows(view_id)
            return
        module, place, values = self.carried
        top = self.host.mirror.top
        if top is None or top.view_id != view_id:
            return
        self.carried = None
        self.controller.reconnected()
        if top.module != module or len(self.host.stack) - 1 != place:
            return  # another screen came back: what was typed belongs to none of it
        shown: Carried = {}
        for box in list(self.app.query("ViperField, ViperToggle, ViperChoice, RowToggle")):
            if box.view_id != view_id or box.key not in values:
                continue
            value = shown[box.key] = values[box.key]
            if isinstance(box, ViperChoice) and isinstance(value, tuple):
                box.show(value)
            elif isinstance(box, RowToggle) and isinstance(value, bool):
                with box.prevent(Checkbox.Changed):
                    box.value = value
            elif isinstance(box, ViperToggle) and isinstance(value, bool):
                with box.control.prevent(Switch.Changed):
                    box.control.value = value
            elif isinstance(box, ViperField) and isinstance(value, str):
                put_text(box.control, value)
        # A windowed list's rows have no widget (but the highlighted one's): their flips go by the tree, now
        # or once their rows come (a restored window may come empty first, its rows read after).
        rows = {key: value for key, value in values.items() if key not in shown and isinstance(value, bool)}
        self.carried_rows = (view_id, rows) if rows else None
        self.controller.resend(view_id, shown)
        self.resend_rows(view_id)

    def carry_focus(self, module: str, place: int) -> None:
        """Notes where the focus is in the old host's top view (``module`` at ``place`` in the stack)."""
        focused = self.app.view_box.screen.focused  # the view's own (an alert on top has its own)
        where = focus_place(focused, self.app.view_box)
        text = isinstance(focused, (Input, TextArea))
        self.carried_focus = None if where is None else (
            module, place, where, caret_of(focused) if text else None, text_of(focused) if text else None)

    def refocus_carried(self) -> None:
        """After the restored top view is built and its first control focused: the control that had the
        focus has it again, a field's caret where it was if its text is the same (else at its end)."""
        if self.carried_focus is None or self.host is None:
            return
        module, place, where, caret, text = self.carried_focus
        self.carried_focus = None
        top = self.host.mirror.top
        if top is None or top.module != module or len(self.host.stack) - 1 != place:
            return  # another screen came back
        if restore_focus(where, self.app.view_box) and isinstance(focused := self.app.focused, (Input, TextArea)):
            put_caret(focused, caret if text_of(focused) == text else None)

    def resend_rows(self, view_id: str) -> None:
        """The carried flips of a windowed list's rows the restored window holds now: sent, and shown."""
        if self.carried_rows is None or self.host is None:
            return
        carried_view, rows = self.carried_rows
        top = self.host.mirror.top
        if top is None or top.view_id != carried_view or view_id != carried_view:
            self.carried_rows = None  # another screen: they belong to none of it
            return
        held: Carried = {key: rows.pop(key) for key in windowed_toggles(top.view) if key in rows}
        if not rows:
            self.carried_rows = None
        if held:
            self.controller.resend(view_id, held)
            for lines in list(self.app.query(WindowLines)):  # its lines show the controller's values
                lines.redraw()
