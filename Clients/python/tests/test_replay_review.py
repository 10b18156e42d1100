"""`viper-host replay --review` (on a pseudo-terminal) and `--accept` (over pipes).

Protocol/TRANSCRIPTS.md, "Coverage and review": for each failing transcript
the review shows the diff and asks accept / skip / quit; accept rewrites the
file as --update does; without a terminal --review refuses and points to
--accept FILE…, which accepts the named ones.
"""

from __future__ import annotations

import os
import pty
import select
import subprocess
import time
from pathlib import Path

import pytest

from viperhost.locate import find_host_binary, protocol_dir

GOLDEN = protocol_dir() / "transcripts" / "navigation-open-back-close.txt"
# A line of the golden that a broken copy changes: the host will say "Welcome".
RIGHT = '"title":"Welcome"'
WRONG = '"title":"Welcomed"'


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """a.txt, b.txt, c.txt: broken copies of the golden; ok.txt: the golden."""
    text = GOLDEN.read_text()
    assert RIGHT in text and "# The screen stack" in text and '"{{*}}"' in text and '"{{...}}"' in text
    for name in ("a", "b", "c"):
        (tmp_path / f"{name}.txt").write_text(text.replace(RIGHT, WRONG, 1))
    (tmp_path / "ok.txt").write_text(text)
    return tmp_path


def broken() -> str:
    return GOLDEN.read_text().replace(RIGHT, WRONG, 1)


class Terminal:
    """viper-host on a pseudo-terminal: what it writes, and answers to type."""

    def __init__(self, *args: str) -> None:
        self.master, slave = pty.openpty()
        self.process = subprocess.Popen(
            [find_host_binary(), *args], stdin=slave, stdout=slave, stderr=slave, close_fds=True
        )
        os.close(slave)
        self.output = ""

    def read_until(self, text: str, deadline_seconds: float = 120) -> str:
        """Reads until `text` has appeared (after what earlier reads consumed)."""
        start = len(self.output)
        deadline = time.monotonic() + deadline_seconds
        while text not in self.output[start:]:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no {text!r} in {self.output[start:]!r}"
            ready, _, _ = select.select([self.master], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the other end closed
                    chunk = b""
                assert chunk, f"the host ended before {text!r}: {self.output[start:]!r}"
                self.output += chunk.decode("utf-8", "replace")
        return self.output[start:]

    def type(self, line: str) -> None:
        os.write(self.master, (line + "\n").encode())

    def finish(self) -> int:
        status = self.process.wait(timeout=120)
        try:
            while chunk := os.read(self.master, 65536):
                self.output += chunk.decode("utf-8", "replace")
        except OSError:
            pass
        os.close(self.master)
        return status


PROMPT = "[a]ccept, [s]kip, [q]uit: "


def test_review_asks_for_each_failure_and_does_what_is_answered(folder: Path) -> None:
    terminal = Terminal("replay", "--review", str(folder))
    shown = terminal.read_until(PROMPT)
    assert f"FAIL {folder}/a.txt:" in shown
    assert 'expected "Welcomed", got "Welcome"' in shown
    terminal.type("x")  # not an answer: asked again
    assert "please answer a, s or q" in terminal.read_until(PROMPT)
    terminal.type("a")
    shown = terminal.read_until(PROMPT)
    assert f"accepted {folder}/a.txt" in shown
    assert f"FAIL {folder}/b.txt:" in shown
    # a.txt is rewritten as --update would: the golden again, comments and patterns kept.
    assert (folder / "a.txt").read_text() == GOLDEN.read_text()
    terminal.type("s")
    shown = terminal.read_until(PROMPT)
    assert f"FAIL {folder}/c.txt:" in shown
    terminal.type("q")
    status = terminal.finish()
    assert status == 1  # failures are left
    # b.txt skipped, c.txt quit at, ok.txt (after it) not replayed.
    assert "review: 0 passed, 1 accepted, 3 left failing or unreviewed" in terminal.output
    assert (folder / "b.txt").read_text() == broken()
    assert (folder / "c.txt").read_text() == broken()
    assert (folder / "ok.txt").read_text() == GOLDEN.read_text()


def test_review_that_accepts_everything_ends_green(folder: Path) -> None:
    terminal = Terminal("replay", "--review", str(folder))
    for _ in range(3):
        terminal.read_until(PROMPT)
        terminal.type("accept")
    assert terminal.finish() == 0, terminal.output
    assert "review: 1 passed, 3 accepted, 0 left failing or unreviewed" in terminal.output
    for name in ("a", "b", "c", "ok"):
        assert (folder / f"{name}.txt").read_text() == GOLDEN.read_text()
    replay = subprocess.run([find_host_binary(), "replay", str(folder)], capture_output=True, text=True)
    assert replay.returncode == 0, replay.stdout


def test_review_without_a_terminal_refuses_and_points_to_accept(folder: Path) -> None:
    result = subprocess.run(
        [find_host_binary(), "replay", "--review", str(folder)], input="a\na\na\n", capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "--accept FILE" in result.stderr
    assert (folder / "a.txt").read_text() == broken()


def test_accept_rewrites_only_the_named_transcripts(folder: Path) -> None:
    result = subprocess.run(
        [find_host_binary(), "replay", "--accept", str(folder / "b.txt"), str(folder / "ok.txt")],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"FAIL {folder}/b.txt:" in result.stdout  # the diff it accepts is shown
    assert f"accepted {folder}/b.txt" in result.stdout
    assert f"ok   {folder}/ok.txt (nothing to accept)" in result.stdout
    assert (folder / "b.txt").read_text() == GOLDEN.read_text()
    assert (folder / "a.txt").read_text() == broken()
    assert (folder / "c.txt").read_text() == broken()


def test_review_accept_and_update_exclude_each_other(folder: Path) -> None:
    result = subprocess.run(
        [find_host_binary(), "replay", "--review", "--accept", str(folder)], capture_output=True, text=True
    )
    assert result.returncode != 0
    assert "exclude each other" in result.stderr
