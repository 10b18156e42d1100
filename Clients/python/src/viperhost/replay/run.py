"""An independent transcript replayer (Protocol/TRANSCRIPTS.md), so the Swift
one is checked by a second implementation. Check mode only; ``viper-host
replay --update`` rewrites transcripts.

    viperhost-replay [--host PATH] [--timeout S] [--show-skipped] FILE_OR_DIR...
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..client.process import HostProcess
from ..locate import find_host_binary, protocol_dir
from ..patterns import replay_bindings
from .compare import compare, compare_loose, has_enough, match_message
from .transcript import Failure, Group, Run, parse




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


# The replayer reads any line the host writes, however long (a transcript may raise the host's limits).
NO_LINE_LIMIT = 1 << 40


def check(path: str, binary: str, timeout: float = 10.0, skipped: list[tuple[int, str]] | None = None) -> None:
    """Replays one transcript; raises Failure at the first difference. Adds
    to ``skipped`` the (line, message) of each notification a !loose section
    let pass."""
    asyncio.run(replay(path, binary, timeout, [] if skipped is None else skipped))


def plugin_paths(args: list[str]) -> list[str]:
    """The files and folders the plugin options name: ``--plugin FILE``, ``--plugin-dir DIR``, and each
    path (a word with a ``/``) of a ``--process-plugin COMMAND``, which the host splits on spaces."""
    paths: list[str] = []
    index = 0
    while index < len(args):
        for option in ("--plugin", "--plugin-dir", "--process-plugin"):
            value = None
            if args[index] == option and index + 1 < len(args):
                value = args[index + 1]
                index += 1
            elif args[index].startswith(option + "="):
                value = args[index][len(option) + 1:]
            if value is not None:
                words = value.split(" ") if option == "--process-plugin" else [value]
                paths += [word for word in words if "/" in word]
        index += 1
    return paths


def missing_plugin(path: str, run: Run, args: list[str], expected: str) -> Failure | None:
    """A !host line naming a plugin that is not there fails at once, at that line (as viper-host replay
    does), unless the transcript's expectations name it (a load error it expects)."""
    for plugin in plugin_paths(args):
        if not os.path.exists(plugin) and Path(plugin).name not in expected:
            return Failure(path, run.host_line, f"the !host line names {plugin}, which does not exist; replaying "
                           "the plugin transcripts needs the sample plugins built: `swift build` (the library) "
                           "and `make venv` (the Python ones)")
    return None


async def replay(path: str, binary: str, timeout: float, skipped: list[tuple[int, str]]) -> None:
    text = Path(path).read_text(encoding="utf-8")
    _, runs = parse(path, text)
    expected = "\n".join(line for line in text.split("\n") if line.startswith("<--"))
    tmp = tempfile.mkdtemp(prefix="viperhost-replay-")
    try:
        bindings = replay_bindings()  # the replay's date, one for the whole file
        for run in runs:
            places = {
                "{{tmpdir}}": tmp,
                "{{bindir}}": str(Path(binary).resolve().parent),
                "{{here}}": str(Path(path).resolve().parent),
            }
            args = [arg for arg in run.args]
            for placeholder, value in places.items():
                args = [arg.replace(placeholder, value) for arg in args]
            missing = missing_plugin(path, run, args, expected)
            if missing is not None:
                raise missing
            child = await HostProcess.start(binary, args, line_limit=NO_LINE_LIMIT)
            try:
                await play(path, run, child, args, timeout, bindings, skipped)
            finally:
                if child.returncode is None:
                    child.kill()
                    await child.wait()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


async def play(
    path: str, run: Run, child: HostProcess, args: list[str], timeout: float,
    bindings: dict[str, Any], skipped: list[tuple[int, str]],
) -> None:
    """One run of a transcript against one host: its groups, the end of input, the exit status."""
    max_line = int(args[args.index("--max-line-bytes") + 1]) if "--max-line-bytes" in args else 1 << 20
    for group in run.groups:
        due = 0
        for line in group.sends:
            await child.send(line)
            due += answers_due(line, max_line)
        actual: list[bytes] = []
        answered = 0
        stop = None
        while answered < due or not has_enough(group, actual, bindings):
            try:
                line = await asyncio.wait_for(child.read_line(), timeout)
            except asyncio.TimeoutError:
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
            line = await asyncio.wait_for(child.read_line(), timeout)
        except asyncio.TimeoutError:
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
        status = await child.wait(timeout)
    except asyncio.TimeoutError:
        raise Failure(path, run.last_line, "the host did not exit after end of input") from None
    if status != run.status:
        raise Failure(path, run.last_line, f"exit status {status}, expected {run.status}")


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
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"viperhost-replay: the host {binary} is not an executable file (--host, $VIPER_HOST_BIN)",
              file=sys.stderr)
        return 64
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
