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

from page import closed_notice, wait

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "tests"))
from conformance import INPUT_TRANSCRIPTS, TRANSCRIPTS, mock_host, requests, view_diff  # noqa: E402
from control_steps import CONTROL_DELAY_MS, CONTROL_TRANSCRIPTS  # noqa: E402
from page_user import play_in_page  # noqa: E402

KNOWN = {"screen", "text", "image", "button", "list", "picker", "spinner", "alert"}


def unknown_types(node: Any) -> set[str]:
    """Node types the page does not know, in a view (alerts are the dialog's, not the screen's)."""
    if not isinstance(node, dict) or node.get("type") == "alert":
        return set()
    found = set() if node.get("type") in KNOWN or not isinstance(node.get("type"), str) else {node["type"]}
    for child in node.get("children") or []:
        found |= unknown_types(child)
    return found


OTHERS = [t for t in TRANSCRIPTS if t not in INPUT_TRANSCRIPTS and t not in CONTROL_TRANSCRIPTS]


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


# -- the input and controls files, played on the page (page_user.py) ------------------------------------


@pytest.mark.parametrize("transcript", INPUT_TRANSCRIPTS, ids=[t.stem for t in INPUT_TRANSCRIPTS])
def test_the_page_passes_the_input_file_typed_into_it(transcript: Path, web_server, browser, tmp_path: Path) -> None:
    # The mock answers 300 ms late (--delay-ms 300): rules 1-5 hold under latency.
    driver = play_in_page(transcript, web_server, browser, tmp_path)
    wait(driver, lambda d: closed_notice(d) != "", "the mock's end")
    assert "The host stopped (exit status 0)" in closed_notice(driver), closed_notice(driver)


@pytest.mark.parametrize("transcript", CONTROL_TRANSCRIPTS, ids=[t.stem for t in CONTROL_TRANSCRIPTS])
def test_the_page_passes_the_controls_file_played_on_it(transcript: Path, web_server, browser, tmp_path: Path) -> None:
    # Choices chosen, dates typed, rows toggled, actions pressed and the alert answered from the keyboard,
    # the mock 300 ms late.
    driver = play_in_page(transcript, web_server, browser, tmp_path, CONTROL_DELAY_MS)
    wait(driver, lambda d: closed_notice(d) != "", "the mock's end")
    assert "The host stopped (exit status 0)" in closed_notice(driver), closed_notice(driver)


def test_every_controls_file_is_played() -> None:
    assert {t.stem for t in CONTROL_TRANSCRIPTS} >= {"controls-choice", "controls-calendar", "controls-rows"}
