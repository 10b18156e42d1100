"""A dev loop (``viperhost-dev --headless``) on a small checkout whose ``swift`` is a stand-in: its "build" fails
while a source under Sources/ says SYNTAX ERROR (with a diagnostic in swift's own format) and otherwise
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
broken=$(grep -rln 'SYNTAX ERROR' "$PWD/Sources" | head -1)
if [ -n "$broken" ]; then
  line=$(grep -n 'SYNTAX ERROR' "$broken" | head -1 | cut -d: -f1)
  echo "Building for debugging..."
  echo "$broken:$line:9: error: expected expression in assignment"
  exit 1
fi
# A source saying CRASH AT START "builds" a host that exits at once; any other, the host under test.
rm -f "$FAKE_BIN_DIR/viper-host"
if grep -rq 'CRASH AT START' "$PWD/Sources"; then
  printf '#!/bin/sh\necho "fatal error: the database is gone" >&2\nexit 3\n' > "$FAKE_BIN_DIR/viper-host"
  chmod +x "$FAKE_BIN_DIR/viper-host"
else
  ln -s "$FAKE_REAL_HOST" "$FAKE_BIN_DIR/viper-host"
fi
echo "Build complete!"
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
    swift = tmp / "swift"
    swift.write_text(FAKE_SWIFT)
    swift.chmod(0o755)
    process = subprocess.Popen(
        [sys.executable, "-m", "viperhost.dev.cli", "--headless", "--root", str(root), "--swift", str(swift),
         "--no-sample-plugins", *extra],
        stdout=subprocess.PIPE,
        env={**os.environ, "FAKE_BIN_DIR": str(built), "FAKE_REAL_HOST": str(Path(host_bin).resolve())})
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
