"""Clients/README.md, "Driving the page from a test": To-dos driven in headless Chromium by the documented
selectors alone — onboarding's button, home's row, the toolbar's Add, the form's field and submit, the new row's toggle and its Delete
action, the alert's Confirm — waiting on `main[data-module]`, never on time or layout."""

from __future__ import annotations

from pathlib import Path

from selenium.webdriver.common.by import By

from page import wait


def one(driver, selector: str):  # type: ignore[no-untyped-def]
    found = driver.find_elements(By.CSS_SELECTOR, selector)
    return found[0] if found else None


def click(driver, selector: str) -> None:  # type: ignore[no-untyped-def]
    wait(driver, lambda d: (found := one(d, selector)) is not None and found.is_enabled() and (found.click() or True),
         selector)


def test_todos_are_driven_by_the_documented_selectors_alone(web_server, browser, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    server = web_server(data_dir=tmp_path / "data")
    driver = browser()
    driver.get(server.url)
    wait(driver, lambda d: one(d, 'main[data-module="onboarding"][data-rev]'), "onboarding, the first launch")
    while one(driver, 'main[data-module="onboarding"]'):  # Continue ×4, then Start: one press per answer
        rev = one(driver, "main").get_attribute("data-rev")
        click(driver, '[data-focus="button:continue"]')
        wait(driver, lambda d: one(d, "main").get_attribute("data-rev") != rev
             or one(d, 'main[data-module="home"]'), "the next step")
    click(driver, '[data-focus="row:todos"]')
    wait(driver, lambda d: one(d, 'main[data-module="todos"]'), "To-dos")
    assert one(driver, "main h1").text == "To-dos"
    click(driver, '[data-focus="toolbar:add"]')
    wait(driver, lambda d: one(d, 'main[data-module="todo-add"]'), "the add form")
    one(driver, 'main [data-key="title"] [data-input]').send_keys("Buy milk")
    click(driver, 'main form[data-key="todo"] button[data-action="add"]')
    wait(driver, lambda d: one(d, 'main[data-module="todos"] li[data-key="1"]'), "the new row")
    click(driver, '[data-focus="toggle:1"]')
    wait(driver, lambda d: one(d, '[data-focus="toggle:1"]').is_selected(), "the row's toggle on")
    click(driver, '[data-focus="action:delete:1"]')
    wait(driver, lambda d: one(d, "dialog#alert[open]"), "the confirmation")
    click(driver, 'dialog#alert button[data-action="confirm"]')
    wait(driver, lambda d: one(d, 'main[data-module="todos"] li[data-key="1"]') is None, "the row gone from the page")
    assert not one(driver, "dialog#alert[open]")
