"""viperhost-dev --frontend shell, from the outside: viper-sh (fed commands through a pipe, as a script) on the
dev loop's stable host. A failed build's diagnostics are printed on the terminal (stderr) while viper-sh goes on
with the old host; a successful one ends viper-sh and starts it again, and its `start` restores the session
(viper-sh waits for every answer: nothing to resend). The build is dev_loop's stand-in for swift."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from dev_loop import FAKE_SWIFT, GOOD, VIEW

from viperhost.locate import find_host_binary

SECOND_SCREEN = "[image: Screens served by the host, shown by any frontend]"


def test_viper_sh_sees_build_errors_and_is_started_again_on_the_restored_session(tmp_path: Path) -> None:
    root = tmp_path / "checkout"
    (root / VIEW).parent.mkdir(parents=True)
    (root / VIEW).write_text(GOOD)
    built = tmp_path / "built"
    built.mkdir()
    (built / "viper-host").symlink_to(Path(find_host_binary()).resolve())
    swift = tmp_path / "swift"
    swift.write_text(FAKE_SWIFT)
    swift.chmod(0o755)
    process = subprocess.Popen(
        [sys.executable, "-m", "viperhost.dev.cli", "--frontend", "shell", "--root", str(root), "--swift", str(swift),
         "--no-sample-plugins", "--data-dir", str(tmp_path / "data")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "FAKE_BIN_DIR": str(built), "FAKE_REAL_HOST": str(Path(find_host_binary()).resolve())})
    assert process.stdin is not None and process.stdout is not None
    seen: list[str] = []
    threading.Thread(target=lambda: [seen.append(line) for line in process.stdout or []], daemon=True).start()

    def wait_for(text: str, count: int = 1) -> None:
        deadline = time.monotonic() + 60
        while sum(text in line for line in seen) < count:
            assert time.monotonic() < deadline and process.poll() is None, f"never: {text!r}\n{''.join(seen)}"
            time.sleep(0.05)

    def send(*commands: str) -> None:
        assert process.stdin is not None
        process.stdin.write("".join(f"{command}\n" for command in commands))
        process.stdin.flush()

    try:
        wait_for("host started for a frontend")
        send("start", "do continue", "show")
        wait_for(SECOND_SCREEN)
        (root / VIEW).write_text("let title = SYNTAX ERROR\n")
        wait_for("Sources/Features/Form/FormViewAdapter.swift:1:9: error: expected expression in assignment")
        send("show")  # the old host still serves viper-sh
        wait_for(SECOND_SCREEN, 2)
        (root / VIEW).write_text(GOOD)
        wait_for("viper-sh started again on the new host")
        send("start", "show")  # a script's first start restores the saved session
        wait_for(SECOND_SCREEN, 3)
        wait_for("swapped in")
        assert "session restored" in "".join(seen)
        assert not [line for line in seen if "Traceback" in line]
    finally:
        process.terminate()
        process.wait(timeout=30)
