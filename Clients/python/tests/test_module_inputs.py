"""PROTOCOL §4 and §7: every module that takes input describes it in
`module/list` as a JSON Schema, and the host holds every input to one rule —
unknown members ignored, a missing or mistyped member refused with -32602
`invalid_input` naming it. The family is generated from the schemas
themselves: for each member, a value of every wrong type."""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator

from viperhost import Host
from viperhost.errors import HostError

WRONG = {"integer": ["1", 1.5, True, None, [], {}], "string": [1, True, [], {}], "boolean": ["no", 0, []],
         "array": ["x", 1, {}], "object": [5, "x", []]}
VALID = {"integer": 1, "string": "a-b", "boolean": False, "array": [], "object": {}}


def minimal(schema: dict[str, Any]) -> dict[str, Any]:
    """The smallest input the schema takes: its required members, each a valid value."""
    properties = schema.get("properties", {})
    return {name: VALID[properties[name]["type"]] for name in schema.get("required", [])}


@pytest.fixture(scope="module")
def modules() -> list[dict[str, Any]]:
    with Host(args=("--in-memory", "--bench-modules")) as host:
        host.initialize()
        return [m for m in host.request("module/list")["modules"] if "input" in m]


def test_the_modules_that_take_input_describe_it(modules: list[dict[str, Any]]) -> None:
    names = {m["name"] for m in modules}
    assert {"stargazers", "user", "users-list", "user-details", "job-detail", "bench-list"} <= names
    for module in modules:
        Draft202012Validator.check_schema(module["input"])


def test_a_mistyped_member_is_refused_naming_it(modules: list[dict[str, Any]]) -> None:
    checked = 0
    with Host(args=("--in-memory", "--bench-modules")) as host:
        host.initialize()
        host.start()
        for module in modules:
            schema = module["input"]
            for member, rule in schema.get("properties", {}).items():
                for wrong in WRONG.get(rule.get("type"), []):
                    if wrong is None and member not in schema.get("required", []):
                        continue  # null for an optional member counts as absent (PROTOCOL.md §7)
                    value = {**minimal(schema), member: wrong}
                    with pytest.raises(HostError) as refused:
                        host.open(module["name"], value)
                    error = refused.value
                    assert error.code == -32602 and error.kind == "invalid_input", (module, value)
                    assert f'"{member}' in error.message, error.message
                    checked += 1
    assert checked > 30


def test_a_missing_required_member_is_refused_naming_it(modules: list[dict[str, Any]]) -> None:
    with Host(args=("--in-memory", "--bench-modules")) as host:
        host.initialize()
        host.start()
        for module in modules:
            schema = module["input"]
            for member in schema.get("required", []):
                value = {k: v for k, v in minimal(schema).items() if k != member}
                with pytest.raises(HostError) as refused:
                    host.open(module["name"], value)
                assert f'"{member}" is missing' in refused.value.message


def test_unknown_members_are_ignored(modules: list[dict[str, Any]]) -> None:
    with Host(args=("--in-memory", "--bench-modules")) as host:
        host.initialize()
        host.start()
        for module in modules:
            if module["name"] == "stargazers":
                value: dict[str, Any] = {"repository": "octo/cat"}
            elif module["name"] in ("user",):
                value = {"id": 1, "login": "octocat", "avatar_url": "https://a"}
            else:
                value = minimal(module["input"])
            view = host.open(module["name"], {**value, "a-member-from-the-future": [1, {"x": None}]})
            assert view.module == module["name"]


def test_null_for_an_optional_member_is_absent() -> None:
    with Host(args=("--in-memory",)) as host:
        host.initialize()
        host.start()
        assert host.open("stargazers", {"repository": None}).view["title"] == "Kuniwak/MirrorDiffKit"
        detail = host.open("job-detail", {"id": 1, "name": "QA", "applied": None})
        assert detail.view["title"] == "QA"


def test_a_whole_number_too_large_is_out_of_range_not_mistyped() -> None:
    with Host(args=("--in-memory",)) as host:
        host.initialize()
        host.start()
        with pytest.raises(HostError) as refused:
            host.open("job-detail", {"id": 1e20, "name": "QA"})
        assert refused.value.kind == "invalid_input"
        assert '"id" must be an integer from' in refused.value.message


@pytest.mark.parametrize("module", ["home", "roulette", "jobs"])
def test_a_module_without_input_ignores_an_objects_members_and_refuses_anything_else(module: str) -> None:
    with Host(args=("--in-memory",)) as host:
        host.initialize()
        host.start()
        assert host.open(module, {"from-the-future": 1}).module == module
        with pytest.raises(HostError) as refused:
            host.open(module, [1])
        assert refused.value.kind == "invalid_input"
