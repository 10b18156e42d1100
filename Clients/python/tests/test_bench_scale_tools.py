"""make bench-scale's tools do what they say, against the real host (no figure is checked: speed is the
benchmark's, never a test's). bench/fill_todos.py's rows are the rows the To-dos screen shows, in order,
with their done state, and a second fill numbers on; the toggle phase flips rows by key and leaves the
data as it found it; the table marks a target met or unmet and says why a figure is missing."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from viperhost.locate import find_host_binary

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "bench"))

import scale_host  # noqa: E402 (bench/ is a folder of scripts, not a package)
import scale_table  # noqa: E402


def fill(data_dir: Path, count: int) -> str:
    done = subprocess.run([sys.executable, str(ROOT / "bench/fill_todos.py"), str(data_dir), str(count),
                           "--host", find_host_binary()], capture_output=True, text=True, check=True)
    return done.stdout


def shown_rows(data_dir: Path) -> tuple[str, list[dict]]:
    """The module app/start opens, and the To-dos list's rows as a host on the directory shows them."""
    host = scale_host.Host([find_host_binary(), "--data-dir", str(data_dir)])
    try:
        host.call("initialize", {"protocolVersion": "1", "capabilities": {"viewPatch": True,
                                                                          "nodes": scale_host.NODES}})
        launched = host.call("app/start", {})["module"]
        _, view_id, _ = scale_host.open_todos(host)
        listed = scale_host.todo_list(host, view_id)
        assert listed is not None, "the To-dos screen shows a list"
        return launched, listed["items"]
    finally:
        host.close()


def test_filled_rows_are_the_rows_the_todos_screen_shows(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert "7 to-dos added" in fill(data, 7) and "7 in all" in fill(data, 0)
    launched, rows = shown_rows(data)
    assert launched == "home", "onboarding is marked completed"
    assert [row["title"] for row in rows] == [f"To-do {i}" for i in range(1, 8)]
    assert [row["key"] for row in rows] == [str(i) for i in range(1, 8)], "the title's number is the row's id"
    assert [row["toggle"]["on"] for row in rows] == [i % 5 == 0 for i in range(1, 8)]
    assert rows[0]["subtitle"] == "Due 2027-02-02 at 01:07 · Normal priority"
    assert rows[3]["subtitle"] == "Normal priority"
    assert "10 in all" in fill(data, 3)
    assert [row["title"] for row in shown_rows(data)[1]][-3:] == ["To-do 8", "To-do 9", "To-do 10"]


def test_the_toggle_phase_flips_rows_by_key_and_leaves_them_as_they_were(tmp_path: Path) -> None:
    data = tmp_path / "data"
    fill(data, 12)
    database = data / "viper-host.sqlite"
    before = sqlite3.connect(database).execute("SELECT id, done FROM todo ORDER BY id").fetchall()
    host = scale_host.started(find_host_binary(), data)
    try:
        _, view_id, _ = scale_host.open_todos(host)
        listed = scale_host.todo_list(host, view_id)
        assert listed is not None
        seqs: dict[str, int] = {}
        state: dict[str, bool] = {}
        once = scale_host.toggles(host, view_id, listed["items"][2:6], 4, seqs, state)
        assert once["count"] == 4 and once["rows"] == 4 and once["patch_bytes"] > 0
        flipped = sqlite3.connect(database).execute("SELECT id, done FROM todo ORDER BY id").fetchall()
        assert [row for row in flipped if row not in before] == [(i, int(i % 5 != 0)) for i in range(3, 7)]
        # The rows' states and seqs carry over from the phase before: the second flip puts each back.
        scale_host.toggles(host, view_id, listed["items"][2:6], 4, seqs, state)
        assert seqs == {str(i): 2 for i in range(3, 7)}
    finally:
        host.close()
    assert sqlite3.connect(database).execute("SELECT id, done FROM todo ORDER BY id").fetchall() == before


def test_the_table_checks_the_last_count_and_says_why_a_figure_is_missing() -> None:
    machine = {"cpu": "test", "cores": 2}
    figures = {
        "1000": {"host": {"open_ms": 10.0, "top": {"save_p50_ms": 1.0}, "peak_rss_kib": 30 * 1024},
                 "tui": "n/a (no row shown in 60 s)"},
        "1000000": {"host": {"open_ms": 60.0, "top": {"save_p50_ms": 1.8}, "peak_rss_kib": 31 * 1024},
                    "tui": {"first_rows_ms": 500.0}},
    }
    text = scale_table.table({"machine": machine, "date": "d", "revision": "r", "host": "h", "parts": ["host", "tui"],
                              "rows": [1000, 1_000_000], "figures": figures})
    lines = {line.split(" | ")[0].lstrip("| "): line for line in text.splitlines() if line.startswith("| ")}
    assert "| 10.00 | 60.00 | 6.00× | ≤ 50 ms | unmet |" in lines["host: open + first window, p50"]
    assert lines["host: toggle + save, p50"].endswith("| 1.80× | ≤ 2 ms and ≤ 1.5× 1k | unmet |"), "1.8 > 1.5 × 1.0"
    assert lines["host: peak RSS (VmHWM)"].endswith("| ≤ 32 MiB | **met** |")
    assert "| n/a (no row shown in 60 s) | 500 |" in lines["TUI: first rows shown"]
    assert "page: first rows shown" not in lines, "a part not measured has no lines"
    assert "met at 1M?" in text
