"""``swift build``'s output as diagnostics ``{file, line, column, severity, message}`` (Protocol/DEV.md): each
frontend formats them its own way; the raw text's tail goes along for what does not parse (a linker error).

The loop asks for plain output (Builder), but a diagnostic is never lost to a format: colour codes and other
escape sequences are removed first (a build may reuse a plan made on a terminal), each carriage return starts
a line (a terminal's progress redraws), and both of swift's styles, clang's ``fatal error``, a location
without a column and one without a file (``<unknown>:0``) parse."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

# ESC [ … final byte (CSI: colours, erase-line), ESC ] … BEL or ESC \ (OSC: links, titles), ESC and one byte.
ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[()][0-9A-Za-z]|[@-Z\\-_])")
LINE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?:(?P<column>\d+):)? "
                  r"(?P<severity>fatal error|error|warning|note|remark): (?P<message>.*)$")
SEVERITY = {"fatal error": "error"}  # what the frontends' "errors first" counts as an error
ATTACHED = ("note", "remark")  # part of the diagnostic above them, not one of their own
# What the overlay carries of the raw output: the end, where the summary and linker errors are.
RAW_TAIL_LINES = 40
MOST = 50
LAST_GOOD = "The screen below is the last good build; fix and save to rebuild."


def plain(text: str) -> str:
    """The text without escape sequences."""
    return ESCAPE.sub("", text)


def parse(output: str, root: Path) -> list[dict[str, Any]]:
    """Errors first, then warnings, each once (swift prints some twice), paths relative to the checkout."""
    found: list[dict[str, Any]] = []
    seen: set[tuple[str, int, int, str]] = set()
    for text in plain(output).splitlines():  # also at each \r: a progress redraw ends there
        match = LINE.match(text.strip())
        if match is None or match["severity"] in ATTACHED:
            continue
        file = relative(match["file"], root)
        key = (file, int(match["line"]), int(match["column"] or 0), match["message"])
        if key in seen:
            continue
        seen.add(key)
        found.append({"file": file, "line": key[1], "column": key[2],
                      "severity": SEVERITY.get(match["severity"], match["severity"]), "message": match["message"]})
    found.sort(key=lambda d: d["severity"] != "error")
    return found[:MOST]


def raw_tail(output: str) -> str:
    lines = [line.rstrip() for line in plain(output).splitlines() if line.strip()]
    return "\n".join(lines[-RAW_TAIL_LINES:])


def relative(file: str, root: Path) -> str:
    try:
        return Path(file).resolve().relative_to(root.resolve()).as_posix()
    except (ValueError, OSError):
        return file


def lines_of(params: dict[str, Any]) -> list[str]:
    """A ``dev/build`` notification as plain lines (the TUI's panel and viper-sh print these)."""
    state = params.get("state")
    if state == "building":
        return [f"Rebuilding ({', '.join(params.get('files', [])) or 'changes'})…"]
    if state != "failed":
        return []
    diagnostics = params.get("diagnostics") or []
    if params.get("stage") == "start":
        return [f"The new build does not start. {LAST_GOOD}", *(params.get("output") or "").splitlines()[-15:]]
    errors = sum(1 for d in diagnostics if d.get("severity") == "error")
    lines = [f"Build failed: {errors} error{'s' if errors != 1 else ''}. {LAST_GOOD}"]
    for d in diagnostics:
        lines.append(f"{d.get('file')}:{d.get('line')}:{d.get('column')}: {d.get('severity')}: {d.get('message')}")
    if not diagnostics:
        lines += (params.get("output") or "").splitlines()[-15:]
    return lines
