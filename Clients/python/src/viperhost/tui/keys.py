"""The keyboard: what each key does (the `?` screen, the footer, Clients/README.md's key map), and the
row's own button, which a list's Enter cannot reach (Enter opens the row)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Label, ListView, Static

from .marks import LEGEND
from .widgets import ActionButton, MarkedButton, Row, focus_now
from .window_list import WindowLines

# (keys, what they do): the `?` screen lists exactly these; Clients/README.md lists the same.
KEY_MAP = [
    ("↑ ↓", "move in a list"),
    ("PgUp PgDn Home End", "in a long list: a page up or down, the first or the last row"),
    ("Enter", "open the highlighted row, or press the focused button"),
    ("a", "press the highlighted row's own button (Apply, Mark read, …): its first action"),
    ("Space in a list", "flip the highlighted row's toggle (a checkbox on the row)"),
    ("Tab in a list",
     "onto the highlighted row's checkbox, then its buttons (Edit, Delete, …), then out of the list"),
    ("t", "the screen's toolbar (Add, …): focus on its first action, Tab to the next"),
    ("↑ ↓ in a choice", "the previous or next option; Space or Enter chooses it"),
    ("Delete in a choice", "clear a single choice (none chosen)"),
    ("Tab, Shift+Tab", "the next or previous control or input (leaving a changed field sends it)"),
    ("Enter in a field", "submit its form (a one-line field; a multiline one takes a new line)"),
    ("Space", "flip the focused switch"),
    ("Letters in a field", "are typed into it: Tab out of the field for a, t, d and ?"),
    ("Escape", "back a screen; in an alert, its cancel action (Enter: the focused one)"),
    ("Ctrl+R", "read the screen again from the host"),
    ("d", "the debugger panel (with --debug)"),
    ("?", "this list"),
    ("Ctrl+Q", "quit"),
]


def row_button(focused: Widget | None) -> ActionButton | None:
    """The enabled button of the highlighted row of the focused list, if it has one."""
    if isinstance(focused, WindowLines):
        enabled = [button for button in focused.controls.buttons() if not button.disabled]
        return enabled[0] if enabled else None
    if not isinstance(focused, ListView) or not isinstance(focused.highlighted_child, Row):
        return None
    buttons = [button for button in focused.highlighted_child.query(ActionButton) if not button.disabled]
    return buttons[0] if buttons else None


def row_toggle_of(focused: Widget | None) -> Checkbox | None:
    """The enabled toggle of the highlighted row of the focused list, if it has one."""
    if not isinstance(focused, ListView) or not isinstance(focused.highlighted_child, Row):
        return None
    toggles = [t for t in focused.highlighted_child.query(Checkbox) if not getattr(t, "read_only", False)]
    return toggles[0] if toggles else None


class KeysScreen(ModalScreen[None]):
    """`?`: the key map; Escape, `?` or the button closes it."""

    DEFAULT_CSS = """
    KeysScreen { align: center middle; }
    KeysScreen > Vertical { width: auto; max-width: 90%; height: auto; border: thick $accent; padding: 1 2;
                            background: $surface; }
    KeysScreen .key { width: 16; text-style: bold; }
    KeysScreen .key-line, KeysScreen .mark-line { width: auto; }
    """
    BINDINGS = [Binding("escape", "dismiss", "Close"), Binding("question_mark", "dismiss", "Close")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Keys", id="keys-title")
            for keys, meaning in KEY_MAP:
                yield Static(f"{keys:<16}{meaning}", classes="key-line")
            yield Label("Marks (every state reads without colour)", id="keys-marks")
            for mark, meaning in LEGEND:
                yield Static(f"{mark:<16}{meaning}", markup=False, classes="mark-line")
            yield MarkedButton("Close", id="keys-close")

    @on(Button.Pressed, "#keys-close")
    def close(self) -> None:
        self.dismiss(None)


# Where the keyboard was, to put it back when the same view is drawn again (a new rev): a list by its place
# among the view's lists and its highlighted row, or a control by its id.
FocusPlace = tuple[str, int, int] | tuple[str, str]


def focus_place(focused: Widget | None, container: Widget) -> FocusPlace | None:
    if isinstance(focused, ListView):
        lists = list(container.query(ListView))
        if focused in lists:
            return ("list", lists.index(focused), focused.index or 0)
    elif focused is not None and focused.id:
        return ("id", focused.id)
    return None


def first_control(container: Widget) -> None:
    """Focuses the first control of ``container``, if it has one."""
    first = next((widget for widget in container.query("*") if widget.focusable), None)
    if first is not None:
        focus_now(first)


def restore_focus(place: FocusPlace | None, container: Widget) -> bool:
    """Focuses what stands where `place` was; False when nothing does."""
    if place is None:
        return False
    if place[0] == "list":
        lists = list(container.query(ListView))
        if place[1] < len(lists) and len(lists[place[1]].children):
            target = lists[place[1]]
            target.index = min(int(place[2]), len(target.children) - 1)
            focus_now(target)
            return True
        return False
    found = [widget for widget in container.query(f"#{place[1]}") if widget.focusable]
    if found:
        focus_now(found[0])
    return bool(found)
