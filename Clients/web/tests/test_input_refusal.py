"""A refusal of an input's latest edit, in Chromium against a scripted host that refuses without a tree (as the host
does past maxLength, before the module sees the value): its message is the input's error, as a node's error is (the
paragraph, aria-describedby, aria-invalid, no axe violation), the host's value comes back, and the next edit clears
it (docs/INPUT.md, "edit refused"; Protocol/frontend-cases/refused-before-the-module-shows-why.json)."""

from __future__ import annotations

import json
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from a11y import axe_violations, summary
from forms import control, type_keys
from page import wait, wait_heading
from scripted_host import scripted_host

SCRIPTED_HOST = r'''
def screen(seq):
    return {"type": "screen", "title": "Refusals", "children": [{"type": "form", "key": "f",
        "submit": {"action": "save", "title": "Save"}, "pending": False, "children": [
        {"type": "field", "key": "code", "label": "Code", "kind": "text", "value": "12", "seq": seq, "set": 0,
         "send": "leave", "enabled": True, "required": False}]}]}
for method, rid, params in requests():
    if method == "initialize":
        initialized(rid)
    elif method == "app/start":
        started(rid, screen(0))
    elif method == "view/input" and params.get("value") == "1234":
        out({"id": rid, "error": {"code": -32602, "message": "Code: at most 3 characters",
             "data": {"kind": "invalid_value", "key": "code"}}})
    elif method == "view/input":
        out({"id": rid, "result": {"viewId": "v1", "rev": 1, "seq": params["seq"]}})
'''

ERROR_OF = """const control = document.querySelector('main [data-key=code] [data-input]');
const note = control.closest('[data-key]').querySelector(':scope > .error');
return {text: note ? note.textContent : null, id: note ? note.id : null, value: control.value,
  describedby: control.getAttribute('aria-describedby'), invalid: control.getAttribute('aria-invalid')};"""


def test_a_refusal_without_a_tree_is_the_inputs_error_until_its_next_edit(web_server, browser, tmp_path: Path) -> None:
    host, log = scripted_host(tmp_path, SCRIPTED_HOST)
    driver = browser()
    driver.get(web_server(host=host).url)
    wait_heading(driver, "Refusals")
    wait(driver, lambda d: control(d, "code").is_enabled() and control(d, "code").get_property("readOnly") is False,
         "the page started")
    control(driver, "code").click()
    type_keys(driver, "34")  # "1234"
    ActionChains(driver).send_keys(Keys.TAB).perform()  # leaving it sends it
    wait(driver, lambda d: d.execute_script(ERROR_OF)["text"] is not None, "the refusal shown")
    shown = driver.execute_script(ERROR_OF)
    assert shown["text"] == "Code: at most 3 characters"
    assert shown["id"] in (shown["describedby"] or "").split() and shown["invalid"] == "true", shown
    assert shown["value"] == "12", "the host's value came back"
    violations = axe_violations(driver)
    assert not violations, summary(violations)
    control(driver, "code").click()
    type_keys(driver, "3")  # its next edit
    wait(driver, lambda d: d.execute_script(ERROR_OF)["text"] is None, "the refusal cleared")
    shown = driver.execute_script(ERROR_OF)
    assert shown["invalid"] is None and not (shown["describedby"] or "").endswith("-error"), shown
    edits = [json.loads(line)["params"] for line in log.read_text().splitlines() if '"view/input"' in line]
    assert [(e["seq"], e["value"], e.get("left")) for e in edits] == [(1, "1234", True)], edits
