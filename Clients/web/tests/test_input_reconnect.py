"""Rule 7 in the page: after the bridge restarts and the page restores the same screen from the data directory,
what the old host never got is sent to the restored view (a `leave` field still focused), and so is a secret,
which the restored view never has; the fields keep their elements, text and focus."""

from __future__ import annotations

from pathlib import Path

from selenium.webdriver.common.by import By

from forms import FOCUS_LOG, control, focused_key, hosted, main_text, mirrored, open_form, type_keys
from page import wait


def test_edits_not_answered_before_a_bridge_restart_reach_the_restored_view(web_server, browser,
                                                                             tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = web_server("--bench-modules", data_dir=data)
    port = server.port
    driver = browser()
    open_form(driver, server.url)
    control(driver, "name").click()
    type_keys(driver, "Ada")
    control(driver, "token").click()  # leaving the name sends it; the session has it
    type_keys(driver, "s3cret")
    wait(driver, lambda d: mirrored(d, "name").get("value") == "Ada" and mirrored(d, "token")["seq"] >= 1, "sent")
    control(driver, "email").click()
    type_keys(driver, "ada@example.com")  # send: leave — it waits while the field has focus
    driver.execute_script(FOCUS_LOG + "window.kept = document.activeElement;")
    server.stop()
    wait(driver, lambda d: d.find_element(By.ID, "status").text.startswith("Reconnecting…"), "reconnecting")
    assert control(driver, "email").get_attribute("readonly") is not None  # nothing to edit while disconnected
    server = web_server("--bench-modules", data_dir=data, port=port)
    wait(driver, lambda d: d.find_element(By.ID, "back").is_enabled(), "the page live again")
    wait(driver, lambda d: mirrored(d, "email").get("value") == "ada@example.com", "the waiting edit reached the host")
    assert hosted(driver, "email")["value"] == "ada@example.com"
    assert hosted(driver, "name")["value"] == "Ada"  # restored from the session
    assert driver.execute_script("return document.activeElement === window.kept") and focused_key(driver) == "email"
    assert control(driver, "email").get_property("value") == "ada@example.com"
    assert control(driver, "token").get_property("value") == "s3cret"
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait(driver, lambda d: "Saved:" in main_text(d), "saved")
    assert "name=Ada email=ada@example.com" in main_text(driver) and "token=set" in main_text(driver)
