"""The page against `viper-host mock` playing each file of Protocol/conformance/ (README there).

The harness drives the page through its test-only hook (`?test`: `window.viperTest.send`,
which goes through the page's own request path, mirror and rendering): the page itself sends
`initialize` and `app/start {restore: true}`, the hook every later request. At each `view/get`
(a checkpoint) the page's own copy of the view must equal the mock's answer; unknown node types
of the screen shown must be in the DOM (their children, or a placeholder naming the type); and
the mock must exit 0 (everything sent as the transcript says), which the page shows as the
host's exit status when the socket closes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement

from page import closed_notice, wait

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "tests"))
from conformance import (  # noqa: E402
    INPUT_TRANSCRIPTS, TRANSCRIPTS, Step, find_input, form_actions, made_by_the_ui, mock_host, requests, script,
    view_diff,
)

KNOWN = {"screen", "text", "image", "button", "list", "picker", "spinner", "alert"}


def unknown_types(node: Any) -> set[str]:
    """Node types the page does not know, in a view (alerts are the dialog's, not the screen's)."""
    if not isinstance(node, dict) or node.get("type") == "alert":
        return set()
    found = set() if node.get("type") in KNOWN or not isinstance(node.get("type"), str) else {node["type"]}
    for child in node.get("children") or []:
        found |= unknown_types(child)
    return found


OTHERS = [t for t in TRANSCRIPTS if t not in INPUT_TRANSCRIPTS]


@pytest.mark.parametrize("transcript", OTHERS, ids=[t.stem for t in OTHERS])
def test_the_page_passes_the_conformance_set(transcript: Path, web_server, browser, tmp_path: Path) -> None:
    server = web_server(host=mock_host(tmp_path, transcript))  # the set takes the page's capabilities as they are
    driver = browser()
    driver.set_script_timeout(30)
    driver.get(server.url + "&test")
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "initialize and app/start")
    lines = requests(transcript)
    assert [m["method"] for m in lines[:2]] == ["initialize", "app/start"]
    mismatches: list[Any] = []
    checkpoints = 0
    for message in lines[2:]:
        method, params = message["method"], message.get("params")
        if "id" not in message:
            driver.execute_script("window.viperTest.notify(arguments[0], arguments[1])", method, params)
            continue
        answer = driver.execute_async_script(
            "const [m, p, done] = arguments; window.viperTest.send(m, p).then(done)", method, params)
        error = answer.get("error")
        if error and (error.get("data") or {}).get("kind") == "mock_mismatch":
            mismatches.append(error)
        if method != "view/get" or "result" not in answer:
            continue
        checkpoints += 1
        result = answer["result"]
        mine = driver.execute_script("return window.viperTest.view(arguments[0])", result["viewId"])
        diff = view_diff(result["viewId"], result["view"], mine["view"] if mine else None)
        assert diff is None, f"{transcript.name}: {diff}"
        if driver.find_element(By.ID, "view").get_attribute("data-view-id") == result["viewId"]:
            # The DOM updated in place, patch after patch, is the one a fresh rendering makes.
            dom = driver.execute_script("return window.viperTest.dom()")
            assert dom["viewId"] == result["viewId"] and dom["live"] == dom["fresh"], \
                f"{transcript.name}: the page's DOM differs from a fresh rendering:\n{dom['live']}\n{dom['fresh']}"
            for kind in unknown_types(result["view"]):
                shown = driver.find_elements(By.CSS_SELECTOR, f'main [data-unknown-type="{kind}"]')
                assert shown, f"{transcript.name}: the unknown node {kind!r} is not in the page"
    assert mismatches == [], f"{transcript.name}: the page sent other lines than the transcript"
    assert checkpoints > 0
    wait(driver, lambda d: closed_notice(d) != "", "the mock's end")
    assert "The host stopped (exit status 0)" in closed_notice(driver), closed_notice(driver)


LOADED = "return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)"


def test_without_test_in_the_url_there_is_no_hook(web_server, browser) -> None:
    """The hook is test-only code: a page opened without ?test never even loads testhook.js."""
    server = web_server()
    driver = browser()
    driver.get(server.url)
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "main h1").text == "Welcome", "the first screen")
    assert driver.execute_script("return typeof window.viperTest") == "undefined"
    loaded = driver.execute_script(LOADED)
    assert "/app.js" in loaded and "/connection.js" in loaded and "/render.js" in loaded, loaded
    assert "/testhook.js" not in loaded, loaded
    driver.get(server.base + "?test")
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "the hook, with ?test")
    assert "/testhook.js" in driver.execute_script(LOADED)


# -- the input files, typed into the page -------------------------------------------------------------


class PageUser:
    """Plays an input file's `#>` steps on the page with Selenium (keys, clicks, blur) and checks what
    its elements show. The page sends the edits and submits itself; the harness sends the other requests
    (host/idle, view/get, a button outside a form) through the test hook, once every line the page was to
    send by then went out and was answered."""

    def __init__(self, driver: WebDriver, submits: set[str]) -> None:
        self.driver, self.submits = driver, submits
        self.expected = 0
        self.elements: dict[str, WebElement] = {}

    def sent_by_ui(self) -> int:
        return sum(made_by_the_ui(m, self.submits) for m in self.driver.execute_script("return window.viperTest.sent()"))

    def view(self) -> dict[str, Any]:
        return self.driver.execute_script("return window.viperTest.view('v1')")

    def control(self, key: str) -> WebElement:
        return self.driver.find_element(By.CSS_SELECTOR, f'main [data-key="{key}"] [data-input]')

    def form(self, key: str) -> WebElement:
        return self.driver.find_element(By.CSS_SELECTOR, f'main form[data-key="{key}"]')

    def focused(self) -> WebElement:
        return self.driver.execute_script("return document.activeElement")

    def sent_all(self) -> None:
        wait(self.driver, lambda d: self.sent_by_ui() >= self.expected, f"the page sent its {self.expected} lines")

    def settle(self) -> None:
        self.sent_all()
        wait(self.driver, lambda d: d.execute_script("return window.viperTest.unanswered()") == 0, "every answer")

    def type(self, key: str, text: str) -> None:
        control = self.control(key)
        self.driver.execute_script("arguments[0].focus()", control)
        current = control.get_property("value")
        common = 0
        while common < min(len(current), len(text)) and current[common] == text[common]:
            common += 1
        end = Keys.CONTROL + Keys.END if control.tag_name == "textarea" else Keys.END
        control.send_keys(end, *([Keys.BACK_SPACE] * (len(current) - common)))
        for char in text[common:]:  # a key at a time, as typed
            control.send_keys(Keys.ENTER if char == "\n" else char)
        shown = control.get_property("value")
        assert shown == text, f"{key}: typed {text!r}, the field shows {shown!r}"
        self.elements[key] = control

    def leave(self) -> None:
        self.driver.execute_script("document.activeElement?.blur()")

    def step(self, step: Step) -> None:
        verb, key = step.verb, step.key
        if verb in ("fill", "type", "leave", "toggle", "submit", "enter"):
            self.sent_all()  # the user acts once the page sent what it was to send (a debounced edit)
        if verb in ("fill", "type"):
            assert step.text is not None
            self.type(key, step.text)
            if verb == "fill":
                self.leave()
        elif verb == "leave":
            assert self.focused() == self.control(key), f"leave {key}: it does not have the focus"
            self.leave()
        elif verb == "toggle":
            # From the keyboard (a click can miss while an answer moves the layout): focus, Space, leave.
            control = self.control(key)
            assert control.is_selected() != step.on
            self.driver.execute_script("arguments[0].focus()", control)
            control.send_keys(Keys.SPACE)
            self.leave()
        elif verb == "submit":
            button = self.form(key).find_element(By.CSS_SELECTOR, ":scope > button.submit")
            self.driver.execute_script("arguments[0].focus()", button)
            button.send_keys(Keys.ENTER)
        elif verb == "enter":
            control = self.control(key)
            assert self.focused() == control
            control.send_keys(Keys.ENTER)  # Enter in a one-line field submits its form
        elif verb in ("busy", "shows") and step.rev is not None:
            wait(self.driver, lambda d: self.view()["rev"] >= step.rev, f"rev {step.rev}")
            self.check(step)
        elif verb == "busy":
            self.check(step)  # at once: from the press, before the (late) answer
        else:
            self.settle()
            self.check(step)

    def shown(self, key: str) -> str | bool:
        control = self.control(key)
        if control.get_attribute("type") == "checkbox":
            return bool(control.is_selected())
        return control.get_property("value")

    def editable(self, control: WebElement) -> bool:
        return not (control.get_property("readOnly") or control.get_property("disabled"))

    def check(self, step: Step) -> None:
        verb, key = step.verb, step.key
        if verb == "shows":
            expected = step.on if step.on is not None else step.text
            assert self.shown(key) == expected, f"{key} shows {self.shown(key)!r}, not {expected!r} ({step})"
            node = find_input(self.view()["view"], key)
            assert node is not None
            if node.get("kind") == "secure":
                assert self.control(key).get_attribute("type") == "password"
        elif verb == "readonly":
            assert not self.editable(self.control(key)), f"{key} is editable"
        elif verb in ("busy", "ready"):
            # One snapshot, in one script: the button, every control of the form and the page's copy of the
            # view are read between two renders (read one by one, an answer arriving in between made the
            # button busy and a field already editable on a loaded machine).
            state = self.driver.execute_script(FORM_STATE, self.form(key))
            busy = verb == "busy"
            assert (state["ariaBusy"] == "true") == busy and (not state["enabled"]) == busy, \
                f"{step}: aria-busy {state['ariaBusy']}, enabled {state['enabled']}, rev {state['view']['rev']}, sent {self.driver.execute_script('return window.viperTest.sent()')[-3:]}"
            for control in state["controls"]:
                node = find_input(state["view"]["view"], control["key"])
                assert node is not None
                assert control["editable"] == (not busy and node.get("enabled", True)), f"{step}: {control['key']}"
        elif verb == "focused":
            assert self.focused() == self.control(key), f"the focus is not on {key}"
        elif verb == "same":
            control = self.control(key)
            assert control == self.elements[key], f"{key}: its element was made anew"
            assert self.focused() == control, f"{key} lost the focus"
            assert control.get_property("selectionStart") == len(control.get_property("value")), "the caret moved"

    def check_checkpoint(self, view: dict[str, Any]) -> None:
        """At a view/get every input shows the host's value, but a secure field (the user's text, masked)."""
        def walk(node: dict[str, Any]) -> None:
            if node.get("type") == "toggle":
                assert self.shown(node["key"]) == node["on"], f"{node['key']} at the checkpoint"
            elif node.get("type") == "field" and node.get("kind") != "secure":
                assert self.shown(node["key"]) == node["value"], f"{node['key']} at the checkpoint"
            for child in node.get("children") or []:
                walk(child)
        walk(view)


# A form's submit button, each of its controls (by key, editable or not) and the page's copy of the view, read at once.
FORM_STATE = """
const form = arguments[0];
const button = form.querySelector(":scope > button.submit");
return {
  ariaBusy: button.getAttribute("aria-busy"), enabled: !button.disabled, view: window.viperTest.view("v1"),
  controls: [...form.querySelectorAll("[data-input]")].map((control) => ({
    key: control.closest("[data-key]").dataset.key, editable: !(control.readOnly || control.disabled) })),
};
"""


def play_in_page(transcript: Path, web_server, browser, tmp_path: Path) -> WebDriver:
    server = web_server(host=mock_host(tmp_path, transcript))  # --delay-ms 300 for an input file
    driver = browser()
    driver.set_script_timeout(30)
    driver.get(server.url + "&test")
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "initialize and app/start")
    user = PageUser(driver, form_actions(transcript))
    items = script(transcript)
    checkpoints = 0
    for item in items[2:]:
        if isinstance(item, Step):
            user.step(item)
            continue
        if made_by_the_ui(item, user.submits):
            user.expected += 1  # the page sends it, by what the user did
            continue
        user.settle()
        if "id" not in item:  # exit
            driver.execute_script("window.viperTest.notify(arguments[0], arguments[1])", item["method"], item.get("params"))
            continue
        answer = driver.execute_async_script(
            "const [m, p, done] = arguments; window.viperTest.send(m, p).then(done)", item["method"], item.get("params"))
        assert "error" not in answer, f"{transcript.name}: {answer}"
        if item["method"] == "view/get":
            checkpoints += 1
            diff = view_diff("v1", answer["result"]["view"], user.view()["view"])
            assert diff is None, f"{transcript.name}: {diff}"
            user.check_checkpoint(answer["result"]["view"])
    assert user.sent_by_ui() == user.expected
    assert checkpoints > 0
    return driver


@pytest.mark.parametrize("transcript", INPUT_TRANSCRIPTS, ids=[t.stem for t in INPUT_TRANSCRIPTS])
def test_the_page_passes_the_input_file_typed_into_it(transcript: Path, web_server, browser, tmp_path: Path) -> None:
    # The mock answers 300 ms late (--delay-ms 300): rules 1-5 hold under latency.
    driver = play_in_page(transcript, web_server, browser, tmp_path)
    wait(driver, lambda d: closed_notice(d) != "", "the mock's end")
    assert "The host stopped (exit status 0)" in closed_notice(driver), closed_notice(driver)
