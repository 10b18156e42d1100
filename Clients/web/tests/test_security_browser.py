"""Only the user's own page gets in, in headless Chromium: a page of another origin (another port of
127.0.0.1, a name mapped to 127.0.0.1) cannot open a session, read anything or frame the page; a rebound
name is refused; a server on another port the browser visits receives no credential; the user's tab from the
printed URL works, drops the token from the address bar, reloads; the page's own code breaks no rule of its
Content-Security-Policy."""

from __future__ import annotations

import http.server
import socketserver
import threading
from collections.abc import Callable, Iterator

import pytest
from conftest import WebServer
from page import finish_onboarding, wait, wait_heading
from selenium import webdriver
from selenium.webdriver.common.by import By

ATTACKER = """<!doctype html><title>attacker</title><p id="out"></p>
<iframe id="frame" src="http://{target}/"></iframe>
<script>
const out = document.getElementById("out");
// Even holding the token (the worst case: it leaked), a page of another origin is refused.
const ws = new WebSocket("ws://{target}/session", ["viperhost", "viperhost-token.{token}"]);
ws.onopen = () => {{ out.dataset.ws = "open"; ws.send(JSON.stringify({{jsonrpc: "2.0", id: 1, method: "app/start"}})); }};
ws.onmessage = (event) => {{ out.dataset.read = event.data.slice(0, 80); }};
ws.onclose = (event) => {{ out.dataset.closed = String(event.code); }};
fetch("http://{target}/auth", {{headers: {{Authorization: "Bearer {token}"}}}})
  .then((answer) => {{ out.dataset.fetch = String(answer.status); }})
  .catch(() => {{ out.dataset.fetch = "blocked"; }});
</script>"""


@pytest.fixture
def attacker_site() -> Iterator[Callable[[str, str], int]]:
    """serve(target, token): a second local server, on its own port, whose page attacks `target` (host:port)."""
    servers: list[socketserver.TCPServer] = []

    def serve(target: str, token: str) -> int:
        body = ATTACKER.format(target=target, token=token).encode()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - the standard library's name
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *_args: object) -> None:
                pass

        server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return server.server_address[1]

    yield serve
    for server in servers:
        server.shutdown()


def sessions_started(server: WebServer) -> int:
    return "".join(server.log).count("session started")


def attack_outcome(driver: webdriver.Chrome) -> dict[str, str]:
    out = driver.find_element(By.ID, "out")
    wait(driver, lambda d: out.get_attribute("data-closed") and out.get_attribute("data-fetch"), "the attack's end")
    return {key: out.get_attribute(f"data-{key}") or "" for key in ("ws", "read", "closed", "fetch")}


def assert_frame_blocked(driver: webdriver.Chrome) -> None:
    driver.switch_to.frame(driver.find_element(By.ID, "frame"))
    assert driver.find_elements(By.CSS_SELECTOR, "#view, main") == []
    driver.switch_to.default_content()


def test_a_page_on_another_port_cannot_open_a_session_read_or_frame(web_server, browser, attacker_site) -> None:
    server = web_server()
    driver = browser()
    driver.get(server.url)  # the user's tab holds the token
    wait_heading(driver, "Welcome")
    attacker = attacker_site(f"127.0.0.1:{server.port}", server.token)
    driver.get(f"http://127.0.0.1:{attacker}/")
    outcome = attack_outcome(driver)
    assert outcome["ws"] == "" and outcome["read"] == "" and outcome["closed"] == "1006", outcome
    assert outcome["fetch"] == "blocked", outcome  # no CORS answer: the page reads nothing (and it was a 403)
    assert_frame_blocked(driver)
    assert sessions_started(server) == 1  # the user's own tab only
    assert "refused a WebSocket handshake from another origin" in "".join(server.log)


def test_a_name_mapped_to_127_0_0_1_is_refused_even_with_the_token(web_server, browser, attacker_site) -> None:
    server = web_server()
    driver = browser(map_names=("evil.example",))
    for url in (f"http://evil.example:{server.port}/?token={server.token}", f"http://evil.example:{server.port}/"):
        driver.get(url)
        body = driver.find_element(By.TAG_NAME, "body").text
        assert "does not answer to the host name 'evil.example'" in body, body
    attacker = attacker_site(f"evil.example:{server.port}", server.token)
    driver.get(f"http://evil.example:{attacker}/")
    outcome = attack_outcome(driver)
    assert outcome["ws"] == "" and outcome["read"] == "" and outcome["closed"] == "1006", outcome
    assert_frame_blocked(driver)
    assert sessions_started(server) == 0


def test_without_the_token_the_page_says_how_to_get_in(web_server, browser) -> None:
    server = web_server()
    driver = browser()
    driver.get(server.base)
    notice = driver.find_element(By.ID, "closed-text")
    wait(driver, lambda d: notice.text, "the page's notice")
    assert notice.text == ("viperhost-web: not authorized: open the URL viperhost-web printed when it started "
                           f"(http://127.0.0.1:{server.port}/?token=…).")
    assert sessions_started(server) == 0


def test_a_server_on_another_port_the_browser_visits_receives_no_credential(web_server, browser) -> None:
    """Cookies are shared by every port of a host: the token is never one, so a local server the user's
    browser is sent to (by a link, a redirect, a page of its own) learns nothing."""
    server = web_server()
    seen: list[str] = []

    class Recorder(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the standard library's name
            seen.append(str(self.headers) + self.path)
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<!doctype html><title>other</title><img src='/again.png'>")

        def log_message(self, *_args: object) -> None:
            pass

    other = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Recorder)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    try:
        driver = browser()
        driver.get(server.url)
        wait_heading(driver, "Welcome")
        for url in (f"http://127.0.0.1:{other.server_address[1]}/", f"http://localhost:{other.server_address[1]}/"):
            driver.get(url)
            wait(driver, lambda d: d.title == "other", "the other server's page")
    finally:
        other.shutdown()
    assert len(seen) >= 2
    assert not [request for request in seen if server.token in request or "cookie" in request.lower()], seen


def test_the_users_tab_drops_the_token_reloads_and_breaks_no_csp_rule(web_server, browser, tmp_path) -> None:
    server = web_server(data_dir=tmp_path / "data")
    driver = browser()
    finish_onboarding(driver, server.url)  # every onboarding illustration, then home
    assert "token" not in driver.current_url and driver.current_url == server.base
    driver.refresh()
    wait_heading(driver, "Home")
    assert driver.get_cookies() == []  # the token is never a cookie
    assert driver.execute_script("return sessionStorage.getItem('viperhost-token')") == server.token
    # Every error the console shows (a CSP violation is one), but the icon the page does not have.
    problems = [entry["message"] for entry in driver.get_log("browser")
                if ("Content Security Policy" in entry["message"] or entry["level"] == "SEVERE")
                and "/favicon.ico" not in entry["message"]]
    assert problems == []
