"""docs/MODULE-SHAPE.md, "How to test a crash", with the page's bridge: started in a session of its own, each
open page's host is found with `pgrep -s BRIDGE -x viper-host`, killed with SIGKILL; the page is told why its
socket closed, and the next page gets the screen again from the session the killed host saved."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import time
from pathlib import Path

import aiohttp
from conftest import WebServer
from tabs import INITIALIZE, START, answer_of, open_tab

CLOSE_HOST_STOPPED = 4000  # Clients/README.md: the host ended under the page


def hosts_in_session(session: int) -> list[int]:
    """The doc's command, as written."""
    found = subprocess.run(["pgrep", "-s", str(session), "-x", "viper-host"], capture_output=True, text=True)
    return sorted(int(pid) for pid in found.stdout.split())


def wait_for_hosts(session: int, count: int) -> list[int]:
    deadline = time.monotonic() + 30
    while len(found := hosts_in_session(session)) != count:
        assert time.monotonic() < deadline, f"{len(found)} hosts in the bridge's session, not {count}"
        time.sleep(0.05)
    return found


def test_each_pages_host_is_found_in_the_bridges_session_and_a_kill_is_told_to_its_page(
        web_server, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    server: WebServer = web_server(data_dir=tmp_path / "data", own_session=True)

    async def story() -> None:
        async with aiohttp.ClientSession() as http:
            page = await open_tab(http, server.base, server.token)
            await answer_of(page, INITIALIZE)
            opened = await answer_of(page, {"jsonrpc": "2.0", "id": 2, "method": "app/start",
                                            "params": {"stack": [{"module": "home"}, {"module": "todos"}]}})
            assert opened["result"]["module"] == "todos", opened
            host = await asyncio.to_thread(wait_for_hosts, server.process.pid, 1)
            os.kill(host[0], signal.SIGKILL)
            while (frame := await page.receive()).type == aiohttp.WSMsgType.TEXT:
                pass  # what the host sent before it was killed (the list's rows)
            assert frame.type == aiohttp.WSMsgType.CLOSE and page.close_code == CLOSE_HOST_STOPPED, frame
            assert "The host stopped (exit status -9)" in str(frame.extra), frame.extra
            await asyncio.to_thread(wait_for_hosts, server.process.pid, 0)
            again = await open_tab(http, server.base, server.token)
            await answer_of(again, INITIALIZE)
            restored = (await answer_of(again, START))["result"]
            assert (restored["module"], restored["restored"]) == ("todos", True), "the session the killed host saved"
            assert await asyncio.to_thread(wait_for_hosts, server.process.pid, 1) != host

    asyncio.run(story())
