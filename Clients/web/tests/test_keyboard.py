"""Keyboard and screen-reader behaviour in headless Chromium: where focus goes (and stays), scroll
and selection across updates, controls while reconnecting, and the status region."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from a11y import active, describe, job_server, set_size
from page import (
    finish_onboarding,
    open_row,
    press,
    press_accessory,
    row,
    row_subtitle,
    to_a_job,
    wait,
    wait_heading,
    wait_image,
)
from window_page import ROW_HEIGHT, box, rows_arrived, scroll_box, scroll_through, shown_rows

CONTROLS = "main button, main select, #back"


def tab_to(driver, wanted, label: str, limit: int = 80):  # type: ignore[no-untyped-def]
    """Presses Tab until `wanted(active element)`; returns that element."""
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        element = active(driver)
        if wanted(element):
            return element
    raise AssertionError(f"Tab never reached {label}")


def named(name: str):  # type: ignore[no-untyped-def]
    return lambda element: element.get_attribute("aria-label") == name or element.text == name


def row_button(driver, title: str):  # type: ignore[no-untyped-def]
    """Whether an element is the button of the row titled `title` (the row's own button, not its accessory)."""
    return lambda element: element == row(driver, title).find_element(By.CSS_SELECTOR, "button.row")


def to_jobs(driver, url: str) -> None:  # type: ignore[no-untyped-def]
    finish_onboarding(driver, url)
    open_row(driver, "Job Board")
    wait_heading(driver, "Jobs")


def loaded(driver) -> bool:  # type: ignore[no-untyped-def]
    return driver.find_elements(By.CSS_SELECTOR, "main ul.list > li") != [] and not driver.find_elements(
        By.CSS_SELECTOR, "main .spinner")


def announced(driver) -> str:  # type: ignore[no-untyped-def]
    return driver.find_element(By.ID, "announce").get_attribute("textContent")


def test_focus_is_on_the_new_screens_heading_and_stays_there_once_its_data_loads(web_server, browser) -> None:
    with job_server() as jobs:
        server = web_server("--jobs-url", jobs.url)
        driver = browser()
        driver.get(server.url)
        wait_heading(driver, "Welcome")
        assert active(driver) == driver.find_element(By.CSS_SELECTOR, "main h1")
        button = tab_to(driver, named("Continue"), "Continue")
        for step in range(1, 5):  # the images change under the button, which keeps focus
            wait_image(driver, f"onboarding-{step}")
            assert active(driver) == button, describe(active(driver))
            button.send_keys(Keys.ENTER)
        wait_image(driver, "onboarding-5")
        assert active(driver) == button and button.text == "Start"
        button.send_keys(Keys.ENTER)
        wait_heading(driver, "Home")
        assert active(driver).tag_name == "h1" and active(driver).text == "Home", describe(active(driver))
        jobs.jobs_gate.clear()  # the jobs download waits
        tab_to(driver, named("Job Board"), "the Job Board row").send_keys(Keys.ENTER)
        wait_heading(driver, "Jobs")
        heading = driver.find_element(By.CSS_SELECTOR, "main h1")
        assert active(driver) == heading
        jobs.jobs_gate.set()
        wait(driver, loaded, "the jobs loaded")
        assert active(driver) == heading, describe(active(driver))  # the same element: not body, not a new one


def test_an_accessory_pressed_with_the_keyboard_keeps_focus_on_its_row(web_server, browser) -> None:
    with job_server() as jobs:
        driver = browser()
        to_jobs(driver, web_server("--jobs-url", jobs.url).url)
        wait(driver, loaded, "the jobs loaded")
        jobs.apply_gate.clear()  # the application waits: the row reads Saving… and has no toggle
        # The list is a window (a roving tabindex): Tab enters it on one row, ↓ moves to the next rows,
        # Tab goes on to that row's own Apply.
        tab_to(driver, row_button(driver, "Job 1"), "the row of Job 1")
        ActionChains(driver).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN).perform()
        assert row_button(driver, "Job 3")(active(driver)), describe(active(driver))
        ActionChains(driver).send_keys(Keys.TAB).perform()
        assert named("Apply: Job 3")(active(driver)), describe(active(driver))
        active(driver).send_keys(Keys.ENTER)
        wait(driver, lambda d: row_subtitle(d, "Job 3") == "Saving…", "Job 3 being saved")
        assert row(driver, "Job 3").find_elements(By.CSS_SELECTOR, "button.accessory") == []
        assert active(driver) == row(driver, "Job 3").find_element(By.CSS_SELECTOR, "button.row"), describe(active(driver))
        jobs.apply_gate.set()
        wait(driver, lambda d: row_subtitle(d, "Job 3") == "Applied", "Job 3 applied")
        accessory = row(driver, "Job 3").find_element(By.CSS_SELECTOR, "button.accessory")
        assert accessory.text == "Remove application"
        assert active(driver) == accessory, describe(active(driver))  # back on the toggle
        active(driver).send_keys(Keys.ENTER)  # withdraw, at once this time
        wait(driver, lambda d: row_subtitle(d, "Job 3") is None, "Job 3 withdrawn")
        assert active(driver).get_attribute("aria-label") == "Apply: Job 3", describe(active(driver))
        assert [e.text for e in driver.find_elements(By.CSS_SELECTOR, "main h1")] == ["Jobs"]


def test_focus_scroll_and_selection_survive_an_unrelated_update(web_server, browser) -> None:
    with job_server(count=30) as jobs:
        driver = browser()
        set_size(driver, "desktop")
        to_jobs(driver, web_server("--jobs-url", jobs.url).url)
        wait(driver, loaded, "the jobs loaded")
        # The jobs are a window: its box is scrolled to reach the far rows (Job 17 at its top).
        scroll_box(driver, 16 * ROW_HEIGHT)
        wait(driver, lambda d: (shown_rows(d) or {}).get(16) == "Job 17", "the box scrolled to Job 17")
        assert 24 in shown_rows(driver), "Job 25 in view too"
        jobs.apply_gate.clear()
        press_accessory(driver, "Job 18", "Apply")
        wait(driver, lambda d: row_subtitle(d, "Job 18") == "Saving…", "Job 18 being saved")
        focused = row(driver, "Job 20").find_element(By.CSS_SELECTOR, "button.row")
        selected = row(driver, "Job 25").find_element(By.CSS_SELECTOR, ".title")
        driver.execute_script(
            "arguments[0].focus();"
            "const range = document.createRange(); range.selectNodeContents(arguments[1]);"
            "getSelection().removeAllRanges(); getSelection().addRange(range);", focused, selected)
        scrolled, page_scrolled = box(driver)["scrollTop"], driver.execute_script("return scrollY")
        assert scrolled == 16 * ROW_HEIGHT
        assert active(driver) == focused
        assert driver.execute_script("return getSelection().toString()") == "Job 25"
        jobs.apply_gate.set()  # the host updates the view: Job 18 applied
        wait(driver, lambda d: row_subtitle(d, "Job 18") == "Applied", "Job 18 applied")
        assert active(driver) == focused, describe(active(driver))
        assert box(driver)["scrollTop"] == scrolled
        assert driver.execute_script("return scrollY") == page_scrolled
        assert driver.execute_script("return getSelection().toString()") == "Job 25"
        assert driver.execute_script("return getSelection().anchorNode.isConnected")


def test_controls_are_disabled_while_reconnecting_and_focus_comes_back(web_server, browser, tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = web_server(data_dir=data)
    port = urlparse(server.url).port
    driver = browser()
    to_a_job(driver, server.url)
    apply = tab_to(driver, named("Apply…"), "the Apply… button")
    controls = driver.find_elements(By.CSS_SELECTOR, CONTROLS)
    assert len(controls) >= 2 and all(c.is_enabled() for c in controls)
    server.stop(kill=True)
    wait(driver, lambda d: d.find_element(By.ID, "status").text.startswith("Reconnecting…"), "reconnecting")
    assert [describe(c) for c in driver.find_elements(By.CSS_SELECTOR, CONTROLS) if c.is_enabled()] == []
    web_server(data_dir=data, port=port)
    wait(driver, lambda d: d.find_element(By.ID, "status").text == "", "connected again")
    wait(driver, lambda d: all(c.is_enabled() for c in d.find_elements(By.CSS_SELECTOR, CONTROLS)), "enabled again")
    assert active(driver) == apply, describe(active(driver))  # the same screen, the same control
    apply.send_keys(Keys.ENTER)  # Apply… opens the application form
    wait_heading(driver, "Apply: Android Engineer")


def test_the_status_region_announces_navigation_and_loading(web_server, browser) -> None:
    with job_server() as jobs:
        driver = browser()
        finish_onboarding(driver, web_server("--jobs-url", jobs.url).url)
        main = driver.find_element(By.TAG_NAME, "main")
        assert main.get_attribute("aria-live") is None
        assert driver.find_element(By.ID, "announce").get_attribute("role") == "status"
        wait(driver, lambda d: announced(d) == "Home", "Home announced")
        assert main.get_attribute("aria-busy") == "false"
        jobs.jobs_gate.clear()
        open_row(driver, "Job Board")
        wait(driver, lambda d: announced(d) == "Jobs. Loading jobs…", "the new screen and its loading announced")
        assert main.get_attribute("aria-busy") == "true"
        jobs.jobs_gate.set()
        wait(driver, lambda d: main.get_attribute("aria-busy") == "false", "not busy once loaded")
        assert announced(driver) == ""
        jobs.jobs_gate.clear()
        press(driver, "Refresh")
        wait(driver, lambda d: announced(d) == "Loading jobs…", "loading announced")
        assert main.get_attribute("aria-busy") == "true"
        jobs.jobs_gate.set()
        wait(driver, lambda d: main.get_attribute("aria-busy") == "false", "not busy once loaded")
        assert announced(driver) == ""
        open_row(driver, "Job 2")
        wait(driver, lambda d: announced(d) == "Job 2", "the job's screen announced")
        driver.back()
        wait(driver, lambda d: announced(d) == "Jobs", "back on Jobs, announced")


def test_a_button_disabled_while_it_works_keeps_the_keyboard_user_on_it(web_server, browser) -> None:
    driver = browser()
    finish_onboarding(driver, web_server().url)
    open_row(driver, "Stargazers")
    # A window (PROTOCOL §6): the rows the box shows past the first page ask for the next one; both came.
    wait(driver, lambda d: rows_arrived(d, 10), "the first page, and the rows the box shows after it")
    button = tab_to(driver, named("Next page"), "Next page")
    view = driver.find_element(By.ID, "view")
    for step in ("the short last page", "past the end: the last page again"):
        # Disabled while the page is fetched (a spinner), then enabled again: focus comes back.
        rev = int(view.get_attribute("data-rev"))
        active(driver).send_keys(Keys.ENTER)
        wait(driver, lambda d, rev=rev: int(view.get_attribute("data-rev")) >= rev + 2 and button.is_enabled()
             and not d.find_elements(By.CSS_SELECTOR, "main .spinner"), step)
        assert active(driver) == button, describe(active(driver))
        assert box(driver)["spacer"] == 25 * ROW_HEIGHT, "the list ends at its 25th row"
    titles = scroll_through(driver, wait)
    assert len(titles) == 25 and len(set(titles)) == 25 and titles[-1] == "Econa77", titles
    assert active(driver) == button, describe(active(driver))


def test_when_the_focused_row_goes_focus_goes_to_the_row_in_its_place(web_server, browser, host_binary) -> None:
    library = Path(host_binary).parent / "libTicTacToePlugin.so"
    assert library.is_file(), f"{library} is built by swift build"
    driver = browser()
    finish_onboarding(driver, web_server("--plugin", str(library)).url)
    open_row(driver, "Tic-tac-toe")
    wait_heading(driver, "Tic-tac-toe")
    tab_to(driver, named("1: top left"), "the first cell").send_keys(Keys.ENTER)  # a played cell leaves the list
    wait(driver, lambda d: "O to play" in d.find_element(By.TAG_NAME, "main").text, "O to play")
    assert active(driver).text == "2: top", describe(active(driver))
    active(driver).send_keys(Keys.ENTER)  # and the keyboard plays on from there
    wait(driver, lambda d: "X to play" in d.find_element(By.TAG_NAME, "main").text, "X to play")
    assert active(driver).text == "3: top right", describe(active(driver))


def test_an_alert_takes_focus_and_gives_it_to_the_heading_when_answered(web_server, browser) -> None:
    driver = browser()
    finish_onboarding(driver, web_server("--jobs-url", "http://127.0.0.1:1", "--http-timeout", "5").url)
    tab_to(driver, named("Job Board"), "the Job Board row").send_keys(Keys.ENTER)
    dialog = driver.find_element(By.ID, "alert")
    wait(driver, lambda d: dialog.get_attribute("open") is not None, "the alert")
    assert active(driver) == dialog.find_element(By.XPATH, ".//button[normalize-space()='OK']")
    active(driver).send_keys(Keys.ENTER)
    wait(driver, lambda d: dialog.get_attribute("open") is None, "the alert answered")
    assert active(driver) == driver.find_element(By.CSS_SELECTOR, "main h1"), describe(active(driver))
