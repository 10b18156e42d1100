"""A host the page talks to, scripted in a few lines of Python for one test (the real host cannot be made to send
what the test needs: a rev gap, an unknown node, a refusal without a tree, labels it does not send yet).

``scripted_host(tmp_path, script)`` writes ``script`` after ``PRELUDE`` and returns the executable to give the
bridge and the log of what the page sent (one JSON line each). The prelude has what every such host says:
``requests()`` (each line the page sends, logged, as ``(method, id, params)``), ``initialized(id)`` (the answer to
``initialize``) and ``started(id, view, *between)`` (``app/start``'s one view ``v1``, notifications ``between`` the
view and the answer)."""

from __future__ import annotations

import sys
from pathlib import Path

PRELUDE = r'''
import json, sys
log = open(sys.argv[1], "a")
def out(message):
    sys.stdout.write(json.dumps(dict(jsonrpc="2.0", **message)) + "\n")
    sys.stdout.flush()
def requests():
    for line in sys.stdin:
        log.write(line); log.flush()
        message = json.loads(line)
        yield message.get("method"), message.get("id"), message.get("params") or {}
def initialized(rid):
    out({"id": rid, "result": {"protocolVersion": "1", "hostInfo": {"name": "scripted", "version": "0"}, "modules": [],
         "limits": {"maxLineBytes": 1048576, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
                    "maxMessageBytes": 16777216}}})
def started(rid, view, *between):
    out({"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": "v1", "module": "s", "stack": ["v1"]}})
    out({"method": "view/update", "params": {"viewId": "v1", "module": "s", "rev": 1, "view": view}})
    for message in between:
        out(message)
    out({"id": rid, "result": {"viewId": "v1", "module": "s", "restored": False}})
'''


def scripted_host(tmp_path: Path, script: str, *arguments: str) -> tuple[str, Path]:
    """The host's executable (``script`` after the prelude, given ``arguments`` after the log as ``sys.argv[2:]``)
    and the log of what it was sent."""
    source, log = tmp_path / "scripted.py", tmp_path / "received.ndjson"
    source.write_text(PRELUDE + script)
    host = tmp_path / "scripted-host"
    quoted = "".join(f' "{argument}"' for argument in arguments)
    host.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{source}" "{log}"{quoted}\n')
    host.chmod(0o755)
    return str(host), log
