"""The pattern language of transcripts' `<--` lines (Protocol/TRANSCRIPTS.md,
"Matchers"): wildcards, runs, type and regex matchers, placeholders. Shared by
the replayer and the tests; Protocol/transcript-cases/patterns.json holds the
cases both replayers must agree on.
"""

from __future__ import annotations

import datetime
import json
import re
from typing import Any

WILDCARD = "{{*}}"
ANY_ELEMENTS = "{{...}}"  # as an array element: any run of zero or more elements


def glob(pattern: str, text: str) -> bool:
    parts = pattern.split(WILDCARD)
    if not text.startswith(parts[0]):
        return False
    rest = text[len(parts[0]) :]
    for part in parts[1:-1]:
        at = rest.find(part)
        if at < 0:
            return False
        rest = rest[at + len(part) :]
    return len(rest) >= len(parts[-1]) and rest.endswith(parts[-1])


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


TYPES = {"number", "string", "bool", "null", "object", "array"}
NAME = re.compile(r"[A-Za-z0-9_-]+\Z")
TODAY = re.compile(r"today(?:([+-])([0-9]{1,5}))?\Z", re.ASCII)
# The replay's date for the `{{today}}` matchers (TRANSCRIPTS.md, "Dates relative to the run"): kept in the
# bindings under a name no placeholder can have, set when a transcript's replay starts; absent, today's.
TODAY_BINDING = "{{today}}"


def today() -> str:
    """The local date (the TZ the host sees too), as a date field writes it."""
    return datetime.date.today().isoformat()


def replay_bindings(date: str | None = None) -> dict[str, Any]:
    """The bindings a transcript's replay starts with: its date, no placeholder bound."""
    return {TODAY_BINDING: date or today()}


def day_after(day: str, days: int) -> str:
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=days)).isoformat()


def matcher(text: str) -> tuple[str, Any] | None:
    """The matcher a whole string stands for (Protocol/TRANSCRIPTS.md,
    "Matchers"): ("any", None), ("type", NAME), ("re", SOURCE) or
    ("placeholder", (NAME, inner matcher or None)); None for a plain string."""
    if not (text.startswith("{{") and text.endswith("}}") and len(text) >= 4):
        return None
    inner = text[2:-2]
    if inner.startswith("$"):
        name, colon, rest = inner[1:].partition(":")
        if not NAME.match(name):
            return None
        if not colon:
            return ("placeholder", (name, None))
        plain = plain_matcher(rest)
        return ("placeholder", (name, plain)) if plain else None
    return plain_matcher(inner)


def plain_matcher(inner: str) -> tuple[str, Any] | None:
    if inner == "*":
        return ("any", None)
    if inner in TYPES:
        return ("type", inner)
    if inner.startswith("re:"):
        return ("re", inner[3:])
    found = TODAY.match(inner)
    if found:
        return ("today", int(found.group(2)) * (1 if found.group(1) == "+" else -1) if found.group(1) else 0)
    return None


def type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if is_number(value):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


# What ``.`` matches in the documented subset, as in Swift: any code point but a line break.
NOT_A_LINE_BREAK = "[^\\n\\r\\x0b\\x0c\\x85\\u2028\\u2029]"


def python_regex(source: str) -> str:
    """``source`` as Python's ``re`` reads the documented subset the way Swift
    does: ``$`` outside a class is the end of the string only (``\\Z``; Python's
    ``$`` also matches before a final newline), ``.`` never a line break."""
    out, index, in_class = [], 0, False
    while index < len(source):
        char = source[index]
        if char == "\\":
            out.append(source[index : index + 2])
            index += 2
            continue
        if char == "[" and not in_class:
            in_class = True
        elif char == "]" and in_class:
            in_class = False
        if char == "$" and not in_class:
            out.append("\\Z")
        elif char == "." and not in_class:
            out.append(NOT_A_LINE_BREAK)
        else:
            out.append(char)
        index += 1
    return "".join(out)


def regex_search(source: str, text: str) -> bool | str:
    """True or False; a sentence when ``source`` is not a valid expression."""
    try:
        return re.search(python_regex(source), text, re.ASCII) is not None
    except re.error as error:
        return f"the regular expression {source} is not valid: {error}"


def reject(kind: str, argument: Any, value: Any, date: str | None = None) -> str | None:
    """None when a matcher that is not a placeholder accepts ``value``; ``date`` is the replay's."""
    if kind == "today":
        expected = day_after(date or today(), argument)
        when = "the replay's date" + (f" {argument:+d} days" if argument else "")
        if not isinstance(value, str):
            return f"expected the date {expected}, got {type_name(value)}"
        return None if value == expected else f"expected {expected} ({when}), got {json.dumps(value)}"
    if kind == "type":
        return None if type_name(value) == argument else f"expected a value of type {argument}, got {type_name(value)}"
    if kind == "re":
        if not isinstance(value, str):
            return f"expected a string, got {type_name(value)}"
        found = regex_search(argument, value)
        if isinstance(found, str):
            return found
        return None if found else f"string does not match the regular expression {argument}"
    return None


def same(a: Any, b: Any) -> bool:
    """Equal as matching sees it: numbers as numbers, a boolean never a number."""
    if is_number(a) and is_number(b):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[key], b[key]) for key in a)
    return type(a) is type(b) and a == b


def match(pattern: Any, actual: Any, bindings: dict[str, Any], path: str = "$") -> str | None:
    """None when ``actual`` matches; else where and why it does not."""
    if isinstance(pattern, str):
        found = matcher(pattern)
        if found and found[0] == "placeholder":
            name, inner = found[1]
            problem = reject(*inner, actual, bindings.get(TODAY_BINDING)) if inner else None
            if problem:
                return f"{path}: placeholder ${name}: {problem}"
            if name in bindings:
                return None if same(bindings[name], actual) else f"{path}: placeholder ${name} was bound to another value"
            bindings[name] = actual
            return None
        if found:
            problem = reject(*found, actual, bindings.get(TODAY_BINDING))
            return f"{path}: {problem}" if problem else None
        if WILDCARD in pattern:
            if not isinstance(actual, str) or not glob(pattern, actual):
                return f"{path}: {actual!r} does not match {pattern!r}"
            return None
    if isinstance(pattern, dict) and isinstance(actual, dict):
        for key, value in pattern.items():
            if key not in actual:
                return f"{path}.{key}: missing member"
            problem = match(value, actual[key], bindings, f"{path}.{key}")
            if problem:
                return problem
        extra = [key for key in actual if key not in pattern]
        return f"{path}.{extra[0]}: unexpected member" if extra else None
    if isinstance(pattern, list) and isinstance(actual, list) and ANY_ELEMENTS in pattern:
        trial = dict(bindings)
        outcome = match_elements(pattern, 0, actual, 0, trial, path)
        if outcome:
            return outcome[0]
        bindings.update(trial)
        return None
    if isinstance(pattern, list) and isinstance(actual, list):
        for index, (p, a) in enumerate(zip(pattern, actual)):
            problem = match(p, a, bindings, f"{path}[{index}]")
            if problem:
                return problem
        if len(pattern) != len(actual):
            return f"{path}: expected {len(pattern)} elements, got {len(actual)}"
        return None
    if is_number(pattern) and is_number(actual):
        return None if pattern == actual else f"{path}: expected {pattern}, got {actual}"
    if not same(pattern, actual):
        return f"{path}: expected {json.dumps(pattern)}, got {json.dumps(actual)}"
    return None


def match_elements(
    pattern: list, start: int, actual: list, at: int, bindings: dict[str, Any], path: str
) -> tuple[str, int, bool] | None:
    """Matches ``pattern[start:]`` against ``actual[at:]`` in order, each
    ``"{{...}}"`` taking a run of zero or more elements (longest first). None
    when they match; else the closest failure: (problem, pattern elements
    reached, whether it failed on an element rather than running out)."""
    for offset in range(start, len(pattern)):
        element = pattern[offset]
        if element == ANY_ELEMENTS:
            closest: tuple[str, int, bool] | None = None
            for following in range(len(actual), at - 1, -1):
                trial = dict(bindings)
                attempt = match_elements(pattern, offset + 1, actual, following, trial, path)
                if attempt is None:
                    bindings.clear()
                    bindings.update(trial)
                    return None
                if closest is None or attempt[1:] > closest[1:]:
                    closest = attempt
            return closest
        if at >= len(actual):
            return f"{path}[{at}]: expected more elements, got {len(actual)}", offset, False
        problem = match(element, actual[at], bindings, f"{path}[{at}]")
        if problem:
            return problem, offset, True
        at += 1
    if at != len(actual):
        return f"{path}[{at}]: unexpected element", len(pattern), False
    return None


def without_runs(value: Any) -> Any:
    """``value`` with every ``"{{...}}"`` array element dropped: the message a
    pattern stands for when each run is empty (for checks that read transcripts
    as messages)."""
    if isinstance(value, dict):
        return {key: without_runs(member) for key, member in value.items()}
    if isinstance(value, list):
        return [without_runs(element) for element in value if element != ANY_ELEMENTS]
    return value
