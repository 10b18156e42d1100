#!/usr/bin/env python3
"""Derives the open schemas (schema/open/) from the exact ones (schema/).

The exact schemas say what the host writes today and are closed: the host's
own tests validate against them. A frontend validates against the open ones,
which accept what PROTOCOL.md §12 lets a later minor version of protocol 1
add. The open set is never edited by hand: run

    python3 Protocol/schema/make_open.py

after changing an exact schema. Clients/python/tests/test_schema_sets.py
derives the set in memory and fails when the committed files differ.

What changes, and nothing else:
1. every ``"additionalProperties": false`` goes: new optional members;
2. the dispatchers (nodes/node.json on ``type``, notifications/notification.json
   on ``method``) check a known discriminator against its schema and accept
   any other value (new node types, new notifications);
3. the enums in OPENED, which name something a frontend only shows or passes
   on, become strings or integers (new error kinds and codes, close reasons,
   plugin kinds, history entry kinds). Enums a frontend must act on stay closed (router/navigate
   ``action``, view/patch ``op``, ``protocolVersion``, ``jsonrpc``).
plugin/ is not derived: see README.md.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

BASE = "https://viper-host.invalid/protocol/v1/"
OPEN_BASE = BASE + "open/"
SKIPPED = ("open/", "plugin/")

WORD = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}

# file -> (discriminator, the schema a message with an unknown one must meet)
DISPATCHERS: dict[str, tuple[str, dict[str, Any]]] = {
    "nodes/node.json": (
        "type",
        {
            "description": "A node type this version does not know: shown by its children, if any, or a placeholder.",
            "properties": {"children": {"type": "array", "items": {"$ref": "node.json"}}},
        },
    ),
    "notifications/notification.json": (
        "method",
        {
            "description": "A notification this version does not know: a frontend ignores it.",
            "properties": {"jsonrpc": {"const": "2.0"}, "params": {"type": "object"}},
            "required": ["jsonrpc"],
        },
    ),
}

# file -> [(JSON pointer, replacement; None deletes the member)]
OPENED: dict[str, list[tuple[str, Any]]] = {
    "responses/error.json": [
        ("/properties/error/properties/code", {"type": "integer"}),
        ("/properties/error/allOf", None),
    ],
    "notifications/view-closed.json": [("/properties/params/properties/reason", WORD)],
    "common.json": [("/$defs/module/properties/plugin", WORD)],
    "responses/initialize.json": [
        ("/properties/result/properties/pluginErrors/items/properties/kind", WORD),
    ],
    "responses/debug-history.json": [("/properties/result/properties/entries/items/properties/kind", WORD)],
}


def _drop_closed(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _drop_closed(v) for k, v in node.items() if not (k == "additionalProperties" and v is False)}
    if isinstance(node, list):
        return [_drop_closed(v) for v in node]
    return node


def _replace(document: dict[str, Any], pointer: str, value: Any) -> None:
    *parents, last = [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]
    node = document
    for part in parents:
        node = node[part]
    if last not in node:
        raise KeyError(f"{pointer} is not in the exact schema")
    if value is None:
        del node[last]
    else:
        node[last] = copy.deepcopy(value)


def _open_dispatcher(
    document: dict[str, Any], key: str, unknown: dict[str, Any], exact: dict[str, dict[str, Any]], relative: str
) -> None:
    folder = relative.rsplit("/", 1)[0] + "/"
    branches = []
    known = []
    for choice in document.pop("oneOf"):
        target = exact[folder + choice["$ref"]]
        value = target["properties"][key]["const"]
        known.append(value)
        branches.append({"if": {"properties": {key: {"const": value}}}, "then": choice})
    branches.append({"if": {"properties": {key: {"not": {"enum": known}}}}, "then": copy.deepcopy(unknown)})
    document["properties"] = {key: {"type": "string"}}
    document["allOf"] = branches
    document["description"] = f"Dispatches on {key}: a known one must meet its schema, any other is accepted."


def derive(exact: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Maps each exact schema (by path relative to schema/) to its open one."""
    derived: dict[str, dict[str, Any]] = {}
    for relative, source in sorted(exact.items()):
        if relative.startswith(SKIPPED):
            continue
        document = _drop_closed(copy.deepcopy(source))
        for pointer, value in OPENED.get(relative, []):
            _replace(document, pointer, value)
        if relative in DISPATCHERS:
            key, unknown = DISPATCHERS[relative]
            _open_dispatcher(document, key, unknown, exact, relative)
        if not source["$id"].startswith(BASE):
            raise ValueError(f"{relative}: $id outside {BASE}")
        document["$id"] = OPEN_BASE + source["$id"][len(BASE) :]
        comment = f"Generated by make_open.py from ../{relative}; do not edit."
        derived[relative] = {"$schema": document.pop("$schema"), "$id": document.pop("$id"), "$comment": comment, **document}
    return derived


def load_exact(schema_dir: Path) -> dict[str, dict[str, Any]]:
    return {
        path.relative_to(schema_dir).as_posix(): json.loads(path.read_text())
        for path in sorted(schema_dir.rglob("*.json"))
        if not path.relative_to(schema_dir).as_posix().startswith("open/")
    }


def render(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    schema_dir = Path(__file__).resolve().parent
    out = schema_dir / "open"
    derived = derive(load_exact(schema_dir))
    for stale in out.rglob("*.json") if out.exists() else []:
        if stale.relative_to(out).as_posix() not in derived:
            stale.unlink()
    for relative, document in derived.items():
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(document))
    print(f"wrote {len(derived)} open schemas to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
