"""A list of any size in headless Chromium (window.js): a 100,000-row To-dos list on the real host, through
the bridge. The page draws its first rows and holds few in the DOM; End and PgDn move the focus and fetch
the rows; a middle row's flip is saved; focus stays on its row when a row above is deleted; after the host
is killed (SIGKILL) and the page reconnects, the list is back on the same row; axe finds no violation."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from a11y import axe_violations, set_scheme, set_size, summary
from page import open_row, wait, wait_heading
from window_page import (
    MAX_SPACER,
    ROW_HEIGHT,
    box,
    copy_data,
    done,
    host_pids,
    make_todos,
    scroll_top_for,
    sent_rows,
    shown_row,
    top_row,
)

ROWS = int(os.environ.get("VIPER_WINDOW_ROWS", 100_000))  # 1000000: past MAX_SPACER, the scaled spacer


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from viperhost.locate import find_host_binary

    data = tmp_path_factory.mktemp("todos") / "data"
    make_todos(data, ROWS, find_host_binary())
    return data


@pytest.fixture
def todos(template: Path, tmp_path: Path, web_server, browser):  # type: ignore[no-untyped-def]
    """The page (with the ?test hook) on the To-dos screen of a copy of the big list: (driver, server, data)."""
    data = copy_data(template, tmp_path / "data")
    server = web_server(data_dir=data)
    driver = browser()
    driver.get(server.url + "&test")
    wait_heading(driver, "Home")
    open_row(driver, "To-dos")
    wait_heading(driver, "To-dos")
    wait(driver, lambda d: shown_row(d, "1") is not None, "the first row drawn")
    return driver, server, data


def keys(driver, *pressed: str) -> None:  # type: ignore[no-untyped-def]
    ActionChains(driver).send_keys(*pressed).perform()


def focus_first_row(driver) -> None:  # type: ignore[no-untyped-def]
    """Tab from the heading into the list: its first Tab stop is the top row's checkbox."""
    driver.find_element(By.CSS_SELECTOR, "main h1").click()
    for _ in range(10):
        keys(driver, Keys.TAB)
        shown = box(driver)
        if shown["focus"]:
            break
    assert shown["focus"] and shown["focus"]["key"] == "1" and "row-toggle" in shown["focus"]["control"], shown["focus"]


def test_the_first_rows_are_drawn_and_the_dom_holds_only_those_the_box_shows(todos) -> None:
    driver, _, _ = todos
    shown = box(driver)
    # The roles Chromium gives a screen reader: a list of listitems (not a grid).
    assert driver.find_element(By.CSS_SELECTOR, "main .window > ul").aria_role == "list"
    assert {li.aria_role for li in driver.find_elements(By.CSS_SELECTOR, "main .window > ul > li")} == {"listitem"}
    assert shown["spacer"] == min(ROWS * ROW_HEIGHT, MAX_SPACER)
    first = shown_row(driver, "1")
    assert first == {**first, "pos": 0, "size": ROWS, "title": "To-do 1", "top": 0, "checked": False}
    visible = shown["height"] // ROW_HEIGHT + 1
    assert visible <= len(shown["rows"]) <= visible + 2 * 5 + 1, len(shown["rows"])
    assert shown["elements"] <= 300, shown["elements"]
    positions = [row["pos"] for row in shown["rows"]]
    assert positions == list(range(len(positions))) and [row["key"] for row in shown["rows"]] == [
        str(p + 1) for p in positions]
    assert sent_rows(driver) == [], "the first window holds the first rows: nothing to ask"


def test_end_and_page_down_move_the_focus_and_fetch_the_rows(todos) -> None:
    driver, _, _ = todos
    focus_first_row(driver)
    keys(driver, Keys.END)
    wait(driver, lambda d: (box(d)["focus"] or {}).get("key") == str(ROWS), "the last row, fetched, focused")
    shown = box(driver)
    assert shown["focus"]["title"] == f"To-do {ROWS}" and "row-toggle" in shown["focus"]["control"]
    assert shown["scrollTop"] == shown["spacer"] - shown["height"], "at the end"
    assert len(shown["rows"]) <= shown["height"] // ROW_HEIGHT + 12
    assert sent_rows(driver)[0]["from"] > ROWS - 20
    keys(driver, Keys.HOME)
    wait(driver, lambda d: (box(d)["focus"] or {}).get("key") == "1", "the first row again")
    page = box(driver)["height"] // ROW_HEIGHT - 1
    keys(driver, Keys.PAGE_DOWN, Keys.PAGE_DOWN, Keys.PAGE_DOWN)
    wait(driver, lambda d: (box(d)["focus"] or {}).get("key") == str(3 * page + 1), "three pages down")
    keys(driver, Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.ARROW_UP)
    wait(driver, lambda d: (box(d)["focus"] or {}).get("key") == str(3 * page), "one row up")
    # Tab leaves the list after the focused row's own controls: its checkbox, its button, its Delete.
    keys(driver, Keys.TAB)
    assert box(driver)["focus"]["control"] == "row"
    keys(driver, Keys.TAB)
    assert "row-action" in box(driver)["focus"]["control"] and box(driver)["focus"]["key"] == str(3 * page)
    keys(driver, Keys.TAB)
    assert box(driver)["focus"] is None
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert box(driver)["focus"]["key"] == str(3 * page), "back on the same row"
    # Scrolled far away, the focused row stays focused (and in the DOM, with few others).
    scroll_to(driver, 5000)
    wait(driver, lambda d: (top_row(box(d)) or {}).get("key") == "5001", "the rows far below drawn")
    shown = box(driver)
    assert shown["focus"]["key"] == str(3 * page) and len(shown["rows"]) <= shown["height"] // ROW_HEIGHT + 13
    requests = [(r["from"], r["count"], r.get("anchor")) for r in sent_rows(driver)]
    assert len(requests) == len(set(requests)), requests


def scroll_to(driver, position: int) -> None:  # type: ignore[no-untyped-def]
    """As the user's drag of the scroll bar would, to the place where `position` is the top row."""
    scroll_top = scroll_top_for(ROWS, box(driver)["height"], position)
    driver.execute_script("document.querySelector('main .window').scrollTop = arguments[0]", scroll_top)


def test_a_middle_rows_flip_is_saved_and_the_list_comes_back_on_it_after_the_host_is_killed(todos) -> None:
    driver, server, data = todos
    middle = ROWS // 2 + 1  # to-do 50001, at position 50000
    scroll_to(driver, middle - 1)
    wait(driver, lambda d: (top_row(box(d)) or {}).get("key") == str(middle), "the middle rows drawn")
    checkbox = f"main .window li[data-key='{middle}'] input.row-toggle"
    driver.find_element(By.CSS_SELECTOR, checkbox).click()
    wait(driver, lambda d: shown_row(d, str(middle))["checked"] and shown_row(d, str(middle))["enabled"], "the flip")
    view_id = driver.find_element(By.CSS_SELECTOR, "main").get_attribute("data-view-id")
    anchor = ("const find = (n) => n?.type === 'list' ? n : (n?.children ?? []).map(find).find(Boolean);"
              "return find(viperTest.view(arguments[0]).view)?.window?.anchor ?? null")
    wait(driver, lambda d: d.execute_script(anchor, view_id) == str(middle), "the host keeping the page's place")
    assert done(data, middle)
    [host] = host_pids(server.process.pid)
    os.kill(host, signal.SIGKILL)
    reconnect = driver.find_element(By.ID, "reconnect")
    wait(driver, lambda d: reconnect.is_displayed(), "the Reconnect button (the host stopped)")
    reconnect.click()
    wait(driver, lambda d: host_pids(server.process.pid) not in ([], [host]), "a new host")
    wait_heading(driver, "To-dos")
    wait(driver, lambda d: (top_row(box(d)) or {}).get("key") == str(middle), "the same row at the top")
    row = shown_row(driver, str(middle))
    assert row["checked"] and row["title"] == f"To-do {middle}" and row["pos"] == middle - 1
    # The page kept its box across the reconnect; a page loaded afresh has only the host's anchor to go by.
    [host] = host_pids(server.process.pid)
    os.kill(host, signal.SIGKILL)
    wait(driver, lambda d: reconnect.is_displayed(), "the Reconnect button again")
    driver.get(server.url + "&test")
    wait_heading(driver, "To-dos")
    wait(driver, lambda d: (top_row(box(d)) or {}).get("key") == str(middle), "the same row at the top of a new page")
    assert shown_row(driver, str(middle))["checked"]


def test_focus_stays_on_its_row_when_a_row_above_is_deleted(todos) -> None:
    driver, _, _ = todos
    focus_first_row(driver)
    keys(driver, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    wait(driver, lambda d: (box(d)["focus"] or {}).get("key") == "5", "to-do 5 focused")
    view_id = driver.find_element(By.CSS_SELECTOR, "main").get_attribute("data-view-id")
    # Row 2's Delete, as the user's click would send it (a click would move the focus there).
    driver.execute_script("viperTest.send('view/event', {viewId: arguments[0], action: 'delete', value: '2'})", view_id)
    confirm = "#alert-actions button[data-action='confirm']"
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, confirm).is_displayed(), "the question")
    driver.execute_script("viperTest.send('view/event', {viewId: arguments[0], action: 'confirm'})", view_id)
    wait(driver, lambda d: shown_row(d, "2") is None, "row 2 deleted")
    wait(driver, lambda d: not d.find_element(By.ID, "alert").is_displayed(), "the question answered")
    shown = box(driver)
    assert shown["focus"] and shown["focus"]["key"] == "5", shown["focus"]
    assert shown["focus"]["pos"] == 3 and shown["focus"]["size"] == ROWS - 1
    assert "row-toggle" in shown["focus"]["control"]


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_axe_finds_no_violation_on_the_list(todos, size: str) -> None:
    driver, _, _ = todos
    set_size(driver, size)
    scroll_to(driver, 1234)
    wait(driver, lambda d: (top_row(box(d)) or {}).get("key") == "1235", "rows in the middle drawn")
    # With a row focused (its controls Tab stops, the other rows' not).
    focus = "document.querySelector(\"main .window li[data-key='1236'] input\").focus()"
    driver.execute_script(focus)
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        violations = axe_violations(driver)
        assert violations == [], f"{size}, {scheme}:\n{summary(violations)}"
