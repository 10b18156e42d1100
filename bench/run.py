#!/usr/bin/env python3
"""make bench: viper-host against the floor (bench/floor.c), same run, same machine.

Builds the floor and the driver with cc, runs every measurement, prints a
table (host, floor, ratio) and writes bench/results.json.
"""

from __future__ import annotations

import argparse
import datetime
import http.server
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent


def build(tmp: Path) -> tuple[Path, Path]:
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "json-c"], capture_output=True, text=True, check=True)
    floor, driver = tmp / "floor", tmp / "driver"
    subprocess.run(["cc", "-O2", "-o", str(floor), str(HERE / "floor.c"), *flags.stdout.split()], check=True)
    subprocess.run(["cc", "-O2", "-o", str(driver), str(HERE / "driver.c")], check=True)
    return floor, driver


def measure(driver: Path, mode: str, args: list[int], cmd: list[str]) -> dict:
    out = subprocess.run([str(driver), mode, *map(str, args), "--", *cmd], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


INITIALIZE = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'


def instructions(cmd: list[str]) -> int:
    """Instructions from exec to exit for one start that answers `initialize` (callgrind counts them
    the same on a busy machine and a quiet one)."""
    return callgrind_total(cmd, INITIALIZE)


OPEN_COUNTER = b'{"jsonrpc":"2.0","id":1,"method":"view/open","params":{"module":"bench-counter"}}\n'


def event_lines(count: int) -> bytes:
    """`count` counter events, each line as long as the others (ids of one width), as the driver sends them."""
    return b"".join(b'{"jsonrpc":"2.0","id":%d,"method":"view/event","params":{"viewId":"v1","action":"increment"}}\n'
                    % (1_000_000 + i) for i in range(count))


def callgrind_total(cmd: list[str], stdin: bytes, out_file: str = "/dev/null") -> int:
    return callgrind_counts(cmd, stdin, out_file)[0]


def callgrind_counts(cmd: list[str], stdin: bytes, out_file: str = "/dev/null") -> tuple[int, int]:
    """Instructions, and locked (atomic read-modify-write) instructions: callgrind's global bus events."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--collect-bus=yes", f"--callgrind-out-file={out_file}", *cmd],
                         input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    counts = [line for line in out.stderr.decode().splitlines() if "Collected :" in line]
    instructions, locked = counts[-1].split(":")[-1].split()
    return int(instructions), int(locked)


def instructions_per_event(cmd: list[str], warm: int, events: int) -> tuple[float, float]:
    """Instructions and locked instructions per counter event, start-up subtracted: one run answers `initialize`,
    opens the counter and takes `warm` events, another takes `events` more; the difference over `events`. The
    warm-up events stay out too (the first events of a process pay one-time costs: metadata instantiated, buffers
    grown)."""
    base = callgrind_counts(cmd, INITIALIZE + OPEN_COUNTER + event_lines(warm))
    more = callgrind_counts(cmd, INITIALIZE + OPEN_COUNTER + event_lines(warm + events))
    return (more[0] - base[0]) / events, (more[1] - base[1]) / events


def event_instructions(plain: str, floor: list[str], scale: int, rows: list, figures: dict) -> None:
    """The row that does not move with the machine's load (issue #40): callgrind's instructions per pipelined
    counter event, host (`--in-memory`: session saving has its own rows) against the floor, start-ups subtracted."""
    warm, events = 500 // scale, 4000 // scale
    host, host_locked = instructions_per_event([plain, "--in-memory", "--bench-modules"], warm, events)
    low, low_locked = instructions_per_event(floor, warm, events)
    figures["event_instructions"] = {"host": host, "floor": low, "warm": warm, "events": events,
                                     "locked": {"host": host_locked, "floor": low_locked}}
    rows.append((f"instructions per event (callgrind, {events:,} events)", "k", host / 1e3, low / 1e3, False))
    # Each a locked instruction of some 20 cycles: where the host's CPU time goes beyond its instructions.
    rows.append(("locked instructions per event (the same runs)", "", host_locked, low_locked, False))


def saved_session(binary: str, tmp: Path) -> Path:
    """A data directory holding a saved two-screen session, as at a user's second launch."""
    saved = tmp / "saved-session"
    stack = b'{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"stack":[{"module":"home"},{"module":"jobs"}]}}\n'
    subprocess.run([binary, "--data-dir", str(saved)], input=INITIALIZE + stack, capture_output=True, check=True)
    return saved


def startup(driver: Path, binary: str, floor: list[str], saved: Path, rows: list, figures: dict) -> str | None:
    """Start-up to the initialize answer (issue #31): ms and peak RSS then, median of 30, `--in-memory`
    and with a saved session; then instructions (callgrind: the same on a busy machine and a quiet one)."""
    starts = {"in_memory": [binary, "--in-memory"], "saved_session": [binary, "--data-dir", str(saved)]}
    labels = {"in_memory": "--in-memory", "saved_session": "a saved session"}
    f = measure(driver, "startup", [30], floor)
    figures["startup"] = {"floor": f}
    for key, cmd in starts.items():
        h = measure(driver, "startup", [30], cmd)
        figures["startup"][key] = h
        rows.append((f"start-up to initialize answer, {labels[key]}", "ms", h["median_ms"], f["median_ms"], False))
        rows.append((f"peak RSS at start, {labels[key]}", "MiB", h["peak_rss_kib"] / 1024, f["peak_rss_kib"] / 1024,
                     False))
    if shutil.which("valgrind") is None:
        print("valgrind is missing: no instruction counts (make bench installs it)", file=sys.stderr)
        return None
    # valgrind cannot read the static binary's debug information: it runs a copy without it.
    plain = saved.parent / "viper-host-nodebug"
    subprocess.run(["strip", "--strip-debug", "-o", str(plain), binary], check=True)
    counts = {key: instructions([str(plain), *cmd[1:]]) for key, cmd in starts.items()}
    counts["floor"] = instructions(floor)
    figures["startup_instructions"] = counts
    for key in starts:
        rows.append((f"start-up instructions, {labels[key]}", "M", counts[key] / 1e6, counts["floor"] / 1e6, False))
    return str(plain)


def sizes(binary: str, tmp: Path, rows: list, figures: dict) -> None:
    """The binary as make install writes it (symbols moved to a debug file) and gzip'd, as in the tarball."""
    installed = tmp / "viper-host-installed"
    subprocess.run(["objcopy", "--strip-all", binary, str(installed)], check=True)
    packed = subprocess.run(["gzip", "-9c", str(installed)], capture_output=True, check=True).stdout
    figures["binary"] = {"built": os.path.getsize(binary), "installed": os.path.getsize(installed),
                         "gzip": len(packed)}
    rows.append(("binary as installed (symbols in a debug file)", "MB", figures["binary"]["installed"] / 1e6, None,
                 False))
    rows.append(("binary as installed, gzip -9 (the tarball's bulk)", "MB", len(packed) / 1e6, None, False))


def paired_medians(runs: int, driver: Path, mode: str, args: list[int], host: list[str], floor: list[str],
                   key: str) -> tuple[dict, dict]:
    """Host and floor runs alternate, so a noisy stretch of the machine hits both."""
    pairs = [(measure(driver, mode, args, host), measure(driver, mode, args, floor)) for _ in range(runs)]
    hosts = sorted((pair[0] for pair in pairs), key=lambda r: r[key])
    floors = sorted((pair[1] for pair in pairs), key=lambda r: r[key])
    return hosts[len(hosts) // 2], floors[len(floors) // 2]


def paired_latencies(runs: int, driver: Path, n: int, host: list[str], floor: list[str]) -> tuple[dict, dict]:
    """Latency runs, host and floor alternating; each percentile is the median of its own over the runs
    (one run's p99 can be three times the others' when the VM stalls, for either program)."""
    pairs = [(measure(driver, "latency", [n], host), measure(driver, "latency", [n], floor)) for _ in range(runs)]

    def medians(results: list[dict]) -> dict:
        return {key: sorted(r[key] for r in results)[len(results) // 2] for key in results[0]}

    return medians([pair[0] for pair in pairs]), medians([pair[1] for pair in pairs])


ROLES = ["iOS Engineer", "Android Engineer", "QA Engineer", "Designer", "Product Manager", "Data Scientist",
         "Site Reliability Engineer", "Technical Writer"]


def search(driver: Path, binary: str, scale: int, rows: list, figures: dict) -> None:
    """A keystroke in the job board's search (PROTOCOL.md §6, "Input") with 1,000 jobs
    from a local server: host time and bytes per keystroke (a patch, not the list)."""
    jobs = [{"id": i, "name": f"{ROLES[i % len(ROLES)]} {i}", "applied": False} for i in range(1, 1001)]
    body = json.dumps(jobs).encode()

    class Jobs(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            self.send_response(200 if self.path == "/jobs" else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Jobs)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        h = measure(driver, "search", [len(jobs), 2200 // scale],
                    [binary, "--in-memory", "--jobs-url", url])
    finally:
        server.shutdown()
    figures["search"] = h
    rows.append(("a keystroke in the search of 1,000 jobs", "µs", h["us_per_keystroke"], None, False))
    rows.append(("a keystroke in the search of 1,000 jobs: CPU", "µs", h["cpu_us_per_keystroke"], None, False))
    rows.append(("a keystroke in the search of 1,000 jobs", "bytes", h["bytes_per_keystroke"], None, False))


def machine() -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "system": platform.platform(), "python": platform.python_version()}


def git_revision() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def sessions(driver: Path, binary: str, data: Path, scale: int, rows: list, figures: dict) -> None:
    """The costs of sessions (Protocol/SESSIONS.md): saving, history, restore.

    The "floor" column holds the baseline each is compared with: the same
    host with --in-memory (no session saved) or without --debug."""
    saved = [binary, "--data-dir", str(data), "--bench-modules"]
    memory = [binary, "--in-memory", "--bench-modules"]
    n = 200_000 // scale
    on, off = paired_medians(3, driver, "throughput", [n], saved, memory, "cpu_us_per_event")
    rows.append(("CPU per event: session saved / --in-memory", "µs", on["cpu_us_per_event"], off["cpu_us_per_event"], False))
    n = 20_000 // scale
    lat_on, lat_off = paired_latencies(5, driver, n, saved, memory)
    rows.append(("latency p99: session saved / --in-memory", "µs", lat_on["p99_us"], lat_off["p99_us"], False))
    n = 200_000 // scale
    dbg, plain = paired_medians(3, driver, "throughput", [n], memory + ["--debug"], memory, "cpu_us_per_event")
    rows.append(("CPU per event: --debug / without", "µs", dbg["cpu_us_per_event"], plain["cpu_us_per_event"], False))
    # A full 100-entry history of the 10,000-row list: each snapshot is the
    # list's persistent vector, sharing all but one path with the one before.
    events = 100
    history = measure(driver, "list", [10_000, events], memory + ["--debug", "--history", "100"])
    bare = measure(driver, "list", [10_000, events], memory)
    rows.append(("peak RSS, 10,000-row list, 100-entry history / none", "MiB", history["peak_rss_kib"] / 1024,
                 bare["peak_rss_kib"] / 1024, False))
    listed = measure(driver, "list", [10_000, events], saved)
    rows.append(("CPU per event, 10,000-row list: session saved / --in-memory", "µs", listed["cpu_us_per_event"],
                 bare["cpu_us_per_event"], False))
    restore = measure(driver, "restore", [10, max(30 // scale, 5)], saved)
    rows.append(("restore a 10-screen session / open it by link", "ms", restore["restore_median_ms"],
                 restore["link_median_ms"], False))
    figures["sessions"] = {"saving": {"saved": on, "in_memory": off, "latency_saved": lat_on, "latency_in_memory": lat_off},
                           "debug": {"on": dbg, "off": plain},
                           "list_10000": {"history": history, "none": bare, "saved": listed}, "restore": restore}


def web(python: str, binary: str, quick: bool, tmp: Path, figures: dict) -> str:
    """The browser bridge under N sessions (bench/web_load.py, run by the venv's Python: it needs aiohttp)."""
    out = tmp / "web.json"
    counts = ["--sessions", "10,50", "--events", "20", "--paced-events", "10"] if quick else []
    table = subprocess.run([python, str(HERE / "web_load.py"), "--host", binary, "--out", str(out), *counts],
                           capture_output=True, text=True, check=True).stdout
    figures["web"] = json.loads(out.read_text())
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", required=True, help="the release viper-host binary")
    parser.add_argument("--quick", action="store_true", help="smaller counts (a smoke run, not for the README)")
    parser.add_argument("--out", default=str(HERE / "results.json"))
    parser.add_argument("--web-python", help="a Python with aiohttp and viperhost (the venv's): also load the browser bridge")
    options = parser.parse_args()
    scale = 10 if options.quick else 1

    tmp = Path(tempfile.mkdtemp(prefix="viper-bench-"))
    try:
        floor_bin, driver = build(tmp)
        data = tmp / "data"
        host = [options.host, "--data-dir", str(data), "--bench-modules"]
        floor = [str(floor_bin)]
        # An existing data directory, as at a user's second launch.
        subprocess.run(host, input=b"", check=True)

        rows: list[tuple[str, str, float | None, float | None, bool]] = []  # name, unit, host, floor, higher is better
        results: dict = {"machine": machine(), "date": datetime.datetime.now().isoformat(timespec="seconds"),
                         "revision": git_revision(), "figures": {}}
        figures = results["figures"]

        # Start-up first: after the load runs this VM runs slower for a few
        # seconds (start-up measured +3-4 ms right after them), which would
        # say more about the VM than about the host.
        plain = startup(driver, options.host, floor, saved_session(options.host, tmp), rows, figures)
        sizes(options.host, tmp, rows, figures)
        if plain:
            event_instructions(plain, floor, scale, rows, figures)

        n = 200_000 // scale
        h, f = paired_medians(3, driver, "throughput", [n], host, floor, "events_per_s")
        figures["throughput"] = {"host": h, "floor": f}
        rows.append((f"throughput, {n:,} pipelined events", "events/s", h["events_per_s"], f["events_per_s"], True))
        rows.append(("CPU time per event (same runs)", "µs", h["cpu_us_per_event"], f["cpu_us_per_event"], False))

        # The event path like for like: neither program saves anything (the
        # host --in-memory; issue #40's ping-pong). What a save adds to a round
        # trip is the next row, and "latency p99: session saved / --in-memory".
        n = 20_000 // scale
        in_memory = [options.host, "--in-memory", "--bench-modules"]
        h, f = paired_latencies(5, driver, n, in_memory, floor)
        figures["latency"] = {"host": h, "floor": f}
        for key, label in (("p50_us", "p50"), ("p99_us", "p99"), ("p999_us", "p99.9")):
            rows.append((f"latency {label}, {n:,} round trips", "µs", h[key], f[key], False))
        saving, f = paired_latencies(5, driver, n, host, floor)
        figures["latency_session_saved"] = {"host": saving, "floor": f}
        rows.append(("latency p99, the host saving its session", "µs", saving["p99_us"], f["p99_us"], False))

        memory = {}
        for events in (100_000 // scale, 1_000_000 // scale):
            h = measure(driver, "rss", [events], host)
            memory[events] = h
            rows.append((f"peak RSS after {events:,} events", "MiB", h["peak_rss_kib"] / 1024, None, False))
        f = measure(driver, "rss", [1_000_000 // scale], floor)
        rows[-1] = (rows[-1][0], "MiB", rows[-1][2], f["peak_rss_kib"] / 1024, False)
        figures["memory"] = {"host": memory, "floor": f}

        lists = {}
        for mode, label in (("list", "whole trees"), ("list-patch", "view/patch")):
            for count, events in ((10, 2000), (1000, 500), (10_000, 100)):
                h = measure(driver, mode, [count, max(events // scale, 10)], host)
                lists[f"{mode}-{count}"] = h
                rows.append((f"one changed row of {count:,} ({label})", "µs/update", h["us_per_update"], None, False))
                rows.append((f"one changed row of {count:,} ({label})", "bytes/update", h["bytes_per_update"], None, False))
        figures["list_scaling"] = lists

        stacks = {}
        for depth in (1, 10, 100):
            h = measure(driver, "stack", [depth, 20_000 // scale], host)
            stacks[depth] = h
            rows.append((f"event with {depth} screens on the stack", "µs/event", h["us_per_event"], None, False))
        figures["stack_scaling"] = stacks

        sessions(driver, options.host, data, scale, rows, figures)
        search(driver, options.host, scale, rows, figures)
        web_table = web(options.web_python, options.host, options.quick, tmp, figures) if options.web_python else ""

        print(f"viper-host vs floor — {results['machine']['cpu']}, {results['machine']['cores']} cores, "
              f"{results['date']}, {results['revision']}")
        print(f"{'measure':<52} {'unit':<13} {'host':>12} {'floor':>12} {'host/floor':>11}")
        for name, unit, hv, fv, _ in rows:
            ratio = f"{hv / fv:.2f}" if hv is not None and fv else ""
            fs = f"{fv:,.2f}" if fv is not None else ""
            print(f"{name:<52} {unit:<13} {hv:>12,.2f} {fs:>12} {ratio:>11}")
        if web_table:
            print()
            print(web_table, end="")
        Path(options.out).write_text(json.dumps(results, indent=2) + "\n")
        print(f"written: {options.out}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
