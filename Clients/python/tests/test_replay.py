"""The Python replayer: an independent check of every golden transcript."""

from __future__ import annotations

from pathlib import Path

import pytest

from viperhost.locate import find_host_binary, protocol_dir
from viperhost.replay import Failure, answers_due, check, glob, match, parse

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
