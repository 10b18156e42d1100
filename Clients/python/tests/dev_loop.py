"""A dev loop (``viperhost-dev --headless``) on a small checkout whose ``swift`` is a stand-in: its "build" fails
while a source under Sources/ says SYNTAX ERROR (with a diagnostic as swift printed it, in colour) and otherwise
succeeds at once, keeping the host under test ($VIPER_HOST_BIN) as the built one (or, while a source says
CRASH AT START, a host that exits at once). The loop itself (the
watcher, the stable host, the swap, the frontends' panels and restarts) is the real one. The real build is
tested by Tests/DevLoop (a copy of this checkout, a view adapter's title edited)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

FAKE_SWIFT = """#!/bin/sh
case "$*" in *--show-bin-path*) echo "$FAKE_BIN_DIR"; exit 0;; esac
# What SwiftPM writes besides the products: its folder, --build-path's or the package's .build.
build_path="$PWD/.build" previous=""
for argument in "$@"; do [ "$previous" = --build-path ] && build_path=$argument; previous=$argument; done
mkdir -p "$build_path" && : > "$build_path/build.db"
broken=$(grep -rln 'SYNTAX ERROR' "$PWD/Sources" | head -1)
if [ -n "$broken" ]; then
  line=$(grep -n 'SYNTAX ERROR' "$broken" | head -1 | cut -d: -f1)
  echo "Building for debugging..."
  # In colour, as swift printed it on a plan a terminal build made (swift_build/*.terminal-plan.txt).
  printf '%s:%s:9: \\033[1;31merror: \\033[1;39mexpected expression in assignment\\033[0;0m\\n' "$broken" "$line"
  exit 1
fi
# A source saying CRASH AT START "builds" a host that exits at once; one saying STATE CHANGED, the host under
# test started on a session whose bench-form state no longer decodes (as when a module's state type changed);
# any other, the host under test.
rm -f "$FAKE_BIN_DIR/viper-host"
if grep -rq 'STATE CHANGED' "$PWD/Sources"; then
  printf '#!/bin/sh\n"%s" "%s" "$@"\nexec "%s" "$@"\n' "$FAKE_PYTHON" "$FAKE_CORRUPT" "$FAKE_REAL_HOST" > "$FAKE_BIN_DIR/viper-host"
  chmod +x "$FAKE_BIN_DIR/viper-host"
elif grep -rq 'CRASH AT START' "$PWD/Sources"; then
  printf '#!/bin/sh\necho "fatal error: the database is gone" >&2\nexit 3\n' > "$FAKE_BIN_DIR/viper-host"
  chmod +x "$FAKE_BIN_DIR/viper-host"
else
  ln -s "$FAKE_REAL_HOST" "$FAKE_BIN_DIR/viper-host"
fi
echo "Build complete!"
"""
# What the STATE CHANGED host does before it starts: bench-form's saved state made one the module cannot read.
CORRUPT = """import sqlite3, sys
arguments = sys.argv[1:]
if "--data-dir" in arguments:
    with sqlite3.connect(arguments[arguments.index("--data-dir") + 1] + "/session.sqlite") as db:
        db.execute("UPDATE session_view SET snapshot = '{\\"values\\": 7}' WHERE module = 'bench-form'")
"""
VIEW = "Sources/Features/Form/FormViewAdapter.swift"
GOOD = 'let title = "Form"\n'


@dataclass
class DevLoop:
    root: Path
    host: Path  # the stable host a frontend starts
    process: subprocess.Popen[bytes]

    def save(self, text: str, name: str = VIEW) -> None:
        (self.root / name).write_text(text)

    def log(self) -> str:
        path = self.root / ".build-dev" / "dev.log"
        return path.read_text() if path.exists() else ""

    def wait_log(self, text: str, count: int = 1, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while self.log().count(text) < count:
            assert time.monotonic() < deadline, f"never in the dev log: {text!r}\n{self.log()}"
            time.sleep(0.05)


def start(tmp: Path, host_bin: str, extra: list[str] = ()) -> DevLoop:
    root = tmp / "checkout"
    (root / VIEW).parent.mkdir(parents=True)
    (root / "Templates").mkdir()
    (root / VIEW).write_text(GOOD)
    built = tmp / "built"
    built.mkdir()
    (built / "viper-host").symlink_to(Path(host_bin).resolve())
    corrupt = tmp / "corrupt.py"
    corrupt.write_text(CORRUPT)
    swift = tmp / "swift"
    swift.write_text(FAKE_SWIFT)
    swift.chmod(0o755)
    process = subprocess.Popen(
        [sys.executable, "-m", "viperhost.dev.cli", "--headless", "--root", str(root), "--swift", str(swift),
         "--no-sample-plugins", *extra],
        stdout=subprocess.PIPE,
        env={**os.environ, "FAKE_BIN_DIR": str(built), "FAKE_REAL_HOST": str(Path(host_bin).resolve()),
             "FAKE_PYTHON": sys.executable, "FAKE_CORRUPT": str(corrupt)})
    assert process.stdout is not None
    host = Path(process.stdout.readline().decode().strip())
    assert host.name == "viper-host", "the dev loop did not start"
    loop = DevLoop(root, host, process)
    loop.wait_log("watching")
    return loop


def stop(loop: DevLoop) -> None:
    loop.process.terminate()
    loop.process.wait(timeout=30)


def running(tmp: Path, host_bin: str) -> Iterator[DevLoop]:
    loop = start(tmp, host_bin)
    try:
        yield loop
    finally:
        stop(loop)


def written(root: Path, allowed: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    """Every file and folder under ``root`` but the ``allowed`` top-level ones, by relative path: modification time
    and size. Two of these, before and after a session, say what it wrote."""
    found = {}
    for folder, folders, files in os.walk(root):
        if Path(folder) == root:
            folders[:] = [name for name in folders if name not in allowed]
        for name in [*folders, *files]:
            stat = (Path(folder) / name).lstat()
            found[str((Path(folder) / name).relative_to(root))] = (stat.st_mtime_ns, stat.st_size)
    return found


def changed(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]) -> set[str]:
    return {name for name in after if before.get(name) != after[name]}
