"""The page's user in the conformance harness (test_page_conformance.py): plays an input or controls
file's `#>` steps on the page with Selenium — keys, clicks, blur — and checks what its elements show."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement

from control_steps import ControlStep, find_input, pressed_actions, script
from page_controls import CHOSEN, ControlsUser
from page import wait

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "tests"))
from conformance import Step, form_actions, made_by_the_ui, mock_host, view_diff  # noqa: E402


class PageUser(ControlsUser):
    """Plays an input file's `#>` steps on the page with Selenium (keys, clicks, blur) and checks what
    its elements show. The page sends the edits and submits itself; the harness sends the other requests
    (host/idle, view/get, a button outside a form) through the test hook, once every line the page was to
    send by then went out and was answered. `submits`: the actions of the `view/event`s the UI sends (a
    form's submit, a pressed toolbar, row or alert action)."""

    def __init__(self, driver: WebDriver, submits: set[str]) -> None:
        self.driver, self.submits = driver, submits
        self.expected = 0
        self.elements: dict[str, WebElement] = {}
        self.sent_before_press = 0  # how many requests the page had sent when the last submit or Enter was pressed

    def sent_by_ui(self) -> int:
        return sum(made_by_the_ui(m, self.submits) for m in self.driver.execute_script("return window.viperTest.sent()"))

    def sent_count(self) -> int:
        return self.driver.execute_script("return window.viperTest.sent().length")

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
        if control.get_attribute("type") in ("date", "time"):
            self.type_calendar(key, control, text)
            return
        self.driver.execute_script("arguments[0].focus()", control)
        current = control.get_property("value")
        common = 0
        while common < min(len(current), len(text)) and current[common] == text[common]:
            common += 1
        end = Keys.CONTROL + Keys.END if control.tag_name == "textarea" else Keys.END
        control.send_keys(end, *([Keys.BACK_SPACE] * (len(current) - common)))
        # The rest in one command: key by key inside the browser, not a round trip each (a loaded machine's
        # round trips outlast the debounce the files' keys are typed within).
        control.send_keys(*(Keys.ENTER if char == "\n" else char for char in text[common:]))
        shown = control.get_property("value")
        assert shown == text, f"{key}: typed {text!r}, the field shows {shown!r}"
        self.elements[key] = control

    def leave(self) -> None:
        self.driver.execute_script("document.activeElement?.blur()")

    def step(self, step: Step | ControlStep) -> None:
        if isinstance(step, ControlStep):
            self.control_step(step)
            return
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
            self.sent_before_press = self.sent_count()
            button = self.form(key).find_element(By.CSS_SELECTOR, ":scope > button.submit")
            self.driver.execute_script("arguments[0].focus()", button)
            button.send_keys(Keys.ENTER)
        elif verb == "enter":
            self.sent_before_press = self.sent_count()
            control = self.control(key)
            assert self.focused() == control
            control.send_keys(Keys.ENTER)  # Enter in a one-line field submits its form
        elif verb in ("busy", "shows") and step.rev is not None:
            wait(self.driver, lambda d: self.view()["rev"] >= step.rev, f"rev {step.rev}")
            self.check(step)
        elif verb == "busy":
            # Rule 5 promises busy from the press until the answer: checked now if the answer has not come, else
            # as the form was when it arrived (recorded by the test hook before the page read it).
            since = self.driver.execute_script("return window.viperTest.sent()")[self.sent_before_press:]
            submits = [m for m in since if m["method"] == "view/event" and (m["params"] or {}).get("action") in self.submits]
            at_answer = self.driver.execute_script(
                "return window.viperTest.formsAtAnswer(arguments[0])", submits[-1]["id"]) if submits else None
            if at_answer is not None:
                self.check_form(step, {**at_answer["forms"][key], "view": at_answer["view"]})
            else:
                self.check(step)
        else:
            self.settle()
            self.check(step)

    def shown(self, key: str) -> Any:
        """A field's text, a toggle's state (a row's too), a choice's chosen key(s) as the file writes them."""
        control = self.control(key)
        if control.get_attribute("data-input") == "choice":
            return self.driver.execute_script(CHOSEN, control)
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
            self.check_form(step, self.driver.execute_script(FORM_STATE, self.form(key)))
        elif verb == "focused":
            assert self.focused() == self.control(key), f"the focus is not on {key}"
        elif verb == "same":
            control = self.control(key)
            assert control == self.elements[key], f"{key}: its element was made anew"
            assert self.focused() == control, f"{key} lost the focus"
            assert control.get_property("selectionStart") == len(control.get_property("value")), "the caret moved"

    def check_form(self, step: Step, state: dict[str, Any]) -> None:
        """A busy or ready step on a form's state (FORM_STATE's shape)."""
        busy = step.verb == "busy"
        assert (state["ariaBusy"] == "true") == busy and (not state["enabled"]) == busy, \
            f"{step}: aria-busy {state['ariaBusy']}, enabled {state['enabled']}, rev {state['view']['rev']}, sent {self.driver.execute_script('return window.viperTest.sent()')[-3:]}"
        for control in state["controls"]:
            node = find_input(state["view"]["view"], control["key"])
            assert node is not None
            assert control["editable"] == (not busy and node.get("enabled", True)), f"{step}: {control['key']}"

    def check_checkpoint(self, view: dict[str, Any]) -> None:
        """At a view/get every input shows the host's value, but a secure field (the user's text, masked)."""
        def walk(node: dict[str, Any]) -> None:
            if node.get("type") == "toggle":
                assert self.shown(node["key"]) == node["on"], f"{node['key']} at the checkpoint"
            elif node.get("type") == "choice":
                assert self.shown(node["key"]) == node["value"], f"{node['key']} at the checkpoint"
            elif node.get("type") == "list":
                for item in node.get("items") or []:
                    if isinstance(item.get("toggle"), dict):
                        assert self.shown(item["key"]) == item["toggle"]["on"], f"row {item['key']} at the checkpoint"
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


def play_in_page(transcript: Path, web_server, browser, tmp_path: Path, delay: int | None = None) -> WebDriver:
    """Plays an input or controls file on the page against `viper-host mock` (late: --delay-ms 300)."""
    server = web_server(host=mock_host(tmp_path, transcript, delay))
    driver = browser()
    driver.set_script_timeout(30)
    driver.get(server.url + "&test")
    wait(driver, lambda d: d.execute_script("return window.viperTest?.started === true"), "initialize and app/start")
    items = script(transcript)
    user = PageUser(driver, form_actions(transcript) | pressed_actions(items))
    checkpoints = 0
    for item in items[2:]:
        if isinstance(item, (Step, ControlStep)):
            user.step(item)
            continue
        for_the_user = made_by_the_ui(item, user.submits) and user.by_harness
        if made_by_the_ui(item, user.submits) and not for_the_user:
            user.expected += 1  # the page sends it, by what the user did
            continue
        user.settle()
        if for_the_user:  # ...an edit no one can type: the harness sends it (counted as the page's edits are)
            user.by_harness = False
            user.expected += 1
        if "id" not in item:  # exit
            driver.execute_script("window.viperTest.notify(arguments[0], arguments[1])", item["method"], item.get("params"))
            continue
        answer = driver.execute_async_script(
            "const [m, p, done] = arguments; window.viperTest.send(m, p).then(done)", item["method"], item.get("params"))
        if item["method"] != "view/input":  # (an edit the harness sent may be refused: the file says so)
            assert "error" not in answer, f"{transcript.name}: {answer}"
        if item["method"] == "view/get":
            checkpoints += 1
            diff = view_diff("v1", answer["result"]["view"], user.view()["view"])
            assert diff is None, f"{transcript.name}: {diff}"
            user.check_checkpoint(answer["result"]["view"])
    assert user.sent_by_ui() == user.expected
    assert checkpoints > 0
    return driver
