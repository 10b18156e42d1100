"""The `settings` screen from the outside, over real pipes: its toggles do what they
say at the next start or the next list, and the GitHub token it saves lands in one
file of mode 0600 and nowhere else (PROTOCOL.md §6, "Input", rule 6) — not the
databases, a `--record` transcript, the debug history, stderr or a view — while
the stargazers requests carry it (`$GITHUB_TOKEN` wins over it)."""

from __future__ import annotations

import http.server
import json
import stat
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from test_input_host import inputs
from test_input_secrets import ALL, SECRET, every_byte_under
from viperhost import Host
from viperhost.locate import find_host_binary

TOKEN_FILE = "github-token"


@pytest.fixture(autouse=True)
def no_environment_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_TOKEN", raising=False)


class FakeGitHub:
    """A GitHub API on 127.0.0.1 that answers one page of two stargazers and keeps each request's Authorization."""

    def __init__(self) -> None:
        seen: list[str | None] = []
        self.authorizations = seen

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
                seen.append(self.headers.get("Authorization"))
                body = json.dumps([
                    {"id": 1, "login": "ada", "avatar_url": "https://avatars.example/1"},
                    {"id": 2, "login": "bob", "avatar_url": "https://avatars.example/2"},
                ]).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def github() -> Iterator[FakeGitHub]:
    server = FakeGitHub()
    yield server
    server.close()


def settings(host: Host) -> str:
    view = host.open("settings").view_id
    host.idle()  # the settings are read
    return view


def token_field(host: Host, view: str) -> dict:
    return inputs(host.views[view].view)["token"]


def save_token(host: Host, view: str, token: str, seq: int = 1) -> None:
    host.input(view, "token", seq, secret=token)
    host.event(view, "save-token")
    host.idle()


def images(tree: Any) -> list[Any]:
    """Every image in a tree: image nodes and list rows' images."""
    found: list[Any] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") == "image":
                found.append(node)
            for item in node.get("items", []):
                if "image" in item:
                    found.append(item["image"])
            for child in node.get("children", []):
                walk(child)

    walk(tree)
    return found


def test_a_saved_token_is_one_file_of_mode_0600_and_nowhere_else(tmp_path: Path) -> None:
    data, record = tmp_path / "data", tmp_path / "typed.txt"
    host = Host(
        args=["--data-dir", str(data), "--debug", "--log-level", "trace", "--record", str(record)], nodes=ALL)
    host.initialize()
    view = settings(host)
    assert token_field(host, view)["hint"] == "Saved token: not set" and "value" not in token_field(host, view)
    for seq, prefix in enumerate([SECRET[:4], SECRET[:9], SECRET], start=1):
        host.input(view, "token", seq, secret=prefix)
    host.event(view, "save-token")
    host.idle()
    field = token_field(host, view)
    assert field["hint"] == "Saved token: set" and field["kind"] == "secure" and "value" not in field
    assert field["set"] == 1  # the module emptied the field after saving
    token_file = data / TOKEN_FILE
    assert token_file.read_text() == SECRET
    assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
    history = host.debug_history(view)
    assert [entry["value"] for entry in history["entries"] if entry.get("name") == "token"] == ["********"] * 3
    for index in range(len(history["entries"])):
        assert SECRET[:4] not in json.dumps(host.debug_state(view, index))
    stderr_before_close = host.stderr
    assert host.close() == 0
    elsewhere = b"".join(path.read_bytes() for path in sorted(data.rglob("*")) if path.is_file() and path != token_file)
    assert {path.name for path in data.iterdir()} >= {"viper-host.sqlite", "session.sqlite", TOKEN_FILE}
    for part in (SECRET, SECRET[:4]):
        assert part not in json.dumps(host.received), "the frontend got the token back"
        assert part.encode() not in elsewhere, "the token is in the data directory outside its file"
        assert part not in record.read_text(), "the token is in the recording"
        assert part not in host.stderr + stderr_before_close, "the token is in a log line"
    assert record.read_text().count('"secret":"********"') == 3
    replayed = subprocess.run([find_host_binary(), "replay", str(record)], capture_output=True, text=True, timeout=60)
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr


def test_forget_token_deletes_the_file_and_in_memory_nothing_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    host = Host(args=["--data-dir", str(data)], nodes=ALL)
    host.initialize()
    view = settings(host)
    save_token(host, view, SECRET)
    assert (data / TOKEN_FILE).exists()
    host.event(view, "forget-token")
    host.idle()
    assert not (data / TOKEN_FILE).exists()
    assert token_field(host, view)["hint"] == "Saved token: not set"
    host.close()
    # With --in-memory the token stays in the process: no file anywhere, not in the default data directory either.
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg"))
    memory = Host(args=["--in-memory"], nodes=ALL)
    memory.initialize()
    view = settings(memory)
    save_token(memory, view, SECRET)
    assert token_field(memory, view)["hint"] == "Saved token: set"
    memory.close()
    assert SECRET.encode() not in every_byte_under(tmp_path)


def stargazers_request(host: Host, github: FakeGitHub, view: str | None = None) -> tuple[str, str | None]:
    """Opens the stargazers list (or refreshes `view`) and returns the view and the Authorization the request carried."""
    before = len(github.authorizations)
    if view is None:
        view = host.open("stargazers", {"repository": "octo/cat"}).view_id
    else:
        host.event(view, "refresh")
    host.idle()
    assert len(github.authorizations) == before + 1
    return view, github.authorizations[-1]


def test_stargazer_requests_carry_the_token_saved_now_and_the_environments_wins(
    tmp_path: Path, github: FakeGitHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["--data-dir", str(tmp_path), "--github-url", github.url]
    host = Host(args=args, nodes=ALL)
    host.initialize()
    list_view, authorization = stargazers_request(host, github)
    assert authorization is None
    view = settings(host)
    save_token(host, view, SECRET)
    # The next request, same host, no restart: the saved token.
    list_view, authorization = stargazers_request(host, github, list_view)
    assert authorization == f"Bearer {SECRET}"
    host.event(view, "forget-token")
    host.idle()
    assert stargazers_request(host, github, list_view)[1] is None
    save_token(host, view, SECRET, seq=2)
    host.close()
    # $GITHUB_TOKEN wins over the saved one, and the screen says so.
    monkeypatch.setenv("GITHUB_TOKEN", "env-token-123")
    again = Host(args=args, nodes=ALL)
    again.initialize()
    assert stargazers_request(again, github)[1] == "Bearer env-token-123"
    view = settings(again)
    assert token_field(again, view)["hint"] == "Saved token: set (GITHUB_TOKEN from the environment is used)"
    again.close()


def test_show_onboarding_at_next_launch_opens_onboarding_at_the_next_start(tmp_path: Path) -> None:
    def launch() -> tuple[Host, str]:
        host = Host(args=["--data-dir", str(tmp_path)], nodes=ALL)
        host.initialize()
        return host, host.start().module

    host, first = launch()
    assert first == "onboarding"
    for _ in range(5):
        host.event(host.stack[-1], "continue")
        host.idle()
    host.close()
    host, module = launch()
    assert module == "home"  # completed: home from now on
    view = settings(host)
    assert inputs(host.views[view].view)["show-onboarding"]["on"] is False
    host.input(view, "show-onboarding", 1, True)
    host.idle()
    assert inputs(host.views[view].view)["show-onboarding"]["on"] is True
    host.close()
    host, module = launch()
    assert module == "onboarding"
    host.close()


def test_avatars_off_leaves_the_stargazers_list_without_images(tmp_path: Path) -> None:
    host = Host(args=["--data-dir", str(tmp_path)], nodes=ALL)
    host.initialize()
    shown = host.open("stargazers")
    host.idle()
    assert len(images(host.views[shown.view_id].view)) == 10
    view = settings(host)
    assert inputs(host.views[view].view)["show-avatars"]["on"] is True
    host.input(view, "show-avatars", 1, False)
    host.idle()
    assert inputs(host.views[view].view)["show-avatars"]["on"] is False
    host.close()
    # Kept across a restart; a list opened now has its rows and no image.
    again = Host(args=["--data-dir", str(tmp_path)], nodes=ALL)
    again.initialize()
    listed = again.open("stargazers")
    again.idle()
    tree = again.views[listed.view_id].view
    rows = next(child for child in tree["children"] if child["type"] == "list")["items"]
    assert len(rows) == 10 and images(tree) == []
    again.close()
