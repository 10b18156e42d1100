"""make test-install: the installed viperhost-web serves the installed page and
runs the installed viper-host behind its WebSocket.

    PREFIX/lib/viper-host/python/bin/python installed-web-check.py PREFIX

Starts PREFIX/bin/viperhost-web on a free port, fetches the page and its
scripts, is refused /auth without the printed token, opens /session and starts the app; exit 0 when the page is the one
in share/viper-host/web and the host answered with onboarding."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys

import aiohttp


async def check(prefix: str, url: str, token: str) -> None:
    page_dir = f"{prefix}/share/viper-host/web"
    async with aiohttp.ClientSession() as anonymous:  # without the token: no session (Clients/README.md, "Security")
        async with anonymous.get(url + "auth") as response:
            assert response.status == 403, response.status
    async with aiohttp.ClientSession(headers={"Authorization": f"Bearer {token}"}) as http:
        for name in ("index.html", "app.js", "render.js", "patch.js", "style.css"):
            async with http.get(url + ("" if name == "index.html" else name)) as response:
                assert response.status == 200, (name, response.status)
                with open(f"{page_dir}/{name}", "rb") as installed:
                    assert await response.read() == installed.read(), f"{name} is not the installed page's"
        async with http.ws_connect(url + "session") as ws:
            await ws.send_str(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}}))
            await ws.send_str(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "app/start", "params": {}}))
            modules = []
            while True:
                message = json.loads((await asyncio.wait_for(ws.receive(), 30)).data)
                if message.get("method") == "view/update":
                    modules.append(message["params"]["module"])
                if message.get("id") == 2:
                    break
            assert modules == ["onboarding"], modules


def main() -> int:
    prefix = sys.argv[1]
    server = subprocess.Popen(
        [f"{prefix}/bin/viperhost-web", "--port", "0", "--in-memory"], stderr=subprocess.PIPE, text=True
    )
    try:
        assert server.stderr is not None
        for line in server.stderr:
            found = re.search(r"serving on (http://\S+/)\?token=(\S+) \(host: (.*)\)", line)
            if found:
                break
        else:
            raise AssertionError("viperhost-web stopped before serving")
        assert found.group(3) == f"{prefix}/bin/viper-host", found.group(3)
        asyncio.run(check(prefix, found.group(1), found.group(2)))
    finally:
        server.terminate()
        server.wait(timeout=10)
    print("installed web frontend: the page, and onboarding through /session")
    return 0


if __name__ == "__main__":
    sys.exit(main())
