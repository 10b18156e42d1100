"""The cases of the link grammar (Protocol/SESSIONS.md §3), checked against the host,
its only implementation (test_link_host.py): the client sends app/start {link}
and reads app/link, and parses no link itself."""

from __future__ import annotations

import random
from typing import Any


def entry(module: str, input: Any = ..., presented: bool = False) -> dict[str, Any]:
    e: dict[str, Any] = {"module": module}
    if input is not ...:
        e["input"] = input
    if presented:
        e["presented"] = True
    return e


# Every kind of value: (value, its text in a link).
VALUES = [
    (2, "2"),
    (0, "0"),
    (-7, "-7"),
    (9223372036854775807, "9223372036854775807"),
    (1.5, "1.5"),
    (-0.25, "-0.25"),
    (1.0, "1.0"),
    (1e20, "1e%2B20"),
    (1.5e-07, "1.5e-07"),
    (True, "true"),
    (False, "false"),
    (None, "null"),
    ("Swift", "Swift"),
    ("", ""),
    ("007", "007"),  # not JSON (a leading zero): raw
    ("2", '"2"'),  # a string that reads as a number
    ("true", '"true"'),
    ("null", '"null"'),
    ("-1.5", '"-1.5"'),
    ("1e5", '"1e5"'),
    ('"007"', '"\\"007\\""'),  # a JSON string's text, as a string
    ("[1,2]", '"[1,2]"'),
    ('{"a":1}', '"{\\"a\\":1}"'),
    (" 2", "%202"),  # whitespace around: not JSON (the host's rule), raw
    ("true ", "true%20"),
    ("\n2", "%0A2"),
    ("[1, 2]", '"[1,%202]"'),  # whitespace inside: JSON
    ('"a\tb"', '"a%09b"'),  # a control character in a JSON string: not JSON
    ('"\\ud800"', '"\\ud800"'),  # a lone surrogate: not JSON for the host
    ("1.0", '"1.0"'),
    ("-0", '"-0"'),
    ("NaN", "NaN"),  # not JSON: raw
    ("Infinity", "Infinity"),
    ("1e999", "1e999"),  # not finite: not JSON for the host
    ("99999999999999999999", "99999999999999999999"),  # beyond 64 bits: not JSON for the host
    ("-9223372036854775808", "-9223372036854775808"),  # -2**63: not JSON for the host either
    (-9223372036854775807, "-9223372036854775807"),
    ("[1,", "[1,"),
    ("[" * 128 + "]" * 128, '"' + "[" * 128 + "]" * 128 + '"'),  # as deep as the host reads JSON
    ("[" * 129 + "]" * 129, "[" * 129 + "]" * 129),  # deeper (limits.maxDepth): not JSON, raw
    ("Zürich", "Z%C3%BCrich"),
    ("日本", "%E6%97%A5%E6%9C%AC"),
    ("a\nb", "a%0Ab"),
    ("tab\there", "tab%09here"),
    ("del\x7f", "del%7F"),
    ("100%", "100%25"),
    ("apple/swift", "apple%2Fswift"),
    ("why?", "why%3F"),
    ("R&D", "R%26D"),
    ("a=b", "a%3Db"),
    ("#1", "%231"),
    ("C++", "C%2B%2B"),
    ("Swift developer", "Swift%20developer"),
    ("quote\"d", 'quote"d'),
    ("{[,:]}", "{[,:]}"),
    ([1, "a b", None], '[1,"a%20b",null]'),
    ([], "[]"),
    ({"k": "v/w", "n": [True]}, '{"k":"v%2Fw","n":[true]}'),
    ({}, "{}"),
    (["é", "\u0001"], '["%C3%A9","\\u0001"]'),
]


BAD = [
    ("", 0),  # no module
    ("home/", 5),
    ("/home", 0),
    ("home//jobs", 5),
    ("+", 0),  # the root is never presented
    ("+?a=1", 0),
    ("+home/jobs", 0),
    ("home/+", 6),
    ("?a=1", 0),
    ("ho me", 2),
    ("home+", 4),
    ("hö", 1),
    ("home%41", 4),
    ("home#x", 4),
    ("m" * 129, 128),  # a module name is at most 128 bytes, as a name in params
    ("home/+" + "m" * 200 + "?a=1", 134),
    ("home?a", 5),
    ("home?a=1&b", 9),
    ("home?a=1&&b=2", 9),
    ("home?&", 5),  # empty pairs, wherever they are: "&" alone, leading, doubled, trailing
    ("home?&a=1", 5),
    ("home?a=1&&", 9),
    ("home?a=1&", 9),
    ("home?a=1&b=2&", 13),
    ("home?a=1&/jobs", 9),
    ("home/jobs?a=1&&b=2/x", 14),
    ("a/+m?k=v&", 9),
    ("home?a=%", 7),
    ("home?a=%4", 7),
    ("home?a=%G1", 7),
    ("home?a%=1", 6),
    ("home?a=%FF", 7),  # not UTF-8 once decoded
    ("home?a=%C3", 7),
    ("home?%FF=1", 5),
    ("home?b=1&=2", 9),  # an empty key
    ("jobs/job-detail?id=1/?x", 21),
]


# -- generated values ------------------------------------------------------------

ALPHABET = "aZ09-_ %/?&=#+\"'{}[],:.\\\n\t\x00\x7féü日😀"
WORDS = ["", "2", "-1", "1.5", "true", "null", "[]", "{}", '"x"', " 1 ", "[1, 2]", "1e3", "007", "NaN", '"\\u0041"']


def random_text(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(WORDS)
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 8)))


def random_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(8 if depth < 3 else 6)
    if kind == 0:
        return rng.choice([0, 1, -1, 42, -(2**63) + 1, 2**63 - 1, rng.randint(-(10**6), 10**6)])
    if kind == 1:
        return rng.choice([0.5, -2.25, 1.0, 1e-7, 3.14159, 1e300, rng.uniform(-1e6, 1e6)])
    if kind == 2:
        return rng.choice([True, False, None])
    if kind in (3, 4, 5):
        return random_text(rng)
    if kind == 6:
        return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return random_object(rng, depth + 1)


def random_object(rng: random.Random, depth: int, keys: bool = False) -> dict[str, Any]:
    """``keys``: no empty key (an input object's keys, which must have a text form)."""
    members = {random_text(rng): random_value(rng, depth) for _ in range(rng.randint(0, 4))}
    if keys:
        members.pop("", None)
    return members


# -- links and the stacks they stand for (SESSIONS.md §3's examples and rules) -----

PARSED = [
    ("home/jobs/job-detail?id=2&name=Swift%20developer",
     [entry("home"), entry("jobs"), entry("job-detail", {"id": 2, "name": "Swift developer"})]),
    ("home/stargazers?repository=apple%2Fswift", [entry("home"), entry("stargazers", {"repository": "apple/swift"})]),
    ('m?id=2&name=Swift&code="007"', [entry("m", {"id": 2, "name": "Swift", "code": "007"})]),
    # Entries without input, with an empty input, presented ones.
    ("home", [entry("home")]),
    ("home?", [entry("home", {})]),
    ("home?=", [entry("home", "")]),
    ("home/+jobs/+job-detail?id=1", [entry("home"), entry("jobs", presented=True), entry("job-detail", {"id": 1}, True)]),
    ("m?=[1,2]", [entry("m", [1, 2])]),
    ("m?=null", [entry("m", None)]),
    # Keys are percent-decoded, a "+" is a "+", lowercase hex decodes too (the host writes uppercase).
    ("m?a%20b=1&c%2Fd=x+y&%C3%A9=%41", [entry("m", {"a b": 1, "c/d": "x+y", "é": "A"})]),
    ("m?k=%c3%a9", [entry("m", {"k": "é"})]),
    # A repeated key keeps its last value in its first place; members keep their order.
    ("m?a=1&b=2&a=3", [entry("m", {"a": 3, "b": 2})]),
    ("m?z=1&a=2", [entry("m", {"z": 1, "a": 2})]),
    # An empty key deeper down is JSON's business.
    ('m?={"":2}', [entry("m", {"": 2})]),
    # Raw bytes stand for themselves: only "/", "?" (after the module), "&", a member's first "=" and "%" are syntax.
    ("m?a=1?", [entry("m", {"a": "1?"})]),
    ("m?a=1=2&b=#", [entry("m", {"a": "1=2", "b": "#"})]),
    ("m?a=Zürich x&b=\x01", [entry("m", {"a": "Zürich x", "b": "\x01"})]),
    ("m?=a&b", [entry("m", "a&b")]),
    ("m?=a&", [entry("m", "a&")]),  # "=value": an "&" is part of the value
    ("m" * 128 + "/+" + "n" * 128 + "?", [entry("m" * 128), entry("n" * 128, {}, True)]),
    ("m?a=&b=", [entry("m", {"a": "", "b": ""})]),
    ("m?k=-0&j=-0.0&f=1.0&e=1E5", [entry("m", {"k": 0, "j": -0.0, "f": 1.0, "e": 100000.0})]),
]
