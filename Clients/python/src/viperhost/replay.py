"""An independent transcript replayer (Protocol/TRANSCRIPTS.md), so the Swift
one is checked by a second implementation. Check mode only; ``viper-host
replay --update`` rewrites transcripts.

    viperhost-replay [--host PATH] [--timeout S] FILE_OR_DIR...
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .locate import find_host_binary, protocol_dir

WILDCARD = "{{*}}"
ANY_ELEMENTS = "{{...}}"  # as an array element: any run of zero or more elements


@dataclass
class Group:
    sends: list[bytes] = field(default_factory=list)
    expects: list[tuple[int, str]] = field(default_factory=list)
    last_line: int = 0


@dataclass
class Run:
    args: list[str] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    after_eof: Group = field(default_factory=Group)
    explicit_eof: bool = False
    status: int = 0
    last_line: int = 0


@dataclass
class Failure(Exception):
    path: str
    line: int
    report: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.report}"


def parse(path: str, text: str) -> tuple[list[str], list[Run]]:
    """The first host's arguments and the runs of a transcript (each with its own arguments)."""
    runs = [Run()]
    group: Group | None = None

    def close() -> None:
        nonlocal group
        if group is not None:
            runs[-1].groups.append(group)
        group = None

    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw[:-1] if raw.endswith("\r") else raw
        run = runs[-1]
        if not line.strip() or line.startswith("#"):
            pass
        elif line.startswith("-->"):
            if run.explicit_eof:
                raise Failure(path, number, "nothing can be sent after !eof")
            if line.startswith("-->hex"):
                payload = bytes.fromhex(line[6:].replace(" ", ""))
            elif line == "-->":
                payload = b""
            elif line.startswith("--> "):
                payload = line[4:].encode()
            else:
                raise Failure(path, number, f"bad send line: {line[:20]}")
            if group is not None and group.expects:
                close()
            if group is None:
                group = Group()
            group.sends.append(payload)
            group.last_line = number
        elif line.startswith("<-- "):
            target = run.after_eof if run.explicit_eof else group
            if target is None:
                group = target = Group()
            target.expects.append((number, line[4:]))
            target.last_line = number
        elif line.startswith("!"):
            words = line[1:].split(" ")
            if words[0] == "host":
                if run.groups or group is not None:
                    raise Failure(path, number, "!host must come before this host's first line")
                run.args = words[1:]
            elif words == ["restart"]:
                close()
                runs.append(Run(args=list(run.args)))
            elif words == ["eof"]:
                close()
                run.explicit_eof = True
                run.after_eof.last_line = number
            elif words[0] == "status" and len(words) == 2:
                run.status = int(words[1])
            else:
                raise Failure(path, number, f"unknown directive {line}")
        else:
            raise Failure(path, number, f"a line must start with -->, <--, # or !: {line[:20]}")
        runs[-1].last_line = number
    close()
    return runs[0].args, runs


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


def match(pattern: Any, actual: Any, bindings: dict[str, Any], path: str = "$") -> str | None:
    """None when ``actual`` matches; else where and why it does not."""
    if isinstance(pattern, str):
        if pattern == WILDCARD:
            return None
        if pattern.startswith("{{$") and pattern.endswith("}}") and len(pattern) > 5:
            name = pattern[3:-2]
            if name in bindings:
                return None if bindings[name] == actual else f"{path}: placeholder ${name} was bound to another value"
            bindings[name] = actual
            return None
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
    if type(pattern) is not type(actual) or pattern != actual:
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


def answers_due(line: bytes, max_line_bytes: int) -> int:
    """One answer per line, but none for a blank line or a well-formed notification."""
    if not line.strip(b" \t"):
        return 0
    if len(line) > max_line_bytes:
        return 1
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return 1
    is_notification = (
        isinstance(message, dict)
        and "id" not in message
        and isinstance(message.get("method"), str)
        and message.get("jsonrpc", "2.0") == "2.0"
        and ("params" not in message or isinstance(message["params"], (dict, list)))
    )
    return 0 if is_notification else 1


class Child:
    def __init__(self, binary: str, args: list[str]) -> None:
        self.process = subprocess.Popen(
            [binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip(b"\n"))
        self.lines.put(None)

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(line + b"\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            pass

    def read(self, timeout: float) -> bytes | None:
        """A line; None at end of output; raises queue.Empty on timeout."""
        line = self.lines.get(timeout=timeout)
        if line is None:
            self.lines.put(None)
        return line

    def close_input(self) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass


def compare(path: str, group: Group, actual: list[bytes], stop: str | None, bindings: dict[str, Any]) -> None:
    for index, (number, text) in enumerate(group.expects):
        if index >= len(actual):
            raise Failure(path, number, f"expected this message, but {stop or 'the host sent no more here'}\n<-- {text}")
        expected = json.loads(text)
        got = json.loads(actual[index])
        problem = match(expected, got, bindings)
        if problem:
            raise Failure(
                path,
                number,
                f"differs at {problem}\n  expected: {json.dumps(expected)}\n  got:      {actual[index].decode()}",
            )
    if len(actual) > len(group.expects):
        extra = "\n".join("<-- " + line.decode() for line in actual[len(group.expects) :])
        raise Failure(path, group.last_line, f"unexpected message(s) from the host:\n{extra}")


def check(path: str, binary: str, timeout: float = 10.0) -> None:
    """Replays one transcript; raises Failure at the first difference."""
    _, runs = parse(path, Path(path).read_text(encoding="utf-8"))
    tmp = tempfile.mkdtemp(prefix="viperhost-replay-")
    try:
        bindings: dict[str, Any] = {}
        for run in runs:
            places = {
                "{{tmpdir}}": tmp,
                "{{bindir}}": str(Path(binary).resolve().parent),
                "{{here}}": str(Path(path).resolve().parent),
            }
            args = [arg for arg in run.args]
            for placeholder, value in places.items():
                args = [arg.replace(placeholder, value) for arg in args]
            max_line = int(args[args.index("--max-line-bytes") + 1]) if "--max-line-bytes" in args else 1 << 20
            child = Child(binary, args)
            for group in run.groups:
                due = 0
                for line in group.sends:
                    child.send(line)
                    due += answers_due(line, max_line)
                actual: list[bytes] = []
                answered = 0
                stop = None
                while answered < due or len(actual) < len(group.expects):
                    try:
                        line = child.read(timeout)
                    except queue.Empty:
                        stop = f"the host sent nothing more within {timeout}s"
                        break
                    if line is None:
                        stop = "the host closed its output"
                        break
                    actual.append(line)
                    message = json.loads(line)
                    if "id" in message and "method" not in message:
                        answered += 1
                compare(path, group, actual, stop, bindings)
            child.close_input()
            rest: list[bytes] = []
            while True:
                try:
                    line = child.read(timeout)
                except queue.Empty:
                    raise Failure(path, run.last_line, "the host kept its output open after end of input") from None
                if line is None:
                    break
                rest.append(line)
            compare(path, run.after_eof, rest, None, bindings)
            try:
                status = child.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                child.process.kill()
                raise Failure(path, run.last_line, "the host did not exit after end of input") from None
            if status != run.status:
                raise Failure(path, run.last_line, f"exit status {status}, expected {run.status}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def transcript_files(paths: list[str]) -> list[str]:
    files: list[str] = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(str(p) for p in Path(path).rglob("*.txt"))
        else:
            files.append(path)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="viperhost-replay", description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", help="transcripts or folders (default: Protocol/transcripts)")
    parser.add_argument("--host", help="the viper-host binary (default: $VIPER_HOST_BIN, PATH, build folder)")
    parser.add_argument("--timeout", type=float, default=10.0)
    options = parser.parse_args(argv)
    binary = options.host or find_host_binary()
    files = transcript_files(options.paths or [str(protocol_dir() / "transcripts")])
    failed = 0
    for file in files:
        try:
            check(file, binary, options.timeout)
            print(f"ok   {file}")
        except Failure as failure:
            failed += 1
            print(f"FAIL {failure}")
    print(f"transcripts: {len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
