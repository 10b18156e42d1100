"""The Python replayer: an independent check of every golden transcript."""

from __future__ import annotations

from pathlib import Path

import pytest

from viperhost.locate import find_host_binary, protocol_dir
from viperhost.patterns import glob, match, without_runs
from viperhost.replay import Failure, answers_due, check, parse

GOLDENS = sorted((protocol_dir() / "transcripts").glob("*.txt"))


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_every_golden_replays(path: Path) -> None:
    check(str(path), find_host_binary())


def test_there_are_goldens_for_every_error_code() -> None:
    text = "\n".join(p.read_text() for p in GOLDENS)
    for code in (-32700, -32600, -32601, -32602, -32002, -32010, -32011, -32012, -32013):
        assert f'"code":{code}' in text, code


def test_a_broken_expectation_fails_at_its_line(tmp_path: Path) -> None:
    golden = protocol_dir() / "transcripts" / "onboarding-first-launch-to-home.txt"
    broken = golden.read_text().replace('"name":"onboarding-2"', '"name":"onboarding-9"', 1)
    path = tmp_path / "broken.txt"
    path.write_text(broken)
    with pytest.raises(Failure) as caught:
        check(str(path), find_host_binary())
    assert "onboarding-9" in broken
    line = broken.split("\n").index(next(l for l in broken.split("\n") if "onboarding-9" in l)) + 1
    assert caught.value.line == line
    assert "$.params.view.children[0].name" in caught.value.report


def test_patterns() -> None:
    assert match({"a": 1, "b": [1]}, {"b": [1], "a": 1.0}, {}) is None
    assert match({"a": "{{*}}"}, {"a": [1, {}]}, {}) is None
    assert match({"v": "x {{*}}"}, {"v": "x 1.2"}, {}) is None
    assert match({"a": 1}, {"a": 1, "b": 2}, {}) == "$.b: unexpected member"
    bindings: dict = {}
    assert match({"id": "{{$v}}"}, {"id": "v3"}, bindings) is None
    assert match({"id": "{{$v}}"}, {"id": "v4"}, bindings) is not None
    assert glob("a{{*}}c{{*}}", "abcd") and not glob("a{{*}}z", "az-")


# `"{{...}}"` as an array element: any run of zero or more elements. The same
# cases as Tests/TranscriptTests/AnyElementsPatternTests.swift.


def test_a_run_may_be_empty() -> None:
    assert match(["a", "{{...}}", "b"], ["a", "b"], {}) is None
    assert match(["{{...}}"], [], {}) is None


def test_a_run_may_stand_at_the_start_in_the_middle_or_at_the_end() -> None:
    assert match(["{{...}}", "z"], ["x", "y", "z"], {}) is None
    assert match(["a", "{{...}}", "z"], ["a", "m", {"n": 1}, "z"], {}) is None
    assert match(["a", "{{...}}"], ["a", "b", "c"], {}) is None
    assert match(["{{...}}"], [1, {"deep": [2]}, "three"], {}) is None


def test_several_runs_in_one_array() -> None:
    assert match(["{{...}}", "k", "{{...}}"], [1, "k", 2, 3], {}) is None
    assert match(["a", "{{...}}", "m", "{{...}}", "z"], ["a", 1, "m", 2, 2, "z"], {}) is None
    assert match(["a", "{{...}}", "m", "{{...}}", "z"], ["a", "z", "m"], {}) is not None
    assert match(["{{...}}", "{{...}}"], [1, 2], {}) is None


def test_the_other_elements_must_match_in_order() -> None:
    assert match(["a", "{{...}}", "b"], ["b", "a"], {}) == '$[0]: expected "a", got "b"'
    assert match(["a", "{{...}}", "b"], ["a", "x", "c"], {}) == '$[2]: expected "b", got "c"'
    assert match(["a", "{{...}}", "b"], ["a"], {}) == "$[1]: expected more elements, got 1"
    assert match(["{{...}}", "b"], ["b", "x"], {}) == "$[1]: unexpected element"
    assert (match({"l": ["{{...}}", 1]}, {"l": [1, 2]}, {}) or "").startswith("$.l[1]:")


def test_runs_in_nested_arrays() -> None:
    assert match([["{{...}}", 2], "{{...}}"], [[1, 2], [3]], {}) is None
    assert match([{"m": ["{{...}}"]}], [{"m": [1, 2]}], {}) is None
    assert (match([["{{...}}", 2]], [[2, 3]], {}) or "").startswith("$[0][1]:")
    # A run is of this array's elements; it does not reach into an element.
    assert match(["{{...}}", 3], [[1, 3]], {}) is not None


def test_skipped_elements_bind_nothing() -> None:
    bindings: dict = {}
    assert match(["{{...}}", "{{$x}}", "z"], [1, 2, "z"], bindings) is None
    assert bindings == {"x": 2}
    failed: dict = {}
    assert match(["{{$y}}", "{{...}}", "q"], [1, 2], failed) is not None
    assert failed == {}
    bound: dict = {}
    assert match({"id": "{{$v}}"}, {"id": 7}, bound) is None
    assert match(["{{...}}", "{{$v}}"], [7, 8], bound) is not None
    assert match(["{{...}}", "{{$v}}", "{{...}}"], [6, 7, 8], bound) is None


def test_the_string_is_only_a_run_as_an_array_element() -> None:
    assert match({"a": "{{...}}"}, {"a": [1]}, {}) is not None
    assert match({"a": "{{...}}"}, {"a": "{{...}}"}, {}) is None
    assert match({"a": "x{{...}}"}, {"a": "xy"}, {}) is not None
    # The host's own "{{...}}" element is just one more element a run takes.
    assert match(["{{...}}"], ["{{...}}", "x"], {}) is None


def test_checks_that_read_transcripts_see_runs_as_empty() -> None:
    assert without_runs({"l": ["a", "{{...}}", {"m": ["{{...}}", 1]}], "s": "{{...}}"}) == {"l": ["a", {"m": [1]}], "s": "{{...}}"}


def test_answers_due() -> None:
    assert answers_due(b"", 100) == 0
    assert answers_due(b'{"method":"exit"}', 100) == 0
    assert answers_due(b'{"id":1,"method":"x"}', 100) == 1
    assert answers_due(b"{oops", 100) == 1
    assert answers_due(b'{"method":"x","params":3}', 100) == 1
    assert answers_due(b'{"method":"exit"}', 5) == 1


def test_parse_directives(tmp_path: Path) -> None:
    args, runs = parse("t", '!host --in-memory\n--> a\n<-- 1\n!restart\n--> b\n!eof\n<-- 2\n!status 1\n')
    assert args == ["--in-memory"]
    assert len(runs) == 2 and runs[1].status == 1 and runs[1].after_eof.expects == [(7, "2")]


# `!loose` sections: the same stories as Tests/EndToEndTests/LooseTranscriptTests.swift.

LOOSE_START = """!host --in-memory
--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
<-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}
"""
APP_START = '--> {"jsonrpc":"2.0","id":2,"method":"app/start"}'
NAVIGATE = (
    '<-- {"jsonrpc":"2.0","method":"router/navigate","params":'
    '{"action":"replaceRoot","viewId":"v1","module":"onboarding","stack":["v1"]}}'
)
ANSWER = '<-- {"jsonrpc":"2.0","id":2,"result":{"viewId":"v1","module":"onboarding"}}'


def replay_text(tmp_path: Path, text: str, timeout: float = 10.0) -> list[tuple[int, str]]:
    path = tmp_path / "story.txt"
    path.write_text(text)
    skipped: list[tuple[int, str]] = []
    check(str(path), find_host_binary(), timeout, skipped)
    return skipped


def test_a_loose_section_skips_unlisted_notifications_and_says_which(tmp_path: Path) -> None:
    skipped = replay_text(tmp_path, f"{LOOSE_START}!loose\n{APP_START}\n{ANSWER}\n!strict\n")
    assert [line for line, _ in skipped] == [5, 5]
    assert "router/navigate" in skipped[0][1] and "view/update" in skipped[1][1]
    skipped = replay_text(tmp_path, f"{LOOSE_START}!loose\n{APP_START}\n{NAVIGATE}\n{ANSWER}\n")
    assert [line for line, _ in skipped] == [6]


def test_outside_a_loose_section_every_message_must_be_listed(tmp_path: Path) -> None:
    with pytest.raises(Failure) as caught:
        replay_text(tmp_path, f"{LOOSE_START}!loose\n!strict\n{APP_START}\n{ANSWER}\n")
    assert caught.value.line == 7


def test_a_loose_section_never_skips_a_response_nor_reorders(tmp_path: Path) -> None:
    with pytest.raises(Failure) as caught:
        replay_text(tmp_path, f"{LOOSE_START}!loose\n{APP_START}\n")
    assert "skips only notifications" in caught.value.report
    with pytest.raises(Failure) as caught:
        # The wait for the navigate that never comes: long enough for a loaded machine's start and initialize.
        replay_text(tmp_path, f"{LOOSE_START}!loose\n{APP_START}\n{ANSWER}\n{NAVIGATE}\n", timeout=5.0)
    assert caught.value.line == 7


def test_a_listed_notification_that_changed_shows_its_diff(tmp_path: Path) -> None:
    changed = NAVIGATE.replace("replaceRoot", "push")
    with pytest.raises(Failure) as caught:
        replay_text(tmp_path, f"{LOOSE_START}!loose\n{APP_START}\n{changed}\n{ANSWER}\n")
    assert caught.value.line == 6
    assert "$.params.action" in caught.value.report


def test_show_skipped_lists_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from viperhost.replay import main

    path = tmp_path / "story.txt"
    path.write_text(f"{LOOSE_START}!loose\n{APP_START}\n{ANSWER}\n")
    assert main(["--host", find_host_binary(), "--show-skipped", str(path)]) == 0
    assert "  skipped after line 5: <-- " in capsys.readouterr().out


# An extra message at end of input: the same stories as
# Tests/EndToEndTests/ReplayEndOfFileTests.swift. Opening jobs starts its
# download; at end of input the host sends the list, which no line expects.
JOBS_STORY = (
    "!host --in-memory\n"
    '--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'
    '<-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}\n'
    '--> {"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"jobs"}}\n'
    '<-- {"jsonrpc":"2.0","method":"router/navigate","params":"{{*}}"}\n'
    '<-- {"jsonrpc":"2.0","method":"view/update","params":"{{*}}"}\n'
    '<-- {"jsonrpc":"2.0","id":2,"result":"{{*}}"}'
)
RESTART = (
    "!restart\n"
    '--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'
    '<-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}'
)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (JOBS_STORY + "\n", 7),  # the last line of the file
        (JOBS_STORY, 7),  # no final newline
        (JOBS_STORY + "\n# the download ends after this\n\n", 9),  # comments and blank lines are the file's too
        (JOBS_STORY + "\n" + RESTART + "\n", 7),  # before !restart: the last line of that host's run
    ],
    ids=["end", "no-newline", "trailing-comment", "before-restart"],
)
def test_an_extra_message_at_the_end_is_reported_after_the_runs_last_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: int
) -> None:
    from viperhost.replay import main

    path = tmp_path / "story.txt"
    path.write_text(text)
    assert main(["--host", find_host_binary(), str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"FAIL {path}:{line}: unexpected message(s) from the host:\n"), out
    assert '"rev":2' in out


STORY = """# a plugin's story
{host}
--> {{"jsonrpc":"2.0","id":1,"method":"initialize","params":{{"protocolVersion":"1"}}}}
<-- {{"jsonrpc":"2.0","id":1,"result":"{{{{*}}}}"}}
"""


@pytest.mark.parametrize("host_line", [
    "!host --in-memory --process-plugin {{here}}/.venv/bin/viperhost-quiz-plugin",
    "!host --in-memory --process-plugin=/nonexistent/python3 {{here}}/quiz.py",
    "!host --in-memory --plugin {{bindir}}/libNotBuiltPlugin.so",
    "!host --in-memory --plugin-dir {{here}}/no-such-folder",
])
def test_a_missing_plugin_fails_at_its_host_line_naming_the_path(tmp_path: Path, host_line: str) -> None:
    """As viper-host replay does (ReplayMissingPluginTests): at once, at the !host line, not a mismatch later."""
    path = tmp_path / "story.txt"
    path.write_text(STORY.format(host=host_line))
    with pytest.raises(Failure) as caught:
        check(str(path), find_host_binary())
    assert caught.value.line == 2
    assert "which does not exist" in caught.value.report and "make venv" in caught.value.report


def test_a_plugin_the_transcript_expects_to_be_missing_is_replayed(tmp_path: Path) -> None:
    path = tmp_path / "story.txt"
    path.write_text(
        "!host --in-memory --process-plugin {{here}}/missing-command\n"
        '--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'
        '<-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1","hostInfo":"{{*}}","modules":"{{*}}",'
        '"limits":"{{*}}","pluginErrors":[{"plugin":"{{*}}/missing-command","kind":"process","message":"{{*}}"}]}}\n')
    check(str(path), find_host_binary())


def test_a_host_that_is_not_there_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from viperhost.replay.run import main

    path = tmp_path / "story.txt"
    path.write_text(STORY.format(host="!host --in-memory"))
    assert main(["--host", str(tmp_path / "viper-host"), str(path)]) == 64
    assert "is not an executable file" in capsys.readouterr().err
