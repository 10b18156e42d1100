#!/usr/bin/env python3
"""A process plugin whose screen depends on the day it runs: a date field that may not be after today (its
`max`), as an expense log's "spent on" is. For Protocol/transcripts/plugins-today.txt, which says `{{today}}`
where the recording had the date, so that it replays on any later day (Protocol/TRANSCRIPTS.md, "Dates relative
to the run"). Standard library only; the day is the local one (TZ), as the host's and the replayer's are."""

import datetime
import json
import sys

NAME = "spent-on"


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def view():
    today = datetime.date.today().isoformat()
    field = {"type": "field", "key": "spent", "label": "Spent on", "kind": "date", "value": "", "send": "leave",
             "max": today}
    # The date alone in its string: `--record` writes a whole string that is today's date as {{today}}.
    return {"type": "screen", "title": "Spent on", "children": [field, {"type": "text", "text": today}]}


for line in sys.stdin:
    message = json.loads(line)
    method, request_id = message["method"], message.get("id")
    result = None
    if method == "plugin/initialize":
        manifest = {"name": NAME, "title": "Spent on", "version": "0.0.1"}
        result = {"protocolVersion": "1", "manifest": manifest}
    elif method in ("screen/open", "screen/restore"):
        result = {"view": view()}
    elif method == "screen/resume":
        result = {}
    elif method == "screen/event":
        send({"jsonrpc": "2.0", "id": request_id,
              "error": {"code": -32602, "message": "no such action", "data": {"kind": "unknown_action"}}})
        continue
    if request_id is not None:
        send({"jsonrpc": "2.0", "id": request_id, "result": result})
