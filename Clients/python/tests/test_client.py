"""The async client's own promises: a resync on a rev gap (PROTOCOL.md §5, against
`viper-host mock`), bounded message logs, and the process wrapper's ending."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

import pytest

from conformance import mock_host
from viperhost import Host
from viperhost.client import LOG_LIMIT, AsyncHost, HostProcess, Mirror

REV_GAP = Path(__file__).parent / "hosts" / "rev-gap.txt"


def test_a_patch_that_skips_a_rev_is_resynced_with_view_get(tmp_path: Path) -> None:
    host = Host(args=(), binary=mock_host(tmp_path, REV_GAP))
    host.initialize()
    host.start()
    assert host.event("v1", "add") == {"viewId": "v1", "rev": 3}
    # The next event's answer comes after the view/get's: the mirror has the host's view by then.
    assert host.event("v1", "add") == {"viewId": "v1", "rev": 4}
    state = host.views["v1"]
    assert (state.rev, state.view["title"], state.view["children"]) == (4, "Count 4", [{"type": "text", "text": "4"}])
    gets = [m for m in host.received if m.get("result", {}) and "view" in (m.get("result") or {})]
    assert [m["result"]["rev"] for m in gets] == [3]
    assert host.close() == 0, host.stderr
    assert "every expectation met" in host.stderr


def test_the_mirror_marks_a_view_stale_instead_of_raising() -> None:
    mirror = Mirror()
    mirror.apply({"method": "view/update", "params": {"viewId": "v1", "module": "m", "rev": 1, "view": {"title": "a"}}})
    gap = {"method": "view/patch", "params": {"viewId": "v1", "rev": 3, "ops": []}}
    assert mirror.apply(gap) == "v1" and mirror.stale == {"v1"}
    # While the view/get is on its way, later patches are skipped (they follow a rev the mirror lacks).
    later = {"method": "view/patch", "params": {"viewId": "v1", "rev": 4, "ops": [{"op": "replace", "path": "/title", "value": "x"}]}}
    assert mirror.apply(later) is None and mirror.views["v1"].view == {"title": "a"}
    mirror.resynced({"viewId": "v1", "module": "m", "rev": 4, "view": {"title": "x"}})
    assert mirror.stale == set() and mirror.views["v1"].rev == 4
    # A patch that does not apply to the copy (it missed something too) is a gap as well.
    bad = {"method": "view/patch", "params": {"viewId": "v1", "rev": 5, "ops": [{"op": "remove", "path": "/nothing"}]}}
    assert mirror.apply(bad) == "v1"


def test_the_logs_keep_the_newest_messages_only() -> None:
    assert LOG_LIMIT == 1000  # documented in Clients/README.md
    host = Host(log_limit=6)
    try:
        host.initialize()
        host.open("home")
        for _ in range(10):
            host.request("module/list")
        assert len(host.received) == 6
        assert host.received[-1]["result"]["modules"][0]["name"] == "onboarding"
        host.event(host.stack[-1], "open", "jobs")
        host.idle()
        for _ in range(8):
            host.open("home")
            host.back()
        assert len(host.notifications) == 6
        assert host.notifications[-1]["method"] == "view/closed"
    finally:
        host.close()


async def test_the_process_wrapper_ends_a_child_that_ignores_its_input() -> None:
    # A child that neither reads nor ends: end of input, then SIGTERM (after the timeout) ends it.
    child = "import sys, time; print('started', file=sys.stderr, flush=True); time.sleep(60)"
    process = await HostProcess.start(sys.executable, ["-c", child])
    for _ in range(1000):  # started (a loaded machine starts Python slowly): then its input ends
        if process.stderr:
            break
        await asyncio.sleep(0.02)
    status = await process.close(timeout=0.5, grace=30)
    assert status == -signal.SIGTERM
    assert process.stderr == "started\n"


async def test_the_process_wrapper_reads_lines_and_keeps_a_bounded_stderr_tail() -> None:
    child = "import sys\nfor i in range(300): print(i, file=sys.stderr)\nprint('a'); print('b' * 70000); print(sys.stdin.readline().strip())"
    process = await HostProcess.start(sys.executable, ["-c", child], stderr_lines=3)
    assert await process.send(b"echo")
    assert [await process.read_line() for _ in range(4)] == [b"a", b"b" * 70000, b"echo", None]
    assert await process.close() == 0
    assert process.stderr == "297\n298\n299\n"
    assert not await process.send(b"late")  # input closed: False, not an exception


async def test_an_async_host_answers_requests_in_flight_together() -> None:
    host = await AsyncHost.launch(("--in-memory",))
    try:
        await host.initialize()
        await host.start()
        lists, get = await asyncio.gather(host.request("module/list"), host.get("v1"))
        assert lists["modules"][0]["name"] == "onboarding" and get["rev"] == 1
        assert host.pending == [] and host.owed == set()
    finally:
        assert await host.close() == 0
