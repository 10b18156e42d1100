"""Runs the Python client (library + mirror) against `viper-host mock` playing a
transcript of Protocol/conformance/: the client sends the transcript's requests, the
mock answers, and each `view/get` answer (a checkpoint) is compared with the mirror's
own copy of that view. Protocol/conformance/README.md describes the contract.

The `input-*` files also say what the user does and sees, in `#>` lines (README, "Input
files"): `script` reads them, in order with the requests, for the harnesses that drive a
frontend's real UI (the TUI's here, viper-sh's, the page's); this library harness sends every
request itself. Input files are played with the mock's `--delay-ms 300` (INPUT_DELAY_MS) to the
frontends' UIs; the library plays them without delay (it waits for each answer: latency changes
nothing it does)."""

from __future__ import annotations

import difflib
import json
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from viperhost import Host
from viperhost.locate import find_host_binary

ROOT = Path(__file__).resolve().parents[3]
CONFORMANCE = ROOT / "Protocol" / "conformance"
TRANSCRIPTS = sorted(CONFORMANCE.glob("*.txt"))
INPUT_TRANSCRIPTS = [path for path in TRANSCRIPTS if path.stem.startswith("input-")]
# The controls files (PROTOCOL.md §6, "Controls"): user steps too (choose, press, escape, …), played late.
CONTROL_TRANSCRIPTS = [path for path in TRANSCRIPTS if path.stem.startswith("controls-")]
INPUT_DELAY_MS = 300  # every line of the mock late, for the input files (rules 1-5 under latency)


def delay_ms(transcript: Path) -> int:
    return INPUT_DELAY_MS if transcript.stem.startswith(("input-", "controls-")) else 0


def mock_host(tmp: Path, transcript: Path, delay: int | None = None) -> str:
    """A script that the clients start as "the host": `viper-host mock TRANSCRIPT`, with
    `--delay-ms 300` for an input file (or ``delay``)."""
    script = tmp / f"mock-{transcript.stem}.sh"
    late = delay_ms(transcript) if delay is None else delay
    delay_option = f" --delay-ms {late}" if late else ""
    script.write_text(f'#!/bin/sh\nexec "{find_host_binary()}" mock --timeout 10{delay_option} "{transcript}"\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script)


def requests(transcript: Path) -> list[dict[str, Any]]:
    """The frontend's lines of a transcript, in order."""
    return [json.loads(line[4:]) for line in transcript.read_text().splitlines() if line.startswith("--> ")]


@dataclass(frozen=True)
class Step:
    """One `#>` line of an input file: what the user does (`fill`, `type`, `leave`, `toggle`,
    `submit`, `enter`) or what the frontend must show then (`shows`, `readonly`, `busy`, `ready`,
    `focused`, `same`); the controls' (`choose`, `press`, `escape`, `alertfocus`, `destructive`).
    `text` is a field's text (JSON in the file), `on` a toggle's state, `value` any JSON the step
    gives (a choice's key, null or list; a pressed row action's row key; `has_value` says it was
    given), `rev` the rev of the view at which a `shows`/`busy` holds (`at rev N`: checked as soon
    as the frontend holds it, answers still in flight)."""

    verb: str
    key: str
    text: str | None = None
    on: bool | None = None
    rev: int | None = None
    value: Any = None
    has_value: bool = False


STEP = re.compile(r"^#> (fill|type|leave|toggle|submit|enter|shows|readonly|busy|ready|focused|same|choose|press|escape"
                  r"|alertfocus|destructive)(?: (\S+))?(?: (.+))?$")
VALUED = ("choose", "shows", "press")  # steps whose JSON may be any value (a choice's, a row's key)
AT_REV = re.compile(r"^(.*?) ?\bat rev (\d+)$")


def parse_step(line: str) -> Step:
    match = STEP.match(line)
    if match is None:
        raise ValueError(f"not a step: {line!r}")
    verb, key, rest = match.groups()
    rev = None
    if rest is not None and (at := AT_REV.match(rest)):
        rest, rev = at.group(1) or None, at.group(2)
    text, on, value = None, None, None
    if rest in ("on", "off"):
        on = rest == "on"
    elif rest is not None:
        value = json.loads(rest)
        if isinstance(value, str):
            text = value
        elif verb not in VALUED:
            raise ValueError(f"a step's text is a JSON string: {line!r}")
    return Step(verb, key or "", text, on, int(rev) if rev else None, value, rest is not None and on is None)


def script(transcript: Path) -> list[Step | dict[str, Any]]:
    """The file's `#>` steps and `-->` requests, in order."""
    items: list[Step | dict[str, Any]] = []
    for line in transcript.read_text().splitlines():
        if line.startswith("#> "):
            items.append(parse_step(line))
        elif line.startswith("--> "):
            items.append(json.loads(line[4:]))
    return items


def form_actions(transcript: Path) -> set[str]:
    """The submit actions of the forms in the file's trees: a `view/event` with one is the frontend's
    own (its submit), not the harness's."""
    actions: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") == "form" and isinstance(node.get("submit"), dict):
                actions.add(node["submit"]["action"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for line in transcript.read_text().splitlines():
        if line.startswith("<-- "):
            walk(json.loads(line[4:]))
    return actions


def made_by_the_ui(message: dict[str, Any], submits: set[str]) -> bool:
    """A request of an input file that the frontend's UI sends by itself (an edit, a form's submit)."""
    return message.get("method") == "view/input" or (
        message.get("method") == "view/event" and (message.get("params") or {}).get("action") in submits)


def find_input(node: Any, key: str) -> dict[str, Any] | None:
    """The field, toggle or choice `key` of a tree (a list row's toggle: {type: "toggle", key, on, …})."""
    if not isinstance(node, dict):
        return None
    if node.get("type") in ("field", "toggle", "choice") and node.get("key") == key:
        return node
    if node.get("type") == "list":
        for item in node.get("items") or []:
            if item.get("key") == key and isinstance(item.get("toggle"), dict):
                return {"type": "toggle", "key": key, "label": item.get("title"), **item["toggle"]}
    for child in node.get("children") or []:
        if (found := find_input(child, key)) is not None:
            return found
    return None


def first_difference(expected: Any, got: Any, path: str = "$") -> str | None:
    if isinstance(expected, dict) and isinstance(got, dict):
        for key in [*expected, *(key for key in got if key not in expected)]:
            if key not in got or key not in expected:
                return f"{path}.{key}"
            found = first_difference(expected[key], got[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(got, list):
        for index, (a, b) in enumerate(zip(expected, got)):
            found = first_difference(a, b, f"{path}[{index}]")
            if found:
                return found
        return None if len(expected) == len(got) else f"{path}[{min(len(expected), len(got))}]"
    return None if expected == got else path


def view_diff(view_id: str, expected: Any, got: Any) -> str | None:
    """None when equal, else the first differing path and a unified diff."""
    path = first_difference(expected, got)
    if path is None:
        return None
    lines = difflib.unified_diff(
        json.dumps(expected, indent=2, sort_keys=True).splitlines(),
        json.dumps(got, indent=2, sort_keys=True).splitlines(),
        "host (view/get)", "mirror", lineterm="")
    return f"view {view_id} differs at {path}\n" + "\n".join(lines)


@dataclass
class Outcome:
    diffs: list[str] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    status: int | None = None
    stderr: str = ""


def check_view_get(host: Host, response: dict[str, Any], outcome: Outcome) -> None:
    result = response["result"]
    mine = host.mirror.views.get(result["viewId"])
    diff = view_diff(result["viewId"], result["view"], mine.view if mine else None)
    if diff:
        outcome.diffs.append(diff)


def drive(host: Host, lines: list[dict[str, Any]], outcome: Outcome) -> None:
    """Sends each request of the transcript with the client's own calls."""
    for message in lines:
        method = message["method"]
        if method in ("initialize", "shutdown", "exit"):
            continue  # initialize: by the caller; shutdown and exit: Host.close()
        _, response = host.call(method, message.get("params"))
        if "error" in response:
            outcome.errors.append(response["error"])
        elif method == "view/get":
            check_view_get(host, response, outcome)


def run(transcript: Path, tmp: Path) -> Outcome:
    outcome = Outcome()
    # The library sends the requests it is given and waits for each answer: latency would change nothing
    # it does (the rules under latency are the UIs': the TUI, viper-sh and the page play them late).
    host = Host(args=(), binary=mock_host(tmp, transcript, delay=0))
    try:
        host.initialize()
        drive(host, requests(transcript), outcome)
    finally:
        outcome.status = host.close()
        outcome.stderr = host.stderr
    return outcome


__all__ = ["CONFORMANCE", "INPUT_DELAY_MS", "INPUT_TRANSCRIPTS", "TRANSCRIPTS", "Outcome", "Step", "delay_ms", "drive",
           "find_input", "form_actions", "made_by_the_ui", "mock_host", "parse_step", "requests", "run", "script",
           "view_diff"]
