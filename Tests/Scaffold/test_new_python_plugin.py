"""`viper-host new plugin NAME --lang python`: the generated project's tests
pass, the three commands it prints work as printed (run through a shell whose
`python3` is this test's Python, which has `viperhost`), and the host serves
the screen over pipes; a refused run writes nothing."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from viperhost import Host, HostError
from viperhost.schema import ProtocolSchema

from conftest import REPO, files_under, run

TEMPLATE = REPO / "Templates" / "plugin-python"
# A family of names: one letter, several words with a digit, the longest (64),
# and one that names a module Python imports (the file is json_plugin.py, so
# it cannot shadow the standard library's json).
NAMES = ["a", "weather-log-2", "a" + "-b" * 31 + "c", "json"]
PLACEHOLDERS = ["MyScreen", "myScreen", "my-screen", "my_screen", "My screen"]


def snake(name: str) -> str:
    return name.replace("-", "_")


def title(name: str) -> str:
    return name[:1].upper() + name[1:].replace("-", " ")


def pascal(name: str) -> str:
    return "".join(word[:1].upper() + word[1:] for word in name.split("-"))


def with_name(text: str, name: str) -> str:
    """The notes' placeholder table, applied to `text` (as the generator does)."""
    forms = {
        "MyScreen": pascal(name), "myScreen": pascal(name)[:1].lower() + pascal(name)[1:],
        "my-screen": name, "my_screen": snake(name), "My screen": title(name),
    }
    return re.sub("|".join(map(re.escape, forms)), lambda m: forms[m.group(0)], text)


def texts(view: dict[str, Any]) -> list[str]:
    return [node["text"] if node["type"] == "text" else f"[{node['title']}]" for node in view["children"]]


@pytest.fixture
def shell_path(tmp_path: Path, host_bin: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """`python3` (this Python) and `viper-host` (the host under test) first on PATH,
    for the printed commands and for the host, which starts `python3` through PATH."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for command, target in [("python3", sys.executable), ("viper-host", str(host_bin))]:
        wrapper = bin_dir / command
        wrapper.write_text(f'#!/bin/sh\nexec "{target}" "$@"\n')
        wrapper.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    return bin_dir


def printed_commands(stdout: str, name: str, directory: Path, cwd: Path) -> list[str]:
    """The template's three `next` commands as the generator printed them: with
    the name put in, `{{dir}}` relative or absolute but naming `directory`."""
    templates = [with_name(command, name) for command in json.loads((TEMPLATE / "scaffold.json").read_text())["next"]]
    assert len(templates) == 3
    commands = []
    for template in templates:
        pattern = re.escape(template).replace(re.escape("{{dir}}"), r"(\S+)")
        found = [m for line in stdout.splitlines() if (m := re.search(pattern + r"\s*$", line))]
        assert len(found) == 1, f"{template!r} is not printed once in:\n{stdout}"
        for given in found[0].groups():
            assert (cwd / given).resolve() == directory.resolve()
        commands.append(found[0].group(0).strip())
    return commands


@pytest.fixture
def schema() -> ProtocolSchema:
    return ProtocolSchema()


@pytest.fixture
def hosts() -> Iterator[list[Host]]:
    started: list[Host] = []
    yield started
    for host in started:
        host.close()


@pytest.mark.parametrize("name", NAMES)
def test_a_generated_python_plugin_is_tested_and_served(
    name: str, host_bin: Path, tmp_path: Path, shell_path: Path, schema: ProtocolSchema, hosts: list[Host]
) -> None:
    directory = tmp_path / "work" / name
    directory.parent.mkdir()
    made = run([host_bin, "new", "plugin", name, "--lang", "python", "--path", directory], cwd=tmp_path)
    assert made.returncode == 0, made.stderr

    files = files_under(directory)
    assert set(files) == {"pyproject.toml", f"{snake(name)}_plugin.py", f"tests/test_{snake(name)}.py", "README.md", ".gitignore"}
    for path, content in files.items():
        left = [p for p in PLACEHOLDERS if p.encode() in content]
        assert left == [], f"{path} still says {left}"
    assert f'name = "{name}"'.encode() in files["pyproject.toml"]
    assert f'{name}-plugin = "{snake(name)}_plugin:main"'.encode() in files["pyproject.toml"]

    cd, test, serve = printed_commands(made.stdout, name, directory, tmp_path)

    # The generated project's own tests pass, run as printed.
    tested = run(["sh", "-c", f"{cd} && {test}"], cwd=tmp_path)
    assert tested.returncode == 0, tested.stdout + tested.stderr
    assert re.search(r"\d+ passed", tested.stdout), tested.stdout

    # The host started as printed serves the module.
    host = Host(
        binary="sh", args=("-c", f"{cd} && exec {serve} --in-memory"), on_message=schema.check_host_message,
        on_send=schema.check_request,
    )
    hosts.append(host)
    started = host.initialize()
    modules = {module["name"]: module for module in started["modules"]}
    assert name in modules, (started.get("pluginErrors"), host.stderr)
    assert (modules[name]["plugin"], modules[name]["title"]) == ("process", title(name))
    home = host.open("home")
    assert name in [item["key"] for item in home.view["children"][0]["items"]]
    host.event(home.view_id, "open", name)
    screen = host.mirror.top
    assert screen is not None and screen.module == name
    host.idle()  # the load
    view_id = screen.view_id
    assert host.views[view_id].view["title"] == title(name)
    assert texts(host.views[view_id].view) == ["Count: 0", "[Add one]", "Nothing saved yet", "[Save]", "[Done]"]
    host.event(view_id, "add")
    host.event(view_id, "save")
    host.idle()
    assert texts(host.views[view_id].view)[:4] == ["Count: 1", "[Add one]", "Saved: 1", "[Save]"]
    with pytest.raises(HostError) as refused:
        host.event(view_id, "fly")
    assert refused.value.kind == "unknown_action"
    host.event(view_id, "done")
    assert host.stack == [home.view_id]

    # Another screen of it, with a step: it starts from the saved count.
    again = host.open(name, {"step": 5})
    host.idle()
    host.event(again.view_id, "add")
    assert texts(host.views[again.view_id].view)[:3] == ["Count: 6", "[Add one]", "Saved: 1"]
    with pytest.raises(HostError) as bad_input:
        host.open(name, {"step": 0})
    assert bad_input.value.kind == "invalid_input"


def test_without_a_path_the_project_goes_in_a_folder_named_after_the_module(host_bin: Path, tmp_path: Path) -> None:
    made = run([host_bin, "new", "plugin", "note-pad", "--lang", "python"], cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "note-pad" / "note_pad_plugin.py").is_file()


def built_in_module_names(host_bin: Path) -> list[str]:
    with Host(binary=str(host_bin)) as host:
        return [module["name"] for module in host.initialize()["modules"]]


def paths_under(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


BAD_NAMES = ["", "A", "My", "a--b", "-a", "a-", "1a", "a_b", "a b", "a.b", "é", "a" * 65]


def refused_cases() -> list[tuple[str, str]]:
    return [(name, "fresh") for name in BAD_NAMES] + [("fine", "existing-dir"), ("fine", "existing-file")]


@pytest.mark.parametrize(("name", "path"), refused_cases())
def test_a_refused_run_writes_nothing(name: str, path: str, host_bin: Path, tmp_path: Path) -> None:
    (tmp_path / "existing-dir").mkdir()
    (tmp_path / "existing-dir" / "keep.txt").write_text("mine")
    (tmp_path / "existing-file").write_text("mine")
    # The name after `--`, so that `-a` reaches the generator as a name, not an option.
    assert_refused(host_bin, tmp_path, ["--lang", "python", "--path", tmp_path / path, "--", name])


def test_a_module_name_the_host_has_is_refused(host_bin: Path, tmp_path: Path) -> None:
    names = built_in_module_names(host_bin)
    assert {"home", "jobs"} <= set(names)
    for name in names:
        assert_refused(host_bin, tmp_path, [name, "--lang", "python", "--path", tmp_path / "fresh"])
        assert_refused(host_bin, tmp_path, [name, "--lang", "python"])


def assert_refused(host_bin: Path, cwd: Path, args: list[str | Path]) -> None:
    before, files = paths_under(cwd), files_under(cwd)
    refused = run([host_bin, "new", "plugin", *args], cwd=cwd)
    assert refused.returncode == 1, (args, refused.stdout, refused.stderr)
    message = refused.stderr.strip()
    assert message and "\n" not in message, (args, refused.stderr)
    assert (paths_under(cwd), files_under(cwd)) == (before, files), args
