"""`viper-host new plugin NAME --lang swift`: the package it writes builds
against this checkout, its own tests pass, and the host loads the library and
serves the screen over pipes. Marked slow (a Swift package built from
scratch, ~30 s here); `make test-scaffold` runs it."""

from __future__ import annotations

from pathlib import Path

import pytest
from viperhost import Host, HostError

from conftest import REPO, run

NAME = "tally-board"
TYPE = "TallyBoard"  # NAME's Swift type prefix
TITLE = "Tally board"

pytestmark = pytest.mark.slow


def texts(view: dict) -> list[str]:
    return [child["text"] for child in view["children"] if child["type"] == "text"]


@pytest.fixture(scope="module")
def package(host_bin: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The generated package, built (library and tests)."""
    path = tmp_path_factory.mktemp("swift-plugin") / NAME
    made = run([host_bin, "new", "plugin", NAME, "--lang", "swift", "--path", path, "--sdk", REPO], cwd=path.parent)
    assert made.returncode == 0, made.stderr
    for command in ["swift build", f"viper-host --plugin .build/debug/lib{TYPE}Plugin.so"]:
        assert command in made.stdout, made.stdout  # among the three next commands
    manifest = (path / "Package.swift").read_text()
    assert f'.package(path: "{REPO}")' in manifest
    assert "github.com/viperhost" not in manifest
    built = run(["swift", "build", "--build-tests"], cwd=path, timeout=1800)
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    return path


def test_the_package_holds_the_screen_its_tests_and_no_placeholders(package: Path) -> None:
    for relative in ["Package.swift", "README.md", ".gitignore", f"Sources/{TYPE}/PluginEntry.swift",
                     f"Sources/{TYPE}/Interactor/{TYPE}Interactor.swift",
                     f"Tests/{TYPE}Tests/Doubles/{TYPE}GatewaySpy.swift"]:
        assert (package / relative).is_file(), relative
    for file in package.rglob("*"):
        if file.is_file() and ".build" not in file.parts:
            text = file.read_text()
            for placeholder in ["MyScreen", "myScreen", "my-screen", "my_screen", "My screen"]:
                assert placeholder not in text, f"{file}: {placeholder}"


def test_its_own_tests_pass(package: Path) -> None:
    tested = run(["swift", "test", "--skip-build"], cwd=package, timeout=900)
    assert tested.returncode == 0, tested.stdout[-4000:] + tested.stderr[-4000:]
    assert "passed" in tested.stdout + tested.stderr


def test_the_host_lists_it(host_bin: Path, package: Path) -> None:
    library = package / ".build" / "debug" / f"lib{TYPE}Plugin.so"
    listed = run([host_bin, "modules", "--plugin", library], cwd=package)
    assert listed.returncode == 0, listed.stderr
    assert any(line.split("\t")[:1] == [NAME] and TITLE in line for line in listed.stdout.splitlines()), listed.stdout


def test_the_host_loads_it_and_serves_the_screen_over_pipes(host_bin: Path, package: Path) -> None:
    library = package / ".build" / "debug" / f"lib{TYPE}Plugin.so"
    host = Host(args=["--in-memory", "--plugin", str(library)], binary=str(host_bin))
    try:
        modules = host.initialize()["modules"]
        assert {"name": NAME, "title": TITLE} in [{"name": m["name"], "title": m["title"]} for m in modules]
        home = host.open("home")
        items = [item["key"] for item in home.view["children"][0]["items"]]
        assert NAME in items  # opens from home, without input
        host.event(home.view_id, "open", NAME)
        screen_id = host.stack[-1]
        host.idle()
        assert host.views[screen_id].view["title"] == TITLE
        assert texts(host.views[screen_id].view) == ["Count: 0", "Nothing saved yet"]
        host.event(screen_id, "add")
        host.event(screen_id, "add")
        host.event(screen_id, "save")
        host.idle()
        assert texts(host.views[screen_id].view) == ["Count: 2", "Saved: 2"]
        with pytest.raises(HostError) as refused:
            host.event(screen_id, "nope")
        assert refused.value.code == -32602
        host.event(screen_id, "done")
        assert host.stack == [home.view_id]
    finally:
        assert host.close() == 0, host.stderr
