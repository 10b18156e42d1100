"""What a user sees of a screen's lists in the TUI and does to them, whichever way a list is drawn: a
list with a `window` (the host's jobs, stargazers, picked people, to-dos) as the lines of
``WindowLines``, any other as ``Row`` widgets."""

from __future__ import annotations

from typing import Any

from test_tui import settle, until

from viperhost.tui import ActionButton, Row, ViperApp
from viperhost.tui.window_list import WindowLines


def lines_of(app: ViperApp) -> WindowLines | None:
    found = app.screen.query(WindowLines)
    return found.first() if found else None


def shown_rows(app: ViperApp) -> list[tuple[str, str]]:
    """The rows on screen, (key, text): a windowed list's lines that hold a row, else the Row widgets."""
    lines = lines_of(app)
    if lines is None:
        return [(row.key, str(row.query_one("Label").render())) for row in app.query(Row)]
    top = round(lines.scroll_offset.y)
    positions = range(top, min(top + lines.page, lines.window.end))
    return [(str(lines.window.items[p - lines.window.start]["key"]), lines.line_text(p))
            for p in positions if lines.window.holds(p)]


async def quiet(pilot: Any, app: ViperApp) -> None:
    """The host idle, the screen drawn, and a windowed list asking for no more rows."""
    for _ in range(20):
        await settle(pilot, app)
        lines = lines_of(app)
        if lines is None:
            return
        asked = len(lines.requester.sent)
        await until(lambda: lines.want_timer is None and lines.requester.in_flight is None, "rows asked")
        await settle(pilot, app)
        if len(lines.requester.sent) == asked:
            return
    raise AssertionError("the list never stopped asking for rows")


async def open_row(pilot: Any, app: ViperApp, key: str) -> None:
    """Opens the row ``key`` as a user does: a windowed list focused, the highlight moved onto the row
    with ↓, then Enter; a row of another list clicked."""
    lines = lines_of(app)
    if lines is None:
        await pilot.click(f"#item-{key}")
        await settle(pilot, app)
        return
    lines.focus()
    await pilot.pause()
    for _ in range(lines.window.rows):
        if lines.highlight_key == key:
            break
        await pilot.press("down")
    assert lines.highlight_key == key, f"the row {key} was never highlighted"
    await pilot.press("enter")
    await settle(pilot, app)


def row_button(app: ViperApp, action: str) -> ActionButton:
    """The highlighted row's own button (a windowed list's) or the first row's with that action."""
    return next(b for b in app.screen.query(ActionButton) if b.action_name == action)
