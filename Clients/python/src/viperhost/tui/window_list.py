"""A list with a ``window`` member (PROTOCOL.md §6, "Lists of any size: windows"), drawn with Textual's
line API: ``WindowLines`` is one widget whose height is the whole list's (its ``virtual_size``) and which
renders only the lines on screen (``render_line``, through a line cache). What it costs grows with what
shows, never with the list's total: no widget per row.

Rows the window does not hold show as a placeholder ("… Loading row N") and the visible range is asked
for with ``view/rows`` (``tui.window_range``: one request in flight, the newest range wins). The
highlighted row is kept by its key: rows inserted or deleted above move it (and the scroll with it), they
never change it; its key goes as the request's ``anchor``, so a restored view (even after ``kill -9``)
has it in its window's ``anchor`` and the highlight comes back there.

Keys (``tui.window_keys``): ↑ ↓, PgUp PgDn, Home End (by position: from 0, from total-count), Enter opens
the highlighted row (the list's action with its key), Space flips its toggle (``view/input`` keyed by the
row, through the input rules' controller); a click highlights a row. The highlighted row's own controls — its toggle, its actions named with the
row ("⚠ Delete: Buy milk") — are real widgets in a bar under the lines (``tui.window_controls``), so
Tab goes to them and then out of the list, never through every row. Every state reads without colour
(``tui.marks``): the highlight is a '>' marker ('▶', and reverse video, while the list has the focus), a
toggle [x] or [ ], a destructive action '⚠'.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.cache import LRUCache
from textual.containers import Vertical
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from .fields import ViperToggle
from .inputs import InputController, row_toggle
from .marks import FOCUS, HIGHLIGHT
from .widgets import DESTRUCTIVE, widget_id
from .window_controls import RowControls
from .window_keys import WindowKeys
from .window_range import MAX_WINDOW_ROWS, PAST_THE_END, Params, RowsRequester, Window, wanted

Node = dict[str, Any]
AskRows = Callable[[str, str, Params], Awaitable[bool]]  # (view id, list action, params): answered
DEBOUNCE = 0.05  # keys in a burst move the highlight many times: the range is asked once they stop


def toggle_mark(on: bool | None) -> str:
    return "" if on is None else ("[x] " if on else "[ ] ")


class WindowLines(WindowKeys, ScrollView, can_focus=True):
    """The lines of a windowed list (see the module's doc)."""

    BINDINGS = [Binding("enter", "select", "Open", show=False), Binding("space", "flip", "Flip", show=False)]
    DEFAULT_CSS = """
    WindowLines { height: 1fr; min-height: 5; overflow-x: hidden; }
    """

    class Selected(Message):
        """Enter on a row: the list's action with the row's key."""

        def __init__(self, action: str, key: str) -> None:
            super().__init__()
            self.action, self.key = action, key

    def __init__(self, view_id: str, node: Node, controller: InputController, ask: AskRows,
                 controls: RowControls) -> None:
        super().__init__(id=widget_id("window", str(node["action"])), classes="window-lines")
        self.view_id, self.action, self.controller, self.controls = view_id, str(node["action"]), controller, controls
        self.window = Window.of(node)
        self.highlight_key: str | None = None
        self.highlight_pos = 0
        self.placed = False  # the highlight was put on the first window's anchor (or first row)
        self.pending_end = False  # End with the total unknown: the highlight goes to the last row that comes
        # Enter or Space typed on a row not read yet (keys in a burst): done once the row comes, unless
        # the highlight moved meanwhile (keys are handled in the order they were typed).
        self.pending_action: Callable[[], None] | None = None
        self.cache: LRUCache[tuple[int, int], Strip] = LRUCache(256)
        self.requester = RowsRequester(lambda params: ask(self.view_id, self.action, params), self.spawn,
                                       self.rows_wanted)
        self.want_timer: Any = None
        # A reveal waits for the layout (the new height): the rows are asked for once it scrolled, never
        # from the old scroll (which, after End, would ask for the top and take the highlight away).
        self.reveal_pending = False
        self.rendered_lines = 0  # render_line calls (the unit tests read that the cost is the screen's)

    # -- the tree ---------------------------------------------------------------

    def update(self, node: Node) -> None:
        """A new tree of the view: the new window; the highlight stays on its row's key."""
        old, self.window = self.window, Window.of(node)
        self.note_toggles()
        if self.placed:
            self.follow(old)
        elif self.window.items:  # (a list not read yet comes with no rows and no total: not placed yet)
            self.place_first()
        self.cache.clear()
        self.virtual_size = Size(0, self.window.rows)
        self.refresh()
        self.show_controls()
        if self.pending_action is not None and self.highlight_key is not None:
            action, self.pending_action = self.pending_action, None
            action()
        self.want_rows()

    def note_toggles(self) -> None:
        """The rows' toggles are inputs (keyed by the row): the host's value shows unless the user owns it."""
        for item in self.window.items:
            if isinstance(item.get("toggle"), dict):
                node = row_toggle(item)
                if self.controller.take_host_value(self.view_id, node):
                    self.controller.applied(self.view_id, str(item["key"]), bool(node.get("on")))

    def shown_on(self, item: Node) -> bool | None:
        """What a row's toggle shows (the user's flip while it is theirs), None: the row has none."""
        if not isinstance(item.get("toggle"), dict):
            return None
        shown = self.controller.state(self.view_id, str(item["key"])).shown
        return shown if isinstance(shown, bool) else bool(item["toggle"].get("on"))

    def place_first(self) -> None:
        """The first window: the highlight on its anchor (a restored view), else on the first row."""
        self.placed = True
        anchor = self.window.anchor
        if anchor is not None and anchor in self.window.positions:
            self.highlight_key, self.highlight_pos = anchor, self.window.positions[anchor]
        else:
            self.highlight_pos = self.window.start
            self.highlight_key = self.window.key_at(self.highlight_pos)
        self.reveal_after_refresh(middle=True)

    def follow(self, old: Window) -> None:
        """The highlighted row by its key: moved (and the scroll with it) when rows came or went above it;
        gone, the row now at its place (the one that followed it); a placeholder, the row that came there."""
        window, key = self.window, self.highlight_key
        if key is not None and key in window.positions:
            moved = window.positions[key] - self.highlight_pos
            self.highlight_pos += moved
            if moved:
                self.scroll_to(y=self.scroll_offset.y + moved, animate=False, immediate=True)
            return
        if self.pending_end and not window.rows_after(window.end - 1) and window.items:
            self.pending_end = False
            self.highlight_pos = window.end - 1
            self.reveal_after_refresh()
        self.highlight_pos = max(0, min(self.highlight_pos, window.rows - 1))
        if key is not None and not window.holds(self.highlight_pos):
            return  # the window moved away from it (a scroll): it is still the highlighted row
        self.highlight_key = window.key_at(self.highlight_pos)

    # -- drawing ----------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        position = self.scroll_offset.y + y
        width = self.scrollable_content_region.width
        cached = self.cache.get((position, width))
        if cached is not None:
            return cached
        self.rendered_lines += 1
        highlighted = position == self.highlight_pos and position < self.window.rows
        text = self.line_text(position) if position < self.window.rows else ""
        marker = (FOCUS if self.has_focus else HIGHLIGHT) + " " if highlighted else "  "
        style = self.rich_style + Style(reverse=True) if highlighted and self.has_focus else self.rich_style
        line = (marker + text if text else "").ljust(width)[:width]
        strip = Strip([Segment(line, style)], width)
        self.cache[(position, width)] = strip
        return strip

    def line_text(self, position: int) -> str:
        item = self.window.item(position)
        if item is None:
            return f"… Loading row {position + 1}"
        title = str(item.get("title", ""))
        image = item.get("image")  # by its label (its alt text), else its name or URL, as a row's (tui.rows)
        shown = f"🖼 {image.get('label') or image.get('name') or image.get('url')}  " if isinstance(image, dict) else ""
        text = toggle_mark(self.shown_on(item)) + shown + title
        if item.get("subtitle"):
            text += f" — {item['subtitle']}"
        accessory = item.get("accessory")
        actions = [accessory] if isinstance(accessory, dict) else list(item.get("actions") or [])
        for action in actions:
            mark = DESTRUCTIVE if action.get("role") == "destructive" else ""
            text += f"  [{mark}{action.get('title', '')}]"
        return text

    def redraw(self, *positions: int) -> None:
        """Draws these positions again (all of them when none is given)."""
        if not positions:
            self.cache.clear()
            self.refresh()
            return
        for position in positions:
            self.cache.discard((position, self.scrollable_content_region.width))
            self.refresh_line(position)

    def on_click(self, event: events.Click) -> None:
        """A click highlights the row under it (Enter then opens it)."""
        self.move_to(round(self.scroll_offset.y) + event.y)

    def on_resize(self) -> None:
        # Taller or shorter (the terminal, the controls under it): the highlighted row stays on screen.
        self.reveal()

    def on_focus(self) -> None:
        self.redraw(self.highlight_pos)

    def on_blur(self) -> None:
        self.redraw(self.highlight_pos)

    # -- rows asked for -----------------------------------------------------------

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if round(old_value) != round(new_value):
            self.want_rows()

    def want_rows(self) -> None:
        """Asks for the visible range once the keys of a burst stopped moving it (one timer, restarted)."""
        if not self.is_attached:
            return
        if self.want_timer is not None:
            self.want_timer.stop()
        self.want_timer = self.set_timer(DEBOUNCE, self.ask_visible)

    def reveal_after_refresh(self, middle: bool = False) -> None:
        self.reveal_pending = True
        self.call_after_refresh(self.reveal, middle)

    def ask_visible(self) -> None:
        self.want_timer = None
        self.requester.want()

    def rows_wanted(self) -> Params | None:
        """The ``view/rows`` the screen needs now: with the highlight on the last row not read yet (End), the
        list's last rows (``from: total - count``; the total unknown: past the end)."""
        count = min(self.page, MAX_WINDOW_ROWS)
        if self.reveal_pending:
            return None  # the reveal asks once it scrolled
        if self.pending_end:
            return {"from": PAST_THE_END, "count": count}
        last = self.window.rows - 1
        if self.highlight_pos == last and not self.window.holds(last):
            return {"from": max(0, last + 1 - count), "count": count}
        return wanted(self.window, round(self.scroll_offset.y), self.page, self.highlight_key)

    def spawn(self, run: Callable[[], Awaitable[None]]) -> None:
        self.run_worker(run, group="rows")

    def show_controls(self) -> None:
        item = self.window.item(self.highlight_pos)
        on = None if item is None else self.shown_on(item)
        self.controls.show(self.view_id, item, on, self.highlight_pos, self.window)


class WindowList(Vertical):
    """A windowed list: its lines, then the highlighted row's controls. ``update`` takes each new tree."""

    DEFAULT_CSS = """
    WindowList { height: 1fr; min-height: 9; }
    """

    def __init__(self, view_id: str, node: Node, controller: InputController, ask: AskRows) -> None:
        super().__init__(classes="window-list")
        self.controls = RowControls(controller)
        self.lines = WindowLines(view_id, node, controller, ask, self.controls)
        self.controls.back_to = self.lines
        self.first: Node | None = node

    def compose(self) -> Any:
        yield self.lines
        yield self.controls

    def on_mount(self) -> None:
        if self.first is not None:
            self.lines.update(self.first)
            self.first = None

    def on_viper_toggle_flipped(self, message: ViperToggle.Flipped) -> None:
        # The row's checkbox flipped: once the app told the controller, the line shows it too.
        self.call_after_refresh(self.lines.redraw)

    def update(self, node: Node, locked: bool = False) -> None:
        if self.first is not None:
            self.first = node  # not mounted yet: the newest tree is the first it shows
        else:
            self.lines.update(node)
