"""A fake viper-host that answers every request DELAY seconds late: the TUI must
not freeze meanwhile. Usage: slow_host.py DELAY MARKER [GATE] — MARKER is created when
the first answer is written; with GATE, a request is answered only while the file GATE
exists (the test opens and closes it: no race with a loaded machine), DELAY unused.
The end of input ends it at once, answered or not."""

from __future__ import annotations

import json
import os
import sys
import threading
import time

DELAY = float(sys.argv[1])
MARKER = sys.argv[2]
GATE = sys.argv[3] if len(sys.argv) > 3 else None
lock = threading.Lock()
rev = 0


def write(*messages: dict) -> None:
    with lock:
        if not os.path.exists(MARKER):
            open(MARKER, "w").close()
        for message in messages:
            sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
        sys.stdout.flush()


def view(title: str) -> dict:
    global rev
    rev += 1
    tree = {"type": "screen", "title": title, "children": [{"type": "button", "action": "go", "title": "Go", "enabled": True}]}
    return {"method": "view/update", "params": {"viewId": "v1", "module": "slow", "rev": rev, "view": tree}}


def answer(request: dict) -> None:
    if GATE is None:
        time.sleep(DELAY)
    while GATE is not None and not os.path.exists(GATE):
        time.sleep(0.01)
    method, request_id = request["method"], request["id"]
    if method == "initialize":
        write({"id": request_id, "result": {"protocolVersion": "1", "hostInfo": {"name": "slow-host", "version": "0"}}})
    elif method == "app/start":
        navigate = {"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": "v1", "module": "slow", "stack": ["v1"]}}
        write(navigate, view("Slow"), {"id": request_id, "result": {"viewId": "v1", "module": "slow"}})
    elif method == "view/event":
        write(view("Slow, pressed"), {"id": request_id, "result": {"viewId": "v1", "rev": rev}})
    else:
        write({"id": request_id, "result": None})


for line in sys.stdin:
    message = json.loads(line)
    if "id" in message:
        threading.Thread(target=answer, args=(message,), daemon=True).start()
os._exit(0)
