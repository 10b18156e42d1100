"""Shared by the `viper-host new` tests: the built host, the checkout, and a
way to run the generator. Run with `make test-scaffold` (part of `make test`);
`-m "not slow"` leaves out the builds of whole packages."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

# Every build in these tests (the copy's, the guide's commands, the dev loop's) makes the scaffolded features'
# tests only (Package.swift, VIPER_TESTS): the checkout's own tests are `make test-swift`'s, and building them
# again here was most of this suite's CPU.
os.environ.setdefault("VIPER_TESTS", "scaffolded")


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


# A family: one letter, digits and hyphens, and the longest name there is.
NAMES = ["a", "x2-go", "a-very-long-module-name-that-goes-on-and-on-until-sixty-four-cha"]
assert len(NAMES[2]) == 64
TYPES = ["A", "X2Go", "AVeryLongModuleNameThatGoesOnAndOnUntilSixtyFourCha"]
TITLES = ["A", "X2 go", "A very long module name that goes on and on until sixty four cha"]

# A list + add form + detail feature, then one more screen of each kind in it (`new screen --in`).
FORM_FEATURE = "pantry"
MORE_SCREENS = {"pantry-archive": "list", "pantry-quick": "form", "pantry-peek": "detail"}
# Their module names as `viper-host modules` lists them: the feature's, then the added ones.
FORM_FAMILY = [FORM_FEATURE, f"{FORM_FEATURE}-add", f"{FORM_FEATURE}-detail", *MORE_SCREENS]

# A feature made from its fields (`--fields`): every kind, bounds of each sort, every row action.
FIELDS_FEATURE = "ledger"
EVERY_KIND = (
    "title:text:required:max=40:row notes:multiline:max=200 pin:secure count:integer:required:min=1:max=99:row "
    "amount:decimal:required:min=0.01:max=9999.99 due:date:min=2020-01-01:max=today at:time:min=08:00:max=18:00 "
    "paid:toggle:row:filter kind:choice:required:options=food|travel|office tags:choices:options=client|team|own"
)
ROW_ACTIONS = "delete,duplicate,edit"
# Its module names as `viper-host modules` lists them (after the form family, before the guide's books).
FIELDS_FAMILY = [FIELDS_FEATURE, f"{FIELDS_FEATURE}-form", f"{FIELDS_FEATURE}-detail"]
FIELDS_TRANSCRIPT = f"Protocol/transcripts/{FIELDS_FEATURE}-first-steps.txt"
# Recorded where the date is the earliest on Earth, replayed where it is the latest: two dates, whatever the hour.
RECORDED_IN, REPLAYED_IN = "Etc/GMT+12", "Etc/GMT-14"


def copy_checkout(destination: Path) -> Path:
    """The working tree as it is (tracked and new files, not ignored ones)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO, capture_output=True, check=True,
    ).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file():
            target = destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return destination


@pytest.fixture(scope="session")
def generated(tmp_path_factory: pytest.TempPathFactory, host_bin: Path) -> Iterator[Path]:
    """A copy with the family generated into it (and a --with-form feature with a screen of each
    kind added, and a --fields feature of every kind), then built with its tests. One copy and one build
    for the whole session (a build from scratch is minutes): the first-feature guide then walks on
    it too, adding its `books` feature after the family."""
    checkout = copy_checkout(tmp_path_factory.mktemp("checkout"))
    # The capitals transcript runs the sample process plugin from .venv/.
    (checkout / ".venv").symlink_to(REPO / ".venv")
    for name in NAMES:
        made = run([host_bin, "new", "module", name], cwd=checkout / "Sources")  # any folder inside works
        assert made.returncode == 0, made.stderr
    made = run([host_bin, "new", "module", FORM_FEATURE, "--with-form"], cwd=checkout)
    assert made.returncode == 0, made.stderr
    for name, kind in MORE_SCREENS.items():
        made = run([host_bin, "new", "screen", name, "--in", FORM_FEATURE, "--kind", kind], cwd=checkout)
        assert made.returncode == 0, made.stderr
    made = run(
        [host_bin, "new", "module", FIELDS_FEATURE, "--fields", EVERY_KIND, "--row-actions", ROW_ACTIONS], cwd=checkout)
    assert made.returncode == 0, made.stderr
    built = run(["swift", "build", "--build-tests"], cwd=checkout, timeout=1800)
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    # The --fields feature's transcript is requests only until its next step records the answers (on a day
    # west of every other: test_new_module_fields.py replays it on another).
    recorded = run(
        [checkout / ".build" / "debug" / "viper-host", "replay", "--update", FIELDS_TRANSCRIPT], cwd=checkout,
        env={"TZ": RECORDED_IN}, timeout=300)
    assert recorded.returncode == 0, recorded.stdout[-3000:] + recorded.stderr[-3000:]
    yield checkout


def scaffolded_rows(binary: Path | str) -> tuple[list[str], list[str]]:
    """`viper-host modules`: the built-in names, then the scaffolded ones (marked so), in order."""
    listed = run([binary, "modules"], cwd=REPO)
    rows = [line.split("\t") for line in listed.stdout.splitlines()]
    marked = [len(row) > 3 and row[3] == "(scaffolded)" for row in rows]
    first = marked.index(True) if True in marked else len(rows)
    assert all(marked[first:]), "a built-in module after a scaffolded one"
    return [row[0] for row in rows[:first]], [row[0] for row in rows[first:]]
