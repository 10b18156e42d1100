#!/usr/bin/env python3
"""The node vocabulary as the frontends' gate reads it from the schema (README.md, "What a
frontend must render"): every node type of nodes/node.json, whether a frontend announces it in
`capabilities.nodes`, and the cases each frontend renders — each example of each type, a
variant of it per state member and one per value of each member its `variants` name — with the
text a user must see in each.

    python3 Protocol/schema/vocabulary.py        # the vocabulary as JSON, for the page's and viper-sh's gates

Standard library only (viper-sh's and the page's tests run it with the system's python3). The
Python tests import it (Clients/python/tests/test_vocabulary.py), which also validate every case
against the schema.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
NODES = HERE / "nodes"
# A type no version of protocol 1 defines: each frontend shows it as its fallback for unknown nodes
# (PROTOCOL.md §6), so a gate can tell its fallback marker is the one its frontend writes.
UNKNOWN_NODE = {"type": "x-future-node", "children": [{"type": "text", "text": "Inside a future node"}]}

# What the gate types into a node that hides what is typed when the example has no text there.
SAMPLE_TYPED = "typed by the gate"

Node = dict[str, Any]


def node_types() -> list[str]:
    """The node types of nodes/node.json, in its order."""
    dispatcher = json.loads((NODES / "node.json").read_text())
    return [node_schema_file(choice["$ref"])["properties"]["type"]["const"] for choice in dispatcher["oneOf"]]


def node_schema_file(name: str) -> Node:
    return json.loads((NODES / name).read_text())


def node_schema(kind: str) -> Node:
    return node_schema_file(f"{kind}.json")


def rendering(kind: str) -> Node:
    """The type's `x-render`: {announced, shows, states, variants, unshown}; a type without one is an error."""
    schema = node_schema(kind)
    if "x-render" not in schema:
        raise ValueError(f"nodes/{kind}.json has no x-render (README.md, 'What a frontend must render')")
    return schema["x-render"]


def announced() -> list[str]:
    """What a frontend lists in `capabilities.nodes` when it renders it (PROTOCOL.md §6, rule 8): the
    types that came after the first eight, then the later members of a type, named `type.member`
    (x-render `features`)."""
    return [kind for kind in node_types() if rendering(kind)["announced"]] + [
        feature for kind in node_types() for feature in rendering(kind).get("features", {})]


def values_at(node: Any, path: str) -> list[Any]:
    """The values at `path` ("items/*/title": `*` is each element of an array); none when absent."""
    found = [node]
    for step in path.split("/"):
        nxt: list[Any] = []
        for value in found:
            if step == "*" and isinstance(value, list):
                nxt += value
            elif isinstance(value, dict) and step in value:
                nxt.append(value[step])
        found = nxt
    return found


def shows(node: Node) -> list[str]:
    """The lines of text a user must see for `node`: each non-empty line of each string at one of
    its type's `shows` paths; `children`: what each child shows."""
    lines: list[str] = []
    for path in rendering(node["type"])["shows"]:
        for value in values_at(node, path):
            if path == "children":
                for child in value:
                    lines += shows(child)
            elif isinstance(value, str):
                lines += [line.strip() for line in value.split("\n") if line.strip()]
    return lines


def flipped(node: Node, member: str) -> Node:
    """`node` with the boolean `member` flipped (absent: false, so it becomes true)."""
    variant = copy.deepcopy(node)
    variant[member] = not bool(node.get(member, False))
    return conform(variant)


def valued(node: Node, member: str, value: Any) -> Node:
    """`node` with `member` set to `value`, made to meet its schema (`conform`)."""
    variant = copy.deepcopy(node)
    variant[member] = value
    return conform(variant)


def conform(variant: Node) -> Node:
    """A variant made to meet its schema: a secure field has no `value`, any other kind has one; a
    date or time field's value is one (else empty), it goes on leave, and only it has min/max (field.json's
    allOf); a multiple choice's value is a list of keys, a single one's a key or null (choice.json)."""
    if variant["type"] == "field":
        kind = variant["kind"]
        if kind == "secure":
            variant.pop("value", None)
        else:
            variant.setdefault("value", "")
        if kind in ("date", "time"):
            pattern = r"[0-9]{4}-[0-9]{2}-[0-9]{2}" if kind == "date" else r"[0-9]{2}:[0-9]{2}"
            if not re.fullmatch(pattern, variant["value"]):
                variant["value"] = ""
            for bound in ("min", "max"):
                if bound in variant and not re.fullmatch(pattern, variant[bound]):
                    del variant[bound]
            if variant["send"] == "change":
                variant["send"] = "leave"
                variant.pop("debounceMs", None)
        else:
            variant.pop("min", None)
            variant.pop("max", None)
    elif variant["type"] == "choice":
        value = variant["value"]
        if variant["multiple"] and not isinstance(value, list):
            variant["value"] = [] if value is None else [value]
        elif not variant["multiple"] and isinstance(value, list):
            variant["value"] = value[0] if value else None
    return variant


def variant_values(example: Node, spec: Node) -> list[Any]:
    """The values a `variants` entry gives `example`: its `values`, then those at its `from` path
    in the example (a picker's option keys), each once."""
    out: list[Any] = []
    for value in spec.get("values", []) + (values_at(example, spec["from"]) if "from" in spec else []):
        if value not in out:
            out.append(value)
    return out


def typing(example: Node, node: Node) -> Node:
    """{typed, hides} for `node` (the example or a variant of it): when a `variants` entry of its type
    says its value of that member `hides` a member (a secure field, its `value`), the text a user
    types into it — the example's text there, or SAMPLE_TYPED — and its lines, none of which it may
    show; else (or when it is disabled) {typed: "", hides: []}."""
    for member, spec in rendering(node["type"]).get("variants", {}).items():
        hidden = spec.get("hides", {}).get(node.get(member)) if isinstance(node.get(member), str) else None
        if hidden and node.get("enabled", True):  # (a disabled input takes no typing)
            typed = "".join(values_at(example, hidden)) or SAMPLE_TYPED
            return {"typed": typed, "hides": [line.strip() for line in typed.split("\n") if line.strip()]}
    return {"typed": "", "hides": []}


def screen(name: str, node: Node) -> Node:
    """The view a case is shown in: the node itself when it is a screen."""
    if node["type"] == "screen":
        return node
    return {"type": "screen", "title": f"Case {name}", "children": [node]}


def cases() -> list[Node]:
    """For each example of each type: {name, type, view, shows, types}; for each of the type's
    `states`, a variant {…, variantOf: the example's name, member} whose rendering must differ
    from the example's; and for each member of its `variants` the example has, one variant per
    value other than the example's {…, variantOf, member, value, shows: the variant's, unseen:
    the frontends excused, with why}. Each case has {typed, hides} (`typing`): for a value `hides`
    names (a secure field, the example's or a variant), the text a user types into its control, of
    which no line may be shown; a value variant with one is judged by that instead of "differs".
    `types`: every node type in the case's node, which none may show as the frontend's fallback."""
    out: list[Node] = []
    for kind in node_types():
        examples = node_schema(kind).get("examples") or []
        if not examples:
            raise ValueError(f"nodes/{kind}.json has no examples: the gate renders them in every frontend")
        for index, example in enumerate(examples, start=1):
            name = f"{kind}-{index}"
            base = {"name": name, "type": kind, "node": example, "view": screen(name, example),
                    "shows": shows(example), "types": sorted(types_in(example)), **typing(example, example)}
            out.append(base)
            for member in rendering(kind)["states"]:
                variant = flipped(example, member)
                out.append({**base, "name": f"{name}-{member}", "node": variant, "view": screen(name, variant),
                            "variantOf": name, "member": member, **typing(example, variant)})
            for member, spec in rendering(kind).get("variants", {}).items():
                if member not in example:
                    continue
                for value in variant_values(example, spec):
                    if value == example[member]:
                        continue
                    variant = valued(example, member, value)
                    if variant[member] == example[member]:  # made to meet the schema, it is the example again
                        continue
                    out.append({**base, "name": f"{name}-{member}={json.dumps(value)}", "node": variant,
                                "view": screen(name, variant), "shows": shows(variant), "variantOf": name,
                                "member": member, "value": value, "unseen": spec.get("unseen", {}),
                                **typing(example, variant)})
    return out


def types_in(node: Node) -> set[str]:
    found = {node["type"]}
    for child in node.get("children") or []:
        found |= types_in(child)
    return found


def vocabulary() -> Node:
    return {"types": node_types(), "announced": announced(), "cases": cases(),
            "unknown": {"name": "unknown", "view": screen("unknown", UNKNOWN_NODE), "type": UNKNOWN_NODE["type"]}}


if __name__ == "__main__":
    json.dump(vocabulary(), sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
