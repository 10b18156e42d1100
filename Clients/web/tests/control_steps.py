"""The `#>` steps of Protocol/conformance/controls-*.txt (README there, "Input files") that the shared
parser (Clients/python/tests/conformance.py) does not read yet: `choose KEY JSON`, `shows KEY JSON` of a
choice, `press ACTION [VALUE]`, `escape`, `alertfocus ACTION`, `destructive ACTION`. Every other line is
the shared parser's, so the page plays both kinds of file with one harness (page_user.py)."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "tests"))
from conformance import TRANSCRIPTS, Step, parse_step  # noqa: E402

CONTROL_TRANSCRIPTS = [path for path in TRANSCRIPTS if path.stem.startswith("controls-")]
CONTROL_DELAY_MS = 300  # the controls files are played late, as the input files are ("Played with --delay-ms 300")

CHOICE = re.compile(r"^#> (choose|shows) (\S+) (\[.*\]|null|\".*\")(?: at rev (\d+))?$")
PRESS = re.compile(r"^#> press (\S+)(?: (\".*\"))?$")
ALERT = re.compile(r"^#> (alertfocus|destructive) (\S+)$")


@dataclass(frozen=True)
class ControlStep:
    """`choose`/`shows` with a choice's value (a key, null, a list of keys), `press` with the row's key as
    `value` (or none), `escape`, `alertfocus`, `destructive`."""

    verb: str
    key: str
    value: Any = None
    rev: int | None = None


def parse(line: str, choices: set[str]) -> Step | ControlStep:
    """A step; `shows KEY "text"` is a choice's when KEY is one of the file's `choices`."""
    if line == "#> escape":
        return ControlStep("escape", "")
    if match := CHOICE.match(line):
        verb, key, value, rev = match.groups()
        if verb == "choose" or key in choices:
            return ControlStep(verb, key, json.loads(value), int(rev) if rev else None)
    if match := PRESS.match(line):
        return ControlStep("press", match.group(1), json.loads(match.group(2)) if match.group(2) else None)
    if match := ALERT.match(line):
        return ControlStep(match.group(1), match.group(2))
    return parse_step(line)


def choice_keys(transcript: Path) -> set[str]:
    """The keys of the choices in the file's trees."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") == "choice":
                found.add(node["key"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for line in transcript.read_text().splitlines():
        if line.startswith("<-- "):
            walk(json.loads(line[4:]))
    return found


def script(transcript: Path) -> list[Step | ControlStep | dict[str, Any]]:
    """The file's steps and `-->` requests, in order."""
    choices = choice_keys(transcript)
    items: list[Step | ControlStep | dict[str, Any]] = []
    for line in transcript.read_text().splitlines():
        if line.startswith("#> "):
            items.append(parse(line, choices))
        elif line.startswith("--> "):
            items.append(json.loads(line[4:]))
    return items


def pressed_actions(items: list[Step | ControlStep | dict[str, Any]]) -> set[str]:
    """The actions of the `view/event`s the UI sends by a `press` or `escape` step (the next event after it)."""
    actions: set[str] = set()
    waiting = False
    for item in items:
        if isinstance(item, ControlStep) and item.verb in ("press", "escape"):
            waiting = True
        elif isinstance(item, dict) and item.get("method") == "view/event" and waiting:
            actions.add(item["params"]["action"])
            waiting = False
    return actions


def find_input(node: Any, key: str) -> dict[str, Any] | None:
    """The field, toggle or choice `key` of a tree, or a list row's toggle (as a toggle node, keyed by the row)."""
    if not isinstance(node, dict):
        return None
    if node.get("type") in ("field", "toggle", "choice") and node.get("key") == key:
        return node
    for item in node.get("items") or [] if node.get("type") == "list" else []:
        if item.get("key") == key and isinstance(item.get("toggle"), dict):
            return {"type": "toggle", "key": key, **item["toggle"]}
    for child in node.get("children") or []:
        if (found := find_input(child, key)) is not None:
            return found
    return None
