"""The controls of PROTOCOL.md §6 "Controls" in headless Chromium, from the keyboard alone, against a scripted
host answering 300 ms late (controls_host.py): every control of a screen that has them all is reached by Tab
and used by keys; what travels is the whole value (a key, null, a list of keys: never a joined string; a date
as ISO, on leaving); each control has its accessible name, role and state (Chromium's accessibility tree);
a destructive action says so; an alert's focus starts on its cancel action (else the first not destructive),
Escape chooses cancel (or nothing), Enter the focused one; and axe-core finds no violation in any size and
colour scheme, with the alert open too."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from a11y import SIZES, active, axe_violations, describe, set_scheme, set_size, summary
from page import wait, wait_heading

HOST = Path(__file__).with_name("controls_host.py")


def start(web_server, browser, tmp_path: Path, delay_ms: int = 300):  # type: ignore[no-untyped-def]
    log = tmp_path / "received.ndjson"
    log.touch()
    host = tmp_path / "controls-host"
    host.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{HOST}" "{log}" --delay-ms {delay_ms}\n')
    host.chmod(0o755)
    driver = browser()
    driver.get(web_server(host=str(host)).url + "&test")  # the ?test hook: what the page sent, forms at an answer
    wait_heading(driver, "Groceries")
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".toolbar button").is_enabled(), "the page is live")
    return driver, log


def received(log: Path, method: str | None = None) -> list[dict[str, Any]]:
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    return [m for m in lines if method is None or m["method"] == method]


def edits(log: Path) -> list[tuple[str, Any]]:
    return [(m["params"]["key"], m["params"].get("value")) for m in received(log, "view/input")]


def wait_edits(driver, log: Path, count: int) -> list[tuple[str, Any]]:  # type: ignore[no-untyped-def]
    wait(driver, lambda d: len(edits(log)) >= count, f"{count} edits, got {edits(log)}")
    return edits(log)


def keys(driver, *pressed: str) -> None:  # type: ignore[no-untyped-def]
    ActionChains(driver).send_keys(*pressed).perform()


def where(driver) -> str:  # type: ignore[no-untyped-def]
    """The focused element, as the tests name it: its accessible name (or the option it is), then its role."""
    return driver.execute_script(WHERE)


WHERE = """
const e = document.activeElement;
if (e.matches('input[type=radio], input[type=checkbox]') && e.closest('fieldset'))
  return `${e.closest('fieldset').querySelector('legend .name').textContent}/${e.labels[0].textContent}`;
if (e.matches('[data-input]')) return e.closest('[data-key]').dataset.key;
if (e.matches('button.row')) return `row:${e.closest('li').dataset.key}`;
return e.getAttribute('aria-label') || e.textContent.trim();
"""


def tab_order(driver, limit: int = 40) -> list[str]:  # type: ignore[no-untyped-def]
    """From the heading, Tab until the focus leaves <main> (or comes back to where it began)."""
    driver.execute_script("document.querySelector('main h1').focus()")
    seen: list[str] = []
    for _ in range(limit):
        keys(driver, Keys.TAB)
        if not driver.execute_script("return document.querySelector('main').contains(document.activeElement)"):
            break
        now = where(driver)
        if not seen or seen[-1] != now:  # (Tab walks a date's or a time's parts: one control)
            seen.append(now)
    return seen


def tab_to(driver, name: str, limit: int = 40) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if where(driver) == name:
            return
        keys(driver, Keys.TAB)
    raise AssertionError(f"Tab never reached {name}")


def ax_nodes(driver) -> list[dict[str, Any]]:  # type: ignore[no-untyped-def]
    """Chromium's accessibility tree: what a screen reader is told."""
    return driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]


def ax(driver, role: str, name: str) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    def value(node: dict[str, Any], field: str) -> Any:
        return (node.get(field) or {}).get("value")

    found = [n for n in ax_nodes(driver) if value(n, "role") == role and value(n, "name") == name and not n.get("ignored")]
    assert len(found) == 1, f"{len(found)} {role} named {name!r}"
    node = found[0]
    properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
    return {"description": value(node, "description"), **properties}


def test_every_control_is_reached_by_tab_and_named_for_a_screen_reader(web_server, browser, tmp_path: Path) -> None:
    driver, _ = start(web_server, browser, tmp_path)
    order = tab_order(driver)
    # The toolbar beside the title (Clear done is disabled: no stop); a radio group is one stop (none is
    # chosen: its first option), each checkbox one; a menu of six options (no style) a <select>; the browser's
    # date and time inputs; then each row: its checkbox, its button, its actions.
    assert order == ["Add", "Priority/Low", "Tags/Home", "Tags/Work", "Tags/Errand", "list", "extras", "due", "remind",
                     "Save", "milk", "row:milk", "Edit: Buy milk", "Delete: Buy milk",
                     "tax", "row:tax", "Edit: File the tax return",
                     "Delete: File the tax return"], order
    toolbar = driver.find_element(By.CSS_SELECTOR, "main .screen-head > .screen-actions > [role=toolbar]")
    assert [b.text for b in toolbar.find_elements(By.TAG_NAME, "button")] == ["Add", "Clear done"]
    assert not toolbar.find_elements(By.TAG_NAME, "button")[1].is_enabled()
    assert ax(driver, "button", "Delete: Buy milk")["description"] == "Destructive"
    assert ax(driver, "button", "Clear done")["description"] == "Destructive"
    assert ax(driver, "button", "Edit: Buy milk")["description"] in (None, "")
    # A fieldset is named by its legend, which says "(required)" (the mark * is not read); none is invalid yet.
    assert ax(driver, "group", "Priority (required)")["invalid"] == "false"
    assert [ax(driver, "radio", title)["invalid"] for title in ("Low", "Normal", "High")] == ["false"] * 3
    # A <select> is aria-required (Chromium's tree shows `required` for a list box, not for a closed menu).
    assert driver.find_element(By.CSS_SELECTOR, ".choice[data-key=list] select").get_attribute("aria-required") == "true"
    assert ax(driver, "listbox", "Extras")["required"] is False
    tags = driver.find_element(By.CSS_SELECTOR, ".choice[data-key=tags] fieldset")
    assert ax(driver, "group", "Tags")["description"] == "Choose at most two tags"
    assert tags.get_attribute("aria-describedby")
    assert ax(driver, "checkbox", "Buy milk")["checked"] == "false"
    assert ax(driver, "checkbox", "File the tax return")["checked"] == "true"
    due = driver.find_element(By.CSS_SELECTOR, ".field[data-key=due] input")
    assert (due.get_attribute("type"), due.get_attribute("min"), due.get_attribute("max")) == ("date", "2026-01-01", "2030-12-31")
    assert due.get_property("value") == "2026-12-01"
    remind = driver.find_element(By.CSS_SELECTOR, ".field[data-key=remind] input")
    assert remind.get_attribute("type") == "time"
    select = driver.find_element(By.CSS_SELECTOR, ".choice[data-key=extras] select")
    assert select.get_property("multiple") is True


def test_each_control_sends_its_whole_value_from_the_keyboard_under_latency(web_server, browser, tmp_path: Path) -> None:
    driver, log = start(web_server, browser, tmp_path)
    driver.execute_script("document.querySelector('main h1').focus()")
    tab_to(driver, "Priority/Low")
    keys(driver, Keys.SPACE)  # a single choice: its key
    keys(driver, Keys.ARROW_DOWN)  # the next option, chosen as it gets focus
    assert wait_edits(driver, log, 2) == [("priority", "low"), ("priority", "normal")]
    tab_to(driver, "Tags/Home")
    keys(driver, Keys.SPACE)  # several: every chosen key, in the options' order
    keys(driver, Keys.TAB, Keys.SPACE)  # Work off
    assert wait_edits(driver, log, 4)[2:] == [("tags", ["home", "work"]), ("tags", ["home"])]
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, ".choice[data-key=tags] .error"), "the error gone")
    tab_to(driver, "list")
    keys(driver, Keys.ARROW_DOWN)
    assert wait_edits(driver, log, 5)[4] == ("list", "week")
    tab_to(driver, "due")
    keys(driver, "03152027")  # shown in the browser's locale (en-US: mm/dd/yyyy), sent as ISO
    assert len(edits(log)) == 5  # a date goes on leaving, never half typed
    driver.execute_script("document.activeElement.blur()")
    assert wait_edits(driver, log, 6)[5] == ("due", "2027-03-15")
    assert received(log, "view/input")[5]["params"]["left"] is True
    tab_to(driver, "milk")
    keys(driver, Keys.SPACE)  # a row's toggle: an input keyed by the row
    assert wait_edits(driver, log, 7)[6] == ("milk", True)
    # What each input shows is the host's once answered (rule 1a), after 300 ms each.
    wait(driver, lambda d: d.execute_script("return document.querySelector('main').dataset.rev") == "8", "every answer")
    assert driver.execute_script(
        "return [...document.querySelectorAll('main fieldset input:checked')].map((i) => i.value)") == ["normal", "home"]
    assert driver.find_element(By.CSS_SELECTOR, "li[data-key=milk] > input").is_selected()
    # The submit carries the choice that waits for it (send: submit), then the event.
    driver.execute_script("document.querySelector('.choice[data-key=extras] select').focus()")
    keys(driver, Keys.ARROW_DOWN)  # a list box: its first option, chosen
    assert driver.execute_script(
        "return [...document.querySelector('.choice[data-key=extras] select').selectedOptions].map((o) => o.value)") == ["remind"]
    assert len(edits(log)) == 7
    driver.execute_script("document.querySelector('form .submit').focus()")
    keys(driver, Keys.ENTER)
    # Rule 5: from the press until the answer (300 ms away) every choice of the form is read-only: looked at now,
    # or as the form was when the answer arrived if it came first (the ?test hook's record, on a loaded machine).
    shown = driver.execute_script(BUSY)
    wait(driver, lambda d: received(log, "view/event"), "the submit")
    submit = next(m for m in driver.execute_script("return window.viperTest.sent()") if m["method"] == "view/event")
    at_answer = driver.execute_script("return window.viperTest.formsAtAnswer(arguments[0])", submit["id"])
    if at_answer is not None and shown["busy"] is None:
        form = next(iter(at_answer["forms"].values()))
        shown = {"busy": form["ariaBusy"], "choices": [not c["editable"] for c in form["controls"] if c["key"] in CHOICES]}
    assert shown == {"busy": "true", "choices": [True] * 4}, shown
    wait(driver, lambda d: d.execute_script(BUSY) == {"busy": None, "choices": [False] * 4}, "the form ready again")
    assert edits(log)[7] == ("extras", ["remind"])
    assert received(log, "view/event")[0]["params"]["action"] == "save"


CHOICES = ("priority", "tags", "list", "extras")  # the form's choices, in the page's order

# The form's submit button busy or not, and whether each choice's control is disabled, read at once.
BUSY = """
return { busy: document.querySelector('form .submit').getAttribute('aria-busy'),
  choices: [...document.querySelectorAll('form .choice [data-input]')].map((control) => control.disabled) };
"""


def test_an_alert_focuses_the_least_destructive_choice_escape_cancels_and_enter_chooses(
    web_server, browser, tmp_path: Path
) -> None:
    driver, log = start(web_server, browser, tmp_path)
    dialog = driver.find_element(By.ID, "alert")
    assert dialog.get_attribute("role") == "alertdialog"
    driver.execute_script("document.querySelector('main h1').focus()")
    tab_to(driver, "Delete: Buy milk")
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: dialog.is_displayed(), "the confirmation")
    assert [m["params"] for m in received(log, "view/event")] == [{"viewId": "v1", "action": "delete", "value": "milk"}]
    assert active(driver).text == "Keep", describe(active(driver))  # its cancel action, though the second
    assert ax(driver, "button", "Delete")["description"] == "Destructive"
    keys(driver, Keys.ESCAPE)  # chooses cancel
    wait(driver, lambda d: len(received(log, "view/event")) == 2, "Keep sent")
    assert received(log, "view/event")[1]["params"]["action"] == "keep"
    wait(driver, lambda d: not dialog.is_displayed(), "the alert closed")
    tab_to(driver, "Delete: Buy milk")
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: dialog.is_displayed() and active(d).text == "Keep", "the confirmation again")
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert active(driver).text == "Delete"
    keys(driver, Keys.ENTER)  # chooses the focused one
    wait(driver, lambda d: len(received(log, "view/event")) == 4, "Delete sent")
    assert received(log, "view/event")[3]["params"]["action"] == "delete-confirmed:milk"
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "li[data-key=milk]"), "the row gone")
    # No cancel action: the first that is not destructive has the focus, and Escape does nothing.
    driver.execute_script("document.querySelector('main h1').focus()")
    tab_to(driver, "Add")
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: dialog.is_displayed() and active(d).text == "OK", "the second alert, on OK")
    for _ in range(3):  # (Chromium closes a dialog on a second Escape unless the key itself is stopped)
        keys(driver, Keys.ESCAPE)
    assert dialog.is_displayed() and len(received(log, "view/event")) == 5
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: len(received(log, "view/event")) == 6, "OK sent")
    assert received(log, "view/event")[5]["params"]["action"] == "ok"


def test_the_controls_have_no_axe_violations_in_any_size_or_scheme_with_errors_and_an_alert(
    web_server, browser, tmp_path: Path, screenshot
) -> None:
    driver, log = start(web_server, browser, tmp_path, delay_ms=0)
    failures: list[str] = []

    def audit(name: str) -> None:
        for size in SIZES:
            for scheme in ("light", "dark"):
                set_size(driver, size)
                set_scheme(driver, scheme)
                screenshot(driver, f"controls-{name}-{size}-{scheme}")
                violations = axe_violations(driver)
                if violations:
                    failures.append(f"{name} at {size} in {scheme}:\n{summary(violations)}")

    audit("screen")  # with the tags' error shown
    driver.find_element(By.CSS_SELECTOR, "li[data-key=milk] .row-action.destructive").click()
    wait(driver, lambda d: d.find_element(By.ID, "alert").is_displayed(), "the confirmation")
    audit("confirmation")
    errors = [e["message"] for e in driver.get_log("browser") if e["source"] != "network"]
    assert not failures, "\n\n".join(failures)
    assert errors == []
