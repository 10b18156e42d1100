"""Checks a screen's input against the JSON Schema in a plugin's manifest.

The host does not check ``view/open`` input (Protocol/PLUGINS.md §1): the
plugin does, and ``viperhost.plugin`` calls ``problem`` before it makes a
screen. Standard library only, so a plugin needs no other package. It
checks the keywords input schemas use: ``type``, ``enum``, ``const``,
``properties``, ``required``, ``additionalProperties``, ``items``,
``minItems``, ``maxItems``, ``minimum``, ``maximum``, ``exclusiveMinimum``,
``exclusiveMaximum``, ``minLength``, ``maxLength``, ``pattern``, ``anyOf``
and ``allOf``; others are left to the screen.
"""

from __future__ import annotations

import json
import re
from typing import Any

_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer()),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
}


def problem(schema: Any, value: Any, where: str = "the input") -> str | None:
    """What is wrong with ``value`` under ``schema``, in words; None if nothing."""
    if schema is False:
        return f"{where} is not allowed"
    if not isinstance(schema, dict):
        return None
    kind = schema.get("type")
    if kind is not None:
        kinds = kind if isinstance(kind, list) else [kind]
        if not any(_TYPES.get(k, lambda v: True)(value) for k in kinds):
            return f"{where} must be {' or '.join(_article(k) for k in kinds)}"
    if "enum" in schema and value not in schema["enum"]:
        return f"{where} must be one of {', '.join(json.dumps(v) for v in schema['enum'])}"
    if "const" in schema and value != schema["const"]:
        return f"{where} must be {json.dumps(schema['const'])}"
    for check in (_number, _string, _array, _object, _combined):
        found = check(schema, value, where)
        if found:
            return found
    return None


def _article(kind: str) -> str:
    return {"integer": "an integer", "array": "an array", "object": "an object", "null": "null"}.get(kind, f"a {kind}")


def _number(schema: dict[str, Any], value: Any, where: str) -> str | None:
    if not _TYPES["number"](value):
        return None
    if "minimum" in schema and value < schema["minimum"]:
        return f"{where} must be at least {schema['minimum']}"
    if "maximum" in schema and value > schema["maximum"]:
        return f"{where} must be at most {schema['maximum']}"
    if "exclusiveMinimum" in schema and value <= schema["exclusiveMinimum"]:
        return f"{where} must be more than {schema['exclusiveMinimum']}"
    if "exclusiveMaximum" in schema and value >= schema["exclusiveMaximum"]:
        return f"{where} must be less than {schema['exclusiveMaximum']}"
    return None


def _string(schema: dict[str, Any], value: Any, where: str) -> str | None:
    if not isinstance(value, str):
        return None
    if "minLength" in schema and len(value) < schema["minLength"]:
        return f"{where} must have at least {schema['minLength']} characters"
    if "maxLength" in schema and len(value) > schema["maxLength"]:
        return f"{where} must have at most {schema['maxLength']} characters"
    if "pattern" in schema and re.search(schema["pattern"], value) is None:
        return f"{where} must match {schema['pattern']}"
    return None


def _array(schema: dict[str, Any], value: Any, where: str) -> str | None:
    if not isinstance(value, list):
        return None
    if "minItems" in schema and len(value) < schema["minItems"]:
        return f"{where} must have at least {schema['minItems']} items"
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        return f"{where} must have at most {schema['maxItems']} items"
    if isinstance(schema.get("items"), (dict, bool)):
        for index, item in enumerate(value):
            found = problem(schema["items"], item, f"{where}[{index}]")
            if found:
                return found
    return None


def _object(schema: dict[str, Any], value: Any, where: str) -> str | None:
    if not isinstance(value, dict):
        return None
    prefix = "" if where == "the input" else f"{where}."
    for name in schema.get("required", []):
        if name not in value:
            return f"{prefix}{name} is required"
    properties = schema.get("properties", {})
    for name, item in value.items():
        if name in properties:
            found = problem(properties[name], item, f"{prefix}{name}")
        elif schema.get("additionalProperties") is False:
            found = f"{prefix}{name} is not an input this module takes"
        else:
            found = problem(schema.get("additionalProperties", True), item, f"{prefix}{name}")
        if found:
            return found
    return None


def _combined(schema: dict[str, Any], value: Any, where: str) -> str | None:
    for part in schema.get("allOf", []):
        found = problem(part, value, where)
        if found:
            return found
    options = schema.get("anyOf")
    if options and all(problem(option, value, where) for option in options):
        return problem(options[0], value, where)
    return None
