"""Where a field's caret goes when the TUI, not the user, puts text in it (the host's value, a restored
session, what a restart resends): typing goes on where the user would expect, never at the text's start.

- a focused field keeps its caret (within the new text): the user is typing there;
- a field not focused, or one just made (a restored view, a restarted TUI), has it at the end of its text;
- after a host restart (a kill, a dev loop swap) the input that had the focus gets it again, its caret
  where it was when its text is the same (``HostLifecycle``: the restored view is built anew).

Textual's Input puts the caret at the end only the first time its value is set, and its TextArea puts it at
the start on every ``load_text``: hence the one place here that says where it goes."""

from __future__ import annotations

from textual.dom import NoScreen
from textual.widgets import Input, TextArea

Caret = int | tuple[int, int]  # an Input's position, a TextArea's (row, column)
TextControl = Input | TextArea


def text_of(control: TextControl) -> str:
    return control.text if isinstance(control, TextArea) else control.value


def caret_of(control: TextControl) -> Caret:
    return control.cursor_location if isinstance(control, TextArea) else control.cursor_position


def focused(control: TextControl) -> bool:
    """Focused now (``has_focus`` follows only once the control has handled its Focus event)."""
    try:
        return control.screen.focused is control
    except NoScreen:
        return False  # not mounted yet: just made


def put_caret(control: TextControl, caret: Caret | None) -> None:
    """The caret at ``caret`` (within the text), or at the end of the text when None."""
    text = text_of(control)
    if isinstance(control, TextArea):
        lines = text.split("\n")
        row, column = caret if isinstance(caret, tuple) else (len(lines) - 1, len(lines[-1]))
        row = max(0, min(row, len(lines) - 1))
        control.cursor_location = (row, max(0, min(column, len(lines[row]))))
    else:
        position = caret if isinstance(caret, int) else len(text)
        control.cursor_position = max(0, min(position, len(text)))


def put_text(control: TextControl, text: str) -> None:
    """Shows ``text`` (posting no ``Changed``: not the user's edit); a focused field keeps its caret, any
    other has it at the end."""
    if text_of(control) == text:
        return
    caret = caret_of(control) if focused(control) else None
    if isinstance(control, TextArea):
        with control.prevent(TextArea.Changed):
            control.load_text(text)
    else:
        with control.prevent(Input.Changed):
            control.value = text
    put_caret(control, caret)
