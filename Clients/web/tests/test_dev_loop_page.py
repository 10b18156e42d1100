"""Protocol/DEV.md in the page, from the outside: a real dev loop (watcher, stable host, swap) behind the real
bridge, headless Chromium on the bench form with text typed. A build error shows as an alert section above the
screen, which keeps working; a fix clears it and swaps the host: the bridge closes with 4003, the page
reconnects at once and the session comes back with the typed text. The build is dev_loop's stand-in for swift."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from forms import control, hosted, mirrored, open_form, type_keys
from page import heading, wait

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "tests"))
from dev_loop import GOOD, DevLoop, running  # noqa: E402


@pytest.fixture
def loop(tmp_path: Path, host_binary: str) -> Iterator[DevLoop]:
    yield from running(tmp_path, host_binary)


def panel_text(driver) -> str:  # type: ignore[no-untyped-def]
    return driver.execute_script("return document.getElementById('dev-build')?.innerText ?? ''")


def test_a_build_error_shows_over_a_working_page_and_a_fix_swaps_the_host_under_it(
        loop: DevLoop, web_server, browser, tmp_path: Path) -> None:
    server = web_server("--bench-modules", host=str(loop.host), data_dir=tmp_path / "data")
    driver = browser()
    open_form(driver, server.url)
    control(driver, "name").click()
    type_keys(driver, "Ada")
    wait(driver, lambda d: mirrored(d, "name").get("value") == "Ada", "the host has Ada")
    starts = "return window.viperTest.sent().filter((m) => m.method === 'initialize').length"
    assert driver.execute_script(starts) == 1

    loop.save("let title = SYNTAX ERROR\n")
    wait(driver, lambda d: "Build failed: 1 error" in panel_text(d), "the build error shown")
    section = driver.find_element(By.ID, "dev-build")
    assert section.get_attribute("role") == "alert"
    assert "Sources/Features/Form/FormViewAdapter.swift:1:9: error: expected expression in assignment" in section.text
    assert "\x1b" not in section.text
    border = "return getComputedStyle(document.getElementById('dev-build')).borderTopWidth"
    wait(driver, lambda d: d.execute_script(border) == "2px", "dev.css applied (served, allowed by the page's policy)")
    control(driver, "name").click()
    type_keys(driver, "x")  # the old host still serves the form
    wait(driver, lambda d: hosted(d, "name").get("value") == "Adax", "the old host answered")

    loop.save(GOOD)
    wait(driver, lambda d: d.execute_script(starts) == 2
         and d.execute_script("return window.viperTest.started === true"), "the page reconnected to a new host")
    wait(driver, lambda d: panel_text(d) == "", "the build error cleared")
    wait(driver, lambda d: hosted(d, "name").get("value") == "Adax", "the session restored")
    assert heading(driver) == "Form"
    assert control(driver, "name").get_property("value") == "Adax"
    assert driver.find_element(By.ID, "closed").get_attribute("hidden") is not None  # no "host stopped" notice
    loop.wait_log("swapped in")
