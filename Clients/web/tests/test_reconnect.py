"""The page reconnects by itself when the bridge goes away, and comes back on the same screen."""

from __future__ import annotations

from pathlib import Path
from selenium.webdriver.common.by import By

from page import breadcrumb, closed_notice, to_a_job, wait, wait_heading


def status(driver) -> str:  # type: ignore[no-untyped-def]
    return driver.find_element(By.ID, "status").text


def test_the_page_reconnects_after_the_bridge_restarts_and_restores_the_screen(
    web_server, browser, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    server = web_server(data_dir=data)
    port = server.port
    driver = browser()
    to_a_job(driver, server.url)
    # A graceful restart (SIGTERM: the bridge says 1001 "going away"), then a crash (SIGKILL: no close frame).
    for kill in (False, True):
        server.stop(kill=kill)
        wait(driver, lambda d: status(d).startswith("Reconnecting…"), "the Reconnecting… status")
        assert closed_notice(driver) == ""  # no Reconnect button: the page retries by itself
        assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "Android Engineer"  # the screen stays meanwhile
        server = web_server(data_dir=data, port=port)
        wait(driver, lambda d: status(d) == "", "the status cleared once connected")
        # Connected is not restored: the old screen stays until app/start {restore} is answered, and the page
        # enables its Back button only then (a Back before it would find no stack to go back in).
        wait(driver, lambda d: d.find_element(By.ID, "back").is_enabled(), "the page live again")
        wait_heading(driver, "Android Engineer")
        assert breadcrumb(driver) == ["Home", "Jobs", "Android Engineer"]
    driver.back()  # the restored session is live
    wait_heading(driver, "Jobs")


def test_a_bridge_that_no_longer_takes_the_page_stops_the_retries_and_says_why(
    web_server, browser, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    server = web_server(data_dir=data)
    driver = browser()
    to_a_job(driver, server.url)
    server.stop()
    wait(driver, lambda d: status(d).startswith("Reconnecting…"), "the Reconnecting… status")
    # The same port, another token: the handshake is refused (1006); GET /auth answers 403 with the reason.
    restarted = web_server(data_dir=data, port=server.port, token=None)
    assert restarted.token != server.token
    wait(driver, lambda d: "not authorized" in closed_notice(d), "the refusal")
    assert "open the URL viperhost-web printed" in closed_notice(driver)
    assert status(driver) == ""  # no more retries
    assert driver.find_element(By.ID, "reconnect").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "Android Engineer"  # the last screen stays
    driver.get(restarted.url)  # the URL the bridge printed lets the page in again
    wait_heading(driver, "Android Engineer")


def test_a_back_pressed_while_reconnecting_goes_back_once_the_page_is_live(web_server, browser, tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = web_server(data_dir=data)
    port = server.port
    driver = browser()
    to_a_job(driver, server.url)
    server.stop()
    wait(driver, lambda d: status(d).startswith("Reconnecting…"), "the Reconnecting… status")
    driver.back()  # while no host is there
    server = web_server(data_dir=data, port=port)
    wait_heading(driver, "Jobs")
    wait(driver, lambda d: breadcrumb(d) == ["Home", "Jobs"], "the stack one screen shorter")
