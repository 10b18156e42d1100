"""Helpers of the accessibility tests: a job server whose answers the test releases, focus, axe."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from axe_selenium_python import Axe
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
PROBE_PNG = bytes.fromhex(  # a 1×1 PNG
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360f8cfc0000003010100c9fe92ef0000000049454e44ae426082")


class JobServer:
    """`--jobs-url` for the host: GET /jobs and POST/DELETE /jobs/ID/apply each wait until the
    test opens their gate (`jobs_gate`, `apply_gate`; both open unless closed), so a spinner or a
    row being saved stays on screen as long as the test looks at it."""

    def __init__(self, count: int = 6) -> None:
        self.jobs = [{"id": n, "name": f"Job {n}", "applied": False} for n in range(1, count + 1)]
        self.jobs_gate = threading.Event()
        self.apply_gate = threading.Event()
        self.jobs_gate.set()
        self.apply_gate.set()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def answer(self, status: int, body: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:  # noqa: N802
                server.jobs_gate.wait(60)
                self.answer(200, json.dumps(server.jobs).encode())

            def do_POST(self) -> None:  # noqa: N802
                server.apply_gate.wait(60)
                self.answer(200, b"{}")

            do_DELETE = do_POST

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}"
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.jobs_gate.set()
        self.apply_gate.set()
        self.http.shutdown()
        self.http.server_close()


@contextmanager
def job_server(count: int = 6) -> Iterator[JobServer]:
    server = JobServer(count)
    try:
        yield server
    finally:
        server.close()


def active(driver: WebDriver) -> WebElement:
    return driver.switch_to.active_element


def describe(element: WebElement) -> str:
    return element.get_attribute("outerHTML")[:160]


def set_size(driver: WebDriver, size: str) -> None:
    """The viewport (not the window) at SIZES[size], through Chromium's device metrics."""
    width, height = SIZES[size]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": size == "phone"})
    assert driver.execute_script("return [innerWidth, innerHeight]") == [width, height]


def set_scheme(driver: WebDriver, scheme: str) -> None:
    """prefers-color-scheme, through Chromium's media emulation; checked on the page's own colours."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    assert driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches")
    canvas = driver.execute_script("return getComputedStyle(document.querySelector('header')).backgroundColor")
    dark = canvas != "rgb(255, 255, 255)"
    assert dark == (scheme == "dark"), f"the page's background in {scheme} mode is {canvas}"


AXE_SCRIPT = Path(Axe(None).script_url)


def axe_violations(driver: WebDriver) -> list[dict]:
    """Every axe-core rule (WCAG 2 A/AA and best practices) over the whole page."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    # axe scrolls to look at colours: the page is put back where it was, and so is every scroll box
    # (restoreScroll), a windowed list's too (window.js), which would otherwise draw other rows.
    results = driver.execute_async_script(
        "const done = arguments[arguments.length - 1], x = scrollX, y = scrollY;"
        "axe.run(document, {resultTypes: ['violations'], restoreScroll: true})"
        ".then(done, (e) => done({error: String(e)})).finally(() => scrollTo(x, y))")
    assert "error" not in results, results.get("error")
    return results["violations"]


def summary(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        for node in violation["nodes"]:
            lines.append(f"{violation['id']} ({violation['impact']}): {node['target']} {node.get('failureSummary', '')}")
    return "\n".join(lines)
