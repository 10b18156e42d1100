"""The keys of a windowed list (``tui.window_list``): ↑ ↓, PgUp PgDn (a page, the highlight keeping its
place on screen), Home End (by position: the rows asked ``from: 0`` or ``from: total - count``), Enter
(the list's action with the highlighted row's key) and Space (its toggle). A key on a row not read yet
(keys in a burst, the rows on their way) acts once the row comes, unless the highlight moved meanwhile."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .inputs import InputController
from .window_range import RowsRequester, Window


class WindowKeys:
    """A mixin of ``WindowLines``: what each key does to the highlight."""

    window: Window
    highlight_key: str | None
    highlight_pos: int
    pending_end: bool
    reveal_pending: bool
    pending_action: Callable[[], None] | None
    requester: RowsRequester
    controller: InputController
    view_id: str
    action: str

    if TYPE_CHECKING:  # WindowLines' (and ScrollView's): declared here only for the type checker
        scrollable_content_region: Any
        scroll_offset: Any
        scroll_to: Any
        app: Any
        post_message: Any
        Selected: Any
        redraw: Any
        show_controls: Any
        want_rows: Any
        shown_on: Any

    @property
    def page(self) -> int:
        return max(1, self.scrollable_content_region.height)

    def move_to(self, position: int, scroll: int = 0) -> None:
        """The highlight to ``position`` (clamped to the list), kept on screen; its key when the window has
        it. ``scroll``: the lines scroll by that much too (a page: the highlight keeps its place on screen)."""
        before, self.pending_action, self.pending_end = self.highlight_pos, None, False
        self.highlight_pos = max(0, min(position, self.window.rows - 1))
        self.highlight_key = self.window.key_at(self.highlight_pos)
        self.redraw(before, self.highlight_pos)
        if scroll:
            self.scroll_to(y=max(0, round(self.scroll_offset.y) + scroll), animate=False, immediate=True)
        self.reveal()
        self.show_controls()
        self.want_rows()

    def reveal(self, middle: bool = False) -> None:
        """Scrolls so the highlighted row shows (``middle``: a restored view puts it a third of the way down)."""
        self.reveal_pending = False
        top, page = round(self.scroll_offset.y), self.page
        if middle:
            top = self.highlight_pos - page // 3
        elif self.highlight_pos < top:
            top = self.highlight_pos
        elif self.highlight_pos >= top + page:
            top = self.highlight_pos - page + 1
        self.scroll_to(y=max(0, top), animate=False, immediate=True)
        self.want_rows()

    def action_scroll_up(self) -> None:
        self.move_to(self.highlight_pos - 1)

    def action_scroll_down(self) -> None:
        self.move_to(self.highlight_pos + 1)

    def action_page_up(self) -> None:
        self.move_to(self.highlight_pos - self.page, -self.page)

    def action_page_down(self) -> None:
        self.move_to(self.highlight_pos + self.page, self.page)

    def action_scroll_home(self) -> None:
        self.move_to(0)

    def action_scroll_end(self) -> None:
        """The last row: by position (``from: total - count``); with the total unknown, past the end (the
        host sends the last rows) and the highlight goes to the last row once they come."""
        if self.window.total is None and self.window.more:
            self.pending_end = True
            self.requester.want()
            return
        self.move_to(self.window.rows - 1)

    def action_select(self) -> None:
        if self.highlight_key is None:
            self.pending_action = self.action_select
            return
        self.post_message(self.Selected(self.action, self.highlight_key))

    def action_flip(self) -> None:
        """Space: the highlighted row's toggle, as a click on its checkbox would (an edit keyed by the row)."""
        if self.highlight_key is None and self.highlight_pos < self.window.rows:
            self.pending_action = self.action_flip
            return
        item = self.window.item(self.highlight_pos)
        on = None if item is None else self.shown_on(item)
        if item is None or on is None or not item["toggle"].get("enabled", True):
            self.app.bell()
            return
        self.controller.edited(self.view_id, str(item["key"]), not on)
        self.redraw(self.highlight_pos)
        self.show_controls()
