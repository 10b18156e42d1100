"""How the replayer compares what the host said with what a transcript
expects: structurally (viperhost.patterns), in order, or in a !loose section
where unlisted notifications are skipped."""

from __future__ import annotations

import json
from typing import Any

from ..patterns import match
from .transcript import Failure, Group


def match_message(pattern: Any, actual: Any, bindings: dict[str, Any]) -> str | None:
    """``match`` that binds only when it matches, as the Swift replayer does."""
    trial = dict(bindings)
    problem = match(pattern, actual, trial)
    if problem is None:
        bindings.update(trial)
    return problem


def line_matches(text: str, line: bytes, bindings: dict[str, Any]) -> bool:
    try:
        return match_message(json.loads(text), json.loads(line), bindings) is None
    except ValueError:
        return text.encode() == line


def is_notification(line: bytes) -> bool:
    try:
        message = json.loads(line)
    except ValueError:
        return False
    return isinstance(message, dict) and "method" in message and "id" not in message


def kind(line: str) -> str:
    """A notification's method, or "response": to find the message a listed line was meant for."""
    try:
        message = json.loads(line)
    except ValueError:
        return "text"
    if isinstance(message, dict) and isinstance(message.get("method"), str):
        return "method " + message["method"]
    return "response" if isinstance(message, dict) and "id" in message else "other"


def align_loose(group: Group, actual: list[bytes], bindings: dict[str, Any]) -> tuple[list[int], list[int], int | None]:
    """A !loose group: each listed line takes the first message from where the
    previous one matched that it matches; unlisted notifications are skipped.
    (matched message indices, skipped ones, the first unlisted non-notification)."""
    matched: list[int] = []
    skipped: list[int] = []
    for index, line in enumerate(actual):
        k = len(matched)
        if k < len(group.expects) and line_matches(group.expects[k][1], line, bindings):
            matched.append(index)
        elif is_notification(line):
            skipped.append(index)
        else:
            return matched, skipped, index
    return matched, skipped, None


def has_enough(group: Group, actual: list[bytes], bindings: dict[str, Any]) -> bool:
    if not group.loose:
        return len(actual) >= len(group.expects)
    matched, _, unexpected = align_loose(group, actual, dict(bindings))
    return unexpected is not None or len(matched) == len(group.expects)


def compare_loose(
    path: str,
    group: Group,
    actual: list[bytes],
    stop: str | None,
    bindings: dict[str, Any],
    skipped: list[tuple[int, str]],
    anchor: int,
) -> None:
    matched, passed, unexpected = align_loose(group, actual, bindings)
    k = len(matched)
    if k < len(group.expects):
        number, text = group.expects[k]
        # The closest to the listed line that did not come: a skipped message
        # of its kind after the last match, else the message that stopped it.
        after = matched[-1] if matched else -1
        candidates = [i for i in passed if i > after and kind(actual[i].decode()) == kind(text)]
        candidate = candidates[0] if candidates else unexpected
        if candidate is not None:
            compare(path, Group(expects=[(number, text)], last_line=number), [actual[candidate]], stop, dict(bindings))
        raise Failure(path, number, f"expected this message, but {stop or 'the host sent no such message here'}\n<-- {text}")
    if unexpected is not None:
        raise Failure(
            path,
            group.last_line,
            "unexpected message from the host (a !loose section skips only notifications):\n<-- "
            + actual[unexpected].decode(),
        )
    for index in passed:
        before = [group.expects[j][0] for j, at in enumerate(matched) if at < index]
        skipped.append((before[-1] if before else anchor, actual[index].decode()))


def compare(path: str, group: Group, actual: list[bytes], stop: str | None, bindings: dict[str, Any]) -> None:
    for index, (number, text) in enumerate(group.expects):
        if index >= len(actual):
            raise Failure(path, number, f"expected this message, but {stop or 'the host sent no more here'}\n<-- {text}")
        expected = json.loads(text)
        got = json.loads(actual[index])
        problem = match_message(expected, got, bindings)
        if problem:
            raise Failure(
                path,
                number,
                f"differs at {problem}\n  expected: {json.dumps(expected)}\n  got:      {actual[index].decode()}",
            )
    if len(actual) > len(group.expects):
        extra = "\n".join("<-- " + line.decode() for line in actual[len(group.expects) :])
        raise Failure(path, group.last_line, f"unexpected message(s) from the host:\n{extra}")
