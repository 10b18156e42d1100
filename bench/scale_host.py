"""make bench-scale, the host's part: a viper-host over pipes on a filled To-dos data directory.

What a frontend that announces every node type (`list.window` too) and `viewPatch` sees: the time from
`view/open {module: "todos"}` to the answer of the `host/idle` after it (the rows read), a row's toggle
(its `view/input` answer, and the `host/idle` after it: the flip saved), the bytes of the patches each
toggle brings, what the host writes to disk per toggle (`wchar` of /proc/PID/io less its stdout), and
its peak RSS. Lines are told apart by their first bytes (the host writes members in a fixed order,
PROTOCOL.md §1), so a megabyte-long update is counted, never parsed, inside a timed stretch.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import signal
import statistics
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

NODES = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle",
         "list.window"]
RESPONSE = b'{"jsonrpc":"2.0","id":'


class HostError(Exception):
    """An error answer where the benchmark needs a result: `code` and `kind` say which."""

    def __init__(self, method: str, error: dict) -> None:
        self.code, self.kind = error.get("code"), (error.get("data") or {}).get("kind")
        super().__init__(f"{method}: {error.get('code')} {error.get('message')} {error.get('data')}")


class Host:
    """One viper-host over pipes: requests sent as bytes, lines read and counted as they come."""

    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, bufsize=0)
        assert self.process.stdout is not None and self.process.stdin is not None
        self.reader = io.BufferedReader(self.process.stdout, 1 << 20)  # type: ignore[arg-type]
        self.stdin = self.process.stdin
        self.next_id = 1
        self.read_bytes = 0  # everything the host wrote to its stdout so far

    def message(self, method: str, params: dict | None = None) -> tuple[int, bytes]:
        ident, self.next_id = self.next_id, self.next_id + 1
        body: dict[str, Any] = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            body["params"] = params
        return ident, json.dumps(body, separators=(",", ":")).encode() + b"\n"

    def send(self, *lines: bytes) -> float:
        """Writes the lines in one write; the time it was written."""
        self.stdin.write(b"".join(lines))
        return time.perf_counter()

    def until(self, ident: int, method: str = "") -> tuple[float, list[bytes], bytes]:
        """Reads up to the answer to `ident`: the time it arrived, the notification lines before it, the answer."""
        notes: list[bytes] = []
        prefix = RESPONSE + str(ident).encode() + b","
        while True:
            line = self.reader.readline()
            if not line:
                raise RuntimeError(f"the host ended before answering {method or ident}")
            self.read_bytes += len(line)
            if line.startswith(prefix):
                arrived = time.perf_counter()
                if line.startswith(prefix + b'"error"'):
                    raise HostError(method, json.loads(line)["error"])
                return arrived, notes, line
            if not line.startswith(RESPONSE):
                notes.append(line)

    def call(self, method: str, params: dict | None = None) -> Any:
        ident, line = self.message(method, params)
        self.send(line)
        return json.loads(self.until(ident, method)[2])["result"]

    def status(self, field: str) -> int:
        """A /proc/PID/status figure, in KiB (VmHWM: the peak resident set)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        raise KeyError(field)

    def written(self) -> int:
        """wchar: bytes the process passed to write(2) and its kin, to any file, pipe or socket."""
        for line in Path(f"/proc/{self.process.pid}/io").read_text().splitlines():
            if line.startswith("wchar:"):
                return int(line.split()[1])
        raise KeyError("wchar")

    def close(self) -> None:
        try:
            self.stdin.close()  # the end of input ends the host once its effects are done (PROTOCOL.md §3)
            self.process.wait(timeout=120)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def started(binary: str, data_dir: Path) -> Host:
    host = Host([binary, "--data-dir", str(data_dir)])
    host.call("initialize", {"protocolVersion": "1", "clientInfo": {"name": "bench-scale"},
                             "capabilities": {"viewPatch": True, "nodes": NODES}})
    host.call("app/start", {})
    return host


def open_todos(host: Host) -> tuple[float, str, int]:
    """view/open todos and the host/idle after it, in one write: ms to the idle's answer, the view id, bytes."""
    before = host.read_bytes
    opened, open_line = host.message("view/open", {"module": "todos"})
    idle, idle_line = host.message("host/idle")
    sent = host.send(open_line, idle_line)
    view_id = json.loads(host.until(opened, "view/open")[2])["result"]["viewId"]
    done = host.until(idle, "host/idle")[0]
    return (done - sent) * 1e3, view_id, host.read_bytes - before


def nodes(node: Any) -> Iterator[dict]:
    if isinstance(node, dict):
        yield node
        for child in node.get("children") or []:
            yield from nodes(child)


def todo_list(host: Host, view_id: str) -> dict | None:
    """The `open` list of the view as the host has it now (view/get: a whole tree, no patches applied here)."""
    view = host.call("view/get", {"viewId": view_id})["view"]
    return next((n for n in nodes(view) if n.get("type") == "list" and n.get("action") == "open"), None)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


# A host that sends whole lists takes seconds per flip of a big one: a phase stops after this long (at least
# MIN_FLIPS flips), and says how many it made.
BUDGET_S = 60.0
MIN_FLIPS = 10


def toggles(host: Host, view_id: str, items: list[dict], count: int, seqs: dict[str, int],
            state: dict[str, bool]) -> dict:
    """`count` flips of the rows given, in turn (each flipped twice by 200 flips of 100 rows: the data
    ends as it began): each a view/input and a host/idle in one write."""
    rows = [item for item in items if isinstance(item.get("toggle"), dict)]
    if not rows:
        raise RuntimeError("no row with a toggle")
    for item in rows:  # what this run sent wins over a tree read before it (view/get's items may be older)
        key = str(item["key"])
        seqs[key] = max(seqs.get(key, 0), int(item["toggle"].get("seq", 0)))
        state.setdefault(key, bool(item["toggle"]["on"]))
    answers, saved, patch_bytes = [], [], 0
    wchar, stdout = host.written(), host.read_bytes
    deadline = time.perf_counter() + BUDGET_S
    for i in range(count):
        if i >= MIN_FLIPS and time.perf_counter() > deadline:
            count = i
            break
        key = str(rows[i % len(rows)]["key"])
        seqs[key] += 1
        state[key] = not state[key]
        flip, flip_line = host.message("view/input", {"viewId": view_id, "key": key, "seq": seqs[key],
                                                      "value": state[key]})
        idle, idle_line = host.message("host/idle")
        sent = host.send(flip_line, idle_line)
        answered, before, _ = host.until(flip, "view/input")
        done, after, _ = host.until(idle, "host/idle")
        answers.append((answered - sent) * 1e3)
        saved.append((done - sent) * 1e3)
        patch_bytes += sum(len(line) for line in before + after)
    disk = (host.written() - wchar) - (host.read_bytes - stdout)
    return {"count": count, "rows": len(rows),
            "answer_p50_ms": percentile(answers, 0.5), "answer_p99_ms": percentile(answers, 0.99),
            "save_p50_ms": percentile(saved, 0.5), "save_p99_ms": percentile(saved, 0.99),
            "patch_bytes": patch_bytes / count, "disk_bytes": disk / count}


WRITE = re.compile(r"^(?:\[pid\s+\d+\]\s+|\d+\s+)?p?writev?(?:64)?\(\d+<([^>]*)>.*=\s*(\d+)\s*$")


def written_where(host: Host, view_id: str, items: list[dict], count: int, seqs: dict[str, int],
                  state: dict[str, bool]) -> dict | str:
    """Bytes written per toggle, by file: `count` more toggles with strace attached to every thread of the
    host (`-y` names each descriptor's file). Splits wchar into the session (session.sqlite and its WAL),
    the to-dos' database (viper-host.sqlite …) and the rest (stdout: a pipe)."""
    if shutil.which("strace") is None:
        return "n/a (no strace)"
    with tempfile.TemporaryDirectory(prefix="bench-scale-strace-") as logs:
        # -ff: a file per thread, so no call is split by another thread's ("<unfinished ...>").
        tracer = subprocess.Popen(["strace", "-f", "-ff", "-qq", "-y", "-s", "0", "-o", f"{logs}/trace",
                                   "-e", "trace=write,pwrite64,writev,pwritev", "-p", str(host.process.pid)],
                                  stderr=subprocess.DEVNULL)
        time.sleep(1.0)  # attached to every thread by then
        try:
            flips = toggles(host, view_id, items, count, seqs, state)["count"]
        finally:
            tracer.send_signal(signal.SIGINT)  # detaches; the host goes on
            tracer.wait(timeout=30)
        totals = {"session": 0, "database": 0, "other": 0}
        for trace in Path(logs).iterdir():
            for line in trace.read_text(errors="replace").splitlines():
                match = WRITE.match(line)
                if match:
                    name = match.group(1).rsplit("/", 1)[-1]
                    part = ("session" if name.startswith("session.sqlite") else
                            "database" if name.startswith("viper-host.sqlite") else "other")
                    totals[part] += int(match.group(2))
    return {part: total / flips for part, total in totals.items()} | {"count": flips}


def jump_to_middle(host: Host, view_id: str, total: int) -> dict:
    """view/rows {from: N/2, count: 50} and the host/idle after it; the window's rows after it."""
    before = host.read_bytes
    rows, rows_line = host.message("view/rows", {"viewId": view_id, "list": "open", "from": total // 2, "count": 50})
    idle, idle_line = host.message("host/idle")
    sent = host.send(rows_line, idle_line)
    host.until(rows, "view/rows")
    done = host.until(idle, "host/idle")[0]
    return {"ms": (done - sent) * 1e3, "bytes": host.read_bytes - before}


def measure(binary: str, data_dir: Path, total: int, runs: int, flips: int) -> dict:
    """Every host figure for one filled directory; a figure that cannot be taken is a string saying why."""
    opens, open_bytes = [], 0
    deadline = time.perf_counter() + BUDGET_S
    for _ in range(runs):
        if opens and time.perf_counter() > deadline:
            break
        host = started(binary, data_dir)
        try:
            ms, _, open_bytes = open_todos(host)
            opens.append(ms)
        finally:
            host.close()
    figures: dict[str, Any] = {"open_ms": statistics.median(opens), "open_runs_ms": opens, "open_bytes": open_bytes}
    host = started(binary, data_dir)
    try:
        _, view_id, _ = open_todos(host)
        listed = todo_list(host, view_id)
        seqs: dict[str, int] = {}  # per row key: the last seq sent, and the state the host now has
        state: dict[str, bool] = {}
        if listed is None:
            figures["top"] = figures["middle"] = "n/a (no list in the view: too large to send)"
        else:
            figures["window"] = listed.get("window", "none (the whole list)")
            figures["first_rows"] = len(listed["items"])
            figures["top"] = toggles(host, view_id, listed["items"][:100], flips, seqs, state)
            figures["written"] = written_where(host, view_id, listed["items"][:20], 20, seqs, state)
            figures["middle"] = middle(host, view_id, listed, total, flips, seqs, state, figures)
        figures["peak_rss_kib"] = host.status("VmHWM")
    finally:
        host.close()
    return figures


def middle(host: Host, view_id: str, listed: dict, total: int, flips: int, seqs: dict[str, int],
           state: dict[str, bool], figures: dict) -> dict | str:
    """Toggles after a jump to the middle; a host without view/rows (a list sent whole) flips the whole
    list's middle rows instead, as a frontend that scrolled there would."""
    try:
        figures["jump"] = jump_to_middle(host, view_id, total)
    except HostError as error:
        if error.code != -32601 or "window" in listed:
            raise
        figures["jump"] = "n/a (no view/rows: the list comes whole)"
        half = len(listed["items"]) // 2
        return toggles(host, view_id, listed["items"][half:half + 100], flips, seqs, state)
    window = todo_list(host, view_id)
    if window is None:
        return "n/a (no list after the jump)"
    return toggles(host, view_id, window["items"][:100], flips, seqs, state)
