"""Fixtures for the browser tests: viperhost-web on a free port, and headless Chromium."""

from __future__ import annotations

import os
import re
import secrets
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from viperhost.locate import find_host_binary

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


@dataclass
class WebServer:
    """url: what the bridge printed for the user to open (with ?token=); base: the same without it."""

    process: subprocess.Popen[str]
    url: str
    token: str
    log: list[str] = field(default_factory=list)

    @property
    def base(self) -> str:
        return self.url.split("?", 1)[0]

    @property
    def port(self) -> int:
        return int(self.base.rstrip("/").rsplit(":", 1)[1])

    def stop(self, kill: bool = False) -> None:
        if kill:
            self.process.kill()
        else:
            self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def host_binary() -> str:
    return find_host_binary()


@pytest.fixture
def web_server(host_binary: str, tmp_path: Path) -> Iterator[Callable[..., WebServer]]:
    """start(*host_args, host=..., data_dir=..., max_sessions=..., port=..., options=[...], own_session=False): a viperhost-web
    (on a free port unless port is given), given this test's token through VIPERHOST_WEB_TOKEN (the same for
    every bridge the test starts, as for bridges behind one proxy); token=None lets it pick its own.
    Without data_dir, the hosts run --in-memory; own_session starts it in a session of its own (setsid)."""
    servers: list[WebServer] = []
    test_token = secrets.token_urlsafe(24)

    def start(*host_args: str, host: str | None = None, data_dir: Path | None = None, max_sessions: int = 16,
              port: int = 0, token: str | None = "", options: Sequence[str] = (),
              own_session: bool = False) -> WebServer:
        storage = ["--data-dir", str(data_dir)] if data_dir else ["--in-memory"]
        command = [sys.executable, "-m", "viperhost.web", "--host", host or host_binary, *storage, "--port", str(port),
                   "--max-sessions", str(max_sessions), *options, "--", *host_args]
        environment = {k: v for k, v in os.environ.items() if k != "VIPERHOST_WEB_TOKEN"}
        if token is not None:
            environment["VIPERHOST_WEB_TOKEN"] = token or test_token
        process = subprocess.Popen(command, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                                   env=environment, start_new_session=own_session)
        assert process.stderr is not None
        log: list[str] = []
        url = None
        for line in process.stderr:
            log.append(line)
            match = re.search(r"serving on (http://\S+/\?token=(\S+))", line)
            if match:
                url, printed_token = match.group(1), match.group(2)
                break
        assert url, "viperhost-web did not start:\n" + "".join(log)
        server = WebServer(process, url, printed_token, log)
        threading.Thread(target=lambda: [log.append(line) for line in process.stderr or []], daemon=True).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def browser() -> Iterator[Callable[..., webdriver.Chrome]]:
    """new(map_names=()): a headless Chromium at phone width (several may be open at once) whose resolver maps
    those names to 127.0.0.1 (a rebound name) and no other name but localhost anywhere; its console is logged
    (driver.get_log("browser"))."""
    drivers: list[webdriver.Chrome] = []

    def new(map_names: tuple[str, ...] = ()) -> webdriver.Chrome:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        # No network but this machine: URL images fall back to their URL, every time.
        rules = [f"MAP {name} 127.0.0.1" for name in map_names] + ["MAP * ~NOTFOUND", "EXCLUDE 127.0.0.1",
                                                                   "EXCLUDE localhost"]
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=420,820",
                         "--disable-gpu", "--hide-scrollbars", f"--host-resolver-rules={', '.join(rules)}"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        drivers.append(driver)
        return driver

    yield new
    for driver in drivers:
        driver.quit()


@pytest.fixture
def screenshot(tmp_path: Path) -> Callable[[webdriver.Chrome, str], Path]:
    """Saves a PNG; also into $VIPER_WEB_SCREENSHOTS (e.g. docs/screenshots) when set."""

    def take(driver: webdriver.Chrome, name: str) -> Path:
        path = tmp_path / f"{name}.png"
        assert driver.save_screenshot(str(path))
        target = os.environ.get("VIPER_WEB_SCREENSHOTS")
        if target:
            Path(target).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(target) / path.name)
        return path

    return take
