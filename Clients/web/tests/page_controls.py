"""What the page's user does with the controls (PROTOCOL.md §6, "Controls") in the conformance harness:
`ControlsUser`, which page_user.py's PageUser is, plays the controls files' steps (control_steps.py) on the
page — choices, dates and times typed part by part, toolbar, row and alert actions pressed by keyboard,
Escape — and reads what a choice shows."""

from __future__ import annotations

import datetime
from typing import Any

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement

from control_steps import ControlStep
from page import wait


class ControlsUser:
    """The controls' steps; the harness's PageUser gives `driver`, `control`, `focused`, `leave`, `sent_all`,
    `settle`, `view`, `shown` and `elements`, and sets `by_harness` back once it sent the edit."""

    by_harness = False  # the next edit is one the browser's own input cannot hold: the harness sends it

    def type_calendar(self, key: str, control: WebElement, text: str) -> None:
        """A date or a time, typed into the browser's own input part by part (en-US: mm/dd/yyyy, hh:mm AM);
        "" clears it. A value that input cannot hold (30 February, 24:00) no user can type: the harness sends
        that edit itself (the page keeps numbering after it: a host seq above its own is followed)."""
        assert self.driver.execute_script("return navigator.language") == "en-US", "the parts' order is en-US's"
        kind = control.get_attribute("type")
        if not holdable(kind, text):
            self.by_harness = True
            return
        self.driver.execute_script("arguments[0].focus()", control)
        if text == "":
            control.send_keys(Keys.BACK_SPACE)  # one part cleared: no date
        elif kind == "date":
            year, month, day = text.split("-")
            control.send_keys(month + day + year)
        else:
            hours, minutes = (int(part) for part in text.split(":"))
            control.send_keys(f"{(hours + 11) % 12 + 1:02d}{minutes:02d}" + ("P" if hours >= 12 else "A"))
        shown = control.get_property("value")
        assert shown == text, f"{key}: typed {text!r}, the input holds {shown!r}"
        self.elements[key] = control

    def choose(self, key: str, value: Any) -> None:
        """By keyboard: Space on each option whose state differs (a radio button: the one to choose); a
        <select> by Space on its option. A change of several options at once, which a `choose` step is (one
        edit) and no keystroke makes on checkboxes, is one change made by script (every option set, then one
        `change` event, as the browser fires for one click)."""
        control = self.control(key)
        wanted = set(value if isinstance(value, list) else [] if value is None else [value])
        options = control.find_elements(By.CSS_SELECTOR, "input, option")
        differ = [o for o in options if o.get_property("value") and o.is_selected() != (o.get_property("value") in wanted)]
        radio = control.tag_name == "fieldset" and not control.find_elements(By.CSS_SELECTOR, "input[type=checkbox]")
        if radio and value is not None:
            differ = [o for o in options if o.get_property("value") == value]
        if len(differ) == 1 and differ[0].tag_name == "input":
            self.driver.execute_script("arguments[0].focus()", differ[0])
            differ[0].send_keys(Keys.SPACE)
        else:
            self.driver.execute_script(CHOOSE, control, sorted(wanted))
        self.leave()

    def press(self, action: str, row: str | None) -> None:
        """By keyboard (focus, Enter): the alert's action while it shows, else the row's or the toolbar's."""
        if row is not None:
            selector = f'main li[data-key="{row}"] > button.row-action[data-action="{action}"]'
        elif self.driver.find_element(By.ID, "alert").get_property("open"):
            selector = f'#alert-actions > button[data-action="{action}"]'
        else:
            selector = f'main .toolbar > button[data-action="{action}"]'
        button = self.driver.find_element(By.CSS_SELECTOR, selector)
        wait(self.driver, lambda d: button.is_enabled(), f"{action} enabled")
        self.driver.execute_script("arguments[0].focus()", button)
        button.send_keys(Keys.ENTER)

    def alert_button(self, action: str) -> WebElement:
        wait(self.driver, lambda d: d.find_element(By.ID, "alert").get_property("open"), "the alert")
        return self.driver.find_element(By.CSS_SELECTOR, f'#alert-actions > button[data-action="{action}"]')

    def destructive(self, action: str) -> None:
        """Every control of the action (toolbar, rows, the alert) is drawn as destructive and described as such
        in Chromium's accessibility tree."""
        selector = (f'main .toolbar > button[data-action="{action}"], main button.row-action[data-action="{action}"], '
                    f'#alert[open] #alert-actions > button[data-action="{action}"]')
        buttons = self.driver.find_elements(By.CSS_SELECTOR, selector)
        assert buttons, f"no control of {action}"
        root = self.driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        found = self.driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": selector})["nodeIds"]
        for button, node in zip(buttons, found, strict=True):
            assert "destructive" in button.get_attribute("class").split(), f"{action}: {button.get_attribute('outerHTML')}"
            tree = self.driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})
            if tree["nodes"][0].get("ignored"):  # behind the open alert (inert): its description where it is read
                description = self.driver.execute_script(
                    "return document.getElementById(arguments[0].getAttribute('aria-describedby'))?.textContent", button)
            else:
                description = (tree["nodes"][0].get("description") or {}).get("value")
            assert description == "Destructive", f"{action}: described as {description!r}"

    def control_step(self, step: ControlStep) -> None:
        verb, key = step.verb, step.key
        if verb in ("choose", "press", "escape"):
            self.sent_all()
        if verb == "choose":
            self.choose(key, step.value)
        elif verb == "press":
            self.press(key, step.value)
        elif verb == "escape":
            ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        elif verb == "alertfocus":
            button = self.alert_button(key)
            assert self.focused() == button, f"the alert's focus is on {self.focused().get_attribute('outerHTML')}"
        elif verb == "destructive":
            self.destructive(key)
        elif verb == "shows":
            if step.rev is not None:
                wait(self.driver, lambda d: self.view()["rev"] >= step.rev, f"rev {step.rev}")
            else:
                self.settle()
            assert self.shown(key) == step.value, f"{key} shows {self.shown(key)!r}, not {step.value!r}"


# A choice's chosen keys as the file writes them: a key or null, or the list of keys.
CHOSEN = """
const control = arguments[0];
const chosen = control.tagName === "SELECT" ? [...control.selectedOptions].map((o) => o.value).filter(Boolean)
  : [...control.querySelectorAll("input:checked")].map((input) => input.value);
const multiple = control.multiple || control.querySelector("input[type=checkbox]") !== null;
return multiple ? chosen : (chosen[0] ?? null);
"""

# One change of a choice's options (every option to its state, then one change event, as for one click).
CHOOSE = """
const [control, keys] = arguments;
for (const option of control.querySelectorAll("input, option")) {
  if (option.tagName === "OPTION") option.selected = keys.includes(option.value) || (!keys.length && option.value === "");
  else option.checked = keys.includes(option.value);
}
control.dispatchEvent(new Event("change", { bubbles: true }));
"""


def holdable(kind: str, text: str) -> bool:
    """Whether the browser's own date or time input can hold `text` (a real day; a time before 24:00)."""
    if text == "":
        return True
    try:
        if kind == "date":
            datetime.date.fromisoformat(text)
        else:
            datetime.time.fromisoformat(text)
    except ValueError:
        return False
    return True
