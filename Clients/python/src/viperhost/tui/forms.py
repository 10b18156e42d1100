"""The input nodes as widgets (PROTOCOL.md §6, "Input"): ``field``, ``toggle``, ``form``, ``stack``,
``section``. Each is made once per view and key and updated in place (``update``): never remounted while
its key stays, never moving the focus, a focused field's caret kept (rule 3). Which value is shown is
the controller's call (``tui.inputs``, rule 1); read-only while the form is busy (rule 5)."""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static, Switch, TextArea

from .inputs import InputController
from .widgets import widget_id

Node = dict[str, Any]
INPUT_NODES = ("field", "toggle", "form", "stack", "section")
BUSY = " (busy…)"
INPUT_CSS = """
    .form, .section, .field, .body { height: auto; }
    .form { border: round $primary; padding: 0 1; margin-bottom: 1; }
    .section { border-top: solid $accent; margin-bottom: 1; }
    .section-title { text-style: bold; color: $accent; }
    .stack, .stack-body { height: auto; }
    .stack-body > .field { width: 1fr; margin-right: 1; }
    .field { margin-bottom: 1; }
    .field-hint { color: $text-muted; }
    .field-error, .form-message { color: $error; text-style: bold; }
    .toggle { height: auto; margin-bottom: 1; }
    .toggle Label { padding: 1 1; }
    FieldTextArea { height: 5; }
    .read-only { opacity: 70%; }
    SubmitButton.busy { text-style: italic; }
"""


def busy_label(title: str, busy: bool) -> str:
    return title + BUSY if busy else title


class FieldInput(Input):
    """A one-line field; ``read_only`` refuses edits but keeps the focus (a disabled one would lose it)."""

    def __init__(self, view_id: str, key: str, **kwargs: Any) -> None:
        super().__init__(select_on_focus=False, **kwargs)
        self.view_id, self.input_key, self.read_only = view_id, key, False

    def replace(self, text: str, start: int, end: int) -> None:
        if not self.read_only:
            super().replace(text, start, end)


class FieldTextArea(TextArea):
    def __init__(self, view_id: str, key: str, **kwargs: Any) -> None:
        super().__init__(soft_wrap=True, **kwargs)
        self.view_id, self.input_key = view_id, key


class FieldSwitch(Switch):
    def __init__(self, view_id: str, key: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view_id, self.input_key, self.read_only = view_id, key, False

    def action_toggle_switch(self) -> None:
        if not self.read_only:
            super().action_toggle_switch()

    async def _on_click(self, event: Any) -> None:
        event.stop()
        if not self.read_only:
            self.toggle()


Control = FieldInput | FieldTextArea | FieldSwitch


def control_value(control: Control) -> str | bool:
    if isinstance(control, FieldSwitch):
        return control.value
    if isinstance(control, FieldTextArea):
        return control.text
    return control.value


class FieldBox(Vertical):
    """A field: its label, the Input (masked when secure) or TextArea (multiline), its hint and error."""

    def __init__(self, view_id: str, node: Node, controller: InputController) -> None:
        key = node["key"]
        super().__init__(id=widget_id("field", key), classes="field")
        self.view_id, self.key, self.controller = view_id, key, controller
        self.secure = node.get("kind") == "secure"
        self.label = Label("", markup=False, classes="field-label")
        self.control: FieldInput | FieldTextArea
        if node.get("kind") == "multiline":
            self.control = FieldTextArea(view_id, key, id=widget_id("input", key))
        else:
            self.control = FieldInput(view_id, key, password=self.secure, id=widget_id("input", key))
        self.hint = Static("", markup=False, classes="field-hint")
        self.error = Static("", markup=False, classes="field-error")
        self._children = [self.label, self.control, self.hint, self.error]
        controller.track(view_id, node)
        # The first value: what the host has (a secure field starts empty: its text never comes back).
        controller.take_host_value(view_id, node)
        self.apply("" if self.secure else str(node.get("value", "")))

    def compose(self) -> Any:
        yield from self._children

    def update(self, node: Node, locked: bool) -> None:
        self.node = node
        label = str(node.get("label", self.key)) + (" *" if node.get("required") else "")
        self.label.update(label)
        control = self.control
        read_only = locked or not node.get("enabled", True)
        control.read_only = read_only
        control.set_class(read_only, "read-only")
        if isinstance(control, FieldInput):
            control.placeholder = node.get("placeholder", "")
            control.max_length = int(node.get("maxLength", 0))
        self.max_length = int(node.get("maxLength", 0))
        self.hint.update(node.get("hint", ""))
        self.hint.display = bool(node.get("hint"))
        self.error.update(node.get("error", ""))
        self.error.display = bool(node.get("error"))
        self.control.tooltip = node.get("error")
        # Typed but not yet heard (a key handled, its Changed message still queued): an edit all the same.
        state = self.controller.state(self.view_id, self.key)
        if control_value(control) != state.shown:
            self.controller.edited(self.view_id, self.key, control_value(control))
        why = self.controller.take_host_value(self.view_id, node)
        if why == "set" or (why and not self.secure):
            self.apply("" if self.secure else str(node.get("value", "")))

    def apply(self, value: str) -> None:
        """Shows the host's value; a focused field keeps its caret (at most the new length)."""
        self.controller.applied(self.view_id, self.key, value)
        control = self.control
        if isinstance(control, FieldTextArea):
            if control.text != value:
                row, column = control.cursor_location
                with control.prevent(TextArea.Changed):
                    control.load_text(value)
                lines = value.split("\n")
                row = min(row, len(lines) - 1)
                control.cursor_location = (row, min(column, len(lines[row])))
            return
        if control.value != value:
            position = control.cursor_position
            with control.prevent(Input.Changed):
                control.value = value
            control.cursor_position = min(position, len(value))

    def typed(self) -> None:
        """The user changed the text: a TextArea stops at ``maxLength``; the controller hears it."""
        control = self.control
        if isinstance(control, FieldTextArea) and self.max_length and len(control.text) > self.max_length:
            with control.prevent(TextArea.Changed):
                control.load_text(control.text[: self.max_length])
            control.move_cursor(control.document.end)
        self.controller.edited(self.view_id, self.key, control_value(control))


class ToggleBox(Horizontal):
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

    def update(self, node: Node, locked: bool) -> None:
        self.node = node
        self.label.update(str(node.get("label", self.key)))
        self.control.read_only = locked or not node.get("enabled", True)
        self.control.set_class(self.control.read_only, "read-only")
        if self.controller.take_host_value(self.view_id, node):
            on = bool(node.get("on"))
            self.controller.applied(self.view_id, self.key, on)
            if self.control.value != on:
                with self.control.prevent(Switch.Changed):
                    self.control.value = on

    def typed(self) -> None:
        self.controller.edited(self.view_id, self.key, self.control.value)


class SubmitButton(Button):
    def __init__(self, form: FormBox, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.form = form


class Box(Vertical):
    """A container node: its children go in ``body``, which the tree renderer keeps up to date."""

    def __init__(self, body: Widget, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.body = body

    def update(self, node: Node, locked: bool) -> None:
        self.node = node


class SectionBox(Box):
    def __init__(self, body: Widget) -> None:
        super().__init__(body, classes="section")
        self.title = Label("", markup=False, classes="section-title")

    def compose(self) -> Any:
        yield self.title
        yield self.body

    def update(self, node: Node, locked: bool) -> None:
        super().update(node, locked)
        self.title.update(node.get("title", ""))


class StackBox(Box):
    def compose(self) -> Any:
        yield self.body


class FormBox(Box):
    """A form: its children, its message, and its submit button (busy while submitting or pending)."""

    def __init__(self, view_id: str, node: Node, body: Widget) -> None:
        super().__init__(body, id=widget_id("form", node["key"]), classes="form")
        self.view_id, self.key = view_id, node["key"]
        self.message = Static("", markup=False, classes="form-message")
        self.button = SubmitButton(self, id=widget_id("submit", node["key"]), variant="primary")

    def compose(self) -> Any:
        yield self.body
        yield self.message
        yield self.button

    def update(self, node: Node, locked: bool) -> None:
        super().update(node, locked)
        self.message.update(node.get("message", ""))
        self.message.display = bool(node.get("message"))
        self.set_busy(locked)

    def set_busy(self, busy: bool) -> None:
        """Busy: the button disabled and saying so, every input of the form read-only (rule 5)."""
        self.button.label = busy_label(self.node["submit"]["title"], busy)
        self.button.disabled = busy
        self.button.set_class(busy, "busy")
        for box in self.query("FieldBox, ToggleBox"):
            if isinstance(box, (FieldBox, ToggleBox)) and busy:
                box.control.read_only = True


def new_box(view_id: str, node: Node, controller: InputController, body: Widget) -> Box | FieldBox | ToggleBox:
    """The widget of an input node (``body`` holds a container's children)."""
    kind = node["type"]
    if kind == "field":
        return FieldBox(view_id, node, controller)
    if kind == "toggle":
        return ToggleBox(view_id, node, controller)
    if kind == "form":
        return FormBox(view_id, node, body)
    if kind == "section":
        return SectionBox(body)
    return StackBox(body, classes="stack")


def stack_body(node: Node, children: list[Widget]) -> Widget:
    if node["type"] == "stack" and node.get("axis") == "horizontal":
        return Horizontal(*children, classes="stack-body")
    return Vertical(*children, classes="body")
