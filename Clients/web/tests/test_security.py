"""Only the user's own page gets in (Clients/README.md, "Security"), over raw HTTP: the Host allowlist,
the token (by subprotocol and header; never a cookie), the WebSocket Origin check, the headers, the page's files
only."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import WebServer
from rawhttp import request

Start = Callable[..., WebServer]


def subprotocol(server: WebServer, token: str | None = None) -> dict[str, str | None]:
    """The page's way: the token as a WebSocket subprotocol beside "viperhost"."""
    return {"Sec-WebSocket-Protocol": f"viperhost, viperhost-token.{token or server.token}"}


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
            assert b"import" not in answer.body, (host, path)


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


# --- The token: by subprotocol (the page), by header (a program); never by cookie; nothing without it.

def test_without_the_token_the_session_and_auth_are_403_with_how_to_get_in(web_server: Start) -> None:
    server = web_server()
    for path in ("/auth", "/session"):
        answer = request(server.port, path, websocket=path == "/session")
        assert answer.status == 403, path
        assert answer.body.decode().strip() == ("viperhost-web: not authorized: open the URL viperhost-web printed "
                                                f"when it started (http://127.0.0.1:{server.port}/?token=…).")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("options", [[], ["--port", "fixed"], ["--bind", "127.0.0.2"]], ids=["port 0", "a given port",
                                                                                          "127.0.0.2"])
def test_every_url_the_bridge_prints_or_serves_names_its_real_address_and_port(web_server: Start,
                                                                                options: list[str]) -> None:
    """Issue 37, 6d: the refusal read http://127.0.0.1:PORT/… with the word PORT. Every URL the bridge prints (its
    log) or serves (each refusal) is its own: the address it is bound to and the port it got (--port 0 too)."""
    given = free_port() if options[:1] == ["--port"] else 0
    server = web_server(port=given, options=[] if options[:1] == ["--port"] else options)
    address = options[1] if options[:1] == ["--bind"] else "127.0.0.1"
    own = f"http://{address}:{server.port}"
    assert server.port > 0 and (given == 0 or server.port == given)
    assert server.base == own + "/", server.url
    served = []
    for path in ("/auth", "/session"):
        answer = request(server.port, path, websocket=path == "/session", address=address)
        assert answer.status == 403, path
        served.append(answer.body.decode())
    evil = request(server.port, "/", {"Host": f"evil.example:{server.port}"}, address=address)
    assert evil.status == 403
    assert f"on port {server.port}" in evil.body.decode() and address in evil.body.decode(), evil.body
    served.append(evil.body.decode())
    assert served[0].strip().endswith(f"({own}/?token=…)."), served[0]
    for text in [*served, "".join(server.log)]:
        urls = re.findall(r"https?://[^\s)]+", text)
        assert all(url.startswith(own + "/") for url in urls), (urls, text)
        assert "PORT" not in text, text


def test_the_page_holds_no_secret_and_is_served_without_the_token(web_server: Start) -> None:
    server = web_server()
    for path in ("/", "/index.html", "/app.js", "/token.js", "/style.css", f"/?token={server.token}"):
        answer = request(server.port, path)
        assert answer.status == 200, path
        assert server.token.encode() not in answer.body and "set-cookie" not in answer.headers, path


def test_a_wrong_token_is_refused_by_header_and_subprotocol(web_server: Start) -> None:
    server = web_server()
    wrong = server.token[:-1] + ("A" if server.token[-1] != "A" else "B")
    for headers in ({"Authorization": f"Bearer {wrong}"}, {"Authorization": f"Basic {server.token}"},
                    {"Authorization": "Bearer"}, {"Authorization": f"Bearer {server.token[:8]}"},
                    subprotocol(server, wrong), {"Sec-WebSocket-Protocol": server.token},
                    {"Sec-WebSocket-Protocol": f"viperhost-token{server.token}"},
                    {"Cookie": f"token={server.token}"}, {"Cookie": f"viperhost-token.{server.token}"}):
        assert request(server.port, "/auth", headers).status == 403, headers
        assert request(server.port, "/session", headers, websocket=True).status == 403, headers


def test_the_right_token_by_header_or_subprotocol_opens_a_session(web_server: Start) -> None:
    server = web_server()
    for headers in (bearer(server), {"Authorization": f"bearer  {server.token}"}, subprotocol(server),
                    {"Sec-WebSocket-Protocol": f"viperhost-token.{server.token}, viperhost"}):
        assert request(server.port, "/auth", headers).status == 204, headers
        answer = request(server.port, "/session", headers, websocket=True)
        assert answer.status == 101, headers
        # The bridge answers with "viperhost", never echoing the token.
        assert answer.header("sec-websocket-protocol") in ("viperhost", ""), answer.headers
        answer.sock.close()
    page_way = request(server.port, "/session", subprotocol(server), websocket=True)
    assert page_way.header("sec-websocket-protocol") == "viperhost"


def test_the_token_is_random_per_launch_and_at_least_128_bits(web_server: Start) -> None:
    first, second = web_server(token=None), web_server(token=None)
    assert first.token != second.token
    assert re.fullmatch(r"[A-Za-z0-9_-]{43}", first.token)  # 32 random bytes, base64url
    assert request(first.port, "/auth", bearer(second)).status == 403


def test_a_given_token_comes_from_the_option_or_the_variable_and_must_be_long(host_binary: str,
                                                                             web_server: Start) -> None:
    server = web_server(options=["--token", "a-token-from-the-option"])
    assert server.token == "a-token-from-the-option"
    short = subprocess.run([sys.executable, "-m", "viperhost.web", "--host", host_binary, "--port", "0",
                            "--token", "short"], capture_output=True, text=True, timeout=30)
    assert short.returncode == 64
    assert "at least 16" in short.stderr
    for bad in ("plus+plus+plus+plus", "amp&amp&amp&amp&amp", "hash#hash#hash#hash", "pct%41pct%41pct%41",
                "with space in the token", "comma,comma,comma,comma"):
        refused = subprocess.run([sys.executable, "-m", "viperhost.web", "--host", host_binary, "--port", "0",
                                  "--token", bad], capture_output=True, text=True, timeout=30)
        assert refused.returncode == 64 and "A-Z a-z 0-9" in refused.stderr, bad


def test_the_token_appears_once_in_the_log_and_never_reaches_a_host(web_server: Start) -> None:
    server = web_server()
    request(server.port, "/auth", {"Authorization": f"Bearer {server.token}x"})
    # Requests aiohttp itself logs (a subprotocol it does not speak, a header line it cannot parse).
    request(server.port, "/session", {"Sec-WebSocket-Protocol": f"{server.token}", **bearer(server)}, websocket=True)
    request(server.port, "/auth", {"Authorization": f"Bearer {server.token}\x01"})
    request(server.port, f"/?token={server.token}&x={'A' * 9000}")
    sock = request(server.port, "/session", subprotocol(server), websocket=True).sock
    sock.close()
    socket_answer = request(server.port, "/session", bearer(server), websocket=True)
    environment = host_environment(server)
    assert b"VIPERHOST_WEB_TOKEN" not in environment and server.token.encode() not in environment
    socket_answer.sock.close()
    server.stop()
    text = "".join(server.log)
    assert text.count(server.token) == 1, text
    assert "Traceback" not in text, text


def host_environment(server: WebServer) -> bytes:
    """The environment of a host the bridge started that still runs. Every host gets the same one; a host
    whose session just closed may exit between its log line and the read, so the newest live one is read."""
    import time

    for _ in range(200):
        for pid in reversed(re.findall(r"session started: host pid (\d+)", "".join(server.log))):
            try:
                return Path(f"/proc/{pid}/environ").read_bytes()
            except (FileNotFoundError, ProcessLookupError):
                continue  # that host has just exited
        time.sleep(0.05)
    raise AssertionError("no host running:\n" + "".join(server.log))


# --- Origin: a browser's WebSocket handshake comes from the page's own origin, or not at all.

def refused_origins(port: int) -> list[str]:
    return ["http://evil.example", f"http://evil.example:{port}", "null", "file://", "file:///tmp/x.html",
            f"http://127.0.0.1:{port + 1}", f"http://localhost:{port + 1}", f"http://127.0.0.1", f"http://10.0.0.1:{port}",
            f"http://127.0.0.2:{port}", f"http://[::1]:{port}", f"http://localhost:{port}", f"https://127.0.0.1:{port}",
            f"ws://127.0.0.1:{port}", f"http://127.0.0.1:{port}.evil.example", "", "*", f"http://127.0.0.1:{port}/x"]


def test_a_handshake_from_another_origin_is_refused_before_the_upgrade(web_server: Start) -> None:
    server = web_server()
    for origin in refused_origins(server.port):
        answer = request(server.port, "/session", {"Origin": origin, **subprotocol(server)}, websocket=True)
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
                                  ("/session", {}, 403), ("/", {"Host": "evil.example"}, 403),
                                  ("/auth", bearer(server), 204)):
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


def test_a_target_naming_another_server_and_a_second_origin_are_refused(web_server: Start) -> None:
    server = web_server()
    absolute = request(server.port, f"http://evil.example:{server.port}/", bearer(server))
    assert absolute.status in (400, 403) and b"import" not in absolute.body
    # Two Origin headers: whichever a check would read, refuse (raw, since a dict holds one of each).
    import socket as sockets

    with sockets.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall((f"GET /session HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                      f"Origin: http://127.0.0.1:{server.port}\r\nOrigin: http://evil.example\r\n"
                      f"Authorization: Bearer {server.token}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode())
        assert sock.recv(100).startswith(b"HTTP/1.1 403")


def test_the_help_names_no_url_with_a_placeholder_port(host_binary: str) -> None:
    """--help runs before any port is bound: it says where the URL comes from instead of a made-up one."""
    shown = subprocess.run([sys.executable, "-m", "viperhost.web", "--help"], capture_output=True, text=True,
                           timeout=30)
    assert shown.returncode == 0 and "open the URL it prints when it starts" in shown.stdout
    assert not re.search(r"https?://\S*PORT", shown.stdout), shown.stdout
