"""viperhost-dev's pure parts: which saves start a build (and of what), and swift's diagnostics as data."""

from __future__ import annotations

from pathlib import Path

import pytest

from viperhost.dev.changes import ContentHashes, Watched, ignored
from viperhost.dev.diagnostics import lines_of, parse

ROOT = Path("/checkout")
PLUGIN = ROOT / "Clients/python/src/viperhost/samples"
watched = Watched(ROOT, (PLUGIN,))


@pytest.mark.parametrize("name", [
    "Sources/Features/Jobs/View/.JobsViewAdapter.swift.swp", "Sources/a.swift~", "Sources/.#a.swift",
    "Sources/#a.swift#", "Sources/4913", "Sources/flycheck_a.swift", "Sources/a_flymake.swift",
    ".build/debug/x.swift", ".build-dev/hosts/1/viper-host", ".build-cov/x.swift", "Sources/x/.build/y.swift",
    ".data/session.sqlite", "Clients/python/src/viperhost/samples/__pycache__/quiz.cpython-311.pyc",
])
def test_temporary_files_and_build_output_are_ignored(name: str) -> None:
    assert ignored(ROOT / name)
    assert watched.plan({ROOT / name}).empty


@pytest.mark.parametrize("name", ["Sources/Features/Jobs/View/JobsViewAdapter.swift", "Templates/module/x.swift",
                                  "Package.swift"])
def test_a_source_needs_a_swift_build(name: str) -> None:
    plan = watched.plan({ROOT / name})
    assert plan.swift and not plan.python_plugins and plan.files == (name,)


def test_a_swift_plugin_also_builds_its_library() -> None:
    assert watched.plan({ROOT / "Sources/Plugins/TicTacToe/Board.swift"}).plugin_library
    assert not watched.plan({ROOT / "Sources/Features/Home/HomeView.swift"}).plugin_library


def test_a_python_plugin_needs_no_build() -> None:
    plan = watched.plan({PLUGIN / "quiz.py"})
    assert plan.python_plugins and not plan.swift


def test_a_burst_is_one_plan() -> None:
    plan = watched.plan({PLUGIN / "quiz.py", ROOT / "Sources/a.swift", ROOT / "Sources/.a.swift.swp"})
    assert plan.swift and plan.python_plugins and plan.files == ("Clients/python/src/viperhost/samples/quiz.py",
                                                                 "Sources/a.swift")


def test_only_changed_bytes_count(tmp_path: Path) -> None:
    source = tmp_path / "a.swift"
    source.write_text("let a = 1\n")
    hashes = ContentHashes()
    hashes.remember([tmp_path])
    assert hashes.really_changed({source}) == set()  # touched, not changed
    source.write_text("let a = 2\n")
    assert hashes.really_changed({source}) == {source}
    source.unlink()  # an atomic save's remove…
    assert hashes.really_changed({source}) == {source}
    source.write_text("let a = 2\n")  # …and create, with the bytes before the remove: a change again (it was gone)
    assert hashes.really_changed({source}) == {source}
    assert hashes.really_changed({source}) == set()
    assert hashes.really_changed({tmp_path / "sedkvI8Gt"}) == set()  # sed -i's temporary: made and renamed away


OUTPUT = """Building for debugging...
/checkout/Sources/Features/Jobs/View/JobsViewAdapter.swift:12:5: error: cannot find 'titel' in scope
 10 |   func render() {
/checkout/Sources/Features/Jobs/View/JobsViewAdapter.swift:12:5: error: cannot find 'titel' in scope
/checkout/Sources/Features/Jobs/View/JobsViewAdapter.swift:3:1: warning: unused import
/checkout/Sources/Features/Jobs/View/JobsViewAdapter.swift:12:5: note: did you mean 'title'?
error: fatalError
"""


def test_diagnostics_are_parsed_once_errors_first() -> None:
    found = parse(OUTPUT, ROOT)
    assert found == [
        {"file": "Sources/Features/Jobs/View/JobsViewAdapter.swift", "line": 12, "column": 5, "severity": "error",
         "message": "cannot find 'titel' in scope"},
        {"file": "Sources/Features/Jobs/View/JobsViewAdapter.swift", "line": 3, "column": 1, "severity": "warning",
         "message": "unused import"},
    ]


def test_failed_build_lines_name_file_line_and_message() -> None:
    lines = lines_of({"state": "failed", "diagnostics": parse(OUTPUT, ROOT)})
    assert lines[0].startswith("Build failed: 1 error.")
    assert lines[1] == "Sources/Features/Jobs/View/JobsViewAdapter.swift:12:5: error: cannot find 'titel' in scope"
    assert lines_of({"state": "failed", "diagnostics": [], "output": "ld: undefined symbol"})[-1] == \
        "ld: undefined symbol"
    assert lines_of({"state": "ok"}) == []
