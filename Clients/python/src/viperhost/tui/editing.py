"""What the user does to inputs, as a component of ``ViperApp`` that owns its state (the forms answered whose
first error is still to be focused): the messages the input widgets post (``ViperField.Edited``,
``ViperToggle.Flipped``, ``ViperInput.Focused`` and ``.Left``, ``ViperForm.Submitted``) are handled on the app, which
hands them here (Textual collects them from the app's own class); they go to the controller, which holds the
rules; a submit is sent in order after the form's edits. It talks to the app through ``EditingPorts``.

Nothing waits for the host here: an edit goes to the controller (``tui.inputs``), which sends it now,
after its debounce or later; each ``view/input`` and each submit runs on a worker of its own, created in
order (so they are written to the host in order, PROTOCOL.md §6 rule 5). Workers get a callable, not a
coroutine: one the app's exit cancels before it starts leaves nothing un-awaited."""

from __future__ import annotations

from functools import partial
from collections.abc import Callable
from typing import Any, Protocol

from textual.app import ScreenStackError
from textual.dom import NoScreen

from ..client import AsyncHost
from ..errors import HostClosed, HostError, HostTimeout
from .choices import ViperChoice
from .fields import ViperField, ViperInput, ViperToggle
from .forms import ViperForm
from .inputs import Edit, InputController, focus_after_submit, input_nodes
from .widgets import focus_now

HostFailure = (HostError, HostClosed, HostTimeout)
Node = dict[str, Any]


def input_keys(node: Node) -> list[str]:
    return [str(found["key"]) for found in input_nodes(node)]


class EditingPorts(Protocol):
    """What editing needs of the app (``ViperApp`` is one): read when used (the host changes on a restart)."""

    @property
    def host(self) -> AsyncHost | None: ...  # the lifecycle's (tui.restart): read, never set

    controller: InputController
    view_tree: Any

    @property
    def focused(self) -> Any: ...

    def run_worker(self, work: Callable[[], Any], *, group: str = ...) -> Any: ...

    async def refresh_view(self, debugger: bool = False, force: bool = False) -> None: ...

    def show_error(self, error: Exception | None) -> None: ...

    def query(self, selector: Any = None) -> Any: ...


class Editing:
    def __init__(self, app: EditingPorts) -> None:
        self.app = app
        # Forms (view, key) answered (focus their first error once they are not pending).
        self.awaiting: set[tuple[str, str]] = set()

    def form_locked(self, view_id: str, key: str) -> bool:
        """The form was submitted and not answered yet (its widget knows: it locked itself at the key)."""
        forms = self.app.view_tree.forms()
        return any(form.sending for form in forms if (form.view_id, form.key) == (view_id, key))

    # -- sending --------------------------------------------------------------

    def send_edit(self, edit: Edit) -> None:
        """The controller's ``send``: one ``view/input`` on its own worker (in order, never awaited here)."""
        self.app.run_worker(partial(self._send_edit, edit), group="input")

    async def _send_edit(self, edit: Edit) -> None:
        host = self.app.host
        if host is None or edit.view_id not in host.views:
            return
        try:
            await host.input(edit.view_id, edit.key, edit.seq, edit.value, edit.secret, edit.left)
            self.app.show_error(None)
        except HostError as error:
            # Refused: a tree may say what the value is (invalid_value), or none will (too_many_effects,
            # unknown_input). Either way the refusal answers the edit: once nothing newer is outstanding
            # the host's value shows again (docs/INPUT.md, "edit refused").
            self.app.controller.refused(edit.view_id, edit.key, edit.seq,
                                        {"code": error.code, "message": error.message, "data": error.data})
            self.app.show_error(error)
            await self.app.refresh_view(force=True)
        except (HostClosed, HostTimeout) as error:  # gone: what it never answered is resent (tui.restart)
            self.app.show_error(error)

    def refusal_shown(self, view_id: str, key: str, _message: str | None) -> None:
        """The controller's ``on_refusal``: the input shows the refusal's message as its error, or no longer."""
        try:
            boxes = list(self.app.query("ViperField, ViperChoice"))
        except (NoScreen, ScreenStackError):
            return  # the app is going: nothing to draw on
        for box in boxes:
            if (box.view_id, box.key) == (view_id, key) and hasattr(box, "node"):
                box.redraw_error()

    # -- what the widgets say (their own messages) -----------------------------------

    def edited(self, message: ViperField.Edited | ViperToggle.Flipped | ViperChoice.Chosen) -> None:
        self.app.controller.edited(message.view_id, message.key, message.value)

    def input_focused(self, message: ViperInput.Focused) -> None:
        self.app.controller.focused(message.view_id, message.key)

    def input_left(self, message: ViperInput.Left) -> None:
        self.app.controller.blurred(message.view_id, message.key)
        # Not focused any more: with no edit of its own it shows the host's value (rule 1).
        self.app.run_worker(partial(self.app.refresh_view, force=True), group="render")

    # -- submitting (rule 5) ----------------------------------------------------

    def submit(self, form: ViperForm) -> None:
        """The form locked itself when it was submitted (read-only at once: nothing typed after the press
        is taken); its edits go first, every one still waiting, then the submit."""
        for box in form.inputs():  # a keystroke whose message is still queued is submitted too
            box.heard(self.app.controller, box.value)
        self.app.controller.flush(form.view_id, input_keys(form.node))
        self.app.run_worker(partial(self._submit, form, form.node["submit"]["action"]), group="input")

    async def _submit(self, form: ViperForm, action: str) -> None:
        host = self.app.host
        try:
            if host is not None:
                await host.event(form.view_id, action)
                self.app.show_error(None)
        except HostFailure as error:
            self.app.show_error(error)
        finally:
            form.answered()
        self.awaiting.add((form.view_id, form.key))
        await self.app.refresh_view(debugger=True, force=True)

    def after_render(self, view_id: str) -> None:
        """A form answered and not pending: focus its first field with an error, unless the user moved the
        focus to a control outside the form meanwhile (rule 5; focus lost to nothing does not count)."""
        for form in list(self.app.query(ViperForm)):
            ident = (view_id, form.key)
            if ident not in self.awaiting or form.node.get("pending") or form.sending:
                continue
            self.awaiting.discard(ident)
            focused = self.app.focused
            outside = focused is not None and form not in focused.ancestors
            key = focus_after_submit(form.node, outside)
            for box in form.inputs():
                if isinstance(box, ViperField) and box.key == key:
                    focus_now(box.control)
                elif isinstance(box, ViperChoice) and box.key == key:
                    box.focus_first()
