"""``viperhost.nodes`` against Protocol/schema/nodes, read now, so the builders cannot fall behind the
schema (issue #47): a builder for every node type node.json lists; a parameter, the member's name in
snake_case, for every member of every node and of each object in one (a list's rows, a row's image,
accessory, actions and toggle, a window, options, actions, a form's submit); and every builder's output,
with all its arguments and with none of the optional ones, valid where it goes and as part of a plugin's
view. A plugin leaves out ``seq`` and ``set`` (PLUGINS.md, "reply": the host writes them); plugin/messages.json
takes a plugin's view as the host's exact screen.json, so they are added as the host adds them (0) before
a view is checked. test_plugin_nodes.py serves every sample through the host."""

from __future__ import annotations

import builtins
import copy
import inspect
import json
import re
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest

from node_samples import NODES, Call, build, calls_in

from viperhost import nodes
from viperhost.locate import protocol_dir
from viperhost.schema import BASE, ProtocolSchema

NODE_SCHEMAS = protocol_dir() / "schema" / "nodes"

#: Members a plugin leaves out: the host writes them (PLUGINS.md, "reply").
HOST_WRITTEN = {"seq", "set"}

#: Older names of parameters, still taken: (builder, parameter) → the member's parameter.
ALIASES = {("text", "value"): "text"}

#: The objects inside nodes, by their path in the node's schema (``*``: each element of an array), and
#: the builder of each. A node type's builder is the type's name (``list_``: not the built-in).
NESTED = {
    "list/items/*": "item",
    "list/items/*/image": "image_source",
    "list/items/*/accessory": "row_accessory",
    "list/items/*/actions/*": "row_action",
    "list/items/*/toggle": "row_toggle",
    "list/window": "list_window",
    "picker/options/*": "option",
    "choice/options/*": "option",
    "alert/actions/*": "alert_action",
    "toolbar/actions/*": "toolbar_action",
    "form/submit": "form_submit",
}


def node_types() -> list[str]:
    listed = json.loads((NODE_SCHEMAS / "node.json").read_text())["oneOf"]
    return [entry["$ref"].removesuffix(".json") for entry in listed]


def builder_name(path: str) -> str:
    if "/" in path:
        return NESTED.get(path, "")
    return path + "_" if hasattr(builtins, path) else path


def snake(member: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", member).lower()


def resolved(subschema: dict, resolver: Any) -> tuple[dict, Any]:
    while "$ref" in subschema:
        found = resolver.lookup(subschema["$ref"])
        subschema, resolver = found.contents, found.resolver
    return subschema, resolver


def node_uri(path: str) -> str:
    """The schema of the object at ``path``: its node's file, then a JSON pointer to it."""
    node_type, *steps = path.split("/")
    pointer = "".join("/items" if step == "*" else f"/properties/{step}" for step in steps)
    return f"{BASE}nodes/{node_type}.json" + (f"#{pointer}" if pointer else "")


def objects(schema: ProtocolSchema) -> dict[str, dict]:
    """Every object the node schemas describe, by path: the node types, and the objects in them."""
    found: dict[str, dict] = {}

    def walk(path: str, subschema: dict, resolver: Any) -> None:
        subschema, resolver = resolved(subschema, resolver)
        if "properties" not in subschema:
            return
        found[path] = subschema
        for member, member_schema in subschema["properties"].items():
            member_schema, member_resolver = resolved(member_schema, resolver)
            if member_schema.get("type") == "array" and "items" in member_schema:
                walk(f"{path}/{member}/*", member_schema["items"], member_resolver)
            else:
                walk(f"{path}/{member}", member_schema, member_resolver)

    for node_type in node_types():
        walk(node_type, {"$ref": node_uri(node_type)}, schema.registry.resolver())
    return found


def members(subschema: dict) -> set[str]:
    """What a builder takes: the object's members but ``type`` (the builder's name) and the host's."""
    return set(subschema["properties"]) - {"type"} - HOST_WRITTEN


def required(subschema: dict) -> set[str]:
    """Required members, with those one of several alternatives requires (an image's ``name`` or ``url``)."""
    alternatives = [set(branch.get("required", ())) for branch in subschema.get("oneOf", ())]
    return set(subschema.get("required", ())).union(*alternatives)


def stamped(value: Any, schema: ProtocolSchema, uri: str) -> Any:
    """``value`` as the host makes it of a plugin's: ``seq`` and ``set`` 0 wherever the schema requires them."""
    copied = copy.deepcopy(value)

    def walk(value: Any, subschema: dict, resolver: Any) -> None:
        subschema, resolver = resolved(subschema, resolver)
        if isinstance(value, dict) and "properties" not in subschema and isinstance(value.get("type"), str):
            walk(value, {"$ref": node_uri(value["type"])}, resolver)  # node.json: the node's own schema
        elif isinstance(value, dict):
            for member in HOST_WRITTEN & set(subschema.get("required", ())):
                value.setdefault(member, 0)
            properties = subschema.get("properties", {})
            for member, element in value.items():
                if member in properties:
                    walk(element, properties[member], resolver)
        elif isinstance(value, list) and isinstance(subschema.get("items"), dict):
            for element in value:
                walk(element, subschema["items"], resolver)

    walk(copied, {"$ref": uri}, schema.registry.resolver())
    return copied


def valid(value: Any, schema: ProtocolSchema, uri: str) -> bool:
    return jsonschema.Draft202012Validator({"$ref": uri}, registry=schema.registry).is_valid(value)


def paths_of(objects_: dict[str, dict]) -> dict[str, list[str]]:
    """Each builder's paths (``option`` makes a picker's options and a choice's)."""
    by_builder: dict[str, list[str]] = {}
    for path in objects_:
        by_builder.setdefault(builder_name(path), []).append(path)
    return by_builder


def needed(function: Any, paths: list[str], described: dict[str, dict]) -> set[str]:
    """The parameters a call gives even with none of the optional ones: those without a default, and
    those of members the schema requires (a picker's ``selected``, one of an image's sources)."""
    parameters = inspect.signature(function).parameters.items()
    plain = {name for name, parameter in parameters if parameter.default is inspect.Parameter.empty
             and parameter.kind is not inspect.Parameter.VAR_POSITIONAL}
    return plain | {snake(member) for path in paths for member in required(described[path])}


def at(path: str, value: Any) -> Iterator[Any]:
    """The objects at ``path`` in a built tree: each node of the path's type, anywhere, then its steps."""
    node_type, *steps = path.split("/")
    if isinstance(value, dict):
        if value.get("type") == node_type:
            found = [value]
            for step in steps:
                found = [element for one in found for element in (one if step == "*" else [one.get(step)])
                         if element is not None]
            yield from found
        for child in value.get("children", ()):
            yield from at(path, child)


@pytest.fixture(scope="module")
def described(schema: ProtocolSchema) -> dict[str, dict]:
    return objects(schema)


def test_every_node_type_has_a_builder() -> None:
    missing = [f"{kind} (nodes.{builder_name(kind)})" for kind in node_types()
               if not callable(getattr(nodes, builder_name(kind), None))]
    assert not missing, "no builder for: " + ", ".join(missing)


def test_every_member_of_every_node_and_object_in_one_is_a_builders_parameter(described: dict[str, dict]) -> None:
    assert set(NESTED) <= set(described), f"NESTED names objects the schema no longer has: {set(NESTED) - set(described)}"
    missing = []
    for path, subschema in described.items():
        name = builder_name(path)
        function = getattr(nodes, name, None) if name else None
        if function is None:
            missing.append(f"{path}: no builder" + (f" (nodes.{name})" if name else " (add it to NESTED)"))
            continue
        parameters = inspect.signature(function).parameters
        missing += [f"{path}/{member}: nodes.{name} has no parameter {snake(member)}"
                    for member in sorted(members(subschema)) if snake(member) not in parameters]
    assert not missing, "\n".join(missing)


def test_every_parameter_of_a_builder_is_a_member(described: dict[str, dict]) -> None:
    """No parameter under another name than its member's (one the schema check would not see)."""
    unknown = []
    for name, paths in paths_of(described).items():
        function = getattr(nodes, name, None)
        if function is None:
            continue  # named by the test above
        wire = {snake(member) for path in paths for member in members(described[path])}
        unknown += [f"nodes.{name}({parameter})" for parameter in inspect.signature(function).parameters
                    if parameter not in wire and (name, parameter) not in ALIASES]
    assert not unknown, "parameters that are no member: " + ", ".join(unknown)
    for (name, parameter), member in ALIASES.items():
        sample = "Older name"
        assert getattr(nodes, name)(**{parameter: sample}) == getattr(nodes, name)(**{member: sample})


def test_the_samples_call_each_builder_with_none_of_its_optional_arguments_and_with_each(described: dict[str, dict]) -> None:
    calls = list(calls_in(NODES))
    problems = []
    for name, paths in paths_of(described).items():
        function = getattr(nodes, name, None)
        if function is None:
            continue
        least = needed(function, paths, described)
        wire = {snake(member) for path in paths for member in members(described[path])}
        given = [one.given() for one in calls if one.builder == name]
        if not any(names <= least for names in given):
            problems.append(f"no sample calls nodes.{name} with only {sorted(least)}")
        left = (wire & set(inspect.signature(function).parameters)) - set().union(*given)
        if left:
            problems.append(f"no sample of nodes.{name} gives {sorted(left)}")
    assert not problems, "\n".join(problems)


def test_every_builders_output_meets_the_schema_where_it_goes(schema: ProtocolSchema, described: dict[str, dict]) -> None:
    """Each call of every builder (the nested ones too), alone, against the schema of each place it goes;
    one with none of the optional arguments writes no optional member it could leave out."""
    problems = []
    by_builder = paths_of(described)
    for one in calls_in(NODES):
        built = build(one)
        least = needed(one.function(), by_builder[one.builder], described)
        for path in by_builder[one.builder]:
            uri = node_uri(path)
            if not valid(stamped(built, schema, uri), schema, uri):
                problems.append(f"nodes.{one.builder}{one.args}{one.kwargs} → {built} is no {path}")
                continue
            if one.given() <= least:
                optional = set(built) - required(described[path]) - HOST_WRITTEN
                problems += [f"nodes.{one.builder}{one.args} writes {member} though not given"
                             for member in sorted(optional)
                             if valid(stamped({k: v for k, v in built.items() if k != member}, schema, uri), schema, uri)]
    assert not problems, "\n".join(problems)


def test_the_samples_write_every_member(described: dict[str, dict]) -> None:
    trees = [build(one) for one in NODES]
    unwritten = []
    for path, subschema in described.items():
        written = {member for tree in trees for found in at(path, tree) for member in found}
        unwritten += [f"{path}/{member}" for member in sorted(members(subschema) - written)]
    assert not unwritten, "no sample writes: " + ", ".join(unwritten)


def screen_of(node: dict) -> dict:
    return node if node["type"] == "screen" else {"type": "screen", "title": "Sample", "children": [node]}


@pytest.mark.parametrize("sample", NODES, ids=[f"{one.builder}-{index}" for index, one in enumerate(NODES)])
def test_each_node_is_a_valid_plugin_view_and_update(schema: ProtocolSchema, sample: Call) -> None:
    view = stamped(screen_of(build(sample)), schema, node_uri("screen"))
    schema.check_plugin_message("openResult", {"view": view})
    schema.check_plugin_message("updateNotification", {
        "jsonrpc": "2.0", "method": "screen/update", "params": {"screen": "s1", "view": view}})
    schema.check_host_message({"jsonrpc": "2.0", "method": "view/update",
                               "params": {"viewId": "v1", "module": "sample", "rev": 1, "view": view}})


def test_the_plugin_schema_takes_a_view_as_a_plugin_sends_it(schema: ProtocolSchema) -> None:
    # A plugin leaves seq and set out (PLUGINS.md, reply); plugin/nodes/ (make_plugin.py) does not require them.
    refused = []
    for sample in NODES:
        try:
            schema.check_plugin_message("openResult", {"view": screen_of(build(sample))})
        except jsonschema.ValidationError:
            refused.append(sample.builder)
    assert not refused, f"refused without seq and set: {sorted(set(refused))}"
