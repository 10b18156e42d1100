"""Only the user's own page gets in (Clients/README.md, "Security"), over raw HTTP: the Host allowlist,
the token (cookie, header, query), the WebSocket Origin check, the headers, the page's files only."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import WebServer
from rawhttp import request

Start = Callable[..., WebServer]


def cookie_of(server: WebServer) -> str:
    """The cookie the bridge gives for the right token, as a browser would send it back."""
    answer = request(server.port, f"/?token={server.token}")
    assert answer.status == 303, answer.status
    name_value = answer.header("set-cookie").split(";", 1)[0]
    assert re.fullmatch(r"viperhost-[0-9a-f]{12}=[0-9a-f]{64}", name_value), name_value
    return name_value


def bearer(server: WebServer) -> dict[str, str | None]:
    return {"Authorization": f"Bearer {server.token}"}


# --- Host: DNS rebinding (a foreign name resolved to 127.0.0.1) is refused before any file or upgrade.

def refused_hosts(port: int) -> list[str | None]:
    return [f"evil.example:{port}", "evil.example", f"localhost:{port + 1}", "127.0.0.1", f"127.0.0.2:{port}",
            f"[::2]:{port}", f"localhost.evil.example:{port}", f"127.0.0.1.nip.io:{port}", f"127.0.0.1:{port}@evil",
            f"evil.example:{port}/", "", None]


@pytest.mark.parametrize("websocket", [False, True])
def test_a_host_header_that_does_not_name_the_bridge_is_refused(web_server: Start, websocket: bool) -> None:
    server = web_server()
    for host in refused_hosts(server.port):
        for path in ("/", "/app.js", "/session", f"/?token={server.token}"):
            answer = request(server.port, path, {"Host": host, **bearer(server)}, websocket=websocket)
            if host is None:  # HTTP/1.1 requires one: the HTTP parser answers 400 before the bridge sees it
                assert answer.status == 400, (host, path, answer.status)
                continue
            assert answer.status == 403, (host, path, answer.status)
            assert answer.body.startswith(b"viperhost-web: "), answer.body
            assert b"import" not in answer.body and "set-cookie" not in answer.headers, (host, path)


def test_loopback_names_with_the_bridges_port_are_served(web_server: Start) -> None:
    server = web_server()
    for host in (f"127.0.0.1:{server.port}", f"localhost:{server.port}", f"LocalHost:{server.port}",
                 f"[::1]:{server.port}"):
        assert request(server.port, "/", {"Host": host, **bearer(server)}).status == 200, host
        assert request(server.port, "/session", {"Host": host, **bearer(server)}, websocket=True).status == 101, host


def test_allow_host_adds_a_name_with_or_without_a_port(web_server: Start) -> None:
    server = web_server(options=["--allow-host", "viper.test", "--allow-host", "pinned.test:4443"])
    for host, status in (("viper.test", 200), ("viper.test:9", 200), ("pinned.test:4443", 200),
                         ("pinned.test", 403), ("pinned.test:4444", 403), ("evil.example", 403)):
        assert request(server.port, "/", {"Host": host, **bearer(server)}).status == status, host


# --- The token: by cookie, by header, traded from the query; nothing without it.

def test_without_the_token_every_address_is_403_with_how_to_get_in(web_server: Start) -> None:
    server = web_server()
    for path in ("/", "/index.html", "/app.js", "/style.css", "/auth", "/session", "/nothing"):
        answer = request(server.port, path, websocket=path == "/session")
        assert answer.status == 403, path
        assert answer.body.decode().strip() == ("viperhost-web: not authorized: open the URL viperhost-web printed "
                                                "when it started (http://127.0.0.1:PORT/?token=…).")


def test_a_wrong_token_is_refused_by_cookie_header_and_query(web_server: Start) -> None:
    server = web_server()
    name = cookie_of(server).split("=", 1)[0]
    wrong = server.token[:-1] + ("A" if server.token[-1] != "A" else "B")
    for headers in ({"Cookie": f"{name}={'0' * 64}"}, {"Cookie": f"{name}={server.token}"},
                    {"Authorization": f"Bearer {wrong}"}, {"Authorization": f"Basic {server.token}"},
                    {"Authorization": "Bearer"}, {"Authorization": f"Bearer {server.token[:8]}"}):
        assert request(server.port, "/", headers).status == 403, headers
        assert request(server.port, "/session", headers, websocket=True).status == 403, headers
    answer = request(server.port, f"/?token={wrong}")
    assert answer.status == 403 and "set-cookie" not in answer.headers


def test_the_right_token_by_cookie_or_header_opens_a_session(web_server: Start) -> None:
    server = web_server()
    for headers in ({"Cookie": cookie_of(server)}, bearer(server), {"Authorization": f"bearer  {server.token}"}):
        assert request(server.port, "/", headers).status == 200, headers
        assert request(server.port, "/auth", headers).status == 204, headers
        assert request(server.port, "/session", headers, websocket=True).status == 101, headers


def test_the_token_in_the_query_is_traded_for_a_strict_httponly_cookie_and_dropped(web_server: Start) -> None:
    server = web_server()
    answer = request(server.port, f"/?test&token={server.token}&x=1")
    assert answer.status == 303
    assert answer.header("location") == "/?test&x=1"
    attributes = [part.strip().lower() for part in answer.header("set-cookie").split(";")]
    assert "httponly" in attributes and "samesite=strict" in attributes and "path=/" in attributes
    assert server.token not in answer.header("set-cookie")  # the cookie holds a value derived from it
    # Even on /session: the query form is for opening the page; a program sends the header.
    assert request(server.port, f"/session?token={server.token}", websocket=True).status == 303


def test_the_token_is_random_per_launch_and_at_least_128_bits(web_server: Start) -> None:
    first, second = web_server(token=None), web_server(token=None)
    assert first.token != second.token
    assert re.fullmatch(r"[A-Za-z0-9_-]{43}", first.token)  # 32 random bytes, base64url
    assert request(first.port, "/", bearer(second)).status == 403


def test_a_given_token_comes_from_the_option_or_the_variable_and_must_be_long(host_binary: str,
                                                                             web_server: Start) -> None:
    server = web_server(options=["--token", "a-token-from-the-option"])
    assert server.token == "a-token-from-the-option"
    short = subprocess.run([sys.executable, "-m", "viperhost.web", "--host", host_binary, "--port", "0",
                            "--token", "short"], capture_output=True, text=True, timeout=30)
    assert short.returncode == 64
    assert "at least 16" in short.stderr


def test_the_token_appears_once_in_the_log_and_never_reaches_a_host(web_server: Start) -> None:
    server = web_server()
    cookie = cookie_of(server)
    request(server.port, f"/?token={server.token}x")
    sock = request(server.port, "/session", {"Cookie": cookie}, websocket=True).sock
    sock.close()
    socket_answer = request(server.port, "/session", bearer(server), websocket=True)
    pid = wait_for_host_pid(server)
    environment = Path(f"/proc/{pid}/environ").read_bytes()
    assert b"VIPERHOST_WEB_TOKEN" not in environment and server.token.encode() not in environment
    socket_answer.sock.close()
    server.stop()
    text = "".join(server.log)
    assert text.count(server.token) == 1, text
    assert cookie.split("=", 1)[1] not in text


def wait_for_host_pid(server: WebServer) -> int:
    import time

    for _ in range(200):
        found = re.findall(r"session started: host pid (\d+)", "".join(server.log))
        if found and Path(f"/proc/{found[-1]}").exists():
            return int(found[-1])
        time.sleep(0.05)
    raise AssertionError("no host started:\n" + "".join(server.log))


# --- Origin: a browser's WebSocket handshake comes from the page's own origin, or not at all.

def refused_origins(port: int) -> list[str]:
    return ["http://evil.example", f"http://evil.example:{port}", "null", "file://", "file:///tmp/x.html",
            f"http://127.0.0.1:{port + 1}", f"http://localhost:{port + 1}", f"http://127.0.0.1", f"http://10.0.0.1:{port}",
            f"http://127.0.0.2:{port}", f"http://[::1]:{port}", f"http://localhost:{port}", f"https://127.0.0.1:{port}",
            f"ws://127.0.0.1:{port}", f"http://127.0.0.1:{port}.evil.example", "", "*", f"http://127.0.0.1:{port}/x"]


def test_a_handshake_from_another_origin_is_refused_before_the_upgrade(web_server: Start) -> None:
    server = web_server()
    for origin in refused_origins(server.port):
        answer = request(server.port, "/session", {"Origin": origin, "Cookie": cookie_of(server)}, websocket=True)
        assert answer.status == 403, (origin, answer.status)
        assert b"only this server's own page may" in answer.body
    assert "session started" not in "".join(server.log)


def test_the_pages_own_origin_and_a_handshake_without_origin_are_let_in(web_server: Start) -> None:
    server = web_server()
    for host, origin in ((f"127.0.0.1:{server.port}", f"http://127.0.0.1:{server.port}"),
                         (f"localhost:{server.port}", f"http://localhost:{server.port}"),
                         (f"localhost:{server.port}", f"HTTP://LOCALHOST:{server.port}/"),
                         (f"[::1]:{server.port}", f"http://[::1]:{server.port}"),
                         (f"127.0.0.1:{server.port}", None)):
        answer = request(server.port, "/session", {"Host": host, "Origin": origin, **bearer(server)}, websocket=True)
        assert answer.status == 101, (host, origin)
        answer.sock.close()


def test_allow_origin_adds_an_origin_and_still_needs_the_token(web_server: Start) -> None:
    server = web_server(options=["--allow-host", "app.example", "--allow-origin", "https://app.example:8443"])
    headers = {"Host": "app.example", "Origin": "https://app.example:8443"}
    assert request(server.port, "/session", {**headers, **bearer(server)}, websocket=True).status == 101
    assert request(server.port, "/session", headers, websocket=True).status == 403
    other = {"Host": "app.example", "Origin": "https://app.example:8444", **bearer(server)}
    assert request(server.port, "/session", other, websocket=True).status == 403


@pytest.mark.parametrize("option", [["--allow-origin", "null"], ["--allow-origin", "evil.example"],
                                    ["--allow-host", "a/b"], ["--allow-host", "x:99999"]])
def test_a_malformed_allow_option_is_a_usage_error(host_binary: str, option: list[str]) -> None:
    result = subprocess.run([sys.executable, "-m", "viperhost.web", "--host", host_binary, "--port", "0", *option],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 64, result.stderr
    assert option[0] in result.stderr


# --- Headers on every answer, and only the page's own files.

def test_every_answer_carries_the_security_headers(web_server: Start) -> None:
    server = web_server()
    for path, headers, status in (("/", bearer(server), 200), ("/app.js", bearer(server), 200),
                                  ("/style.css", bearer(server), 200), ("/nothing.js", bearer(server), 404),
                                  ("/", {}, 403), ("/", {"Host": "evil.example"}, 403),
                                  (f"/?token={server.token}", {}, 303)):
        answer = request(server.port, path, headers)
        assert answer.status == status, (path, answer.status)
        policy = answer.header("content-security-policy")
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy, path
        assert "script-src 'self';" in policy and "unsafe" not in policy, path
        assert answer.header("x-frame-options") == "DENY", path
        assert answer.header("x-content-type-options") == "nosniff", path
        assert answer.header("referrer-policy") == "no-referrer", path


def test_content_types_are_exact(web_server: Start) -> None:
    server = web_server()
    for path, kind in (("/", "text/html"), ("/index.html", "text/html"), ("/app.js", "text/javascript"),
                       ("/style.css", "text/css")):
        assert request(server.port, path, bearer(server)).header("content-type").startswith(kind), path


def test_only_the_pages_files_are_served(web_server: Start, tmp_path: Path) -> None:
    page = Path(__file__).resolve().parent.parent
    shipped = sorted(p.name for p in page.iterdir() if p.is_file() and p.suffix in (".html", ".js", ".css"))
    server = web_server()
    for name in shipped:
        answer = request(server.port, f"/{name}", bearer(server))
        assert answer.status == 200 and answer.body == (page / name).read_bytes(), name
    for path in [f"/tests/{p.name}" for p in (page / "tests").iterdir()] + [
            "/tests/", "/tests", "/tests%2fconftest.py", "/..%2fREADME.md", "/%2e%2e/README.md", "/.git/config",
            "/../python/pyproject.toml", "/index.html/", "/app.js%00.js", "/app.js/x"]:
        answer = request(server.port, path, bearer(server))
        assert answer.status in (404, 403), (path, answer.status)
        assert b"import" not in answer.body and b"[tool" not in answer.body, path


def test_a_web_root_serves_plain_page_files_only(web_server: Start, tmp_path: Path) -> None:
    root = tmp_path / "web"
    (root / "sub").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html><title>x</title>")
    for name in ("secret.txt", "notes.py", ".hidden.js", "data.json"):
        (root / name).write_text("secret")
    (root / "sub" / "a.js").write_text("secret")
    (tmp_path / "outside.js").write_text("secret")
    (root / "link.js").symlink_to(tmp_path / "outside.js")
    (root / "inside.js").symlink_to(root / "index.html")
    server = web_server(options=["--web-root", str(root)])
    assert request(server.port, "/index.html", bearer(server)).status == 200
    for name in ("secret.txt", "notes.py", ".hidden.js", "data.json", "sub/a.js", "sub", "link.js", "inside.js"):
        answer = request(server.port, f"/{name}", bearer(server))
        assert answer.status == 404 and b"secret" not in answer.body, name
