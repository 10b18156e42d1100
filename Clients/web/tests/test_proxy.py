"""Behind a reverse proxy, on more than one bridge (Clients/README.md, "Behind a reverse proxy"): Debian's
nginx with the shipped Clients/nginx/viperhost-web.conf in front of two bridges sharing a data directory and a
token; Chromium drives a story through nginx; the bridge serving it stops; the page comes back on the other one
where it was. `make test-proxy`."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import WebServer
from page import breadcrumb, to_a_job, wait, wait_heading
from rawhttp import request
from selenium.webdriver.common.by import By

SHIPPED = Path(__file__).resolve().parents[2] / "nginx" / "viperhost-web.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def nginx_config(directory: Path, listen: int, bridges: tuple[int, int]) -> Path:
    """The shipped file with its three addresses moved to ours, inside a main file that keeps nginx's
    pid, logs and temporary files in `directory` (so it runs unprivileged, beside anything else)."""
    shipped = SHIPPED.read_text()
    for old, new in (("127.0.0.1:8000", f"127.0.0.1:{listen}"), ("127.0.0.1:8081", f"127.0.0.1:{bridges[0]}"),
                     ("127.0.0.1:8082", f"127.0.0.1:{bridges[1]}")):
        assert shipped.count(old) >= 1, old
        shipped = shipped.replace(old, new)
    (directory / "viperhost-web.conf").write_text(shipped)
    main = directory / "nginx.conf"
    temp = "".join(f"{kind}_temp_path {directory}/{kind};\n" for kind in
                   ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    main.write_text(f"pid {directory}/nginx.pid;\nerror_log {directory}/error.log;\nevents {{}}\n"
                    f"http {{\naccess_log off;\n{temp}include {directory}/viperhost-web.conf;\n}}\n")
    return main


@pytest.fixture
def nginx(tmp_path: Path) -> Iterator:
    processes: list[subprocess.Popen[bytes]] = []

    def start(listen: int, bridges: tuple[int, int]) -> None:
        directory = tmp_path / "nginx"
        directory.mkdir()
        main = nginx_config(directory, listen, bridges)
        check = subprocess.run([NGINX, "-t", "-p", str(directory), "-c", str(main)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr
        processes.append(subprocess.Popen([NGINX, "-p", str(directory), "-c", str(main), "-g", "daemon off;"]))
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", listen), timeout=1).close()
                return
            except OSError:
                assert time.monotonic() < deadline, (directory / "error.log").read_text()
                time.sleep(0.05)

    yield start
    for process in processes:
        process.terminate()
        process.wait(timeout=20)


def served_by(bridges: list[WebServer]) -> list[int]:
    return ["".join(b.log).count("session started") for b in bridges]


def test_a_story_through_nginx_survives_the_bridge_that_served_it(web_server, browser, nginx, tmp_path) -> None:
    data = tmp_path / "data"
    listen = free_port()
    allow = ["--allow-host", f"127.0.0.1:{listen}", "--allow-host", f"localhost:{listen}"]
    bridges = [web_server(data_dir=data, options=allow) for _ in range(2)]
    nginx(listen, (bridges[0].port, bridges[1].port))
    front = f"http://127.0.0.1:{listen}/"
    # The proxy passes the checks on: no token, a foreign Host, a foreign Origin are refused through it too.
    assert request(listen, "/session", websocket=True).status == 403
    assert request(listen, "/", {"Host": "evil.example", "Authorization": f"Bearer {bridges[0].token}"}).status == 403
    foreign = {"Origin": "http://evil.example", "Authorization": f"Bearer {bridges[0].token}"}
    assert request(listen, "/session", foreign, websocket=True).status == 403

    driver = browser()
    to_a_job(driver, f"{front}?token={bridges[0].token}")
    assert driver.current_url == front
    first = served_by(bridges)
    serving = 0 if first[0] > first[1] else 1
    assert first[1 - serving] == 0, first  # one bridge served the whole story (sticky)
    bridges[serving].stop()
    wait(driver, lambda d: served_by(bridges)[1 - serving] >= 1, "a session on the other bridge")
    # The page keeps the last screen while it reconnects: wait until the new host has answered (controls on),
    # then the screen is the one the other bridge's host restored.
    wait(driver, lambda d: d.find_element(By.ID, "back").is_enabled(), "the page live again")
    wait_heading(driver, "Android Engineer")
    assert breadcrumb(driver) == ["Home", "Jobs", "Android Engineer"]
    assert driver.find_element(By.ID, "status").text == ""
    driver.back()  # the restored session is live on the other bridge
    wait_heading(driver, "Jobs")
