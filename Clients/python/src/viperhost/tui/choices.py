"""The ``choice`` input as a widget (PROTOCOL.md §6, "Input" and "Controls"): one of several options, or
several of several.

- single, ``style: "inline"`` (or absent, with at most ``RADIOS_UP_TO`` options): a radio button per option;
- single, ``style: "menu"`` (or absent, with more options): a drop-down (``Select``) whose blank is "(none)";
- multiple (any style): a checkbox per option — "a list of options to check" (the TUI has no drop-down
  that holds checkboxes, so a menu one is the same list).

Every option control takes the focus (Tab, or ↑ ↓ within the choice); Space or Enter chooses; Delete or
Backspace clears a single choice (its value becomes null). Like a toggle it is made once per view and key,
updated in place, and says what the user did with a message of its own (``Chosen``): the whole value, as
chosen keys in the options' order (``tui.inputs.wire_value`` makes it the key, null or list that travels).
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Checkbox, Label, RadioButton, Select, Static

from .fields import ViperInput
from .inputs import InputController, chosen, wire_value
from .marks import READ_ONLY, FocusMark, checkbox, radio
from .widgets import NO_CHOICE, MarkedSelect, focus_now, widget_id

Node = dict[str, Any]
Chosen = tuple[str, ...]
RADIOS_UP_TO = 6  # a single choice without a style: radio buttons up to this many options, else a drop-down
NONE = "(none)"


class OptionRadio(FocusMark, RadioButton):
    """One option of a single choice: pressing it chooses it (pressing the chosen one again keeps it). It
    reads "(•)" chosen, "( )" not (``tui.marks``)."""

    @property
    def _button(self) -> Content:
        return Content.styled(radio(self.value), self.get_visual_style("toggle--button"))

    def __init__(self, title: str, key: str, **kwargs: Any) -> None:
        super().__init__(title, **kwargs)
        self.option_key, self.read_only = key, False

    def toggle(self) -> OptionRadio:
        if not self.read_only and not self.value:
            self.value = True
        return self


class OptionCheckbox(FocusMark, Checkbox):
    """One option of a multiple choice: pressing it checks or unchecks it; "[x]" checked, "[ ]" not."""

    @property
    def _button(self) -> Content:
        return Content.styled(checkbox(self.value), self.get_visual_style("toggle--button"))

    def __init__(self, title: str, key: str, **kwargs: Any) -> None:
        super().__init__(title, **kwargs)
        self.option_key, self.read_only = key, False

    def toggle(self) -> OptionCheckbox:
        if not self.read_only:
            self.value = not self.value
        return self


class ChoiceSelect(MarkedSelect):
    """A single choice as a drop-down; its blank is no option chosen."""

    def __init__(self, options: list[tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(options, allow_blank=True, prompt=NONE, **kwargs)
        self.read_only = False


def shape(node: Node) -> tuple[Any, ...]:
    """What the controls are made of: a change of it makes them anew (the choice keeps its widget)."""
    options = tuple((str(o["key"]), str(o.get("title", ""))) for o in node.get("options") or [])
    return bool(node.get("multiple")), layout(node), options


def layout(node: Node) -> str:
    if node.get("multiple"):
        return "checkboxes"
    style = node.get("style")
    if style == "menu" or (style is None and len(node.get("options") or []) > RADIOS_UP_TO):
        return "menu"
    return "radios"


class ViperChoice(ViperInput, Vertical):
    """A choice: its label, its option controls (``layout``), and its error."""

    BINDINGS = [
        Binding("up", "move(-1)", "Previous option", show=False),
        Binding("down", "move(1)", "Next option", show=False),
        Binding("delete,backspace", "clear", "Clear the choice", show=False),
    ]

    class Chosen(Message):
        """The user changed the choice; ``value`` is what it holds when the message is read (as for
        ``ViperField.Edited``)."""

        def __init__(self, choice: ViperChoice) -> None:
            super().__init__()
            self.choice, self.view_id, self.key = choice, choice.view_id, choice.key

        @property
        def value(self) -> Chosen:
            return self.choice.chosen

        @property
        def control(self) -> ViperChoice:
            return self.choice

    def __init__(self, view_id: str, node: Node, controller: InputController) -> None:
        key = node["key"]
        super().__init__(id=widget_id("choice", key), classes="choice")
        self.view_id, self.key, self.controller = view_id, key, controller
        self.node = node
        self.read_only = False
        self.label = Label("", markup=False, classes="choice-label")
        self.error = Static("", markup=False, classes="field-error")
        self.shape = shape(node)
        self.controls: list[Widget] = self.make_controls(node)
        controller.track(view_id, node)
        controller.take_host_value(view_id, node)
        self.apply(chosen(node))

    def compose(self) -> Any:
        yield self.label
        yield from self.controls
        yield self.error

    def make_controls(self, node: Node) -> list[Widget]:
        options = [(str(o["key"]), str(o.get("title", ""))) for o in node.get("options") or []]
        self.set_class(True, f"choice-{layout(node)}")
        if layout(node) == "menu":
            return [ChoiceSelect([(title, key) for key, title in options], id=widget_id("select", self.key))]
        kind = OptionCheckbox if node.get("multiple") else OptionRadio
        return [kind(title, key, id=widget_id(f"option-{self.key}", key)) for key, title in options]

    # -- the value ---------------------------------------------------------------------

    @property
    def chosen(self) -> Chosen:
        """The chosen keys, in the options' order."""
        keys: list[str] = []
        for control in self.controls:
            if isinstance(control, ChoiceSelect):
                keys += [control.value] if isinstance(control.value, str) else []
            elif isinstance(control, (OptionRadio, OptionCheckbox)) and control.value:
                keys.append(control.option_key)
        return tuple(keys)

    @property
    def value(self) -> Any:
        """The value as it travels: a key or None, or (multiple) a list of keys."""
        return wire_value(self.controller.state(self.view_id, self.key), self.chosen)

    def apply(self, keys: Chosen) -> None:
        """Shows ``keys`` chosen (the host's value, or what is resent after a restart), posting nothing."""
        self.controller.applied(self.view_id, self.key, keys)
        self.show(keys)

    def show(self, keys: Chosen) -> None:
        for control in self.controls:
            if isinstance(control, ChoiceSelect):
                want: Any = keys[0] if keys else NO_CHOICE
                if control.value != want:
                    with control.prevent(Select.Changed):
                        control.value = want
            elif isinstance(control, (OptionRadio, OptionCheckbox)):
                on = control.option_key in keys
                if control.value != on:
                    with control.prevent(RadioButton.Changed, Checkbox.Changed):
                        control.value = on

    def heard(self, controller: InputController, value: Any) -> None:
        super().heard(controller, self.chosen)

    # -- what the user does ------------------------------------------------------------

    def on_radio_button_changed(self, event: RadioButton.Changed) -> None:
        event.stop()
        pressed = event.radio_button
        if isinstance(pressed, OptionRadio) and pressed.value:
            self.show((pressed.option_key,))  # one of several: the others go off
        self.post_message(self.Chosen(self))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        self.post_message(self.Chosen(self))

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        if self.read_only:  # read-only (rule 5): what the host has stays
            self.show(self.controller.state(self.view_id, self.key).shown or ())  # type: ignore[arg-type]
            return
        self.post_message(self.Chosen(self))

    def action_move(self, step: int) -> None:
        focusable = [c for c in self.controls if isinstance(c, (OptionRadio, OptionCheckbox))]
        focused = self.app.focused
        if focused in focusable:
            focus_now(focusable[(focusable.index(focused) + step) % len(focusable)])

    def choose(self, keys: Chosen) -> None:
        """The user leaves ``keys`` chosen (one edit, as one click or key does): what the frontend cases'
        ``choose`` step does."""
        if self.read_only:
            return
        self.show(keys)
        self.post_message(self.Chosen(self))

    def action_clear(self) -> None:
        if self.read_only or self.node.get("multiple") or not self.chosen:
            return
        self.show(())
        self.post_message(self.Chosen(self))

    def focus_first(self) -> None:
        """Focus on the chosen option (else the first): rule 5's focus on an input with an error."""
        chosen_ones = [c for c in self.controls if getattr(c, "value", None) is True]
        for control in (chosen_ones or self.controls)[:1]:
            focus_now(control)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self.post_message(self.Focused(self.view_id, self.key))

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self.post_message(self.Left(self.view_id, self.key))

    # -- what the host says ------------------------------------------------------------

    def make_read_only(self) -> None:
        self.set_read_only(True)

    def redraw_error(self) -> None:
        error = self.controller.error_of(self.view_id, self.node)
        self.error.update(error)
        self.error.display = bool(error)

    def set_read_only(self, read_only: bool) -> None:
        self.read_only = read_only
        self.label.update(self.title + (READ_ONLY if read_only else ""))
        for control in self.controls:
            setattr(control, "read_only", read_only)
            control.set_class(read_only, "read-only")

    def update(self, node: Node, locked: bool) -> None:
        self.node = node
        self.title = str(node.get("label", self.key)) + (" *" if node.get("required") else "")
        self.redraw_error()
        if shape(node) != self.shape:  # new options: new controls, the same choice (rule 3)
            self.shape = shape(node)
            for control in self.controls:
                control.remove()
            self.remove_class("choice-menu", "choice-radios", "choice-checkboxes")
            self.controls = self.make_controls(node)
            self.mount_all(self.controls, before=self.error)
        self.set_read_only(locked or not node.get("enabled", True))
        # A change whose message is still queued is the user's: the host's older value must not undo it.
        self.heard(self.controller, self.chosen)
        if self.controller.take_host_value(self.view_id, node):
            self.apply(chosen(node))
