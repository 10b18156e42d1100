"""Runs the Python client (library + mirror) against `viper-host mock` playing a
transcript of Protocol/conformance/: the client sends the transcript's requests, the
mock answers, and each `view/get` answer (a checkpoint) is compared with the mirror's
own copy of that view. Protocol/conformance/README.md describes the contract."""

from __future__ import annotations

import difflib
import json
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from viperhost import Host
from viperhost.locate import find_host_binary

ROOT = Path(__file__).resolve().parents[3]
CONFORMANCE = ROOT / "Protocol" / "conformance"
TRANSCRIPTS = sorted(CONFORMANCE.glob("*.txt"))


def mock_host(tmp: Path, transcript: Path) -> str:
    """A script that the clients start as "the host": `viper-host mock TRANSCRIPT`."""
    script = tmp / f"mock-{transcript.stem}.sh"
    script.write_text(f'#!/bin/sh\nexec "{find_host_binary()}" mock --timeout 10 "{transcript}"\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script)


def requests(transcript: Path) -> list[dict[str, Any]]:
    """The frontend's lines of a transcript, in order."""
    return [json.loads(line[4:]) for line in transcript.read_text().splitlines() if line.startswith("--> ")]


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
    host = Host(args=(), binary=mock_host(tmp, transcript))
    try:
        host.initialize()
        drive(host, requests(transcript), outcome)
    finally:
        outcome.status = host.close()
        outcome.stderr = host.stderr
    return outcome


__all__ = ["CONFORMANCE", "TRANSCRIPTS", "Outcome", "drive", "mock_host", "requests", "run", "view_diff"]
