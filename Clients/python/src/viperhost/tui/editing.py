"""What the user does to inputs, for ``ViperApp`` (a mixin): the messages the input widgets post
(``ViperField.Edited``, ``ViperToggle.Flipped``, ``ViperInput.Focused`` and ``.Left``, ``ViperForm.Submitted``)
go to the controller, which holds the rules; a submit is sent in order after the form's edits.

Nothing waits for the host here: an edit goes to the controller (``tui.inputs``), which sends it now,
after its debounce or later; each ``view/input`` and each submit runs on a worker of its own, created in
order (so they are written to the host in order, PROTOCOL.md §6 rule 5). Workers get a callable, not a
coroutine: one the app's exit cancels before it starts leaves nothing un-awaited."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

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


class InputHandlers:
    """Needs ``host``, ``controller``, ``view_tree``, ``run_worker``, ``refresh_view``, ``show_error``."""

    host: AsyncHost | None
    controller: InputController
    view_tree: Any
    # Forms (view, key) answered (focus their first error once they are not pending).
    awaiting: set[tuple[str, str]]

    if TYPE_CHECKING:  # ViperApp's (and App's): declared here only for the type checker
        run_worker: Any
        refresh_view: Any
        show_error: Any
        query: Any
        focused: Any

    def form_locked(self, view_id: str, key: str) -> bool:
        """The form was submitted and not answered yet (its widget knows: it locked itself at the key)."""
        return any(form.sending for form in self.view_tree.forms() if (form.view_id, form.key) == (view_id, key))

    # -- sending --------------------------------------------------------------

    def send_edit(self, edit: Edit) -> None:
        """The controller's ``send``: one ``view/input`` on its own worker (in order, never awaited here)."""
        self.run_worker(partial(self._send_edit, edit), group="input")

    async def _send_edit(self, edit: Edit) -> None:
        host = self.host
        if host is None or edit.view_id not in host.views:
            return
        try:
            await host.input(edit.view_id, edit.key, edit.seq, edit.value, edit.secret, edit.left)
            self.show_error(None)
        except HostError as error:
            # Refused: a tree may say what the value is (invalid_value), or none will (too_many_effects,
            # unknown_input). Either way the refusal answers the edit: once nothing newer is outstanding
            # the host's value shows again (docs/INPUT.md, "edit refused").
            self.controller.refused(edit.view_id, edit.key, edit.seq,
                                    {"code": error.code, "message": error.message, "data": error.data})
            self.show_error(error)
            await self.refresh_view(force=True)
        except (HostClosed, HostTimeout) as error:  # gone: what it never answered is resent (tui.restart)
            self.show_error(error)

    def refusal_shown(self, view_id: str, key: str, _message: str | None) -> None:
        """The controller's ``on_refusal``: the input shows the refusal's message as its error, or no longer."""
        try:
            boxes = list(self.query("ViperField, ViperChoice"))
        except (NoScreen, ScreenStackError):
            return  # the app is going: nothing to draw on
        for box in boxes:
            if (box.view_id, box.key) == (view_id, key) and hasattr(box, "node"):
                box.redraw_error()

    # -- what the widgets say (their own messages) -----------------------------------

    def on_viper_field_edited(self, message: ViperField.Edited) -> None:
        self.controller.edited(message.view_id, message.key, message.value)

    def on_viper_toggle_flipped(self, message: ViperToggle.Flipped) -> None:
        self.controller.edited(message.view_id, message.key, message.value)

    def on_viper_choice_chosen(self, message: ViperChoice.Chosen) -> None:
        self.controller.edited(message.view_id, message.key, message.value)

    def on_viper_input_focused(self, message: ViperInput.Focused) -> None:
        self.controller.focused(message.view_id, message.key)

    def on_viper_input_left(self, message: ViperInput.Left) -> None:
        self.controller.blurred(message.view_id, message.key)
        # Not focused any more: with no edit of its own it shows the host's value (rule 1).
        self.run_worker(partial(self.refresh_view, force=True), group="render")

    def on_viper_form_submitted(self, message: ViperForm.Submitted) -> None:
        self.submit(message.form)

    # -- submitting (rule 5) ----------------------------------------------------

    def submit(self, form: ViperForm) -> None:
        """The form locked itself when it was submitted (read-only at once: nothing typed after the press
        is taken); its edits go first, every one still waiting, then the submit."""
        for box in form.inputs():
            box.heard(self.controller, box.value)  # a keystroke whose message is still queued is submitted too
        self.controller.flush(form.view_id, input_keys(form.node))
        self.run_worker(partial(self._submit, form, form.node["submit"]["action"]), group="input")

    async def _submit(self, form: ViperForm, action: str) -> None:
        host = self.host
        try:
            if host is not None:
                await host.event(form.view_id, action)
                self.show_error(None)
        except HostFailure as error:
            self.show_error(error)
        finally:
            form.answered()
        self.awaiting.add((form.view_id, form.key))
        await self.refresh_view(debugger=True, force=True)

    def after_render(self, view_id: str) -> None:
        """A form answered and not pending: focus its first field with an error, unless the user moved the
        focus to a control outside the form meanwhile (rule 5; focus lost to nothing does not count)."""
        for form in list(self.query(ViperForm)):
            ident = (view_id, form.key)
            if ident not in self.awaiting or form.node.get("pending") or form.sending:
                continue
            self.awaiting.discard(ident)
            focused = self.focused
            outside = focused is not None and form not in focused.ancestors
            key = focus_after_submit(form.node, outside)
            for box in form.inputs():
                if isinstance(box, ViperField) and box.key == key:
                    focus_now(box.control)
                elif isinstance(box, ViperChoice) and box.key == key:
                    box.focus_first()
