"""Goldens that do not rot (Protocol/TRANSCRIPTS.md, "What --update leaves open"): a transcript written by
`viper-host replay --update` or `--record` leaves open what varies between builds — the host's version, the
room after the built-in modules in every catalog, the directories of a replay — and so replays unchanged on a
later build.

The later build is the host under test behind a wrapper that registers one more set of modules (the bench
modules, `--bench-modules`: three more in the catalog) and reports another version, as a new release with a
new feature would. The transcripts replayed on it show no plugin after a catalog's run: the bench modules come
after a plugin's, where a generated or built-in module never goes."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from viperhost.locate import find_host_binary, protocol_dir

from catalog import SLOT, built_in_modules, last_built_in_home_row
from test_transcript_rules import catalog_problems, slot_problems

LATER_VERSION = "9.9.9-later"

SENDS = [
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1","clientInfo":{"name":"t"}}}',
    '{"jsonrpc":"2.0","id":2,"method":"module/list"}',
    '{"jsonrpc":"2.0","id":3,"method":"app/start"}',
    '{"jsonrpc":"2.0","id":4,"method":"view/open","params":{"module":"home"}}',
]



def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(arg) for arg in args], capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def later_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The host under test with the bench modules registered and another version in `hostInfo`."""
    script = tmp_path_factory.mktemp("later") / "viper-host-later"
    script.write_text(
        "#!/bin/bash\nset -o pipefail\n"
        f'"{find_host_binary()}" "$@" --bench-modules'
        " | sed -u 's/\"hostInfo\":{\"name\":\"viper-host\",\"version\":\"[^\"]*\"}/"
        f"\"hostInfo\":{{\"name\":\"viper-host\",\"version\":\"{LATER_VERSION}\"}}/'\n")
    script.chmod(0o755)
    return script


def initialize_answer(host: str | Path) -> dict:
    answered = subprocess.run([str(host), "--in-memory"], input=SENDS[0] + "\n", capture_output=True, text=True,
                              timeout=60)
    return json.loads(answered.stdout.splitlines()[0])["result"]


def answers(path: Path) -> list[dict]:
    return [json.loads(line[4:]) for line in path.read_text().splitlines() if line.startswith("<-- ")]


def replays(path: Path, host: str | Path | None = None) -> bool:
    replayed = run(find_host_binary(), "replay", *(["--host", host] if host else []), path)
    return replayed.returncode == 0 and re.search(r"transcripts: \d+ passed, 0 failed", replayed.stdout) is not None


def test_the_later_build_has_more_modules_and_another_version(later_build: Path) -> None:
    now, later = initialize_answer(find_host_binary()), initialize_answer(later_build)
    assert later["hostInfo"]["version"] == LATER_VERSION != now["hostInfo"]["version"]
    assert len(later["modules"]) > len(now["modules"])


def test_a_new_transcript_written_by_update_replays_on_a_later_build(tmp_path: Path, later_build: Path) -> None:
    story = tmp_path / "new-story.txt"
    story.write_text("# a new story\n!host --in-memory\n" + "".join(f"--> {line}\n" for line in SENDS))
    assert run(find_host_binary(), "replay", "--update", story).returncode == 0
    assert replays(story)
    assert replays(story, later_build)
    written = answers(story)
    assert written[0]["result"]["hostInfo"] == {"name": "viper-host", "version": "{{*}}"}
    for modules in (written[0]["result"]["modules"], written[1]["result"]["modules"]):
        assert [module["name"] for module in modules[:-1]] == built_in_modules() and modules[-1] == SLOT
    home_rows = next(m for m in written if m.get("params", {}).get("module") == "home" and "view" in m["params"])
    rows = home_rows["params"]["view"]["children"][0]["items"]
    assert rows[-2:] == [last_built_in_home_row(), SLOT]


def test_a_recorded_session_replays_on_a_later_build(tmp_path: Path, later_build: Path) -> None:
    recording = tmp_path / "recorded.txt"
    served = subprocess.run([find_host_binary(), "--in-memory", "--record", str(recording)],
                            input="".join(f"{line}\n" for line in SENDS), capture_output=True, text=True, timeout=60)
    assert served.returncode == 0
    assert replays(recording)
    assert replays(recording, later_build)
    assert answers(recording)[0]["result"]["hostInfo"]["version"] == "{{*}}"


def test_a_load_error_written_by_update_replays_from_another_folder(tmp_path: Path) -> None:
    """The path of a plugin the host could not load is under `{{here}}`: written open, not this checkout's."""
    first, moved = tmp_path / "first", tmp_path / "moved" / "elsewhere"
    first.mkdir()
    story = first / "load-error.txt"
    story.write_text(f"# not a library\n!host --in-memory --plugin {{{{here}}}}/load-error.txt\n--> {SENDS[0]}\n")
    assert run(find_host_binary(), "replay", "--update", story).returncode == 0
    moved.mkdir(parents=True)
    (moved / story.name).write_text(story.read_text())
    assert replays(moved / story.name)
    error = answers(story)[0]["result"]["pluginErrors"][0]
    assert error["plugin"] == "{{*}}/load-error.txt" and str(first) not in error["message"]


def test_an_update_keeps_the_patterns_a_golden_has(tmp_path: Path) -> None:
    """A golden whose other answer changed keeps its `"{{*}}"` version and its run, not the host's values."""
    source = protocol_dir() / "transcripts" / "lifecycle-initialize-shutdown-exit.txt"
    golden = tmp_path / source.name
    lines = source.read_text().splitlines()
    # Break the shutdown answer so that the file is rewritten.
    golden.write_text("\n".join(line.replace('"id":3,"result":null', '"id":3,"result":0') for line in lines) + "\n")
    assert not replays(golden)
    assert run(find_host_binary(), "replay", "--update", golden).returncode == 0
    assert golden.read_text().splitlines() == lines


def elements_after_a_run(value: object) -> bool:
    if isinstance(value, dict):
        return any(elements_after_a_run(member) for member in value.values())
    if isinstance(value, list):
        return (SLOT in value and value[-1] != SLOT) or any(elements_after_a_run(e) for e in value)
    return False


def regenerated(tree: Path) -> list[Path]:
    """Every golden, its `<--` lines removed, in a folder at the same depth as Protocol/transcripts (so
    `{{here}}/../..` finds the checkout's plugins); a golden whose !host names a file that is not there keeps its
    lines (the replayers then need them to name it, TRANSCRIPTS.md)."""
    checkout = protocol_dir().parent
    folder = tree / "Protocol" / "transcripts"
    folder.mkdir(parents=True)
    for name in ("Tests", ".venv"):
        (tree / name).symlink_to(checkout / name)
    files = []
    for golden in sorted((protocol_dir() / "transcripts").glob("*.txt")):
        text = golden.read_text()
        named = re.findall(r"\{\{here\}\}(/\S+)", "\n".join(l for l in text.splitlines() if l.startswith("!host")))
        if all((golden.parent / ("." + path)).exists() for path in named):
            text = "".join(line + "\n" for line in text.splitlines() if not line.startswith("<-- "))
        (folder / golden.name).write_text(text)
        files.append(folder / golden.name)
    return files


def test_every_golden_written_anew_by_update_obeys_the_golden_rules_and_replays_on_a_later_build(
    tmp_path: Path, later_build: Path
) -> None:
    files = regenerated(tmp_path)
    folder = files[0].parent
    updated = run(find_host_binary(), "replay", "--update", folder)
    assert updated.returncode == 0, updated.stdout[-2000:]
    problems = [f"{path.name}: {problem}" for path in files for message in answers(path)
                for problem in slot_problems(message) + catalog_problems(message)]
    pinned = [path.name for path in files for message in answers(path)
              if isinstance(message.get("result"), dict) and "hostInfo" in message["result"]
              and message["result"]["hostInfo"] != {"name": "viper-host", "version": "{{*}}"}]
    assert (problems, pinned) == ([], [])
    assert replays(folder)
    # An answer too large to send: its size grows with the catalog.
    assert any("{{number}}" in path.read_text() for path in files)
    fitting = [path for path in files if not any(elements_after_a_run(message) for message in answers(path))]
    assert len(fitting) > len(files) * 3 // 4 and folder / "limits-initialize-too-large.txt" in fitting
    later = run(find_host_binary(), "replay", "--host", later_build, *fitting)
    assert later.returncode == 0, "\n".join(line for line in later.stdout.splitlines() if line.startswith("FAIL"))
