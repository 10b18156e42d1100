#!/usr/bin/env python3
"""A fake host with one form (a field `code`, value "12", send: leave) and a button outside it.

- every view/input is refused with -32014 too_many_effects and no tree (PROTOCOL §6: such an edit is not
  answered in the tree), as a host busy with 16 effects does;
- a submit (view/event `save`) is held until the next host/idle, then answered: a patch puts an error on
  `code`, then the submit's answer. The test decides when the answer comes, with no clock."""
import json
import sys

VIEW = {"type": "screen", "title": "Case", "children": [
    {"type": "form", "key": "f", "submit": {"action": "save", "title": "Save"}, "pending": False, "children": [
        {"type": "field", "key": "code", "label": "Code", "kind": "text", "value": "12", "seq": 0, "set": 0,
         "send": "leave", "enabled": True, "required": False}]},
    {"type": "button", "action": "other", "title": "Other", "enabled": True}]}
INFO = {"protocolVersion": "1", "hostInfo": {"name": "busy-host", "version": "1.0.0"},
        "modules": [{"name": "case", "title": "Case", "version": "1.0.0"}],
        "limits": {"maxLineBytes": 1048576, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
                   "maxMessageBytes": 16777216}}


def write(message):
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    sys.stdout.flush()


held = []
for line in sys.stdin:
    m = json.loads(line)
    method, i = m.get("method"), m.get("id")
    if method == "exit":
        break
    if i is None:
        continue
    if method == "initialize":
        write({"id": i, "result": INFO})
    elif method == "app/start":
        write({"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": "v1", "module": "case", "stack": ["v1"]}})
        write({"method": "view/update", "params": {"viewId": "v1", "module": "case", "rev": 1, "view": VIEW}})
        write({"id": i, "result": {"viewId": "v1", "module": "case", "restored": False}})
    elif method == "view/input":
        write({"id": i, "error": {"code": -32014, "message": "Too many effects",
                                  "data": {"kind": "too_many_effects", "viewId": "v1", "running": 16}}})
    elif method == "view/event" and m["params"]["action"] == "save":
        held.append(i)
    elif method == "host/idle":
        for save in held:
            write({"method": "view/patch", "params": {"viewId": "v1", "rev": 2, "ops": [
                {"op": "add", "path": "/children/0/children/0/error", "value": "Not a code"}]}})
            write({"id": save, "result": {"viewId": "v1", "rev": 2}})
        held = []
        write({"id": i, "result": None})
    elif method == "view/get":
        write({"id": i, "result": {"viewId": "v1", "module": "case", "rev": 1, "view": VIEW}})
    else:
        write({"id": i, "result": None})
