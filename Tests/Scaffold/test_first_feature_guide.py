"""docs/FIRST-FEATURE.md, performed: its `sh` blocks and its table of edits,
in order, in a temporary copy of this checkout — the generator with
`--with-detail`, the edits (inside the feature's folder and its tests only),
the build, the lint, the feature's tests, the transcript's failing replay,
`--update` and replay, and viper-sh over the built host (each `text` block is
what the command before it prints). The commands come from the page, so the
page cannot drift from what works. Then, on the same build: the feature's
flag survives a host restart on the same --data-dir (over real pipes), and
`viper-host modules` lists its modules as scaffolded, after the built-ins. It walks on the
session's built copy (conftest's `generated`), where another family of modules came first."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from conftest import FIELDS_FAMILY, FORM_FAMILY, NAMES, REPO, scaffolded_rows
from viperhost import Host

GUIDE = REPO / "docs" / "FIRST-FEATURE.md"


@dataclass
class Command:
    line: str
    fails: bool
    prints: list[str] = field(default_factory=list)


@dataclass
class Edit:
    folders: list[str]
    old: str
    new: str


def steps(text: str) -> list[Command | Edit]:
    """The page's commands and edits, in order."""
    found: list[Command | Edit] = []
    lines = iter(text.splitlines())
    for line in lines:
        if line.startswith("```"):
            language = line[3:].strip()
            block = []
            for inner in lines:
                if inner.startswith("```"):
                    break
                block.append(inner)
            if language == "sh":
                for command in filter(None, (b.strip() for b in block)):
                    parts = re.split(r"\s+#\s", command, maxsplit=1)
                    code, comment = parts[0].strip(), parts[1] if len(parts) > 1 else ""
                    if "(interactive)" not in comment:
                        found.append(Command(code, fails=comment.startswith("fails")))
            elif language == "text" and found and isinstance(found[-1], Command):
                found[-1].prints = [b for b in block if b.strip()]
        elif re.match(r"^\| `[^`]+`.* \| `[^`]+` \| `[^`]+` \|$", line):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            found.append(Edit(re.findall(r"`([^`]+)`", cells[0]), cells[1].strip("`"), cells[2].strip("`")))
    return found


def apply(edit: Edit, checkout: Path) -> None:
    count = 0
    for folder in edit.folders:
        for path in sorted((checkout / folder).rglob("*.swift")):
            text = path.read_text()
            count += text.count(edit.old)
            path.write_text(text.replace(edit.old, edit.new))
    assert count > 0, f"the guide's edit finds no {edit.old} in {edit.folders}"


@pytest.fixture(scope="module")
def walked(generated: Path) -> Iterator[Path]:
    """The session's built copy (conftest: `make build venv` done, another family of modules generated)
    after every step of the guide (a failed step fails every test here). One build for both: a copy built
    from scratch costs minutes."""
    checkout = generated
    # The guide's commands find the copy's own build (viper-sh looks beside itself), never the host under test.
    env = {key: value for key, value in os.environ.items() if key != "VIPER_HOST_BIN"}
    for step in steps(GUIDE.read_text()):
        if isinstance(step, Edit):
            apply(step, checkout)
            continue
        ran = subprocess.run(step.line, shell=True, cwd=checkout, env=env, capture_output=True, text=True, timeout=1800)
        said = f"$ {step.line}\n{ran.stdout[-4000:]}{ran.stderr[-4000:]}"
        assert (ran.returncode != 0) == step.fails, said
        for expected in step.prints:
            assert expected in ran.stdout.splitlines(), f"{said}\nexpected the line: {expected}"
    yield checkout


def test_the_guide_has_its_steps() -> None:
    found = steps(GUIDE.read_text())
    commands = [step.line for step in found if isinstance(step, Command)]
    assert commands[0] == ".build/debug/viper-host new module books --with-detail"
    assert {"swift build", "make lint", "swift test --filter BooksTests"} <= set(commands)
    assert [step.fails for step in found if isinstance(step, Command) and "replay" in step.line] == [True, False, False]
    assert sum(isinstance(step, Edit) for step in found) >= 5
    assert not any("make run" in command for command in commands)  # interactive: left out


@pytest.mark.slow
def test_the_guide_runs_through(walked: Path) -> None:
    tests = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", r"^BooksTests\."], cwd=walked, capture_output=True, text=True,
        timeout=900)
    counts = re.findall(r"Test run with (\d+) tests? in \d+ suites? passed", tests.stdout)
    assert counts and int(counts[-1]) >= 15, tests.stdout[-2000:]


@pytest.mark.slow
def test_a_flag_survives_a_host_restart_on_the_same_data_dir(walked: Path, tmp_path: Path) -> None:
    binary = str(walked / ".build" / "debug" / "viper-host")
    data = ["--data-dir", str(tmp_path)]
    with Host(data, binary=binary) as host:
        host.initialize()
        books = host.open("books")
        host.idle()
        host.event(books.view_id, "toggle", "2")
        host.idle()
    with Host(data, binary=binary) as host:
        host.initialize()
        host.open("books")
        host.idle()
        rows = host.mirror.top.view["children"][0]["items"]
        assert [(row["title"], row["subtitle"]) for row in rows] == [
            ("Dune", "Unread"), ("Middlemarch", "Read"), ("Kindred", "Unread")]


@pytest.mark.slow
def test_the_feature_is_listed_as_scaffolded_after_the_built_ins(walked: Path) -> None:
    built_in, scaffolded = scaffolded_rows(walked / ".build" / "debug" / "viper-host")
    assert scaffolded == [*NAMES, *FORM_FAMILY, *FIELDS_FAMILY, "books", "books-detail"] and "job-detail" in built_in
