"""Shared by the `viper-host new` tests: the built host, the checkout, and a
way to run the generator. Run with `make test-scaffold` (part of `make test`);
`-m "not slow"` leaves out the builds of whole packages."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: builds a Swift package from scratch")


@pytest.fixture(scope="session")
def host_bin() -> Path:
    """The viper-host under test: $VIPER_HOST_BIN, as the Makefile sets it."""
    path = Path(os.environ.get("VIPER_HOST_BIN", REPO / ".build" / "debug" / "viper-host"))
    assert path.is_file(), f"no viper-host at {path}: run `swift build` or set VIPER_HOST_BIN"
    return path


def run(args: list[str | Path], cwd: Path, timeout: float = 600, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Runs a command to the end and returns what it printed (never raises on a status)."""
    return subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=timeout,
        env={**os.environ, **(env or {})},
    )


def files_under(root: Path) -> dict[str, bytes]:
    """Every file below `root`, by relative path: to prove a refused run wrote nothing."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
