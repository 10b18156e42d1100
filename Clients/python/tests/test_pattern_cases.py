"""The shared pattern cases (Protocol/transcript-cases/patterns.json): the
Python replayer must decide each as the Swift one does
(Tests/TranscriptTests/SharedPatternCasesTests.swift)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from viperhost.locate import protocol_dir
from viperhost.patterns import replay_bindings
from viperhost.replay import match_message

FILE: dict[str, Any] = json.loads((protocol_dir() / "transcript-cases" / "patterns.json").read_text(encoding="utf-8"))
CASES: list[dict[str, Any]] = FILE["cases"]


@pytest.mark.parametrize("case", CASES, ids=[case["note"] for case in CASES])
def test_pattern_case(case: dict[str, Any]) -> None:
    steps = case.get("sequence") or [case]
    bindings = replay_bindings(FILE["today"])  # the replay's date the {{today}} cases are written for
    for number, step in enumerate(steps, start=1):
        problem = match_message(step["pattern"], step["value"], bindings)
        assert (problem is None) == step["matches"], f"step {number}: {problem or 'matched'}"


def test_there_are_cases_for_every_matcher() -> None:
    text = json.dumps(CASES)
    for token in ("{{*}}", "{{...}}", "{{number}}", "{{string}}", "{{bool}}", "{{null}}", "{{object}}", "{{array}}"):
        assert token in text, token
    for token in ("{{re:", "{{$", ":number}}", ":re:", "{{today}}", "{{today+", "{{today-", ":today+"):
        assert token in text, token
