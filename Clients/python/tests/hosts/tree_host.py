#!/usr/bin/env python3
"""A fake viper-host that shows given trees, for the node vocabulary gate (test_vocabulary.py,
Clients/shell/tests/vocabulary.bats). Usage: tree_host.py VIEWS LOG — VIEWS a JSON file of
[{name, view}], LOG a file each line the frontend sends is appended to (the initialize line
holds its capabilities.nodes).

`app/start` shows the first view as v1; `view/event {action: "show", value: NAME}` replaces the
stack with a new view showing the view named NAME (any other event is logged and answered, the view
as it was); `view/input` is applied as a host applies an edit a module takes (the input's `seq`
stamped, a text, a toggle's or a row toggle's state or a choice's value; a `secret` never shown), in
a `view/update` with the next rev. Every message it writes meets the exact schema set. Standard
library only."""

from __future__ import annotations

import json
import sys

VIEWS = {entry["name"]: entry["view"] for entry in json.loads(open(sys.argv[1]).read())}
LOG = open(sys.argv[2], "a")
MODULE = "vocabulary"
INFO = {
    "protocolVersion": "1",
    "hostInfo": {"name": "tree-host", "version": "1.0.0"},
    "modules": [{"name": MODULE, "title": "Vocabulary", "version": "1.0.0"}],
    "limits": {"maxLineBytes": 1048576, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
               "maxMessageBytes": 16777216, "maxWindowRows": 200},
}
shown: dict[str, dict] = {}
revs: dict[str, int] = {}


def write(*messages: dict) -> None:
    for message in messages:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    sys.stdout.flush()


def show(name: str) -> str:
    """Navigates to a new view of the tree `name`: its id."""
    view_id = f"v{len(shown) + 1}"
    shown[view_id] = json.loads(json.dumps(VIEWS[name]))
    revs[view_id] = 1
    write({"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": view_id, "module": MODULE,
                                                   "stack": [view_id]}},
          {"method": "view/update", "params": {"viewId": view_id, "module": MODULE, "rev": 1, "view": VIEWS[name]}})
    return view_id


def inputs(node: dict) -> list[dict]:
    """The inputs of a tree; a list row's toggle as {type: "row", key, the toggle} (its `on` and `seq`)."""
    found = [node] if node.get("type") in ("field", "toggle", "choice") else []
    if node.get("type") == "list":
        found += [{"type": "row", "key": item["key"], "toggle": item["toggle"]} for item in node.get("items") or []
                  if isinstance(item.get("toggle"), dict)]
    for child in node.get("children") or []:
        found += inputs(child)
    return found


def take_input(params: dict) -> dict:
    """Applies an edit to the shown view: its input's `seq`, and a text or a toggle's `on`."""
    view_id = params["viewId"]
    for node in inputs(shown[view_id]):
        if node.get("key") == params["key"] and node["type"] == "row":
            node["toggle"]["seq"] = params["seq"]
            node["toggle"]["on"] = params.get("value", node["toggle"]["on"])
        elif node.get("key") == params["key"]:
            node["seq"] = params["seq"]
            if "value" in params:
                node["on" if node["type"] == "toggle" else "value"] = params["value"]
    revs[view_id] += 1
    write({"method": "view/update", "params": {"viewId": view_id, "module": MODULE, "rev": revs[view_id],
                                               "view": shown[view_id]}})
    return {"viewId": view_id, "rev": revs[view_id], "seq": params["seq"]}


def answer(method: str, params: dict) -> object:
    if method == "initialize":
        return INFO
    if method == "app/start":
        return {"viewId": show(next(iter(VIEWS))), "module": MODULE, "restored": False}
    if method == "view/event" and params.get("action") == "show":
        show(str(params.get("value")))
        return {"viewId": params["viewId"], "rev": 1}
    if method == "view/event":
        return {"viewId": params["viewId"], "rev": revs[params["viewId"]]}
    if method == "view/input":
        return take_input(params)
    if method == "view/get":
        return {"viewId": params["viewId"], "module": MODULE, "rev": revs[params["viewId"]], "view": shown[params["viewId"]]}
    return None


for line in sys.stdin:
    LOG.write(line)
    LOG.flush()
    message = json.loads(line)
    if message.get("method") == "exit":
        break
    if "id" in message:
        write({"id": message["id"], "result": answer(message["method"], message.get("params") or {})})
