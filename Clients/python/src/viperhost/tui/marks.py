"""Every state of a control reads without colour (WCAG 1.4.1: a monochrome or colour-blind terminal, a
screen reader, `tmux capture-pane`): each shows in glyphs or words as well as in colour.

    focused                  ▶ at the control's left edge (a list: on its highlighted row, for >)
    a list's highlighted row >
    checked, not             [x] [ ]      (a row's toggle, an option of a multiple choice)
    chosen, not              (•) ( )      (an option of a single choice)
    a switch on, off         [on ] [off]
    not enabled              (read-only) after an input's label, (unavailable) after an action's title
    busy                     (busy…) after a button's title (its form's inputs: read-only)
    destructive              ⚠ before the title

The `?` screen and Clients/README.md say the same (``LEGEND``); test_tui_plain_states.py reads them in a
real terminal's plain text, for every kind of control.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.segment import Segment
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import ListView

FOCUS = "▶"
HIGHLIGHT = ">"
READ_ONLY = " (read-only)"
UNAVAILABLE = " (unavailable)"
BUSY = " (busy…)"
# (marks, what they say): the `?` screen lists these under the keys (Clients/README.md says the same).
LEGEND = [
    (FOCUS, "the focused control (a list: on its highlighted row)"),
    (HIGHLIGHT, "a list's highlighted row"),
    ("[x] [ ]", "checked, not checked"),
    ("(•) ( )", "chosen, not chosen"),
    ("[on ] [off]", "a switch on, off"),
    ("(read-only)", "an input that takes no edits now"),
    ("(unavailable)", "an action that cannot be used now"),
    ("(busy…)", "a button whose work is under way"),
    ("⚠", "a destructive action"),
]


def checkbox(on: bool) -> str:
    return "[x]" if on else "[ ]"


def radio(on: bool) -> str:
    return "(•)" if on else "( )"


def switch(on: bool) -> str:
    return "[on ]" if on else "[off]"


def with_mark(strips: list[Strip], crop: Region, row: int, mark: str) -> list[Strip]:
    """``strips`` (the lines ``crop`` of a widget) with ``mark`` over the first cells of its line ``row``."""
    if crop.x != 0 or not crop.y <= row < crop.bottom or not strips:
        return strips
    index = row - crop.y
    line = strips[index]
    segments = list(line)
    style = segments[0].style if segments else None
    marked = list(strips)
    marked[index] = Strip.join([Strip([Segment(mark, style)], len(mark)), line.crop(len(mark))])
    return marked


class FocusMark:
    """A control that shows ``FOCUS`` while it has the focus, over the first cell (its border's or its
    padding's) of its first line of content."""

    if TYPE_CHECKING:  # Widget's, for the type checker
        has_focus: bool
        styles: Any

    def shows_focus(self) -> bool:
        return self.has_focus

    def render_lines(self, crop: Region) -> list[Strip]:
        strips = super().render_lines(crop)  # type: ignore[misc]
        if not self.shows_focus():
            return strips
        return with_mark(strips, crop, self.styles.gutter.top, FOCUS)


class MarkedItem:
    """A list's row (a ``ListItem`` mixin: Textual's CSS follows a widget's first base only, so the row's
    own CSS gives it the ``padding-left: 2`` this draws on) whose first two cells show ``>`` while it is its
    list's highlighted row, ``▶`` while the list has the focus too."""

    if TYPE_CHECKING:  # ListItem's, for the type checker
        parent: Any
        outer_size: Any

    def render_lines(self, crop: Region) -> list[Strip]:
        strips = super().render_lines(crop)  # type: ignore[misc]
        parent = self.parent
        if not isinstance(parent, ListView) or parent.highlighted_child is not self:
            return strips
        mark = (FOCUS if parent.has_focus else HIGHLIGHT) + " "
        return with_mark(strips, crop, (self.outer_size.height - 1) // 2, mark)


class MarkedList(ListView):
    """A ListView whose rows (``MarkedItem``) are drawn again when the list gets or loses the focus: their
    mark says so (a new highlight redraws them already: their class changes)."""

    def on_focus(self) -> None:
        self.refresh_marks()

    def on_blur(self) -> None:
        self.refresh_marks()

    def refresh_marks(self) -> None:
        if isinstance(self.highlighted_child, MarkedItem):
            self.highlighted_child.refresh()
