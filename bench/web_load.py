#!/usr/bin/env python3
"""The browser frontend's bridge under load: N WebSocket sessions at once.

Starts `viperhost-web` (one viper-host per WebSocket) on a free port, opens N
WebSockets at once; each sends `initialize`, opens `bench-counter`, then K
`view/event`s in ping-pong (send, wait for the answer, send the next), in two
modes: *saturated* (no pause: every session as fast as it can, the bridge's
capacity) and *paced* (one event per session every --interval-ms, a busy
user; the latency a user sees). Prints one JSON object (or a table with
--table): per N, latency p50/p99/p99.9, events/s, RSS and PSS per session
(the hosts, children of the bridge, plus the bridge, over N), CPU of the
bridge and the hosts, errors. Steps up N until a step has errors or its p99
exceeds --p99-bound-ms, or the list ends.

Run with the venv's Python (aiohttp): `.venv/bin/python bench/web_load.py --host BIN`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import sys
import time
from pathlib import Path

import aiohttp

INIT = '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"1"}}'
OPEN = '{"jsonrpc":"2.0","id":1,"method":"view/open","params":{"module":"bench-counter"}}'
EVENT = '{"jsonrpc":"2.0","id":%d,"method":"view/event","params":{"viewId":"%s","action":"increment"}}'
RESPONSE = '{"jsonrpc":"2.0","id":'
TICK = os.sysconf("SC_CLK_TCK")


class SessionError(Exception):
    pass


class Session:
    """One WebSocket, one host behind it."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.notifications = 0
        self.view_id = ""

    async def call(self, line: str) -> str:
        await self.ws.send_str(line)
        while True:
            message = await self.ws.receive()
            if message.type != aiohttp.WSMsgType.TEXT:
                code = self.ws.close_code
                raise SessionError(f"closed ({code}: {message.extra or message.type.name})")
            text = message.data
            if text.startswith(RESPONSE):
                if '"error"' in text[:200]:
                    raise SessionError(f"error answer: {text[:200]}")
                return text
            self.notifications += 1


class Step:
    """One N: the sessions meet twice — all open, then all done (memory is sampled with every session open)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.latencies: list[float] = []
        self.events = 0
        self.notifications = 0
        self.errors: list[str] = []
        self.opened = asyncio.Barrier(n + 1)
        self.arrived = 0
        self.all_done = asyncio.Event()
        self.release = asyncio.Event()

    async def done(self) -> None:
        self.arrived += 1
        if self.arrived == self.n:
            self.all_done.set()
        await self.release.wait()


async def run_session(http: aiohttp.ClientSession, url: str, step: Step, events: int, interval: float, warmup: int,
                      rng: random.Random) -> None:
    session = None
    try:
        session = Session(await http.ws_connect(url, max_msg_size=0))
        await session.call(INIT)
        session.view_id = json.loads(await session.call(OPEN))["result"]["viewId"]
    except Exception as error:  # any failure is the step's error; one left uncaught kept the others at the barrier
        step.errors.append(f"open: {error!r}")
        session = None
    await step.opened.wait()
    try:
        if session is None:
            return
        if interval:
            await asyncio.sleep(rng.uniform(0, interval))  # spread the sessions over one interval
        next_at = time.perf_counter()
        for i in range(warmup + events):
            start = time.perf_counter()
            await session.call(EVENT % (i + 2, session.view_id))
            if i >= warmup:
                step.latencies.append(time.perf_counter() - start)
            if interval:
                next_at += interval
                await asyncio.sleep(max(0.0, next_at - time.perf_counter()))
        step.events += events
        step.notifications += session.notifications
    except Exception as error:  # as above: counted, never a hang
        step.errors.append(f"events: {error!r}")
    finally:
        await step.done()
        if session is not None:
            await session.ws.close()


def children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


def proc_kib(pid: int, file: str, key: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/{file}").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


async def start_bridge(host: str, max_sessions: int) -> tuple[asyncio.subprocess.Process, str, str, asyncio.Task]:
    """The bridge, its WebSocket URL, the launch's token (sent as a bearer: Clients/README.md, "Security")."""
    bridge = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "viperhost.web", "--host", host, "--in-memory", "--port", "0",
        "--max-sessions", str(max_sessions), "--", "--bench-modules",
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    assert bridge.stderr is not None
    while True:
        line = (await asyncio.wait_for(bridge.stderr.readline(), timeout=30)).decode()
        if not line:
            raise RuntimeError("viperhost-web ended before serving")
        if "serving on http://" in line:
            base, _, token = line.split("serving on ", 1)[1].split()[0].partition("/?token=")
            break
    # Keep reading its log (a line per session started and ended), so it never blocks on a full pipe.
    drain = asyncio.create_task(drain_lines(bridge.stderr))
    return bridge, base.replace("http://", "ws://") + "/session", token, drain


async def drain_lines(stream: asyncio.StreamReader) -> None:
    while await stream.readline():
        pass


STEP_TIMEOUT_S = 300


async def measure(host: str, n: int, events: int, interval: float, warmup: int) -> dict:
    try:
        return await measure_step(host, n, events, interval, warmup)
    except TimeoutError:
        nan = float("nan")
        failed = dict.fromkeys(("p50_ms", "p99_ms", "p999_ms", "max_ms", "open_all_s", "wall_s", "rss_per_session_mib",
                                "pss_per_session_mib", "host_rss_mib", "bridge_rss_mib", "bridge_cpu_pct",
                                "hosts_cpu_pct", "driver_cpu_pct"), nan)
        reason = f"step: the sessions did not all open and finish within {STEP_TIMEOUT_S} s"
        return {**failed, "sessions": n, "hosts_running": 0, "round_trips": 0, "notifications": 0,
                "events_per_s": 0.0, "errors": 1, "error_samples": [reason]}


async def measure_step(host: str, n: int, events: int, interval: float, warmup: int) -> dict:
    bridge, url, token, drain = await start_bridge(host, n + 10)
    step = Step(n)
    rng = random.Random(n)
    tasks: list[asyncio.Task] = []
    try:
        timeout = aiohttp.ClientTimeout(total=None, connect=30, sock_connect=30)  # a session that cannot connect is an error
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0), timeout=timeout,
                                         headers={"Authorization": f"Bearer {token}"}) as http:
            began = time.perf_counter()
            tasks = [asyncio.create_task(run_session(http, url, step, events, interval, warmup, rng)) for _ in range(n)]
            # A step that cannot open or finish is an error, not a hang (two runs
            # hung here, at 600 and at 200 sessions, before the sessions' every
            # failure was counted).
            await asyncio.wait_for(step.opened.wait(), timeout=STEP_TIMEOUT_S)
            open_s = time.perf_counter() - began
            hosts = children(bridge.pid)
            bridge_cpu, hosts_cpu = cpu_seconds(bridge.pid), sum(cpu_seconds(p) for p in hosts)
            own_cpu = time.process_time()
            start = time.perf_counter()
            await asyncio.wait_for(step.all_done.wait(), timeout=STEP_TIMEOUT_S)
            wall = time.perf_counter() - start
            hosts = children(bridge.pid)
            bridge_cpu = cpu_seconds(bridge.pid) - bridge_cpu
            hosts_cpu = sum(cpu_seconds(p) for p in hosts) - hosts_cpu
            own_cpu = time.process_time() - own_cpu
            rss = sum(proc_kib(p, "status", "VmRSS") for p in hosts)
            pss = sum(proc_kib(p, "smaps_rollup", "Pss") for p in hosts)
            bridge_rss = proc_kib(bridge.pid, "status", "VmRSS")
            step.release.set()
            results = await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), timeout=STEP_TIMEOUT_S)
            for result in results:
                if isinstance(result, BaseException):
                    step.errors.append(f"driver: {result!r}")
    finally:
        for task in tasks:
            task.cancel()  # only those a timeout left waiting
        bridge.terminate()
        try:
            await asyncio.wait_for(bridge.wait(), timeout=30)
        except TimeoutError:  # seen once as a hang of make bench: say so rather than wait
            step.errors.append("bridge: still running 30 s after SIGTERM; killed")
            bridge.kill()
            await bridge.wait()
        drain.cancel()
    values = sorted(step.latencies)
    return {
        "sessions": n, "hosts_running": len(hosts), "round_trips": len(values), "notifications": step.notifications,
        "p50_ms": percentile(values, 0.50) * 1e3, "p99_ms": percentile(values, 0.99) * 1e3,
        "p999_ms": percentile(values, 0.999) * 1e3, "max_ms": values[-1] * 1e3 if values else float("nan"),
        "events_per_s": len(values) / wall if wall else 0.0, "open_all_s": open_s, "wall_s": wall,
        "rss_per_session_mib": (rss + bridge_rss) / 1024 / n, "pss_per_session_mib": pss / 1024 / n + bridge_rss / 1024 / n,
        "host_rss_mib": rss / 1024 / max(len(hosts), 1), "bridge_rss_mib": bridge_rss / 1024,
        "bridge_cpu_pct": 100 * bridge_cpu / wall if wall else 0.0, "hosts_cpu_pct": 100 * hosts_cpu / wall if wall else 0.0,
        "driver_cpu_pct": 100 * own_cpu / wall if wall else 0.0,
        "errors": len(step.errors), "error_samples": step.errors[:3],
    }


async def run(options: argparse.Namespace) -> dict:
    modes = {"saturated": (0.0, options.events), "paced": (options.interval_ms / 1e3, options.paced_events)}
    figures: dict = {"target": {"sessions": 100, "p99_ms": options.target_p99_ms},
                     "interval_ms": options.interval_ms, "open_files_limit": resource.getrlimit(resource.RLIMIT_NOFILE)[0]}
    for mode, (interval, events) in modes.items():
        steps = []
        for n in options.sessions:
            result = await measure(options.host, n, events, interval, options.warmup)
            steps.append(result)
            print(f"web {mode:>9} N={n:<4} p50 {result['p50_ms']:7.2f} ms  p99 {result['p99_ms']:7.2f} ms  "
                  f"{result['events_per_s']:8.0f} events/s  RSS/session {result['rss_per_session_mib']:5.1f} MiB  "
                  f"PSS/session {result['pss_per_session_mib']:5.1f} MiB  bridge CPU {result['bridge_cpu_pct']:3.0f} %  "
                  f"errors {result['errors']}", file=sys.stderr, flush=True)
            if result["errors"] or result["p99_ms"] > options.p99_bound_ms:
                result["broke"] = "errors" if result["errors"] else f"p99 over {options.p99_bound_ms:g} ms"
                break
        figures[mode] = steps
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", required=True, help="the release viper-host binary")
    parser.add_argument("--sessions", default="10,50,100,200,300,400",
                        type=lambda text: [int(n) for n in text.split(",")], help="the Ns, in order")
    parser.add_argument("--events", type=int, default=100, help="round trips per session, saturated (default 100)")
    parser.add_argument("--paced-events", type=int, default=50, help="round trips per session, paced (default 50)")
    parser.add_argument("--interval-ms", type=float, default=100, help="paced: one event per session every (default 100)")
    parser.add_argument("--warmup", type=int, default=3, help="round trips per session not counted (default 3)")
    parser.add_argument("--target-p99-ms", type=float, default=10)
    parser.add_argument("--p99-bound-ms", type=float, default=100, help="a step over this ends the mode's steps")
    parser.add_argument("--out", help="write the figures as JSON here")
    options = parser.parse_args()
    figures = asyncio.run(run(options))
    if options.out:
        Path(options.out).write_text(json.dumps(figures, indent=2) + "\n")
    sys.stdout.write(table(figures))
    return 0


def table(figures: dict) -> str:
    """One line per N: paced and saturated side by side."""
    interval = figures["interval_ms"]
    lines = [f"browser bridge (viperhost-web, one viper-host per WebSocket): paced = one event per session every "
             f"{interval:g} ms, saturated = no pause",
             f"{'sessions':>8} {'paced p50':>10} {'paced p99':>10} {'p99.9':>7} {'sat. p50':>9} {'sat. p99':>9} "
             f"{'sat. events/s':>14} {'RSS/session':>12} {'PSS/session':>12} {'errors':>7}"]
    saturated = {step["sessions"]: step for step in figures["saturated"]}
    for paced in figures["paced"]:
        n = paced["sessions"]
        sat = saturated.get(n)
        sat_cells = (f"{sat['p50_ms']:9.2f} {sat['p99_ms']:9.2f} {sat['events_per_s']:14,.0f}" if sat
                     else f"{'':>9} {'':>9} {'':>14}")
        errors = paced["errors"] + (sat["errors"] if sat else 0)
        lines.append(f"{n:>8} {paced['p50_ms']:10.2f} {paced['p99_ms']:10.2f} {paced['p999_ms']:7.2f} {sat_cells} "
                     f"{paced['rss_per_session_mib']:9.1f} MiB {paced['pss_per_session_mib']:8.1f} MiB {errors:>7}")
    for mode in ("paced", "saturated"):
        broke = [step for step in figures[mode] if step.get("broke")]
        if broke:
            lines.append(f"{mode}: stopped at {broke[0]['sessions']} sessions ({broke[0]['broke']})")
    lines.append("latencies in ms, per round trip as the load driver sees it; RSS counts each host's shared pages "
                 "once per host, PSS shares them out")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
