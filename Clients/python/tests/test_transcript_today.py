"""Protocol/TRANSCRIPTS.md, "Dates relative to the run", from the outside: a screen showing today's date
(Tests/EndToEndTests/Fixtures/today_plugin.py) recorded with `viper-host --record` under TZ=Etc/GMT+12 says
`{{today}}`, and replays under TZ=Etc/GMT-14 — another date, whatever the hour: a later day — with both
replayers; the same file with the recorded date written literally fails there. `replay --update` writes
`{{today}}` where it takes today's date from the host, and the date as sent where a `-->` line sent it."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest

from viperhost.locate import find_host_binary

REPO = Path(__file__).resolve().parents[3]
PLUGIN = REPO / "Tests" / "EndToEndTests" / "Fixtures" / "today_plugin.py"
RECORDED_TZ, LATER_TZ = "Etc/GMT+12", "Etc/GMT-14"  # UTC-12 and UTC+14: never the same date
SENDS = [
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1","clientInfo":{"name":"t"},'
    '"capabilities":{"nodes":["field"]}}}',
    '{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"spent-on"}}',
    '{"jsonrpc":"2.0","id":3,"method":"shutdown"}',
    '{"jsonrpc":"2.0","method":"exit"}',
]


def date_in(zone: str) -> str:
    return subprocess.run(["date", "+%F"], env={**os.environ, "TZ": zone}, capture_output=True, text=True,
                          check=True).stdout.strip()


def replay(path: Path, zone: str, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([find_host_binary(), "replay", *options, str(path)], env={**os.environ, "TZ": zone},
                          capture_output=True, text=True, timeout=120)


def python_replay(path: Path, zone: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "viperhost.replay", str(path)], capture_output=True, text=True,
                          env={**os.environ, "TZ": zone, "VIPER_HOST_BIN": find_host_binary()}, timeout=120)


@pytest.fixture
def recorded(tmp_path: Path) -> Path:
    path = tmp_path / "spent-on.txt"
    subprocess.run([find_host_binary(), "--record", str(path), "--in-memory", "--process-plugin", str(PLUGIN)],
                   input="\n".join(SENDS) + "\n", env={**os.environ, "TZ": RECORDED_TZ}, capture_output=True,
                   text=True, timeout=60, check=True)
    return path


def test_a_recording_says_today_and_replays_on_a_later_date_with_both_replayers(recorded: Path) -> None:
    day = date_in(RECORDED_TZ)
    assert date_in(LATER_TZ) > day
    text = recorded.read_text()
    assert text.count('"{{today}}"') == 2 and day not in text, text
    for played in (replay(recorded, LATER_TZ), python_replay(recorded, LATER_TZ)):
        assert played.returncode == 0 and "1 passed, 0 failed" in played.stdout, played.stdout + played.stderr


def test_the_recorded_date_written_literally_fails_on_a_later_date(recorded: Path, tmp_path: Path) -> None:
    literal = tmp_path / "literal.txt"
    literal.write_text(recorded.read_text().replace('"{{today}}"', f'"{date_in(RECORDED_TZ)}"'))
    assert replay(literal, RECORDED_TZ).returncode == 0
    for played in (replay(literal, LATER_TZ), python_replay(literal, LATER_TZ)):
        assert played.returncode != 0 and "0 passed, 1 failed" in played.stdout, played.stdout


def test_update_writes_today_for_the_hosts_date_and_a_sent_date_as_sent(recorded: Path, tmp_path: Path) -> None:
    stale = tmp_path / "stale.txt"
    stale.write_text(recorded.read_text().replace('"{{today}}"', '"2000-01-01"'))
    assert replay(stale, LATER_TZ, "--update").returncode == 0
    assert stale.read_text().count('"{{today}}"') == 2, stale.read_text()

    later = date_in(LATER_TZ)
    sent = tmp_path / "sent.txt"  # a --> line sends today's date: it is the story's own
    sent.write_text(stale.read_text().replace('"name":"t"', f'"name":"t {later}"').replace('"{{today}}"', '"x"'))
    assert replay(sent, LATER_TZ, "--update").returncode == 0
    assert sent.read_text().count(f'"{later}"') == 2 and "{{today}}" not in sent.read_text(), sent.read_text()


def test_the_golden_transcript_has_no_date_of_its_own() -> None:
    golden = (REPO / "Protocol" / "transcripts" / "plugins-today.txt").read_text()
    assert golden.count('"{{today}}"') == 2
    assert not [word for word in golden.split('"') if len(word) == 10 and word[:4].isdigit() and word[4] == "-"]
    assert datetime.date.today().isoformat() not in golden


def test_the_mock_host_writes_today_as_its_own_date() -> None:
    # Protocol/TRANSCRIPTS.md: the mock writes {{today…}} as its own date, so a frontend tested against the golden
    # gets a real date (the TZ the mock runs in), never the pattern.
    golden = REPO / "Protocol" / "transcripts" / "plugins-today.txt"
    sends = [line[4:] for line in golden.read_text().splitlines() if line.startswith("--> ")]
    played = subprocess.run([find_host_binary(), "mock", str(golden)], input="\n".join(sends) + "\n",
                            env={**os.environ, "TZ": LATER_TZ}, capture_output=True, text=True, timeout=60)
    assert played.returncode == 0, played.stderr
    later = date_in(LATER_TZ)
    assert played.stdout.count(f'"{later}"') == 2 and "{{today}}" not in played.stdout, played.stdout[-2000:]
