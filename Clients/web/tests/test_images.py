"""Images as a screen reader meets them: an image's `label` is its accessible name; a list row's
`image` is a small picture named by its label. Against a scripted host (the real one does not
send labels yet)."""

from __future__ import annotations

import base64
import json
from pathlib import Path

from selenium.webdriver.common.by import By

from a11y import PROBE_PNG, axe_violations, set_scheme, summary
from page import row, wait, wait_heading
from scripted_host import scripted_host

NOWHERE = "https://avatars.example.invalid/u/1"  # never loads (no network in the tests)
PROBE = "data:image/png;base64," + base64.b64encode(PROBE_PNG).decode()  # loads (the page's CSP allows data:)
SCRIPTED_HOST = r'''
view = json.load(open(sys.argv[2]))
for method, rid, params in requests():
    if method == "initialize":
        initialized(rid)
    elif method == "app/start":
        started(rid, view)
'''


def images_host(tmp_path: Path, view: dict) -> str:
    data = tmp_path / "view.json"
    data.write_text(json.dumps(view))
    return scripted_host(tmp_path, SCRIPTED_HOST, str(data))[0]


def figure(driver, index: int):  # type: ignore[no-untyped-def]
    return driver.find_elements(By.CSS_SELECTOR, "main figure")[index]


def test_images_are_named_by_their_label_and_rows_show_theirs(web_server, browser, tmp_path: Path) -> None:
    view = {"type": "screen", "title": "Images", "children": [
        {"type": "image", "name": "onboarding-1", "label": "A blue circle: welcome"},
        {"type": "image", "name": "onboarding-2"},
        {"type": "image", "name": "mystery"},
        {"type": "image", "name": "mystery", "label": "A mystery"},
        {"type": "image", "url": PROBE, "label": "A probe"},
        {"type": "image", "url": NOWHERE, "label": "Octocat's avatar"},
        {"type": "image", "url": NOWHERE},
        {"type": "list", "action": "select", "items": [
            {"key": "1", "title": "octocat", "image": {"url": PROBE, "label": "octocat's avatar"}},
            {"key": "2", "title": "mona", "image": {"url": NOWHERE, "label": "Mona's avatar"}},
            {"key": "3", "title": "drawn", "image": {"name": "onboarding-3", "label": "A triangle"}},
            {"key": "4", "title": "hubot", "image": {"url": PROBE, "label": "hubot"}},
            {"key": "5", "title": "plain"}]}]}
    driver = browser()
    driver.get(web_server(host=images_host(tmp_path, view)).url)
    wait_heading(driver, "Images")
    svg = figure(driver, 0).find_element(By.CSS_SELECTOR, "svg")
    assert (svg.aria_role, svg.accessible_name) == ("image", "A blue circle: welcome")
    # No label: a known illustration is named by its caption, never by its internal name.
    assert figure(driver, 1).find_element(By.CSS_SELECTOR, "svg").accessible_name == "Screens"
    # An unknown name without a label is decorative; with one, it is named by it.
    assert figure(driver, 2).find_element(By.CSS_SELECTOR, "svg").get_attribute("aria-hidden") == "true"
    assert "mystery" not in figure(driver, 2).get_attribute("outerHTML").replace('data-name="mystery"', "")
    assert figure(driver, 3).find_element(By.CSS_SELECTOR, "svg").accessible_name == "A mystery"
    img = figure(driver, 4).find_element(By.TAG_NAME, "img")
    wait(driver, lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img) == 1,
         "the probe image loaded")
    assert (img.get_attribute("alt"), img.accessible_name) == ("A probe", "A probe")
    # A URL that does not load: its URL as text, named by the label when there is one.
    labelled = figure(driver, 5)
    wait(driver, lambda d: labelled.find_elements(By.CSS_SELECTOR, ".url"), "the fallback")
    fallback = labelled.find_element(By.CSS_SELECTOR, ".url")
    assert (fallback.text, fallback.aria_role, fallback.accessible_name) == (NOWHERE, "image", "Octocat's avatar")
    plain = figure(driver, 6)
    wait(driver, lambda d: plain.find_elements(By.CSS_SELECTOR, ".url"), "the fallback")
    assert plain.find_element(By.CSS_SELECTOR, ".url").text == NOWHERE
    # Rows: the picture before the title, named by its label.
    thumb = row(driver, "octocat").find_element(By.CSS_SELECTOR, "button.row .thumb img")
    wait(driver, lambda d: d.execute_script("return arguments[0].naturalWidth", thumb) == 1, "the avatar loaded")
    assert thumb.accessible_name == "octocat's avatar"
    missing = row(driver, "mona").find_element(By.CSS_SELECTOR, "button.row .thumb")
    wait(driver, lambda d: missing.find_elements(By.CSS_SELECTOR, ".missing"), "the avatar's placeholder")
    assert missing.find_element(By.CSS_SELECTOR, ".missing").accessible_name == "Mona's avatar"
    drawn = row(driver, "drawn").find_element(By.CSS_SELECTOR, "button.row .thumb svg")
    assert drawn.accessible_name == "A triangle"
    assert row(driver, "plain").find_elements(By.CSS_SELECTOR, ".thumb") == []

    def name(title: str) -> str:
        return row(driver, title).find_element(By.CSS_SELECTOR, "button.row").accessible_name

    assert name("octocat") == "octocat's avatar octocat"
    # A label that only repeats the row's title (an avatar labelled with its login) is not read twice.
    assert row(driver, "hubot").find_element(By.CSS_SELECTOR, ".thumb img").get_attribute("alt") == ""
    assert (name("hubot"), name("plain")) == ("hubot", "plain")
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        violations = axe_violations(driver)
        assert violations == [], summary(violations)


def test_names_that_are_also_object_properties_are_unknown_names(web_server, browser, tmp_path: Path) -> None:
    """"constructor", "__proto__", "toString" are names like any other: an unknown one, drawn as the labelled
    frame (the page's table of illustrations is looked up by its own keys only)."""
    names = ["constructor", "__proto__", "toString", "hasOwnProperty"]
    view = {"type": "screen", "title": "Images", "children": [
        {"type": "image", "name": name, "label": f"Image {name}"} for name in names]}
    driver = browser()
    driver.get(web_server(host=images_host(tmp_path, view)).url)
    wait_heading(driver, "Images")
    for index, name in enumerate(names):
        svg = figure(driver, index).find_element(By.CSS_SELECTOR, "svg")
        assert svg.accessible_name == f"Image {name}"
        assert svg.find_elements(By.CSS_SELECTOR, "rect[stroke-dasharray], [stroke-dasharray]"), name
