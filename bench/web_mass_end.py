#!/usr/bin/env python3
"""The browser bridge when hundreds of sessions end at once (issue #46, item 7).

Starts `viperhost-web --in-memory --port 0 --max-sessions N`, and per round
opens N tabs the way the page does (Clients/web/tests/tabs.py, a process of
its own: subprotocol token, the page's Origin, `initialize` answered), drops
them all together by SIGKILL of that process, and opens a new tab at once.
Times, from the drop: every host reaped (no child of the bridge left but the
new tab's), the bridge's count back (its log's N-th `session ended`), the new
tab's first screen (or how it failed). Then N tabs again, dropped, and SIGTERM
at once: the time until the bridge has exited; and once more with N tabs
open and idle; and with STUBBORN tabs whose hosts ignore their input's end
and SIGTERM (the stop's bound). `--busy K` runs K busy loops meanwhile. Prints one
JSON object; the test (Clients/web/tests/test_bridge_mass_end.py) asserts
the outcomes, this measures their times.

Run with the venv's Python (aiohttp):
`PYTHONPATH=Clients/python/src .venv/bin/python bench/web_mass_end.py --host BIN`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Clients/web/tests"))
from tabs import Closed, first_view, open_tab  # noqa: E402  (the page's handshake, shared with the test)

TABS = ROOT / "Clients/web/tests/tabs.py"
# A host that answers `initialize`, then ignores its input's end and SIGTERM (sleep inherits the ignored TERM).
STUBBORN_HOST = """#!/bin/sh
trap '' TERM
read line
echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1"}}'
exec sleep 1000
"""
STUBBORN = 20
GUARD_S = 120.0  # a hang guard, not a figure


class Bridge:
    """viperhost-web, its log read as it comes with the time of each line."""

    def __init__(self, host: str, sessions: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "viperhost.web", "--host", host, "--in-memory", "--port", "0",
             "--max-sessions", str(sessions)], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        self.lines: list[tuple[float, str]] = []
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append((time.monotonic(), line))
            if match := re.search(r"serving on (http://\S+/)\?token=(\S+)", line):
                self.base, self.token = match.groups()
                break
        else:
            raise RuntimeError("viperhost-web did not start")
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append((time.monotonic(), line))

    def ended_since(self, start: int) -> list[float]:
        return [at for at, line in self.lines[start:] if "session ended" in line]

    def children(self) -> list[int]:
        found = []
        for task in Path(f"/proc/{self.process.pid}/task").iterdir():
            try:
                found += [int(c) for c in (task / "children").read_text().split()]
            except OSError:
                pass
        return found


def hold_tabs(bridge: Bridge, count: int) -> subprocess.Popen[str]:
    tabs = subprocess.Popen([sys.executable, str(TABS), bridge.base, bridge.token, str(count)],
                            stdout=subprocess.PIPE, text=True)
    assert tabs.stdout is not None
    report = json.loads(tabs.stdout.readline() or "{}")
    if report.get("open") != count:
        tabs.kill()
        raise RuntimeError(f"the tabs did not all open: {report}")
    return tabs


async def new_tab(bridge: Bridge) -> tuple[str, float]:
    """'ok' or how it failed, and when (monotonic)."""
    async with aiohttp.ClientSession() as http:
        try:
            ws = await asyncio.wait_for(open_tab(http, bridge.base, bridge.token), GUARD_S)
            view = await asyncio.wait_for(first_view(ws), GUARD_S)
            outcome = "ok" if view.get("type") == "screen" else f"no screen: {view}"
        except (Closed, aiohttp.ClientError, TimeoutError) as error:
            outcome = str(error) or repr(error)
        at = time.monotonic()
        if outcome == "ok":
            await ws.close()
    return outcome, at


def wait_until(condition, guard: float = GUARD_S) -> float:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + guard
    while not condition():
        if time.monotonic() > deadline:
            return float("nan")
        time.sleep(0.005)
    return time.monotonic()


def one_round(bridge: Bridge, sessions: int) -> dict:
    tabs = hold_tabs(bridge, sessions)
    hosts = set(bridge.children())
    mark = len(bridge.lines)
    reaped: list[float] = []  # watched beside the new tab, not after it
    watcher = threading.Thread(target=lambda: reaped.append(wait_until(lambda: not hosts & set(bridge.children()))))
    dropped = time.monotonic()
    tabs.kill()
    watcher.start()
    outcome, tab_at = asyncio.run(new_tab(bridge))
    watcher.join()
    reaped_at = reaped[0]
    wait_until(lambda: len(bridge.ended_since(mark)) >= sessions, guard=30)
    ended = bridge.ended_since(mark)
    counted_at = ended[sessions - 1] if len(ended) >= sessions else float("nan")
    tabs.wait()
    return {"new_tab": outcome, "new_tab_s": tab_at - dropped, "reaped_s": reaped_at - dropped,
            "count_back_s": counted_at - dropped}


def shutdown_s(bridge: Bridge, sessions: int, drop: bool) -> float:
    tabs = hold_tabs(bridge, sessions)
    if drop:
        tabs.kill()
    began = time.monotonic()
    bridge.process.send_signal(signal.SIGTERM)
    try:
        bridge.process.wait(timeout=GUARD_S)
        took = time.monotonic() - began
    except subprocess.TimeoutExpired:
        bridge.process.kill()
        bridge.process.wait()
        took = float("nan")
    tabs.kill()
    tabs.wait()
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", required=True, help="the viper-host binary")
    parser.add_argument("--sessions", type=int, default=250, help="tabs per round, and --max-sessions (default 250)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--busy", type=int, default=2, help="busy loops running meanwhile (default 2)")
    options = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(options.busy)]
    figures: dict = {"sessions": options.sessions, "busy_loops": options.busy, "rounds": []}
    try:
        bridge = Bridge(options.host, options.sessions)
        for number in range(options.rounds):
            figures["rounds"].append(one_round(bridge, options.sessions))
            print(f"round {number + 1}: {figures['rounds'][-1]}", file=sys.stderr, flush=True)
        figures["shutdown_after_drop_s"] = shutdown_s(bridge, options.sessions, drop=True)
        log = "".join(line for _, line in bridge.lines)
        figures["lost_wakeups_in_log"] = log.count("BlockingIOError") + log.count("Exception ignored")
        idle = Bridge(options.host, options.sessions)
        figures["shutdown_with_all_open_s"] = shutdown_s(idle, options.sessions, drop=False)
        with tempfile.TemporaryDirectory() as folder:
            stubborn = Path(folder) / "stubborn-host"
            stubborn.write_text(STUBBORN_HOST)
            stubborn.chmod(0o755)
            figures[f"shutdown_with_{STUBBORN}_stubborn_hosts_s"] = shutdown_s(Bridge(str(stubborn), STUBBORN),
                                                                               STUBBORN, drop=False)
    finally:
        for process in busy:
            process.kill()
            process.wait()
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
