"""A real terminal (a pty) for commands run as a person runs them in one: each command's stdin, stdout and
stderr are the terminal, and all of them get one environment, as `make` gives its recipes (`make dev` ran
`make build` and then the loop with the same variables: SwiftPM reuses a build's plan when they match)."""

from __future__ import annotations

import os
import pty
import signal
import subprocess
import threading
import time
from pathlib import Path


class Terminal:
    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.master, self.slave = pty.openpty()
        self.output = bytearray()
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:  # closed
                return
            if not data:
                return
            with self.lock:
                self.output += data

    def text(self) -> str:
        with self.lock:
            return self.output.decode("utf-8", "replace")

    def start(self, command: list[str], cwd: Path) -> subprocess.Popen[bytes]:
        return subprocess.Popen(command, cwd=cwd, env=self.env, stdin=self.slave, stdout=self.slave,
                                stderr=self.slave, start_new_session=True)

    def run(self, command: list[str], cwd: Path, timeout: float) -> int:
        return self.start(command, cwd).wait(timeout=timeout)

    def type(self, text: str) -> None:
        os.write(self.master, text.encode())

    def wait_for(self, text: str, timeout: float, after: int = 0) -> int:
        """Where ``text`` is in what the terminal showed (from ``after``); a generous wait, never timed."""
        deadline = time.monotonic() + timeout
        while (found := self.text().find(text, after)) < 0:
            assert time.monotonic() < deadline, f"never on the terminal: {text!r}\n{self.text()[-4000:]}"
            time.sleep(0.1)
        return found

    def quit_make(self, make: subprocess.Popen[bytes], timeout: float) -> None:
        """`quit` to viper-sh under `make dev`: it ends, and with it the loop and make; if it never started, make
        and all it runs are stopped."""
        self.type("quit\n")
        try:
            make.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(make.pid, signal.SIGTERM)
            make.wait(timeout=timeout)

    def close(self) -> None:
        os.close(self.slave)
        os.close(self.master)
