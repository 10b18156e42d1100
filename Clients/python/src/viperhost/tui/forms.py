"""The container input nodes as widgets (PROTOCOL.md §6, "Input"): ``form``, ``stack``, ``section`` (the
inputs themselves: ``tui.fields``). Each is made once per view and key and updated in place (``update``).
A form is read-only while it is busy (rule 5); it says it was submitted — its button pressed, or Enter in
one of its one-line fields — with a message of its own, ``ViperForm.Submitted``."""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Label, Static

from .choices import ViperChoice
from .fields import Submittable, ViperField, ViperToggle
from .inputs import InputController
from .marks import BUSY
from .widgets import MarkedButton, widget_id

Node = dict[str, Any]
Input = ViperField | ViperToggle | ViperChoice
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
    .choice { height: auto; margin-bottom: 1; }
    .choice-label { text-style: bold; }
    .toggle Label { padding: 1 1; }
    FieldTextArea { height: 5; }
    .read-only { opacity: 70%; }
    SubmitButton.busy { text-style: italic; }
"""


def busy_label(title: str, busy: bool) -> str:
    return title + BUSY if busy else title


class SubmitButton(MarkedButton):
    """A form's submit button: a press submits the form at once (the keys after it find it read-only)."""

    def __init__(self, form: ViperForm, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.form = form

    def press(self) -> SubmitButton:
        if not self.disabled:
            self.form.submit()
        return self


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


class ViperForm(Submittable, Box):
    """A form: its children, its message, and its submit button (busy while submitting or pending).

    ``submit`` makes it busy at once — read-only, its button disabled — and posts ``Submitted``; it stays
    busy (``sending``) until ``answered``, then while the host says it is ``pending``."""

    class Submitted(Message):
        """The user submitted ``form``: pressed its button, or Enter in one of its one-line fields."""

        def __init__(self, form: ViperForm) -> None:
            super().__init__()
            self.form = form

        @property
        def control(self) -> ViperForm:
            return self.form

    def __init__(self, view_id: str, node: Node, body: Widget) -> None:
        super().__init__(body, id=widget_id("form", node["key"]), classes="form")
        self.view_id, self.key = view_id, node["key"]
        self.message = Static("", markup=False, classes="form-message")
        self.button = SubmitButton(self, id=widget_id("submit", node["key"]), variant="primary")
        self.sending = False

    def submit(self) -> None:
        if self.sending or self.node.get("pending"):
            return
        self.sending = True
        self.set_busy(True)
        self.post_message(self.Submitted(self))

    def answered(self) -> None:
        """The host answered the submit: busy only while the tree says ``pending`` (the next render)."""
        self.sending = False

    def inputs(self) -> list[Input]:
        """The form's fields, toggles and choices, in tree order."""
        return [box for box in self.query("ViperField, ViperToggle, ViperChoice")
                if isinstance(box, (ViperField, ViperToggle, ViperChoice))]

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
        for box in self.inputs():
            if busy:
                box.make_read_only()


def new_box(view_id: str, node: Node, controller: InputController, body: Widget) -> Box | Input:
    """The widget of an input node (``body`` holds a container's children)."""
    kind = node["type"]
    if kind == "choice":
        return ViperChoice(view_id, node, controller)
    if kind == "field":
        return ViperField(view_id, node, controller)
    if kind == "toggle":
        return ViperToggle(view_id, node, controller)
    if kind == "form":
        return ViperForm(view_id, node, body)
    if kind == "section":
        return SectionBox(body)
    return StackBox(body, classes="stack")


def stack_body(node: Node, children: list[Widget]) -> Widget:
    if node["type"] == "stack" and node.get("axis") == "horizontal":
        return Horizontal(*children, classes="stack-body")
    return Vertical(*children, classes="body")
