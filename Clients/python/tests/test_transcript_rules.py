"""PROTOCOL §5 "Order of a stack change" and §8's readable error messages,
checked on every transcript.

Each `router/navigate` must be followed at once by the `view/closed` notices
of the views it closed (top first), then the rev 1 `view/update` of each view
it opened, root first; and a rev 1 update never appears anywhere else.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from viperhost.locate import protocol_dir
from viperhost.patterns import without_runs

from catalog import built_in_home_rows, built_in_modules, is_last_built_in, last_built_in_home_row
from wire_rules import ErrorMessages, StackOrder, message_problem

TRANSCRIPTS = sorted((protocol_dir() / "transcripts").glob("*.txt"))


def host_messages(path: Path) -> list[list[dict]]:
    """The host's messages of each host run in a transcript (split at
    !restart), each `"{{...}}"` run taken as no elements."""
    runs: list[list[dict]] = [[]]
    for line in path.read_text().splitlines():
        if line.startswith("!restart"):
            runs.append([])
        elif line.startswith("<-- "):
            runs[-1].append(without_runs(json.loads(line[4:])))
    return runs


def order_problems(messages: list[dict]) -> list[str]:
    """Every place where `messages` break the order of a stack change."""
    order = StackOrder()
    for message in messages:
        order(message)
    if order.expected:
        order.problems.append(f"the stream ended before {order.expected[0]}")
    return order.problems


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_every_stack_change_in_the_transcripts_is_in_order(path: Path) -> None:
    for run in host_messages(path):
        assert order_problems(run) == []


def navigate(stack: list[str], action: str = "push") -> dict:
    return {"method": "router/navigate", "params": {"action": action, "viewId": stack[-1], "module": "m", "stack": stack}}


def update(view: str, rev: int) -> dict:
    return {"method": "view/update", "params": {"viewId": view, "module": "m", "rev": rev, "view": {}}}


def closed(view: str) -> dict:
    return {"method": "view/closed", "params": {"viewId": view, "reason": "replaced"}}


def test_the_checker_finds_each_kind_of_disorder() -> None:
    good = [navigate(["v1"]), update("v1", 1), navigate(["v1", "v2"]), update("v2", 1)]
    good += [navigate(["v3"], "replaceRoot"), closed("v2"), closed("v1"), update("v3", 1)]
    assert order_problems(good) == []
    # A whole stack opened at once (a restored session, a link): every new view, root first.
    whole = [navigate(["v1"]), update("v1", 1), navigate(["v2", "v3"], "replaceRoot"), closed("v1")]
    assert order_problems([*whole, update("v2", 1), update("v3", 1)]) == []
    assert order_problems([*whole, update("v3", 1), update("v2", 1)])
    assert order_problems([*whole, update("v3", 1)])
    # The update before the closed notices (the failed-root order this rule replaced).
    assert order_problems([navigate(["v1", "v2"]), update("v2", 1), navigate(["v3"]), update("v3", 1), closed("v2"), closed("v1")])
    # Closed notices bottom first.
    assert order_problems([navigate(["v1"]), update("v1", 1), navigate(["v1", "v2"]), update("v2", 1), navigate(["v3"]), closed("v1"), closed("v2"), update("v3", 1)])
    # A rev 1 update out of nowhere.
    assert order_problems([update("v1", 1)])


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_every_error_message_in_the_transcripts_is_readable(path: Path) -> None:
    check = ErrorMessages()
    for run in host_messages(path):
        for message in run:
            check(message)
    assert check.problems == []


def test_the_message_rule_finds_debug_text() -> None:
    assert message_problem("Plugin failed: quiz: wrote a line that is not JSON (unexpected character at byte 1).") is None
    assert message_problem("Plugin failed: x: JSONParseError(reason: Wire.JSONParseError.Reason.syntax, offset: Optional(1))")
    assert message_problem('Invalid params: bad input: got string("x")')
    assert message_problem("invalid params: lower case")
    assert message_problem("Bad: {'a': 1}")
    assert message_problem("Cannot load /x/libquiz.so: invalid ELF header") is None


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_no_transcript_pins_the_host_version(path: Path) -> None:
    """TRANSCRIPTS.md: the goldens wildcard the host's version, so a release does not break them."""
    infos = [message["result"]["hostInfo"] for run in host_messages(path) for message in run
             if isinstance(message.get("result"), dict) and "hostInfo" in message["result"]]
    assert all(info == {"name": "viper-host", "version": "{{*}}"} for info in infos), infos


def slot_problems(value: object, where: str = "$") -> list[str]:
    """Catalogs that leave no room for modules made by `viper-host new module`."""
    problems: list[str] = []
    if isinstance(value, dict):
        for key, member in value.items():
            problems += slot_problems(member, f"{where}.{key}")
    elif isinstance(value, list):
        for index, element in enumerate(value):
            problems += slot_problems(element, f"{where}[{index}]")
            if is_last_built_in(element) and value[index + 1 : index + 2] != ["{{...}}"]:
                problems.append(f'{where}[{index + 1}]: no "{{{{...}}}}" after the last built-in module')
    return problems


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_every_catalog_in_the_transcripts_leaves_room_for_generated_modules(path: Path) -> None:
    """TRANSCRIPTS.md: a golden that shows the catalog (initialize's or module/list's
    `modules`, home's list) has `"{{...}}"` right after the built-in modules."""
    lines = [line[4:] for line in path.read_text().splitlines() if line.startswith("<-- ")]
    assert [problem for line in lines for problem in slot_problems(json.loads(line))] == []


def catalog_problems(value: object, where: str = "$") -> list[str]:
    """Every catalog in `value` (a `modules` list, home's rows) that does not show the host's built-in modules, in
    the host's order, before its `"{{...}}"`."""
    problems: list[str] = []
    if isinstance(value, dict):
        for key, member in value.items():
            problems += catalog_problems(member, f"{where}.{key}")
    elif isinstance(value, list):
        for index, element in enumerate(value):
            problems += catalog_problems(element, f"{where}[{index}]")
        shown = value[: value.index("{{...}}")] if "{{...}}" in value else value
        if any(isinstance(e, dict) and e.get("name") == "onboarding" for e in value):
            names = [e.get("name") for e in shown if isinstance(e, dict)]
            if names != built_in_modules():
                problems.append(f"{where}: the catalog shows {names}, the host's built-in modules are {built_in_modules()}")
        home = list(built_in_home_rows())
        if any(isinstance(e, dict) and e.get("key") == home[0]["key"] and "title" in e for e in value):
            rows = [{"key": e.get("key"), "title": e.get("title")} for e in shown if isinstance(e, dict)]
            if rows != home:
                problems.append(f"{where}: home shows {rows}, the host's built-in rows are {home}")
    return problems


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_every_catalog_in_the_goldens_is_the_hosts_built_in_list(path: Path) -> None:
    """The built-in modules are defined once, in the composition root (`viper-host modules` lists them): a golden
    that shows the catalog shows exactly those, in that order, then `"{{...}}"`. A built-in feature added to that
    list, anywhere in it, fails here until the goldens show it (see CompositionRoot.swift)."""
    lines = [line[4:] for line in path.read_text().splitlines() if line.startswith("<-- ")]
    assert [problem for line in lines for problem in catalog_problems(json.loads(line))] == []


def test_the_slot_rule_finds_a_catalog_without_room() -> None:
    jobs, detail = last_built_in_home_row(), {"name": built_in_modules()[-1], "title": "Job"}
    assert slot_problems({"modules": [{"name": "jobs"}, detail, "{{...}}", {"name": "capitals"}]}) == []
    assert slot_problems({"items": [{"key": "roulette"}, jobs, "{{...}}"]}) == []
    assert slot_problems({"modules": [detail, {"name": "capitals"}, "{{...}}"]}) == [
        '$.modules[1]: no "{{...}}" after the last built-in module']
    assert slot_problems([[jobs]]) == ['$[0][1]: no "{{...}}" after the last built-in module']
