"""The inputs as widgets (PROTOCOL.md §6, "Input"): ``field`` (``ViperField``) and ``toggle`` (``ViperToggle``).

Each is made once per view and key and updated in place (``update``): never remounted while its key stays, never
moving the focus, a focused field's caret kept (rule 3). Which value is shown is the controller's call (rule 1).
What the user does, each posts as a message of its own (``Edited``, ``Flipped``, ``Focused``, ``Left``) for the app
to hand to the controller; no one reaches into the widget to find out."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.widgets import Input, Label, Static, Switch, TextArea

from .caret import put_text
from .marks import READ_ONLY, FocusMark, switch
from .inputs import InputController
from .widgets import widget_id

Node = dict[str, Any]
Value = str | bool | tuple[str, ...]
# What a date or time field is typed as (its placeholder when the module gives none: §6 "Controls").
ISO_FORMS = {"date": "YYYY-MM-DD", "time": "HH:MM"}


def bounds(node: Node) -> str:
    """A date's or time's hint: the form it is typed in, and its ``min`` and ``max`` ("YYYY-MM-DD, from
    2026-01-01 to 2030-12-31"); shown even when the module's placeholder says something else."""
    form = ISO_FORMS.get(str(node.get("kind")))
    if form is None:
        return ""
    parts = [f"from {node['min']}" if node.get("min") else "", f"to {node['max']}" if node.get("max") else ""]
    return ", ".join([form, " ".join(part for part in parts if part)]).rstrip(", ")


class Submittable:
    """What holds a field and can be submitted (``tui.forms.ViperForm``): at once, as the key is handled."""

    def submit(self) -> None:
        raise NotImplementedError


class FieldInput(FocusMark, Input):
    """A one-line field; ``read_only`` refuses edits but keeps the focus (a disabled one would lose it)."""

    def __init__(self, view_id: str, key: str, **kwargs: Any) -> None:
        super().__init__(select_on_focus=False, **kwargs)
        self.view_id, self.input_key, self.read_only = view_id, key, False

    def replace(self, text: str, start: int, end: int) -> None:
        if not self.read_only:
            super().replace(text, start, end)

    async def action_submit(self) -> None:
        """Enter submits the field's form now: the keys after it find the form read-only (rule 5)."""
        form = next((a for a in self.ancestors if isinstance(a, Submittable)), None)
        if form is not None:
            form.submit()
        else:
            await super().action_submit()


class FieldTextArea(FocusMark, TextArea):
    def __init__(self, view_id: str, key: str, **kwargs: Any) -> None:
        super().__init__(soft_wrap=True, **kwargs)
        self.view_id, self.input_key = view_id, key


class FieldSwitch(FocusMark, Switch):
    """A switch that says where it stands in words, "[on ]" or "[off]" (``tui.marks``), not by colour alone."""

    def __init__(self, view_id: str, key: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view_id, self.input_key, self.read_only = view_id, key, False

    def render(self) -> Content:
        return Content.styled(switch(self.value), self.get_visual_style("switch--slider"))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return len(switch(False))

    def action_toggle_switch(self) -> None:
        if not self.read_only:
            super().action_toggle_switch()

    async def _on_click(self, event: Any) -> None:
        event.stop()
        if not self.read_only:
            self.toggle()


Control = FieldInput | FieldTextArea | FieldSwitch


class ViperInput:
    """What a field and a toggle both say: which input (``view_id``, ``key``) got or lost the focus."""

    view_id: str
    key: str

    class Focused(Message):
        """The input got the focus."""

        def __init__(self, view_id: str, key: str) -> None:
            super().__init__()
            self.view_id, self.key = view_id, key

    class Left(Message):
        """The focus left the input (after the ``Edited`` of anything typed into it)."""

        def __init__(self, view_id: str, key: str) -> None:
            super().__init__()
            self.view_id, self.key = view_id, key

    title = ""  # its label's text; "(read-only)" follows it while the input is read-only (tui.marks)
    label: Label

    def make_read_only(self) -> None:
        """Read-only while its form is busy (rule 5); the focus stays."""
        self.control.read_only = True  # type: ignore[attr-defined]
        self.relabel()

    def relabel(self) -> None:
        self.label.update(self.title + (READ_ONLY if self.control.read_only else ""))  # type: ignore[attr-defined]

    def heard(self, controller: InputController, value: Value) -> None:
        """A render finds a value the controller has not heard yet (a key handled, its message still
        queued): an edit all the same, told now, before the host's value may replace it."""
        if value != controller.state(self.view_id, self.key).shown:
            controller.edited(self.view_id, self.key, value)


class ViperField(ViperInput, Vertical):
    """A field: its label, the Input (masked when secure) or TextArea (multiline), its hint and error."""

    class Edited(Message):
        """The user changed the field's text. ``value`` is what it holds when the message is read: the
        messages of several keystrokes may be on their way, and a submit may have taken the text already;
        the latest text is the edit, never an older one after it."""

        def __init__(self, field: ViperField) -> None:
            super().__init__()
            self.field, self.view_id, self.key = field, field.view_id, field.key

        @property
        def value(self) -> str:
            return self.field.value

        @property
        def control(self) -> ViperField:
            return self.field

    def __init__(self, view_id: str, node: Node, controller: InputController) -> None:
        key = node["key"]
        super().__init__(id=widget_id("field", key), classes="field")
        self.view_id, self.key, self.controller = view_id, key, controller
        self.secure = node.get("kind") == "secure"
        self.max_length = 0
        self.label = Label("", markup=False, classes="field-label")
        self.control: FieldInput | FieldTextArea
        if node.get("kind") == "multiline":
            self.control = FieldTextArea(view_id, key, id=widget_id("input", key))
        else:
            self.control = FieldInput(view_id, key, password=self.secure, id=widget_id("input", key))
        self.hint = Static("", markup=False, classes="field-hint")
        self.error = Static("", markup=False, classes="field-error")
        controller.track(view_id, node)
        # The first value: what the host has (a secure field starts empty: its text never comes back).
        controller.take_host_value(view_id, node)
        self.apply("" if self.secure else str(node.get("value", "")))

    def compose(self) -> Any:
        yield from (self.label, self.control, self.hint, self.error)

    @property
    def value(self) -> str:
        control = self.control
        return control.text if isinstance(control, FieldTextArea) else control.value

    # -- what the user does: messages ---------------------------------------------

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.post_message(self.Edited(self))

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        """A TextArea stops at ``maxLength`` (an Input does it itself)."""
        event.stop()
        control = self.control
        if isinstance(control, FieldTextArea) and self.max_length and len(control.text) > self.max_length:
            put_text(control, control.text[: self.max_length])
        self.post_message(self.Edited(self))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self.post_message(self.Focused(self.view_id, self.key))

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        # Anything typed and not heard yet goes with the leaving: the same value again is nothing new.
        self.post_message(self.Edited(self))
        self.post_message(self.Left(self.view_id, self.key))

    # -- what the host says ----------------------------------------------------------

    def update(self, node: Node, locked: bool) -> None:
        self.node = node
        self.title = str(node.get("label", self.key)) + (" *" if node.get("required") else "")
        control = self.control
        read_only = locked or not node.get("enabled", True)
        control.read_only = read_only
        control.set_class(read_only, "read-only")
        self.relabel()
        # (a TextArea's too: a multiline field has one); a date or time says the form it is typed in
        control.placeholder = node.get("placeholder") or ISO_FORMS.get(str(node.get("kind")), "")
        if isinstance(control, FieldInput):
            control.max_length = int(node.get("maxLength", 0))
        self.max_length = int(node.get("maxLength", 0))
        hint = " · ".join(part for part in (node.get("hint", ""), bounds(node)) if part)
        self.hint.update(hint)
        self.hint.display = bool(hint)
        self.redraw_error()
        self.heard(self.controller, self.value)
        why = self.controller.take_host_value(self.view_id, node)
        if why == "set" or (why and not self.secure):
            self.apply("" if self.secure else str(node.get("value", "")))

    def redraw_error(self) -> None:
        error = self.controller.error_of(self.view_id, self.node)
        self.error.update(error)
        self.error.display = bool(error)
        self.control.tooltip = error or None

    def apply(self, value: str) -> None:
        """Shows the host's value; a focused field keeps its caret, any other has it at the end (tui.caret)."""
        self.controller.applied(self.view_id, self.key, value)
        put_text(self.control, value)


class ViperToggle(ViperInput, Horizontal):
    class Flipped(Message):
        """The user flipped the toggle; ``value`` is where the user put it, taken when the box changed: a render
        that comes before the app reads the message may set the box again, and must not undo the flip."""

        def __init__(self, toggle: ViperToggle, value: bool) -> None:
            super().__init__()
            self.toggle, self.view_id, self.key, self.value = toggle, toggle.view_id, toggle.key, value

        @property
        def control(self) -> ViperToggle:
            return self.toggle

    def __init__(self, view_id: str, node: Node, controller: InputController) -> None:
        key = node["key"]
        super().__init__(id=widget_id("toggle", key), classes="toggle")
        self.view_id, self.key, self.controller = view_id, key, controller
        self.control = FieldSwitch(view_id, key, value=bool(node.get("on")), id=widget_id("switch", key))
        self.label = Label("", markup=False)
        controller.track(view_id, node)
        controller.take_host_value(view_id, node)
        controller.applied(view_id, key, bool(node.get("on")))

    def compose(self) -> Any:
        yield self.control
        yield self.label

    @property
    def value(self) -> bool:
        return self.control.value

    def on_switch_changed(self, event: Switch.Changed) -> None:
        event.stop()
        self.post_message(self.Flipped(self, event.value))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self.post_message(self.Focused(self.view_id, self.key))

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self.post_message(self.Left(self.view_id, self.key))

    def update(self, node: Node, locked: bool) -> None:
        self.node = node
        self.title = str(node.get("label", self.key))
        self.control.read_only = locked or not node.get("enabled", True)
        self.control.set_class(self.control.read_only, "read-only")
        self.relabel()
        # A flip whose message is still queued is the user's: the host's older value must not undo it.
        self.heard(self.controller, self.value)
        if self.controller.take_host_value(self.view_id, node):
            on = bool(node.get("on"))
            self.controller.applied(self.view_id, self.key, on)
            if self.control.value != on:
                with self.control.prevent(Switch.Changed):
                    self.control.value = on
