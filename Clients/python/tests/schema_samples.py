"""Shared by the schema-set tests: host messages from the transcripts, and
ways to make them look like a later minor version of protocol 1."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

from viperhost.locate import protocol_dir
from viperhost.patterns import day_after, matcher, today, without_runs
from viperhost.schema import ProtocolSchema

TRANSCRIPTS = sorted((protocol_dir() / "transcripts").glob("*.txt"))


def is_placeholder(value: Any) -> bool:
    return isinstance(value, str) and value.startswith("{{$") and value.endswith("}}")


def as_sample(value: Any) -> Any:
    """The message a host line stands for, as far as a schema can tell: each
    `"{{...}}"` run empty, and each member whose value is a `"{{$name}}"`
    placeholder (whatever the host sends there, of any type) left out; a
    `"{{today…}}"` the date it stands for today. (The goldens' `"{{*}}"` only
    stands for the host's version, a string: kept.)"""
    if isinstance(value, str) and (found := matcher(value)) and found[0] == "today":
        return day_after(today(), found[1])
    if isinstance(value, dict):
        return {key: as_sample(member) for key, member in value.items() if not is_placeholder(member)}
    if isinstance(value, list):
        return [as_sample(element) for element in without_runs(value)]
    return value


def host_lines(text: str) -> Iterator[tuple[str, Any]]:
    """(direction, message) for each --> and <-- line that holds JSON; a host
    line as the sample it stands for (`as_sample`)."""
    for line in text.splitlines():
        for arrow in ("--> ", "<-- "):
            if line.startswith(arrow):
                try:
                    message = json.loads(line[len(arrow) :])
                except ValueError:
                    continue
                yield arrow.strip(), as_sample(message) if arrow == "<-- " else message


FREE_FORM = ("input", "value", "state")  # members whose value is any JSON (a JSON Schema, a patch value, a snapshot)


def object_paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    if isinstance(value, dict):
        yield path
        for key, member in value.items():
            if key not in FREE_FORM:
                yield from object_paths(member, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from object_paths(item, (*path, index))


def with_member(message: Any, paths: list[tuple]) -> Any:
    grown = copy.deepcopy(message)
    for path in paths:
        node = grown
        for step in path:
            node = node[step]
        node["addedInAFutureMinorVersion"] = {"any": ["json"]}
    return grown


# Optional result members: a result with one is a sample of its own.
OPTIONAL_RESULT_MEMBERS = {"pluginErrors", "debug", "restored"}


def distinct_host_messages() -> list[tuple[dict[str, Any], Any]]:
    """The first host message of each kind in the transcripts (an error: of each code and kind; a
    result: of each method, with each optional member), with its request's method."""
    seen: dict[str, tuple[dict[str, Any], Any]] = {}
    for path in TRANSCRIPTS:
        methods: dict[Any, str] = {}
        for direction, message in host_lines(path.read_text()):
            if direction == "-->":
                if isinstance(message, dict) and "id" in message:
                    methods[message["id"]] = message.get("method")
                continue
            method = methods.get(message.get("id"))
            if "method" in message:
                key = message["method"] + ("+error" if "error" in message.get("params", {}) else "")
            elif "error" in message:
                key = f"error {message['error']['code']} {message['error'].get('data', {}).get('kind')}"
            else:
                result = message.get("result")
                optional = sorted(set(result) & OPTIONAL_RESULT_MEMBERS) if isinstance(result, dict) else []
                key = f"{method} result" + "".join("+" + name for name in optional)
            seen.setdefault(key, (message, {message.get("id"): method}))
    return list(seen.values())


def check(schema: ProtocolSchema, message: Any, methods: dict) -> None:
    schema.methods_by_id.clear()
    schema.methods_by_id.update(methods)
    schema.check_host_message(message)


def screen(*children: dict) -> dict:
    return {
        "jsonrpc": "2.0",
        "method": "view/update",
        "params": {"viewId": "v1", "module": "home", "rev": 1, "view": {"type": "screen", "title": "t", "children": list(children)}},
    }


FUTURE_NODE = {
    "type": "carousel",
    "interval": 3,
    "children": [
        {"type": "text", "text": "inside"},
        {"type": "gallery", "children": [{"type": "button", "action": "go", "title": "Go", "enabled": True}]},
        {"type": "badge", "count": 2},
    ],
}


