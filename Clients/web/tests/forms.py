"""Helpers of the input tests: bench-form (`--bench-modules`) opened through the page's test hook, a host
behind viperhost-latency, typing through the keyboard, and reading the page's copy and the host's view."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement

from page import wait, wait_heading

LATENCY_MS = 300
# Records every focus change on the page, so a test can tell that focus never moved.
FOCUS_LOG = """window.focusLog = [];
for (const kind of ['focusin', 'focusout']) document.addEventListener(kind, (e) => {
  window.focusLog.push(kind + ':' + (e.target.closest?.('[data-key]')?.dataset.key ?? e.target.tagName));
}, true);"""


def latency_host(tmp_path: Path, host_binary: str, delay_ms: int = LATENCY_MS) -> str:
    """A host binary for viperhost-web: the real host behind viperhost-latency (every host line `delay_ms` late)."""
    latency = Path(sys.executable).parent / "viperhost-latency"
    script = tmp_path / "slow-host"
    script.write_text(f'#!/bin/sh\nexec "{latency}" --delay-ms {delay_ms} -- "{host_binary}" "$@"\n')
    script.chmod(0o755)
    return str(script)


def call(driver: WebDriver, method: str, params: Any = None) -> Any:
    """A request through the page's own request path (the test hook); returns {result} or {error}."""
    return driver.execute_async_script(
        "const [m, p, done] = arguments; window.viperTest.send(m, p).then(done)", method, params)


def open_form(driver: WebDriver, url: str, save_ms: int = 0) -> None:
    """The page (with its test hook) on bench-form."""
    driver.set_script_timeout(30)
    driver.get(url + "&test")
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "the page started")
    answer = call(driver, "view/open", {"module": "bench-form", "input": {"saveMs": save_ms}})
    assert "result" in answer, answer
    wait_heading(driver, "Form")
    wait(driver, lambda d: control(d, "name").get_attribute("readonly") is None, "the form editable")


def control(driver: WebDriver, key: str) -> WebElement:
    """The <input>, <textarea> or switch of the input `key`."""
    return driver.find_element("css selector", f"main [data-key='{key}'] [data-input]")


def view_id(driver: WebDriver) -> str:
    return driver.find_element("css selector", "main").get_attribute("data-view-id")


def find(node: Any, key: str) -> dict | None:
    """The input node `key` in a view tree."""
    if isinstance(node, dict):
        if node.get("key") == key and node.get("type") in ("field", "toggle"):
            return node
        for child in node.get("children") or []:
            found = find(child, key)
            if found:
                return found
    return None


def mirrored(driver: WebDriver, key: str) -> dict:
    """The input `key` in the page's own copy of the view shown."""
    copy = driver.execute_script("return window.viperTest.view(arguments[0])", view_id(driver))
    node = find(copy["view"], key)
    assert node is not None, key
    return node


def hosted(driver: WebDriver, key: str) -> dict:
    """The input `key` as the host has it now (view/get; its answer comes after every earlier line)."""
    answer = call(driver, "view/get", {"viewId": view_id(driver)})
    node = find(answer["result"]["view"], key)
    assert node is not None, key
    return node


def type_keys(driver: WebDriver, text: str, interval: float = 0.02) -> None:
    """Types into the focused element, one key every `interval` seconds, as a user would: one chain of keys and
    pauses the browser plays, so the intervals are not stretched by a loaded machine's round trips."""
    chain = ActionChains(driver)
    for char in text:
        chain.send_keys(char).pause(interval)
    chain.perform()


def caret(driver: WebDriver, element: WebElement) -> list[int]:
    return driver.execute_script("return [arguments[0].selectionStart, arguments[0].selectionEnd]", element)


def focused_key(driver: WebDriver) -> str | None:
    return driver.execute_script("return document.activeElement.closest('[data-key]')?.dataset.key ?? null")


def main_text(driver: WebDriver) -> str:
    return driver.find_element("css selector", "main").text
