"""`make dev FRONTEND=shell` on a terminal, from the outside, in a small checkout: this Makefile, the Python
package (its own copy: what it imports is the checkout's, as under `make dev`), viper-sh, and a `swift` first on
PATH that is dev_loop's stand-in (it writes its build folder as SwiftPM does: --build-path's, else .build/). With
an environment as a person's (no PYTHONDONTWRITEBYTECODE), a session — the host with the sample quiz plugin, a
failed build, a fix swapped in — shows each diagnostic as `file:line:column: error: message` without an escape
byte, and writes nothing in the checkout but under .build/ (the loop's build, make build's folder), .build-dev/
and the data directory (.data/): not __pycache__ beside the sources, the watched plugin folder's among them (Protocol/DEV.md, "What is watched").
Tests/Scaffold/test_dev_loop_terminal.py does the same with the real compiler."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from dev_loop import FAKE_SWIFT, GOOD, VIEW, changed, written
from terminal import Terminal

from viperhost.locate import find_host_binary

REPO = Path(__file__).resolve().parents[3]
ALLOWED = (".build", ".build-dev", ".data")
NOT_A_PERSONS = ("VIPER_HOST_BIN", "MAKEFLAGS", "MAKELEVEL", "MFLAGS", "MAKEOVERRIDES", "PYTHONDONTWRITEBYTECODE",
                 "PYTHONPYCACHEPREFIX")
NO_CACHES = shutil.ignore_patterns("__pycache__", "tests")


def checkout(root: Path) -> None:
    for name in ("Makefile", "install.mk", "Clients/python/pyproject.toml"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, root / name)
    shutil.copytree(REPO / "Clients/python/src/viperhost", root / "Clients/python/src/viperhost", ignore=NO_CACHES)
    shutil.copytree(REPO / "Clients/shell", root / "Clients/shell", ignore=NO_CACHES)
    (root / VIEW).parent.mkdir(parents=True)
    (root / VIEW).write_text(GOOD)
    (root / "Templates").mkdir()
    (root / ".venv").symlink_to(Path(sys.executable).parent.parent)  # the venv these tests run in


def test_make_dev_shows_plain_diagnostics_and_writes_only_its_build_folders_and_the_data_directory(tmp_path: Path) -> None:
    root = tmp_path / "checkout"
    checkout(root)
    tools, built = tmp_path / "tools", tmp_path / "built"
    tools.mkdir()
    built.mkdir()
    (tools / "swift").write_text(FAKE_SWIFT)
    (tools / "swift").chmod(0o755)
    host = Path(find_host_binary()).resolve()
    (built / "viper-host").symlink_to(host)
    env = {key: value for key, value in os.environ.items() if key not in NOT_A_PERSONS}
    env.update(PATH=f"{tools}:{env['PATH']}", PYTHONPATH=str(root / "Clients/python/src"), FAKE_BIN_DIR=str(built),
               FAKE_REAL_HOST=str(host))
    before = written(root, ALLOWED)
    terminal = Terminal(env)
    try:
        # -o: the venv is the one these tests run in, never made again from this checkout.
        make = terminal.start(["make", "-o", ".venv/.installed", "dev", "FRONTEND=shell"], root)
        try:
            terminal.wait_for("host started for a frontend", 120)
            terminal.wait_for("watching", 60)
            (root / VIEW).write_text("let title = SYNTAX ERROR\n")
            failed = terminal.wait_for("viperhost-dev: Build failed: 1 error.", 60)
            line = f"\n  {VIEW}:1:9: error: expected expression in assignment\r\n"
            shown = terminal.wait_for(line, 30, after=failed) + len(line)
            assert "\x1b" not in terminal.text()[failed:shown]
            (root / VIEW).write_text(GOOD)
            terminal.wait_for("viper-sh started again on the new host", 60, after=failed)
            terminal.wait_for("swapped in", 60, after=failed)
        finally:
            terminal.quit_make(make, 60)
    finally:
        terminal.close()
    assert changed(before, written(root, ALLOWED)) == {VIEW}, \
        "make dev wrote outside .build/, .build-dev/ and the data directory"
    assert (root / ".build" / "build.db").exists()  # the loop's build folder: make build's
    assert not (root / ".build-dev" / "build.db").exists()
    assert list((root / ".build-dev" / "pycache").rglob("quiz*.pyc")), "the quiz plugin never ran here"
