"""Input in the page (PROTOCOL.md §6, "Input") against the real host behind viperhost-latency: every host line
arrives 300 ms late, so answers to edits come while the user is still typing. The assertions are about what the
user sees (exact text, caret, focus, the same element), never about time."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from forms import (
    FOCUS_LOG,
    call,
    caret,
    control,
    focused_key,
    hosted,
    latency_host,
    main_text,
    mirrored,
    open_form,
    type_keys,
    view_id,
)
from page import wait


@pytest.fixture
def slow_form(web_server, browser, host_binary, tmp_path: Path):  # type: ignore[no-untyped-def]
    """open(save_ms=0): a page on bench-form whose host answers 300 ms late."""

    def open_(save_ms: int = 0):  # type: ignore[no-untyped-def]
        server = web_server("--bench-modules", host=latency_host(tmp_path, host_binary))
        driver = browser()
        open_form(driver, server.url, save_ms)
        return driver

    return open_


def same_element_focused(driver, key: str) -> bool:  # type: ignore[no-untyped-def]
    """The control recorded as window.kept is still the one in the page for `key`, and has focus."""
    return driver.execute_script(
        "const now = document.querySelector(`main [data-key='${arguments[0]}'] [data-input]`);"
        "return now === window.kept && document.activeElement === window.kept", key)


def keep(driver, key: str) -> None:  # type: ignore[no-untyped-def]
    control(driver, key).click()
    driver.execute_script(FOCUS_LOG + "window.kept = document.activeElement;")
    assert focused_key(driver) == key


def test_thirty_keys_under_latency_end_as_typed_with_caret_and_focus_kept(slow_form) -> None:
    driver = slow_form()
    keep(driver, "name")
    typed = "Ada Lovelace, Countess of Love"
    assert len(typed) == 30
    # 20 ms between keys, and twice a pause longer than the 200 ms debounce: an edit leaves, and its answer
    # (300 ms later) arrives while the next ten keys are typed; it must not undo them.
    for part in (typed[:10], typed[10:20], typed[20:]):
        type_keys(driver, part, 0.02)
        time.sleep(0.25)
    # The page's copy has the whole text once the last edit is answered; nothing is in flight after view/get.
    wait(driver, lambda d: mirrored(d, "name").get("value") == typed, "the last edit answered")
    assert hosted(driver, "name")["value"] == typed
    field = control(driver, "name")
    assert field.get_attribute("value") == typed
    assert caret(driver, field) == [30, 30]
    assert same_element_focused(driver, "name")
    assert driver.execute_script("return window.focusLog") == []


def test_a_value_the_host_rewrites_is_shown_once_answered(slow_form) -> None:
    driver = slow_form()
    keep(driver, "upper")
    type_keys(driver, "abc")
    ActionChains(driver).send_keys(Keys.HOME).perform()  # the caret moves before the answer arrives
    wait(driver, lambda d: mirrored(d, "upper")["seq"] == 3, "the third edit answered")
    field = control(driver, "upper")
    wait(driver, lambda d: field.get_attribute("value") == "ABC", "ABC shown")
    assert caret(driver, field) == [0, 0]  # where the user put it, though the whole text was replaced
    assert same_element_focused(driver, "upper")
    assert hosted(driver, "upper")["value"] == "ABC"


def test_a_refused_edit_is_restored_though_the_patch_only_changes_seq(slow_form) -> None:
    driver = slow_form()
    keep(driver, "digits")
    type_keys(driver, "12x")
    wait(driver, lambda d: mirrored(d, "digits")["seq"] == 3, "the third edit answered")
    field = control(driver, "digits")
    assert mirrored(driver, "digits")["value"] == "12"
    wait(driver, lambda d: field.get_attribute("value") == "12", "the refused x gone")
    assert caret(driver, field) == [2, 2]
    assert same_element_focused(driver, "digits")
    assert driver.execute_script("return window.focusLog") == []


def test_the_hosts_replacement_wins_over_the_focused_field_and_what_waits(slow_form) -> None:
    driver = slow_form()
    keep(driver, "name")
    type_keys(driver, "Ada")
    wait(driver, lambda d: mirrored(d, "name").get("value") == "Ada", "Ada answered")
    clear = "document.querySelector(\"main button[data-action='clear']\").click()"  # a click that keeps focus
    driver.execute_script(clear)
    wait(driver, lambda d: mirrored(d, "name")["set"] == 1, "the clear answered")
    field = control(driver, "name")
    wait(driver, lambda d: field.get_attribute("value") == "", "the name cleared")
    assert caret(driver, field) == [0, 0]
    assert same_element_focused(driver, "name")
    # Typing on while the clear travels: what was typed before its answer waits (debounce) and is dropped.
    type_keys(driver, "Bob")
    wait(driver, lambda d: mirrored(d, "name").get("value") == "Bob", "Bob answered")
    driver.execute_script(clear)
    typed = "".join(f"{n % 10}" for n in range(24))
    type_keys(driver, typed, 0.05)  # keys closer than the 200 ms debounce: the edit waits throughout
    wait(driver, lambda d: mirrored(d, "name")["set"] == 2, "the second clear answered")
    time.sleep(0.5)  # the last debounced edit leaves and is answered
    wait(driver, lambda d: mirrored(d, "name").get("value") == field.get_attribute("value"), "the last edit answered")
    shown = field.get_attribute("value")
    assert not shown.startswith("Bob") and typed.endswith(shown) and len(shown) < len(typed), shown
    assert hosted(driver, "name")["value"] == shown
    assert same_element_focused(driver, "name")


FILLED = {"name": "Ada", "email": "ada@example.com", "token": "s3cret", "upper": "hi", "digits": "42", "note": "hello"}


def busy_state(driver) -> dict:  # type: ignore[no-untyped-def]
    return driver.execute_script("""
        const form = document.querySelector('main form');
        const button = form.querySelector('button[type=submit]');
        return {saved: document.querySelector('main').innerText.includes('Saved:'),
                readOnly: [...form.querySelectorAll('input:not([type=checkbox]), textarea')].every((e) => e.readOnly),
                toggleOff: form.querySelector('[role=switch]').disabled,
                busy: button.getAttribute('aria-busy') === 'true' && button.disabled};""")


def test_a_submit_under_latency_is_busy_until_answered_then_shows_every_value(slow_form) -> None:
    driver = slow_form(save_ms=1000)
    for key, text in FILLED.items():
        control(driver, key).click()
        type_keys(driver, text, 0.01)
    control(driver, "share").click()
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    seen = 0
    while True:
        state = busy_state(driver)
        if state["saved"]:
            break
        assert state == {"saved": False, "readOnly": True, "toggleOff": True, "busy": True}, state
        seen += 1
        assert seen < 400, "never saved"
        time.sleep(0.02)
    assert seen >= 1  # it was seen busy (each look is a round trip: a loaded machine looks fewer times in 1 s)
    assert busy_state(driver) == {"saved": True, "readOnly": False, "toggleOff": False, "busy": False}
    assert ("Saved: name=Ada email=ada@example.com upper=HI digits=42 note=hello share=true token=set"
            in main_text(driver))


def test_a_submit_with_an_empty_name_moves_focus_to_it_with_its_error_tied(slow_form) -> None:
    driver = slow_form()
    control(driver, "email").click()
    type_keys(driver, "a@b")
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait(driver, lambda d: focused_key(d) == "name", "focus on the name")
    field = control(driver, "name")
    assert field.get_attribute("aria-invalid") == "true"
    ids = (field.get_attribute("aria-describedby") or "").split()
    assert [driver.find_element(By.ID, i).text for i in ids] == ["A name is required"]
    assert control(driver, "email").get_attribute("aria-invalid") is None
    assert mirrored(driver, "email")["value"] == "a@b"
    assert view_id(driver) and call(driver, "host/idle") == {"result": None}
