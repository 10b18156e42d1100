#!/usr/bin/env python3
"""A process plugin that misbehaves on request, for the host's tests.

Standard library only: a plugin needs nothing but JSON lines. The module is
named by the first argument. Actions: `ok` (a new view), `slow` (one effect
that ends 0.2 s later in a screen/update), `crash` (exits with status 3),
`hang` (never answers), `garbage` (writes a line that is not JSON),
`bad-view` (answers with a view that is not one), `promise` (announces an
effect and never ends it), `die-later` (answers, then
exits 0.2 s later), `linger` (shows its pid and ignores the end of input), `push` (navigates to `home`), `replace-root` (replaces the stack with a new screen of itself),
`fds` (shows the descriptors it has open, as a JSON list).
Actions that leave processes behind show `{"pid", "pgid"}` as their text:
`fork-holder` (starts a helper that keeps stdout open, then behaves),
`ignore-term` (ignores SIGTERM and the end of input), `close-stdout` (closes
its stdout after answering and lingers), `orphan` (starts a helper that keeps
stdout open, then exits with status 4 a second later), `crash-orphan` (the
same, but exits with status 5 at once, without answering).
More protocol errors: `bad-notify` (a notification that is not
screen/update), `bad-effects` (`"effects": "many"`), `bad-navigation`
(`"navigation": {"action": 7}`).

With a second argument `needs-input`, the manifest's input schema requires a
member; with `optional-input`, it has only optional ones.
"""

import json
import os
import resource
import signal
import subprocess
import sys
import threading
import time

NAME = sys.argv[1] if len(sys.argv) > 1 else "misbehaving"
INPUT = sys.argv[2] if len(sys.argv) > 2 else None
SCHEMAS = {
    "needs-input": {"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]},
    "optional-input": {"type": "object", "properties": {"id": {"type": "integer"}}},
}
lock = threading.Lock()
counts = {}
lingering = False


def send(message):
    with lock:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()


def view(screen):
    return {
        "type": "screen",
        "title": NAME,
        "children": [{"type": "text", "text": f"events: {counts.get(screen, 0)}"}],
    }


def text_view(text):
    return {"type": "screen", "title": NAME, "children": [{"type": "text", "text": text}]}


def open_descriptors():
    """Every descriptor open in this process (asked one by one: listing
    /proc/self/fd would open one more)."""
    limit = min(resource.getrlimit(resource.RLIMIT_NOFILE)[0], 65536)
    found = []
    for fd in range(limit):
        try:
            os.fstat(fd)
        except OSError:
            continue
        found.append(fd)
    return found


def start_holder():
    """A helper in this process group that keeps this process's stdout open."""
    subprocess.Popen(["sleep", "3600"], stdin=subprocess.DEVNULL, stdout=sys.stdout, close_fds=True)


def ids():
    return json.dumps({"pid": os.getpid(), "pgid": os.getpgid(0)})


def later(seconds, action):
    def run():
        time.sleep(seconds)
        action()

    threading.Thread(target=run, daemon=True).start()


def slow_update(screen):
    counts[screen] = counts.get(screen, 0) + 100
    send({"jsonrpc": "2.0", "method": "screen/update", "params": {"screen": screen, "view": view(screen)}})


for line in sys.stdin:
    message = json.loads(line)
    method, params, request_id = message["method"], message.get("params", {}), message.get("id")
    result = None
    if method == "plugin/initialize":
        manifest = {"name": NAME, "title": NAME.title(), "version": "0.0.1"}
        if INPUT in SCHEMAS:
            manifest["input"] = SCHEMAS[INPUT]
        elif INPUT and INPUT.startswith("json:"):  # any schema, written without spaces
            manifest["input"] = json.loads(INPUT[len("json:"):])
        result = {"protocolVersion": "1", "manifest": manifest}
    elif method == "screen/open":
        result = {"view": view(params["screen"])}
    elif method == "screen/resume":
        result = {}
    elif method == "screen/close":
        pass
    elif method == "screen/event":
        screen, action = params["screen"], params["action"]
        counts[screen] = counts.get(screen, 0) + 1
        if action == "ok":
            result = {"view": view(screen)}
        elif action == "slow":
            result = {"view": view(screen), "effects": 1}
            later(0.2, lambda: slow_update(screen))
        elif action == "linger":
            # From now on, the end of input does not end this process.
            lingering = True
            result = {"view": {"type": "screen", "title": NAME, "children": [{"type": "text", "text": str(os.getpid())}]}}
        elif action == "promise":
            result = {"view": view(screen), "effects": 1}  # and never sends the update
        elif action == "crash":
            sys.exit(3)
        elif action == "hang":
            time.sleep(3600)
        elif action == "garbage":
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
            continue
        elif action == "bad-view":
            result = {"view": {"type": "screen", "title": 7}}
        elif action == "die-later":
            result = {"view": view(screen)}
            later(0.2, lambda: os._exit(0))
        elif action == "fds":
            result = {"view": text_view(json.dumps(open_descriptors()))}
        elif action == "fork-holder":
            start_holder()
            result = {"view": text_view(ids())}
        elif action == "ignore-term":
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            lingering = True
            result = {"view": text_view(ids())}
        elif action == "close-stdout":
            send({"jsonrpc": "2.0", "id": request_id, "result": {"view": text_view(ids())}})
            os.close(1)
            time.sleep(3600)
        elif action == "orphan":
            start_holder()
            result = {"view": text_view(ids())}
            later(1.0, lambda: os._exit(4))
        elif action == "crash-orphan":
            start_holder()
            os._exit(5)
        elif action == "bad-notify":
            send({"jsonrpc": "2.0", "method": "screen/shout", "params": {"screen": screen}})
            result = {"view": view(screen)}
        elif action == "bad-effects":
            result = {"view": view(screen), "effects": "many"}
        elif action == "bad-navigation":
            result = {"view": view(screen), "navigation": {"action": 7}}
        elif action == "push":
            result = {"view": view(screen), "navigation": {"action": "push", "module": "home"}}
        elif action == "replace-root":
            result = {"view": view(screen), "navigation": {"action": "replaceRoot", "module": NAME}}
        else:
            send({"jsonrpc": "2.0", "id": request_id, "error": {"code": -32602, "message": "no such action",
                                                               "data": {"kind": "unknown_action"}}})
            continue
    if request_id is not None:
        send({"jsonrpc": "2.0", "id": request_id, "result": result})

if lingering:
    time.sleep(3600)
