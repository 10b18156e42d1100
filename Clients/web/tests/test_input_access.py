"""Input in the page, the user's side: a secret stays in its field (rule 6), bench-form has no axe violation with
and without errors, and the keyboard alone fills and submits it."""

from __future__ import annotations

import json
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from a11y import SIZES, axe_violations, set_scheme, set_size, summary
from forms import call, control, focused_key, hosted, main_text, mirrored, open_form, type_keys
from page import wait, wait_heading

SECRET = "Tok-93xq-SECRET"
# Every frame the page sends from now on, kept for the test (the page's own socket is already open).
SPY = """window.sentFrames = [];
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) { window.sentFrames?.push(String(data)); return send.call(this, data); };"""
# Everywhere a page could keep or show text: storage, address, history, DOM (attributes and text), its views.
TRACES = """return JSON.stringify({
  session: {...sessionStorage}, local: {...localStorage}, url: location.href, history: history.state,
  dom: document.documentElement.outerHTML, title: document.title,
  views: window.viperTest.stack().map((id) => window.viperTest.view(id)),
});"""


def test_a_secret_goes_only_as_secret_and_stays_only_in_its_field(web_server, browser, tmp_path: Path) -> None:
    server = web_server("--bench-modules", data_dir=tmp_path / "data")
    driver = browser()
    open_form(driver, server.url)
    driver.execute_script(SPY)
    control(driver, "token").click()
    type_keys(driver, SECRET)
    ActionChains(driver).send_keys(Keys.TAB).perform()  # leaving it sends it (left: true)
    wait(driver, lambda d: mirrored(d, "token")["seq"] >= 1 and not d.execute_script(
        "return window.viperTest.input('token').waiting"), "the secret sent")
    token = control(driver, "token")
    assert token.get_attribute("type") == "password" and token.get_property("value") == SECRET
    frames = [json.loads(f) for f in driver.execute_script("return window.sentFrames")]
    edits = [f["params"] for f in frames if f.get("method") == "view/input" and f["params"]["key"] == "token"]
    assert edits and all("value" not in e for e in edits) and edits[-1]["secret"] == SECRET, edits
    assert all(SECRET not in json.dumps(f) for f in frames if f.get("method") != "view/input")
    driver.execute_script("delete window.sentFrames")
    # The host has it: a save says so (and never shows it).
    control(driver, "name").click()
    type_keys(driver, "Ada")
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait(driver, lambda d: "token=set" in main_text(d), "saved with the token")
    assert "value" not in hosted(driver, "token")
    traces = driver.execute_script(TRACES)
    assert SECRET not in traces and "s3cret" not in traces
    console = [entry["message"] for entry in driver.get_log("browser")]
    assert not any(SECRET in line for line in console), console
    # A reload: the session comes back (the name) without the secret, which was only in the field.
    driver.refresh()
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "the page started again")
    wait_heading(driver, "Form")
    wait(driver, lambda d: control(d, "name").get_property("value") == "Ada", "the name restored")
    assert control(driver, "token").get_property("value") == ""
    assert SECRET not in driver.execute_script(TRACES)
    assert not any(SECRET in entry["message"] for entry in driver.get_log("browser"))


def audit(driver, name: str, failures: list[str]) -> None:  # type: ignore[no-untyped-def]
    errors = [e["message"] for e in driver.get_log("browser") if e["source"] != "network"]
    if errors:
        failures.append(f"{name}: the browser logged\n" + "\n".join(errors))
    for size in SIZES:
        for scheme in ("light", "dark"):
            set_size(driver, size)
            set_scheme(driver, scheme)
            violations = axe_violations(driver)
            if violations:
                failures.append(f"{name} at {size} in {scheme} mode:\n{summary(violations)}")


def test_bench_form_has_no_axe_violations_with_or_without_errors(web_server, browser) -> None:
    server = web_server("--bench-modules")
    driver = browser()
    open_form(driver, server.url)
    failures: list[str] = []
    audit(driver, "bench-form", failures)
    control(driver, "email").click()
    type_keys(driver, "no-at-sign")
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait(driver, lambda d: focused_key(d) == "name", "the errors shown")
    assert len(driver.find_elements(By.CSS_SELECTOR, "main .field .error")) == 2
    assert len(driver.find_elements(By.CSS_SELECTOR, "main [aria-invalid=true]")) == 2
    audit(driver, "bench-form with errors", failures)
    assert not failures, "\n\n".join(failures)


def test_the_keyboard_alone_tabs_through_flips_the_switch_and_submits_with_enter(web_server, browser) -> None:
    server = web_server("--bench-modules")
    driver = browser()
    open_form(driver, server.url)
    assert driver.execute_script("return document.activeElement.tagName") == "H1"
    keys = ActionChains(driver)
    order = []
    for _ in range(9):
        keys.send_keys(Keys.TAB).perform()
        order.append(focused_key(driver) or driver.switch_to.active_element.text)
        if order[-1] == "name":
            type_keys(driver, "Ada")
        if order[-1] == "share":
            assert not control(driver, "share").is_selected()
            keys.send_keys(Keys.SPACE).perform()
            assert control(driver, "share").is_selected()
    # Tree order; the form's button ("form": its data-key) ends it; then the button outside the form.
    assert order == ["name", "email", "token", "upper", "digits", "note", "share", "form", "Clear name"]
    assert driver.switch_to.active_element.get_attribute("data-action") == "clear"
    wait(driver, lambda d: mirrored(d, "share")["on"] is True, "the flip sent")
    for _ in range(8):
        keys.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert focused_key(driver) == "name"
    keys.send_keys(Keys.ENTER).perform()  # Enter in a one-line field submits the form
    wait(driver, lambda d: "Saved: name=Ada" in main_text(d), "saved")
    assert "share=true" in main_text(driver)
    assert focused_key(driver) == "name"  # no error: focus stays where it was
    assert call(driver, "host/idle") == {"result": None}
