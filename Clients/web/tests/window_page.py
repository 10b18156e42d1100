"""Helpers of the windowed-list browser tests (test_window.py, and the stories whose lists are windows:
the job board, Stargazers): a data directory holding a big To-dos list, what the page's scroll box
shows, scrolling through it as a user would, and the host process behind the bridge."""

from __future__ import annotations

import math
import shutil
import sqlite3
from pathlib import Path
from typing import Any

from selenium.webdriver.remote.webdriver import WebDriver

from viperhost import Host

ROW_HEIGHT = 56  # window-range.js ROW_HEIGHT
MAX_SPACER = 8_000_000  # window-range.js MAX_SPACER


def scroll_top_for(rows: int, viewport: int, position: int) -> float:
    """window-range.js scrollTopFor: where the box scrolls to put `position` at its top."""
    content = rows * ROW_HEIGHT
    offset = min(max(position * ROW_HEIGHT, 0), content - viewport)
    if content <= MAX_SPACER:
        return offset
    return offset / (content - viewport) * (MAX_SPACER - viewport)


def make_todos(data: Path, rows: int, binary: str) -> None:
    """A data directory whose To-dos list holds `rows` rows ("To-do N", id N), onboarding done. The host
    makes the schema (it opens the screen once); the rows go in with one SQL statement, as adding each
    through the screen would take hours."""
    with Host(args=("--data-dir", str(data)), binary=binary) as host:
        host.initialize()
        host.open("todos")
        host.idle()
    database = sqlite3.connect(data / "viper-host.sqlite")
    try:
        with database:
            database.execute("INSERT OR REPLACE INTO onboarding_completion (id, completed) VALUES (1, 1)")
            database.execute(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) "
                "INSERT INTO todo (id, title, priority, draft) SELECT i, 'To-do ' || i, 'normal', 'fill-' || i FROM n",
                (rows,))
    finally:
        database.close()
    (data / "session.sqlite").unlink(missing_ok=True)  # the page starts on Home, as a first launch would
    for extra in data.glob("session.sqlite-*"):
        extra.unlink()


def copy_data(template: Path, target: Path) -> Path:
    shutil.copytree(template, target)
    return target


def done(data: Path, todo_id: int) -> bool:
    database = sqlite3.connect(data / "viper-host.sqlite")
    try:
        return bool(database.execute("SELECT done FROM todo WHERE id = ?", (todo_id,)).fetchone()[0])
    finally:
        database.close()


# What the box shows, read in one script run (rows come and go as the page scrolls): each drawn row's
# key (null for a placeholder), position, set size, title, place in the spacer and checkbox; the
# scroll position; the spacer's height; how many elements the list holds; the focused row.
READ_BOX = """
const box = document.querySelector('main .window');
if (!box) return null;
const row = (li) => ({key: li.dataset.key ?? null, pos: Number(li.getAttribute('aria-posinset')) - 1,
  size: Number(li.getAttribute('aria-setsize')),
  title: li.querySelector('.title')?.textContent ?? null, top: li.offsetTop,
  checked: li.querySelector('input.row-toggle')?.checked ?? null,
  enabled: !(li.querySelector('input.row-toggle')?.disabled ?? true)});
const active = document.activeElement, focused = active?.closest?.('.window li');
return {scrollTop: box.scrollTop, height: box.clientHeight, spacer: box.firstElementChild.offsetHeight,
  elements: box.querySelectorAll('*').length,
  rows: [...box.firstElementChild.children].map(row),
  focus: focused ? {...row(focused), control: active.matches('li') ? 'li' : active.className} : null};
"""


def box(driver: WebDriver) -> dict[str, Any] | None:
    return driver.execute_script(READ_BOX)


def top_row(shown: dict[str, Any]) -> dict[str, Any] | None:
    """The row drawn at the box's top edge."""
    for row in shown["rows"]:
        if abs(row["top"] - shown["scrollTop"]) < ROW_HEIGHT / 2:
            return row
    return None


def shown_row(driver: WebDriver, key: str) -> dict[str, Any] | None:
    shown = box(driver)
    return next((row for row in shown["rows"] if row["key"] == key), None) if shown else None


def shown_rows(driver: WebDriver) -> dict[int, str] | None:
    """The rows the box shows (position → title, the box's first visible row to its last), once each of
    them is drawn with its row; None while one is still `Loading…` or not drawn for this scroll place yet.
    (For lists below MAX_SPACER: a row's place is its position × ROW_HEIGHT.)"""
    shown = box(driver)
    if not shown or shown["spacer"] == 0:
        return None
    rows = {row["pos"]: row["title"] for row in shown["rows"] if row["key"] is not None}
    first = int(shown["scrollTop"] // ROW_HEIGHT)
    last = min(shown["spacer"] // ROW_HEIGHT, math.ceil((shown["scrollTop"] + shown["height"]) / ROW_HEIGHT)) - 1
    if any(position not in rows for position in range(first, last + 1)):
        return None
    return {position: rows[position] for position in range(first, last + 1)}


def rows_arrived(driver: WebDriver, at_least: int) -> bool:
    """At least `at_least` rows drawn, none of them `Loading…` (the rows the box shows have come), and
    no page being fetched (no spinner)."""
    shown = box(driver)
    return (shown is not None and not driver.find_elements("css selector", "main .spinner")
            and all(row["key"] is not None for row in shown["rows"])
            and len(shown["rows"]) >= at_least)


def scroll_box(driver: WebDriver, scroll_top: float) -> None:
    """As the user's wheel or drag of the scroll bar would."""
    driver.execute_script("document.querySelector('main .window').scrollTop = arguments[0]", scroll_top)


def scroll_through(driver: WebDriver, wait) -> list[str]:  # type: ignore[no-untyped-def]
    """Scrolls the box from its first row to its last a boxful at a time, as a user reading the list
    would, waiting at each place for the rows it shows (rows the host fetches then, a next page, come
    in); the titles of every row, by position. Ends at the list's end: its last row shown, no
    `Loading…` after it. `wait`: page.wait."""
    titles: dict[int, str] = {}
    scroll_box(driver, 0)
    while True:
        rows = wait(driver, shown_rows, f"the rows shown after row {len(titles)}")
        titles.update(rows)
        shown = box(driver)
        if max(rows) == shown["spacer"] // ROW_HEIGHT - 1:
            break
        scroll_box(driver, (max(rows) + 1) * ROW_HEIGHT)
    assert sorted(titles) == list(range(len(titles))), sorted(titles)
    return [titles[position] for position in range(len(titles))]


def host_pids(bridge_pid: int) -> list[int]:
    """The bridge's children (one viper-host per page), from /proc."""
    pids: list[int] = []
    for task in Path(f"/proc/{bridge_pid}/task").iterdir():
        pids += [int(pid) for pid in (task / "children").read_text().split()]
    return pids


def sent_rows(driver: WebDriver) -> list[dict[str, Any]]:
    """The view/rows the page sent (the ?test hook's log)."""
    return [message["params"] for message in driver.execute_script("return viperTest.sent()")
            if message["method"] == "view/rows"]
