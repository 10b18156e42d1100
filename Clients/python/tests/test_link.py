"""The text form of a stack (SESSIONS.md §3), as a pure module: parse_link, format_link."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from viperhost.link import LinkError, format_link, parse_link


def same(a: Any, b: Any) -> bool:
    """Equal as JSON, types and member order included (1, 1.0 and true differ)."""
    return json.dumps(a) == json.dumps(b)


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


@pytest.mark.parametrize(("value", "text"), VALUES, ids=[repr(v) for v, _ in VALUES])
def test_every_kind_of_value_as_an_object_member_and_as_a_whole_input(value: Any, text: str) -> None:
    member = [entry("m", {"k": value})]
    assert format_link(member) == "m?k=" + text
    assert same(parse_link("m?k=" + text), member)
    whole = [entry("m", value)]
    if isinstance(value, dict):
        # An object input is written as its pairs; "=VALUE" reads back the same object.
        assert same(parse_link("m?=" + text), whole)
    else:
        assert format_link(whole) == "m?=" + text
        assert same(parse_link("m?=" + text), whole)


def test_the_examples_of_the_spec() -> None:
    stack = [entry("home"), entry("jobs"), entry("job-detail", {"id": 2, "name": "Swift developer"})]
    assert same(parse_link("home/jobs/job-detail?id=2&name=Swift%20developer"), stack)
    assert format_link(stack) == "home/jobs/job-detail?id=2&name=Swift%20developer"
    assert same(parse_link("home/stargazers?repository=apple%2Fswift"), [entry("home"), entry("stargazers", {"repository": "apple/swift"})])
    assert same(parse_link('m?id=2&name=Swift&code="007"'), [entry("m", {"id": 2, "name": "Swift", "code": "007"})])


def test_entries_without_input_with_empty_input_and_presented() -> None:
    assert same(parse_link("home"), [entry("home")])
    assert same(parse_link("home?"), [entry("home", {})])
    assert format_link([entry("home", {})]) == "home?"
    assert same(parse_link("home?="), [entry("home", "")])
    assert format_link([entry("home", "")]) == "home?="
    assert same(parse_link("home/+jobs/+job-detail?id=1"), [entry("home"), entry("jobs", presented=True), entry("job-detail", {"id": 1}, True)])
    assert format_link([entry("home"), entry("jobs", presented=True)]) == "home/+jobs"
    assert same(parse_link("m?=[1,2]"), [entry("m", [1, 2])])
    assert same(parse_link("m?=null"), [entry("m", None)])


def test_keys_are_percent_decoded_and_a_plus_is_a_plus() -> None:
    assert same(parse_link("m?a%20b=1&c%2Fd=x+y&%C3%A9=%41"), [entry("m", {"a b": 1, "c/d": "x+y", "é": "A"})])
    assert format_link([entry("m", {"a b": 1, "c/d": "x+y", "k=v&w": 0})]) == "m?a%20b=1&c%2Fd=x%2By&k%3Dv%26w=0"
    # Lowercase hex decodes too; the host writes uppercase.
    assert same(parse_link("m?k=%c3%a9"), [entry("m", {"k": "é"})])


def test_a_repeated_key_keeps_its_last_value_in_its_first_place() -> None:
    assert same(parse_link("m?a=1&b=2&a=3"), [entry("m", {"a": 3, "b": 2})])
    assert format_link(parse_link("m?a=1&b=2&a=3")) == "m?a=3&b=2"


def test_members_keep_their_order() -> None:
    assert format_link([entry("m", {"z": 1, "a": 2, "m": {"y": 1, "b": 2}})]) == 'm?z=1&a=2&m={"y":1,"b":2}'
    assert list(parse_link("m?z=1&a=2")[0]["input"]) == ["z", "a"]


def test_an_object_input_with_an_empty_key_has_no_text_form() -> None:
    # "m?=2" is the input 2, and a member "=2" does not parse: app/link answers link: null.
    for input in ({"": 2}, {"b": 1, "": 2}):
        with pytest.raises(ValueError, match="empty key"):
            format_link([entry("m", input)])
    # Deeper down, an empty key is JSON's business: the value is written as JSON.
    assert format_link([entry("m", {"k": {"": 1}})]) == 'm?k={"":1}'
    assert same(parse_link('m?={"":2}'), [entry("m", {"": 2})])


def test_raw_bytes_stand_for_themselves() -> None:
    # SESSIONS.md §3: only "/", "?" (after the module), "&", the first "=" of a member and "%" are syntax.
    assert same(parse_link("m?a=1?"), [entry("m", {"a": "1?"})])
    assert same(parse_link("m?a=1=2&b=#"), [entry("m", {"a": "1=2", "b": "#"})])
    assert same(parse_link("m?a=Zürich x&b=\x01"), [entry("m", {"a": "Zürich x", "b": "\x01"})])
    assert same(parse_link("m?=a&b"), [entry("m", "a&b")])
    assert same(parse_link("m?=a&"), [entry("m", "a&")])  # "=value": an "&" is part of the value


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


@pytest.mark.parametrize(("text", "offset"), BAD, ids=[repr(t) for t, _ in BAD])
def test_a_bad_link_says_at_which_byte_it_went_wrong(text: str, offset: int) -> None:
    with pytest.raises(LinkError) as caught:
        parse_link(text)
    assert caught.value.offset == offset
    assert f"at byte {offset}" in str(caught.value)


def test_offsets_count_bytes_not_characters() -> None:
    with pytest.raises(LinkError) as caught:
        parse_link("m?k=é&x")
    assert caught.value.offset == len("m?k=é&".encode())


# -- the round trip, over generated stacks -------------------------------------

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


def random_stack(rng: random.Random) -> list[dict[str, Any]]:
    stack = []
    for index in range(rng.randint(1, 5)):
        name = "".join(rng.choice("abcxyz-_09AZ") for _ in range(rng.randint(1, 10)))
        choice = rng.randrange(4)
        input: Any = ... if choice == 0 else random_object(rng, 0, keys=True) if choice < 3 else random_value(rng)
        if isinstance(input, dict):
            input.pop("", None)  # an input object with an empty key has no text form
        stack.append(entry(name, input, presented=index > 0 and rng.random() < 0.3))
    return stack


CANONICAL = re.compile(r"^(?:[\x21-\x7e]|%[0-9A-F]{2})*$")


@pytest.mark.parametrize("seed", range(20))
def test_format_then_parse_gives_back_the_entries(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        stack = random_stack(rng)
        text = format_link(stack)
        assert same(parse_link(text), stack), text
        # Canonical: printable ASCII and uppercase escapes only, and a fixed point.
        assert CANONICAL.match(text), text
        assert "#" not in text and " " not in text
        assert format_link(parse_link(text)) == text
