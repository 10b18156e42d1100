"""An independent transcript replayer (Protocol/TRANSCRIPTS.md), so the Swift
one is checked by a second implementation. Check mode only; ``viper-host
replay --update`` rewrites transcripts.

    viperhost-replay [--host PATH] [--timeout S] [--show-skipped] FILE_OR_DIR...
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .locate import find_host_binary, protocol_dir

from .patterns import match


@dataclass
class Group:
    sends: list[bytes] = field(default_factory=list)
    expects: list[tuple[int, str]] = field(default_factory=list)
    last_line: int = 0
    loose: bool = False  # in a !loose section: unlisted notifications are skipped
    last_send: int = 0


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
    loose = False

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
                group = Group(loose=loose)
            group.sends.append(payload)
            group.last_line = group.last_send = number
        elif line.startswith("<-- "):
            target = run.after_eof if run.explicit_eof else group
            if target is None:
                group = target = Group(loose=loose, last_send=number - 1)
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
                if not run.explicit_eof:
                    run.after_eof.loose = loose
                runs.append(Run(args=list(run.args)))
            elif words == ["eof"]:
                close()
                run.explicit_eof = True
                run.after_eof.last_line = run.after_eof.last_send = number
                run.after_eof.loose = loose
            elif words in (["loose"], ["strict"]):
                close()  # a section boundary ends the group before it
                loose = words == ["loose"]
                if run.explicit_eof:
                    run.after_eof.loose = loose
            elif words[0] == "status" and len(words) == 2:
                run.status = int(words[1])
            else:
                raise Failure(path, number, f"unknown directive {line}")
        else:
            raise Failure(path, number, f"a line must start with -->, <--, # or !: {line[:20]}")
        runs[-1].last_line = number
    close()
    if not runs[-1].explicit_eof:
        runs[-1].after_eof.loose = loose
    return runs[0].args, runs


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


def match_message(pattern: Any, actual: Any, bindings: dict[str, Any]) -> str | None:
    """``match`` that binds only when it matches, as the Swift replayer does."""
    trial = dict(bindings)
    problem = match(pattern, actual, trial)
    if problem is None:
        bindings.update(trial)
    return problem


def line_matches(text: str, line: bytes, bindings: dict[str, Any]) -> bool:
    try:
        return match_message(json.loads(text), json.loads(line), bindings) is None
    except ValueError:
        return text.encode() == line


def is_notification(line: bytes) -> bool:
    try:
        message = json.loads(line)
    except ValueError:
        return False
    return isinstance(message, dict) and "method" in message and "id" not in message


def kind(line: str) -> str:
    """A notification's method, or "response": to find the message a listed line was meant for."""
    try:
        message = json.loads(line)
    except ValueError:
        return "text"
    if isinstance(message, dict) and isinstance(message.get("method"), str):
        return "method " + message["method"]
    return "response" if isinstance(message, dict) and "id" in message else "other"


def align_loose(group: Group, actual: list[bytes], bindings: dict[str, Any]) -> tuple[list[int], list[int], int | None]:
    """A !loose group: each listed line takes the first message from where the
    previous one matched that it matches; unlisted notifications are skipped.
    (matched message indices, skipped ones, the first unlisted non-notification)."""
    matched: list[int] = []
    skipped: list[int] = []
    for index, line in enumerate(actual):
        k = len(matched)
        if k < len(group.expects) and line_matches(group.expects[k][1], line, bindings):
            matched.append(index)
        elif is_notification(line):
            skipped.append(index)
        else:
            return matched, skipped, index
    return matched, skipped, None


def has_enough(group: Group, actual: list[bytes], bindings: dict[str, Any]) -> bool:
    if not group.loose:
        return len(actual) >= len(group.expects)
    matched, _, unexpected = align_loose(group, actual, dict(bindings))
    return unexpected is not None or len(matched) == len(group.expects)


def compare_loose(
    path: str,
    group: Group,
    actual: list[bytes],
    stop: str | None,
    bindings: dict[str, Any],
    skipped: list[tuple[int, str]],
    anchor: int,
) -> None:
    matched, passed, unexpected = align_loose(group, actual, bindings)
    k = len(matched)
    if k < len(group.expects):
        number, text = group.expects[k]
        # The closest to the listed line that did not come: a skipped message
        # of its kind after the last match, else the message that stopped it.
        after = matched[-1] if matched else -1
        candidates = [i for i in passed if i > after and kind(actual[i].decode()) == kind(text)]
        candidate = candidates[0] if candidates else unexpected
        if candidate is not None:
            compare(path, Group(expects=[(number, text)], last_line=number), [actual[candidate]], stop, dict(bindings))
        raise Failure(path, number, f"expected this message, but {stop or 'the host sent no such message here'}\n<-- {text}")
    if unexpected is not None:
        raise Failure(
            path,
            group.last_line,
            "unexpected message from the host (a !loose section skips only notifications):\n<-- "
            + actual[unexpected].decode(),
        )
    for index in passed:
        before = [group.expects[j][0] for j, at in enumerate(matched) if at < index]
        skipped.append((before[-1] if before else anchor, actual[index].decode()))


def compare(path: str, group: Group, actual: list[bytes], stop: str | None, bindings: dict[str, Any]) -> None:
    for index, (number, text) in enumerate(group.expects):
        if index >= len(actual):
            raise Failure(path, number, f"expected this message, but {stop or 'the host sent no more here'}\n<-- {text}")
        expected = json.loads(text)
        got = json.loads(actual[index])
        problem = match_message(expected, got, bindings)
        if problem:
            raise Failure(
                path,
                number,
                f"differs at {problem}\n  expected: {json.dumps(expected)}\n  got:      {actual[index].decode()}",
            )
    if len(actual) > len(group.expects):
        extra = "\n".join("<-- " + line.decode() for line in actual[len(group.expects) :])
        raise Failure(path, group.last_line, f"unexpected message(s) from the host:\n{extra}")


def check(path: str, binary: str, timeout: float = 10.0, skipped: list[tuple[int, str]] | None = None) -> None:
    """Replays one transcript; raises Failure at the first difference. Adds
    to ``skipped`` the (line, message) of each notification a !loose section
    let pass."""
    skipped = [] if skipped is None else skipped
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
                while answered < due or not has_enough(group, actual, bindings):
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
                if group.loose:
                    compare_loose(path, group, actual, stop, bindings, skipped, group.last_send)
                else:
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
            if run.after_eof.loose:
                anchor = run.after_eof.last_send if run.explicit_eof else run.last_line
                compare_loose(path, run.after_eof, rest, None, bindings, skipped, anchor)
            else:
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
    parser.add_argument(
        "--show-skipped", action="store_true", help="list the notifications that !loose sections let pass"
    )
    options = parser.parse_args(argv)
    binary = options.host or find_host_binary()
    files = transcript_files(options.paths or [str(protocol_dir() / "transcripts")])
    failed = 0
    for file in files:
        skipped: list[tuple[int, str]] = []
        try:
            check(file, binary, options.timeout, skipped)
            print(f"ok   {file}")
        except Failure as failure:
            failed += 1
            print(f"FAIL {failure}")
        if options.show_skipped:
            for line, message in skipped:
                print(f"  skipped after line {line}: <-- {message}")
    print(f"transcripts: {len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
