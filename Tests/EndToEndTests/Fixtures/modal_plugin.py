#!/usr/bin/env python3
"""A process plugin that presents, dismisses and starts effects that never
end, for transcripts that reach what no built-in module leads to
(Protocol/transcripts/error-no-modal.txt, error-too-many-effects.txt,
debug-effects-running.txt).

Standard library only. The module is `modal`; its screens take snapshots
(`{"events": N}`). Actions: `present` (presents another `modal` screen),
`dismiss` (dismisses: closes the nearest modal at or below this screen),
`promise` (announces an effect and ends it only at `release`), `release`
(ends every promised effect of every screen, each with a `screen/update`
that changes nothing), `count` (counts, no effect).
"""

import json
import sys

NAME = "modal"
counts = {}
promised = []  # a screen per effect announced and not ended


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def view(screen):
    return {
        "type": "screen",
        "title": "Modal",
        "children": [
            {"type": "text", "text": f"events: {counts.get(screen, 0)}"},
            {"type": "button", "action": "present", "title": "Present", "enabled": True},
            {"type": "button", "action": "dismiss", "title": "Dismiss", "enabled": True},
        ],
    }


for line in sys.stdin:
    message = json.loads(line)
    method, params, request_id = message["method"], message.get("params", {}), message.get("id")
    result = None
    if method == "plugin/initialize":
        manifest = {"name": NAME, "title": "Modal", "version": "0.0.1", "snapshots": True}
        result = {"protocolVersion": "1", "manifest": manifest}
    elif method == "screen/open":
        result = {"view": view(params["screen"])}
    elif method == "screen/resume":
        result = {}
    elif method == "screen/snapshot":
        result = {"state": {"events": counts.get(params["screen"], 0)}}
    elif method == "screen/restore":
        counts[params["screen"]] = params["state"]["events"]
        result = {"view": view(params["screen"])}
    elif method == "screen/event":
        screen, action = params["screen"], params["action"]
        counts[screen] = counts.get(screen, 0) + 1
        if action == "present":
            result = {"view": view(screen), "navigation": {"action": "present", "module": NAME}}
        elif action == "dismiss":
            result = {"view": view(screen), "navigation": {"action": "dismiss"}}
        elif action == "promise":
            promised.append(screen)
            result = {"view": view(screen), "effects": 1}
        elif action == "release":
            send({"jsonrpc": "2.0", "id": request_id, "result": {"view": view(screen)}})
            for pending in promised:
                send({"jsonrpc": "2.0", "method": "screen/update", "params": {"screen": pending, "view": view(pending)}})
            promised.clear()
            continue
        elif action == "count":
            result = {"view": view(screen)}
        else:
            send({"jsonrpc": "2.0", "id": request_id,
                  "error": {"code": -32602, "message": "no such action", "data": {"kind": "unknown_action"}}})
            continue
    if request_id is not None:
        send({"jsonrpc": "2.0", "id": request_id, "result": result})
