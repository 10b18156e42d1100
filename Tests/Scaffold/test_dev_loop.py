"""The dev loop (`make dev`, Protocol/DEV.md) with the real build, from the outside: in the session's built copy
of this checkout (conftest's `generated`), viperhost-dev runs on a terminal (a pty, after `swift build` there,
as `make dev` ran them) and builds into the copy's .build, where that build was: its first build only relinks;
the TUI (Textual's pilot) and the page (headless
Chromium) show the bench form with text typed. A view adapter's title is edited: the new title appears in both,
the typed text and the stack are intact. A syntax error shows the error panel in both — each diagnostic
`file:line:column: error: message`, relative, no escape byte — while the old screen keeps working; fixing it
swaps again. Nothing in the copy is written but .build and .build-dev (the data directories are outside it)."""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(REPO / "Clients" / "python" / "tests"), str(REPO / "Clients" / "web" / "tests")]
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

from dev_loop import changed, written  # noqa: E402
from forms import control, hosted, open_form, type_keys  # noqa: E402
from page import heading  # noqa: E402
from terminal import Terminal  # noqa: E402
from test_tui_inputs import node  # noqa: E402
from test_tui_inputs import open_form as open_tui_form  # noqa: E402
from viperhost.dev.tui import DevApp  # noqa: E402

ADAPTER = "Sources/Features/BenchModules/Form/View/FormBenchViewAdapter.swift"
TITLE = 'title: "Form",'
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
BUILD_SECONDS = 900  # a loaded 2-core machine: an incremental build and link of the host can take minutes


async def until(condition: Callable[[], bool], what: str, seconds: float = 60) -> None:
    """A generous wait; no timing is asserted (the bench measures)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        await asyncio.sleep(0.05)


def quiet(check: Callable[[], bool]) -> Callable[[], bool]:
    def safe() -> bool:
        try:
            return check()
        except Exception:  # a page between two renders, a view between two hosts
            return False
    return safe


BUILD_FOLDERS = (".build", ".build-dev")


@pytest.fixture
def loop(generated: Path) -> Iterator[tuple[Path, Path, dict[str, tuple[int, int]]]]:
    adapter = generated / ADAPTER
    original = adapter.read_text()
    assert TITLE in original
    terminal = Terminal({key: value for key, value in os.environ.items() if key != "VIPER_HOST_BIN"})
    assert terminal.run(["swift", "build"], generated, BUILD_SECONDS) == 0  # make build, in the same terminal
    before = written(generated, BUILD_FOLDERS)
    process = terminal.start([sys.executable, "-m", "viperhost.dev.cli", "--headless", "--root", str(generated),
                              "--no-sample-plugins", "--nice", "10"], generated)
    host = generated / ".build-dev" / "bin" / "viper-host"
    try:
        terminal.wait_for(f"\n{host}\r\n", BUILD_SECONDS)  # printed once the loop watches
        yield host, adapter, before
    finally:
        process.terminate()
        process.wait(timeout=60)
        adapter.write_text(original)  # the copy goes on to other tests as it was
        terminal.close()


@pytest.fixture
def page_server(tmp_path: Path) -> Iterator[Callable[[Path], str]]:
    processes: list[subprocess.Popen[str]] = []

    def start(host: Path) -> str:
        command = [sys.executable, "-m", "viperhost.web", "--host", str(host), "--data-dir", str(tmp_path / "web"),
                   "--port", "0", "--", "--bench-modules"]
        process = subprocess.Popen(command, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                                   env={**os.environ, "VIPERHOST_WEB_TOKEN": secrets.token_urlsafe(24)})
        processes.append(process)
        assert process.stderr is not None
        for line in process.stderr:
            match = re.search(r"serving on (http://\S+)", line)
            if match:
                return match.group(1)
        raise AssertionError("viperhost-web did not start")

    yield start
    for process in processes:
        process.terminate()
        process.wait(timeout=30)


@pytest.fixture
def driver() -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=420,820"):
        options.add_argument(argument)
    chrome = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    yield chrome
    chrome.quit()


def panel(driver: webdriver.Chrome) -> str:
    return driver.execute_script("return document.getElementById('dev-build')?.innerText ?? ''")


def diagnostics_in(shown: str) -> list[str]:
    """The adapter's diagnostics a panel lists, each checked: `file:line:column: error: message`, as text."""
    assert "\x1b" not in shown, repr(shown)
    lines = [line for line in shown.splitlines() if line.startswith(f"{ADAPTER}:")]
    assert lines, shown
    for line in lines:
        assert re.fullmatch(rf"{re.escape(ADAPTER)}:\d+:\d+: error: \S.*", line), line
    return lines


@pytest.mark.asyncio
async def test_an_edited_title_appears_in_the_tui_and_the_page_with_their_text_and_stack_kept(
        loop: tuple[Path, Path, dict[str, tuple[int, int]]], page_server: Callable[[Path], str],
        driver: webdriver.Chrome, tmp_path: Path, generated: Path) -> None:
    host, adapter, before = loop
    original = adapter.read_text()
    app = DevApp(host_args=["--data-dir", str(tmp_path / "tui"), "--bench-modules"], binary=str(host))
    async with app.run_test(size=(100, 50)) as pilot:
        await open_tui_form(pilot, app)
        for char in "Ada":
            await pilot.press(char)
        await until(lambda: node(app, "name")["value"] == "Ada", "the TUI's host has Ada")
        await asyncio.to_thread(open_form, driver, await asyncio.to_thread(page_server, host))
        control(driver, "name").click()
        type_keys(driver, "Bob")
        await until(quiet(lambda: hosted(driver, "name")["value"] == "Bob"), "the page's host has Bob")
        tui_stack = [app.host.mirror.views[view].module for view in app.host.stack]

        adapter.write_text(original.replace(TITLE, 'title: "Form (edited)",'))
        await until(lambda: app.title.endswith("Form (edited)"), "the new title in the TUI", BUILD_SECONDS)
        await until(quiet(lambda: heading(driver) == "Form (edited)"), "the new title in the page", 60)
        await until(quiet(lambda: node(app, "name")["value"] == "Ada"), "the TUI's text restored")
        assert [app.host.mirror.views[view].module for view in app.host.stack] == tui_stack
        await until(quiet(lambda: control(driver, "name").get_property("value") == "Bob"), "the page's text")
        assert hosted(driver, "name")["value"] == "Bob"
        assert app.lifecycle.restarts == []

        adapter.write_text(original.replace(TITLE, 'title: "Form (edited)" +,'))
        await until(lambda: "Build failed" in str(app.dev_panel.render()), "the error in the TUI", BUILD_SECONDS)
        in_tui = diagnostics_in(str(app.dev_panel.render()))
        await until(quiet(lambda: "Build failed" in panel(driver)), "the error in the page")
        assert diagnostics_in(panel(driver)) == in_tui
        # The restored form's widgets are mounted after the mirror has its values (a loaded machine shows it).
        await until(lambda: bool(app.query("#input-name")), "the TUI's name field")
        app.query_one("#input-name").focus()
        await pilot.press("end", "x")  # the old host still serves the form
        await until(quiet(lambda: node(app, "name")["value"] == "Adax"), "the old host answered the TUI")
        assert app.title.endswith("Form (edited)")

        adapter.write_text(original)
        await until(lambda: app.title.endswith("Form") and str(app.dev_panel.render()) == "", "swapped again",
                    BUILD_SECONDS)
        await until(quiet(lambda: heading(driver) == "Form" and panel(driver) == ""), "the page swapped again")
        await until(quiet(lambda: node(app, "name")["value"] == "Adax"), "the TUI's text kept")
        assert hosted(driver, "name")["value"] == "Bob"

    # The adapter, saved four times, and nothing else (the data directories are outside the copy).
    assert changed(before, written(generated, BUILD_FOLDERS)) == {ADAPTER}, "written outside .build and .build-dev"
