"""The page against a scripted host: what it sends, rev gaps, unknown nodes, errors."""

from __future__ import annotations

import json
from pathlib import Path

from selenium.webdriver.common.by import By

from page import heading, press, wait, wait_heading
from scripted_host import scripted_host

SCRIPTED_HOST = r'''
def screen(title):
    return {"type": "screen", "title": title, "children": [
        {"type": "text", "text": "first\nsecond"},
        {"type": "gauge", "children": [{"type": "text", "text": "inside a gauge"}]},
        {"type": "sparkline"},
        {"type": "button", "action": "gap", "title": "Make a gap", "enabled": True},
        {"type": "button", "action": "fail", "title": "Fail", "enabled": True},
        {"type": "button", "action": "never", "title": "Never", "enabled": False},
        {"type": "button", "action": "busy", "title": "Saving", "enabled": True, "busy": True}]}
for method, rid, params in requests():
    if method == "initialize":
        initialized(rid)
    elif method == "app/start":
        started(rid, screen("Scripted"), {"method": "some/future", "params": {}})
    elif method == "view/event" and params.get("action") == "gap":
        out({"method": "view/patch", "params": {"viewId": "v1", "rev": 3, "ops": [{"op": "replace", "path": "/title", "value": "Wrong"}]}})
        out({"id": rid, "result": {"viewId": "v1", "rev": 3}})
    elif method == "view/get":
        out({"id": rid, "result": {"viewId": "v1", "module": "s", "rev": 3, "view": screen("Resynced")}})
    elif method == "view/event":
        out({"id": rid, "error": {"code": -32602, "message": "That is not possible now.", "data": {"kind": "action_unavailable"}}})
'''


def test_the_page_resyncs_on_a_gap_renders_unknown_nodes_and_keeps_the_screen_on_errors(
    web_server, browser, tmp_path: Path
) -> None:
    host, log = scripted_host(tmp_path, SCRIPTED_HOST)
    driver = browser()
    driver.get(web_server(host=host).url)
    wait_heading(driver, "Scripted")
    main = driver.find_element(By.TAG_NAME, "main")
    assert main.find_element(By.CSS_SELECTOR, "p.text").text == "first\nsecond"
    assert main.find_element(By.CSS_SELECTOR, "[data-unknown-type=gauge]").text == "inside a gauge"
    assert main.find_element(By.CSS_SELECTOR, "[data-unknown-type=sparkline]").text == "Unsupported element: sparkline"
    assert not main.find_element(By.XPATH, ".//button[normalize-space()='Never']").is_enabled()
    busy = main.find_element(By.XPATH, ".//button[normalize-space()='Saving']")  # busy: enabled, yet not pressable
    assert busy.get_attribute("aria-busy") == "true" and not busy.is_enabled()
    press(driver, "Make a gap")
    wait_heading(driver, "Resynced")  # rev 3 after rev 1: the page asked for the view, not applied the patch
    press(driver, "Fail")
    error = driver.find_element(By.ID, "error")
    wait(driver, lambda d: error.is_displayed(), "the error")
    assert "That is not possible now. (-32602 action_unavailable)" in error.text
    assert heading(driver) == "Resynced"
    sent = [json.loads(line) for line in log.read_text().splitlines()]
    assert [m["method"] for m in sent] == ["initialize", "app/start", "view/event", "view/get", "view/event"]
    capabilities = sent[0]["params"]["capabilities"]
    assert capabilities["viewPatch"] is True and set(capabilities) == {"viewPatch", "nodes"}
    # The types beyond the first eight (in the renderers' order), then the later members.
    assert sorted(capabilities["nodes"][:7]) == ["choice", "field", "form", "section", "stack", "toggle", "toolbar"]
    assert capabilities["nodes"][7:] == ["list.actions", "list.toggle", "list.window"]
    assert sent[1]["params"] == {"restore": True}
    assert sent[3]["params"] == {"viewId": "v1"}
