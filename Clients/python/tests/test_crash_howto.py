"""docs/MODULE-SHAPE.md, "How to test a crash", followed as written with the TUI and viper-sh in a real
terminal (tmux, whose pane is a session of its own, as `setsid` makes one): the host is found with
`pgrep -s FRONTEND -x viper-host` — viper-sh's is a grandchild, the TUI's a child: the doc's command finds
both — and killed with SIGKILL; the frontend says so and, on the saved session, shows To-dos again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from test_tui_terminal import Terminal, wait_for

from viperhost.locate import find_host_binary

REPO = Path(__file__).resolve().parents[3]
TUI = Path(sys.executable).parent / "viperhost-tui"
VIPER_SH = REPO / "Clients" / "shell" / "viper-sh"
EMPTY = "No to-dos yet"


def hosts_in_session(session: int) -> list[int]:
    """The doc's command, as written."""
    found = subprocess.run(["pgrep", "-s", str(session), "-x", "viper-host"], capture_output=True, text=True)
    return sorted(int(pid) for pid in found.stdout.split())


def kill_and_restart(terminal: Terminal) -> tuple[int, int]:
    """The host found in the pane's session and killed; then the one started after it. Their pids."""
    session = int(terminal.tmux("display-message", "-p", "-t", "tui", "#{pane_pid}"))
    wait_for(lambda: len(hosts_in_session(session)) == 1, "one host in the frontend's session", terminal)
    [killed] = hosts_in_session(session)
    subprocess.run(["kill", "-9", str(killed)], check=True)
    return session, killed


def test_the_tuis_host_is_found_killed_and_started_again_on_the_saved_session(tmp_path: Path) -> None:
    terminal = Terminal(f"'{TUI}' --host '{find_host_binary()}' --data-dir '{tmp_path}' --open home/todos")
    try:
        wait_for(lambda: EMPTY in terminal.screen(), "To-dos on the screen", terminal)
        session, killed = kill_and_restart(terminal)
        # The header says "· started again (the host stopped: exit status -9)", cut at the terminal's width.
        wait_for(lambda: "· started again (the host st" in terminal.screen(),
                 "the TUI says the host stopped and was started again", terminal)
        wait_for(lambda: hosts_in_session(session) not in ([], [killed]), "a new host", terminal)
        wait_for(lambda: EMPTY in terminal.screen() and "Home › To-dos" in terminal.screen(),
                 "To-dos again, from the saved session", terminal)
    finally:
        terminal.close()


def test_viper_shs_host_is_found_killed_told_and_started_again_on_the_saved_session(tmp_path: Path) -> None:
    terminal = Terminal(f"VIPER_HOST_BIN='{find_host_binary()}' '{VIPER_SH}' --open home/todos -- "
                        f"--data-dir '{tmp_path}'")
    try:
        wait_for(lambda: "viper>" in terminal.screen(), "the prompt", terminal)
        session, killed = kill_and_restart(terminal)
        wait_for(lambda: "viper-sh: the host ended (killed by signal 9, SIGKILL)" in terminal.screen(),
                 "viper-sh says how the host ended", terminal)
        terminal.keys("show", "Enter")
        wait_for(lambda: "viper-sh: starting the host again on the session it saved" in terminal.screen(),
                 "viper-sh starts the host again", terminal)
        wait_for(lambda: terminal.screen().count(EMPTY) >= 2, "To-dos shown again", terminal)
        assert hosts_in_session(session) not in ([], [killed])
    finally:
        terminal.close()
