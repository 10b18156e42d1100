"""`make dev FRONTEND=shell` in a terminal, with the real compiler (issue #46), in the session's built copy: the
copy's own Makefile, its Python package (PYTHONPATH, as its venv's editable install would give) and a pty, with
an environment as a person's (no PYTHONDONTWRITEBYTECODE). A source broken on save must show on the terminal
(the loop's lines beside viper-sh) and in the loop's log as parsed diagnostics: some, each
`file:line:column: error: message`, relative to the checkout, no escape byte. And the session writes nothing in
the checkout but under .build/ (the loop's build), .build-dev/ and the data directory (.data/, make's default)
— Protocol/DEV.md."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path[:0] = [str(Path(__file__).resolve().parents[2] / "Clients" / "python" / "tests")]
from dev_loop import changed, written  # noqa: E402
from terminal import Terminal  # noqa: E402

PRESENTER = "Sources/Features/Todos/TodoAdd/Presenter/TodoAddPresenter.swift"
GOOD = 'title: "New to-do",'
BROKEN = 'title: "New to-do,'  # the string left open: a couple dozen errors
BUILD_SECONDS = 2400  # a loaded 2-core machine: the loop's folder built from scratch can take many minutes
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): error: \S.*$")
ALLOWED = (".build", ".build-dev", ".data")
# Who runs make here must not hand it a job server or a bytecode setting: `make dev` starts as from a shell.
NOT_A_PERSONS = ("VIPER_HOST_BIN", "MAKEFLAGS", "MAKELEVEL", "MFLAGS", "MAKEOVERRIDES", "PYTHONDONTWRITEBYTECODE",
                 "PYTHONPYCACHEPREFIX")


@pytest.fixture
def presenter(generated: Path) -> Iterator[Path]:
    path = generated / PRESENTER
    original = path.read_text()
    assert GOOD in original
    yield path
    path.write_text(original)  # the copy goes on to other tests as it was


def failed_block(text: str, start: int) -> list[str]:
    """What the loop printed for the first failed build after ``start``: its header line, then each line below."""
    lines = text[start:].replace("\r\n", "\n").split("\n")
    first = next(i for i, line in enumerate(lines) if "viperhost-dev: Build failed:" in line)
    block = [lines[first]]
    for line in lines[first + 1:]:
        if not line.startswith("  "):
            break
        block.append(line[2:])
    return block


def test_make_dev_in_a_terminal_shows_parsed_diagnostics_and_writes_only_its_folders(
        generated: Path, presenter: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key not in NOT_A_PERSONS}
    env["PYTHONPATH"] = str(generated / "Clients" / "python" / "src")
    (generated / ".build-dev" / "dev.log").unlink(missing_ok=True)
    before = written(generated, ALLOWED)
    terminal = Terminal(env)
    try:
        # -o: the venv is this checkout's (the copy's .venv links to it), never made again from the copy.
        make = terminal.start(["make", "-o", ".venv/.installed", "dev", "FRONTEND=shell"], generated)
        try:
            started = terminal.wait_for("host started for a frontend", BUILD_SECONDS)
            terminal.wait_for("watching", 120, after=0)
            presenter.write_text(presenter.read_text().replace(GOOD, BROKEN))
            terminal.wait_for("the old host keeps serving", BUILD_SECONDS, after=started)
            terminal.wait_for("viperhost-dev: Build failed:", 60, after=started)
            shown = failed_block(terminal.text(), started)
            header, diagnostics = shown[0], shown[1:]
            assert diagnostics, shown
            assert f"Build failed: {len(diagnostics)} errors." in header, shown
            for line in diagnostics:
                assert "\x1b" not in line, repr(line)
                match = DIAGNOSTIC.match(line)
                assert match is not None and match["file"] == PRESENTER, repr(line)
            log = (generated / ".build-dev" / "dev.log").read_text()
            assert "build failed in" in log and f"({len(diagnostics)} errors)" in log
            assert "\x1b" not in log
        finally:
            terminal.quit_make(make, 120)
    finally:
        terminal.close()
    assert changed(before, written(generated, ALLOWED)) == {PRESENTER}, \
        "make dev wrote outside .build/, .build-dev/ and the data directory"
