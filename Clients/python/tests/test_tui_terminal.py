"""The TUI in a real terminal (tmux), keys sent as a terminal sends them: issue 37, 6a, from the outside.

On `job-apply`: "Hello" typed into the cover letter, then Tab and Space in one `tmux send-keys` (one
terminal read). The Space flips the switch; the letter keeps "Hello" (the host counts 5/2000). The host is
the real one, directly or behind viperhost-latency (300 ms); a `tee` in front of it keeps every line the
TUI wrote, which is what is checked. Waits are for what the terminal shows or the TUI wrote, never timed."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from viperhost.locate import find_host_binary

APPLY = "home/jobs/job-detail?id=2&name=Android%20Engineer/job-apply?id=2&name=Android%20Engineer"


class Terminal:
    """A tmux server of its own, one window running the TUI."""

    def __init__(self, command: str) -> None:
        assert shutil.which("tmux"), "tmux is needed for the terminal tests"
        self.socket = f"viperhost-tui-{uuid.uuid4().hex[:8]}"
        self.tmux("new-session", "-d", "-s", "tui", "-x", "120", "-y", "50", command)

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True).stdout

    def keys(self, *keys: str) -> None:
        """One `send-keys`: the keys reach the TUI as one write to its terminal."""
        self.tmux("send-keys", "-t", "tui", *keys)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "tui")

    def steady(self) -> str:
        """The screen once two looks 0.1 s apart agree: a big frame reaches tmux in parts, and one look may
        catch half of it (60 s at most)."""
        deadline = time.monotonic() + 60
        last = self.screen()
        while True:
            time.sleep(0.1)
            now = self.screen()
            if now == last or time.monotonic() > deadline:
                return now
            last = now

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def wait_for(condition: Callable[[], bool], what: str, terminal: Terminal) -> None:
    """A generous wait (up to 60 s) for what the TUI does anyway; no timing is asserted."""
    deadline = time.monotonic() + 60
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"never: {what}; the terminal shows:\n{terminal.screen()}")
        time.sleep(0.05)


def recording_host(tmp_path: Path, late: bool) -> tuple[Path, Path]:
    """A host script: every line the TUI writes goes to a log, then to the real host (300 ms late or not)."""
    log = tmp_path / "sent.jsonl"
    script = tmp_path / "recording-host"
    relay = Path(sys.executable).parent / "viperhost-latency"
    host = f'"{relay}" --delay-ms 300 -- "{find_host_binary()}"' if late else f'"{find_host_binary()}"'
    script.write_text(f'#!/bin/sh\ntee -a "{log}" | {host} "$@"\n')
    script.chmod(0o755)
    return script, log


def inputs(log: Path, key: str) -> list[dict[str, Any]]:
    if not log.exists():
        return []
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    return [m["params"] for m in lines if m.get("method") == "view/input" and m["params"]["key"] == key]


@pytest.fixture
def terminal_for(tmp_path: Path) -> Iterator[Callable[[bool], tuple[Terminal, Path]]]:
    started: list[Terminal] = []

    def start(late: bool) -> tuple[Terminal, Path]:
        script, log = recording_host(tmp_path, late)
        tui = Path(sys.executable).parent / "viperhost-tui"
        terminal = Terminal(f"'{tui}' --host '{script}' --in-memory --open '{APPLY}'")
        started.append(terminal)
        return terminal, log

    yield start
    for terminal in started:
        terminal.close()


@pytest.mark.parametrize("late", [False, True], ids=["direct", "300ms-late"])
def test_tab_and_space_in_one_write_flip_the_switch(terminal_for, late: bool) -> None:
    terminal, log = terminal_for(late)
    wait_for(lambda: "0/2000" in terminal.screen(), "the form drawn", terminal)
    terminal.keys("A")  # the first field has the focus once the form is drawn: its edit says so
    wait_for(lambda: [p["value"] for p in inputs(log, "name")][-1:] == ["A"], "the name typed", terminal)
    terminal.keys("Tab")
    terminal.keys("Tab")
    terminal.keys("Hello")
    wait_for(lambda: any(p["value"] == "Hello" for p in inputs(log, "cover-letter")), "the letter typed", terminal)
    terminal.keys("Tab", "Space")
    wait_for(lambda: bool(inputs(log, "share-github")), "the switch flipped", terminal)
    wait_for(lambda: "5/2000" in terminal.screen(), "the host's count of the letter", terminal)
    assert [p["value"] for p in inputs(log, "share-github")] == [True]
    assert [p["value"] for p in inputs(log, "cover-letter")][-1] == "Hello"
    assert all(p["value"] == "Hello"[: len(p["value"])] for p in inputs(log, "cover-letter"))
    assert "6/2000" not in terminal.screen()


def test_an_error_shows_above_the_footer_in_a_real_terminal() -> None:
    """An outsider saw no error for a link the host refused, in tmux, though the app had it: the error line was
    docked to the bottom like the footer, which covered it. A refused link is one such error; each goes there."""
    tui = Path(sys.executable).parent / "viperhost-tui"
    terminal = Terminal(f"'{tui}' --host '{find_host_binary()}' --in-memory --open 'home/nosuch'")
    try:
        def said_above_the_footer() -> bool:
            lines = terminal.screen().splitlines()
            return "Continue" in terminal.screen() and any(
                "Module not found: nosuch" in line and "Quit" in below for line, below in zip(lines, lines[1:]))

        # Drawn once, it stays: the wait is for the whole screen (the launch screen, the error, the footer under it).
        wait_for(said_above_the_footer, "the error on the line above the footer, over the launch screen", terminal)
    finally:
        terminal.close()
