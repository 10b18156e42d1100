"""bench-controls (`viper-host --bench-modules`) on the real host behind viperhost-latency (every host line
300 ms late), from the keyboard alone: the host checks each edit (a key an option has, a real day within
min/max) and the page shows what the host has once answered — a refused date comes back — with the focus kept;
a row's toggle is an input keyed by the row; deleting a row is confirmed by an alert whose focus starts on
Keep, where Escape keeps the row and the destructive Delete, chosen by Enter, removes it; and axe finds no
violation with the alert open."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from a11y import active, axe_violations, describe, summary
from forms import call, latency_host
from page import wait, wait_heading


def hosted(driver, key: str) -> Any:  # type: ignore[no-untyped-def]
    """The host's value of the input `key` (view/get through the page), a row's toggle by the row's key."""
    view = call(driver, "view/get", {"viewId": driver.find_element(By.TAG_NAME, "main").get_attribute("data-view-id")})
    return value_in(view["result"]["view"], key)


def value_in(node: Any, key: str) -> Any:
    if not isinstance(node, dict):
        return None
    if node.get("key") == key and node.get("type") in ("field", "choice"):
        return node.get("value")
    for item in node.get("items") or []:
        if item.get("key") == key and "toggle" in item:
            return item["toggle"]["on"]
    for child in node.get("children") or []:
        found = value_in(child, key)
        if found is not None:
            return found
    return None


def keys(driver, *pressed: str) -> None:  # type: ignore[no-untyped-def]
    ActionChains(driver).send_keys(*pressed).perform()


def focus(driver, selector: str):  # type: ignore[no-untyped-def]
    element = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].focus()", element)
    return element


def test_bench_controls_from_the_keyboard_on_the_real_host_under_latency(web_server, browser, host_binary,
                                                                         tmp_path: Path) -> None:
    server = web_server("--bench-modules", host=latency_host(tmp_path, host_binary))
    driver = browser()
    driver.set_script_timeout(30)
    driver.get(server.url + "&test")
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "the page started")
    assert "result" in call(driver, "view/open", {"module": "bench-controls"})
    wait_heading(driver, "Controls")
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".toolbar button").is_enabled(), "live")

    small = focus(driver, ".choice[data-key=size] input[value=s]")
    keys(driver, Keys.SPACE)
    home = focus(driver, ".choice[data-key=tags] input[value=home]")
    keys(driver, Keys.SPACE, Keys.TAB, Keys.SPACE)  # Home, then Work: each change the whole list
    wait(driver, lambda d: hosted(d, "tags") == ["home", "work"] and hosted(d, "size") == "s", "the choices hosted")
    assert small.is_selected() and home.is_selected()
    assert driver.execute_script("return document.activeElement.value") == "work"  # the focus stayed

    due = focus(driver, ".field[data-key=due] input")
    keys(driver, "12012026")
    driver.execute_script("arguments[0].blur()", due)
    wait(driver, lambda d: hosted(d, "due") == "2026-12-01", "the date hosted")
    focus(driver, ".field[data-key=due] input")
    keys(driver, "01012031")  # after max: the input holds it, the host refuses it
    assert due.get_property("value") == "2031-01-01"
    driver.execute_script("arguments[0].blur()", due)
    wait(driver, lambda d: due.get_property("value") == "2026-12-01", "the host's date back")
    assert hosted(driver, "due") == "2026-12-01"

    focus(driver, "li[data-key=milk] > input[data-input]")
    keys(driver, Keys.SPACE)
    wait(driver, lambda d: hosted(d, "milk") is True, "the row's toggle hosted")

    focus(driver, "li[data-key=milk] > button.row-action[data-action=delete]")
    keys(driver, Keys.ENTER)
    dialog = driver.find_element(By.ID, "alert")
    wait(driver, lambda d: dialog.is_displayed() and active(d).text == "Keep", "the confirmation, on Keep")
    violations = axe_violations(driver)
    assert not violations, summary(violations)
    keys(driver, Keys.ESCAPE)
    wait(driver, lambda d: not dialog.is_displayed(), "kept")
    assert driver.find_elements(By.CSS_SELECTOR, "li[data-key=milk]")
    focus(driver, "li[data-key=milk] > button.row-action[data-action=delete]")
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: dialog.is_displayed() and active(d).text == "Keep", "asked again")
    keys(driver, Keys.TAB)  # the other choice: Delete (the focus stays in the modal alert)
    assert active(driver).text == "Delete", describe(active(driver))
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "li[data-key=milk]"), "the row deleted")
    violations = axe_violations(driver)
    assert not violations, summary(violations)
