"""The text form of a stack (Protocol/SESSIONS.md §3): ``parse_link`` and ``format_link``.

    link   = entry *( "/" entry )
    entry  = [ "+" ] module [ "?" [ query ] ]  "+": presented; "module?": the input {}
    module = 1*128( ALPHA / DIGIT / "-" / "_" )
    query  = pair *( "&" pair ) | "=" whole    "=whole": an input that is not an object
    pair   = key "=" value                      (SESSIONS.md §3 has which bytes each holds)

An entry is ``{"module": str, "input"?: Any, "presented"?: True}`` — the
shape ``app/start {stack}`` takes and ``app/link`` answers. Pure: no I/O.
"""

from __future__ import annotations

import json
import math
from typing import Any

Entry = dict[str, Any]

#: Bytes the canonical form percent-encodes besides controls and non-ASCII.
RESERVED = frozenset(b"%/?&=#+ ")
MODULE_BYTES = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
HEX = b"0123456789ABCDEF"
#: The host's ``limits.maxDepth``: deeper text is not JSON to it, so it is a string.
MAX_DEPTH = 128
#: A name in params is at most this long (PROTOCOL.md §1); so is a link's module.
MAX_NAME_BYTES = 128
JSON_SPACE = " \t\n\r"
#: The integers the host's parser takes: 64-bit, but not -2**63 (it says
#: integer_out_of_range for it), so "-9223372036854775808" is a string.
INT64 = range(-(2**63) + 1, 2**63)


class LinkError(ValueError):
    """A link that does not parse: ``offset`` is the byte where it went wrong."""

    def __init__(self, offset: int, reason: str) -> None:
        super().__init__(f"The link does not parse at byte {offset}: {reason}.")
        self.offset = offset
        self.reason = reason


# -- formatting ----------------------------------------------------------------


def _encode(text: str) -> str:
    out = []
    for byte in text.encode("utf-8"):
        if byte in RESERVED or byte < 0x20 or byte >= 0x7F:
            out.append("%" + chr(HEX[byte >> 4]) + chr(HEX[byte & 15]))
        else:
            out.append(chr(byte))
    return "".join(out)


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def format_value(value: Any) -> str:
    """One value: a string raw unless it would read as JSON, else its JSON text; percent-encoded."""
    if isinstance(value, str) and not reads_as_json(value):
        return _encode(value)
    return _encode(_json(value))


def format_entry(entry: Entry) -> str:
    text = ("+" if entry.get("presented") else "") + entry["module"]
    if "input" not in entry:
        return text
    value = entry["input"]
    if isinstance(value, dict):
        if "" in value:
            raise ValueError(f"The input of {entry['module']} has an empty key: it has no text form.")
        pairs = [_encode(key) + "=" + format_value(member) for key, member in value.items()]
        return text + "?" + "&".join(pairs)
    return text + "?=" + format_value(value)


def format_link(entries: list[Entry]) -> str:
    """The canonical text of a stack, root first. An object input with an empty
    key has none (``app/link`` answers ``link: null``): ``ValueError``."""
    return "/".join(format_entry(entry) for entry in entries)


# -- parsing ---------------------------------------------------------------------


def reads_as_json(text: str) -> bool:
    return _as_json(text) is not _NOT_JSON


_NOT_JSON = object()


def _reject_constant(name: str) -> Any:
    raise ValueError(name)


def _is_host_json(value: Any) -> bool:
    """What the host's strict parser takes: 64-bit integers, finite numbers, valid Unicode."""
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, int):
        return value in INT64
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, str):
        return not any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, list):
        return all(_is_host_json(v) for v in value)
    if isinstance(value, dict):
        return all(_is_host_json(k) and _is_host_json(v) for k, v in value.items())
    return False


def _as_json(text: str) -> Any:
    # The host reads a value as JSON only without whitespace around it
    # (" 2" is the string " 2"); whitespace inside ("[1, 2]") is JSON's.
    if not text or text[0] in JSON_SPACE or text[-1] in JSON_SPACE:
        return _NOT_JSON
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return _NOT_JSON
    return value if _is_host_json(value) and _depth(value) <= MAX_DEPTH else _NOT_JSON


def _depth(value: Any) -> int:
    """Nesting of arrays and objects: ``[]`` is 1, ``[[]]`` 2, a scalar 0."""
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


def _decode(data: bytes, start: int, end: int) -> str:
    """Percent-decodes ``data[start:end]`` (a ``+`` stays a plus) into text."""
    out = bytearray()
    index = start
    while index < end:
        byte = data[index]
        if byte == ord("%"):
            digits = data[index + 1 : index + 3]
            if index + 3 > end or not all(d in b"0123456789abcdefABCDEF" for d in digits):
                raise LinkError(index, "a percent sign must be followed by two hexadecimal digits")
            out.append(int(digits, 16))
            index += 3
            continue
        # Any other byte stands for itself (the host's reading: a raw "+" is a plus).
        out.append(byte)
        index += 1
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        raise LinkError(start, "the percent-decoded text is not UTF-8") from None


def _value(data: bytes, start: int, end: int) -> Any:
    text = _decode(data, start, end)
    value = _as_json(text)
    return text if value is _NOT_JSON else value


def _entry(data: bytes, start: int, end: int) -> Entry:
    presented = start < end and data[start] == ord("+")
    index = start + 1 if presented else start
    module_start = index
    while index < end and data[index] != ord("?"):
        if data[index] not in MODULE_BYTES:
            raise LinkError(index, "a module name has only ASCII letters, digits, '-' and '_'")
        index += 1
    if index == module_start:
        raise LinkError(index, "a module name is missing")
    if index - module_start > MAX_NAME_BYTES:
        raise LinkError(module_start + MAX_NAME_BYTES, "a module name is at most 128 bytes")
    entry: Entry = {"module": data[module_start:index].decode("ascii")}
    if index < end:
        entry["input"] = _input(data, index + 1, end)
    if presented:
        entry["presented"] = True
    return entry


def _input(data: bytes, start: int, end: int) -> Any:
    """The input after an entry's "?": ``=value``, or pairs (none: ``{}``)."""
    index = start
    if index < end and data[index] == ord("="):
        return _value(data, index + 1, end)
    members: dict[str, Any] = {}
    if index == end:
        return members
    # Every "&" is followed by a pair: an empty pair (leading, doubled or trailing) is refused.
    while True:
        pair_end = data.find(b"&", index, end)
        pair_end = end if pair_end < 0 else pair_end
        equals = data.find(b"=", index, pair_end)
        if equals < 0:
            raise LinkError(index, "a member is written key=value")
        if equals == index:
            raise LinkError(index, "a member's key is missing")
        key = _decode(data, index, equals)
        # A repeated key keeps its first place and its last value (as JSON objects do on the wire).
        members[key] = _value(data, equals + 1, pair_end)
        if pair_end == end:
            return members
        index = pair_end + 1


def parse_link(text: str) -> list[Entry]:
    """The stack a link stands for, root first; raises ``LinkError`` with the offset."""
    data = text.encode("utf-8", "surrogateescape")
    if not data:
        raise LinkError(0, "the link is empty")
    if data[0] == ord("+"):
        # A modal needs a view under it: the root is never presented.
        raise LinkError(0, "the root (the first entry) cannot be presented")
    entries = []
    start = 0
    while True:
        end = data.find(b"/", start)
        end = len(data) if end < 0 else end
        entries.append(_entry(data, start, end))
        if end == len(data):
            return entries
        start = end + 1
