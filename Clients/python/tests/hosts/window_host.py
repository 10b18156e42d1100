#!/usr/bin/env python3
"""A fake viper-host with one windowed list (PROTOCOL.md §6, "Lists of any size: windows"), for the TUI's
tests of its line-API list: window_host.py ROWS LOG [no-total] — ROWS how many rows ("Row 1" … keyed "k1"
…), LOG a file each line the frontend sends is appended to; no-total: its windows say no `total`.

`app/start` shows the list: its first 50 rows and the margin after them. `view/rows {from | after |
before, count, anchor}` answers with the rows asked for and up to 50 more on each side (a `from` past
the end: the last `count` rows), in a `view/update`; the same window again sends nothing. `view/input`
flips a row's toggle; `view/event {action: "drop", value: KEY}` deletes a row (as another screen
would); any other event is logged and answered. Standard library only."""

from __future__ import annotations

import json
import sys

ROWS = [f"k{i}" for i in range(1, int(sys.argv[1]) + 1)]
LOG = open(sys.argv[2], "a")
KNOWN_TOTAL = sys.argv[3:] != ["no-total"]  # no-total: the window says only whether rows follow
MARGIN = 50
INFO = {
    "protocolVersion": "1",
    "hostInfo": {"name": "window-host", "version": "1.0.0"},
    "modules": [{"name": "rows", "title": "Rows", "version": "1.0.0"}],
    "limits": {"maxLineBytes": 1048576, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
               "maxMessageBytes": 16777216, "maxWindowRows": 200},
}
done: dict[str, tuple[bool, int]] = {}  # a row's toggle: on, seq
state = {"rev": 0, "start": 0, "end": min(len(ROWS), 100), "anchor": None}


def write(*messages: dict) -> None:
    for message in messages:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    sys.stdout.flush()


def item(key: str) -> dict:
    on, seq = done.get(key, (False, 0))
    return {"key": key, "title": f"Row {key[1:]}", "toggle": {"on": on, "seq": seq, "set": 0, "enabled": True},
            "actions": [{"action": "delete", "title": "Delete", "role": "destructive"}]}


def view() -> dict:
    start, end = state["start"], state["end"]
    window = {"start": start, "more": end < len(ROWS)}
    if KNOWN_TOTAL:
        window["total"] = len(ROWS)
    if state["anchor"] is not None:
        window["anchor"] = state["anchor"]
    return {"type": "screen", "title": "Rows", "children": [
        {"type": "list", "action": "open", "window": window, "items": [item(key) for key in ROWS[start:end]]}]}


def send_view() -> None:
    state["rev"] += 1
    write({"method": "view/update", "params": {"viewId": "v1", "module": "rows", "rev": state["rev"], "view": view()}})


def rows(params: dict) -> dict:
    count = params["count"]
    if "from" in params:
        first = min(params["from"], max(0, len(ROWS) - count))
    elif "after" in params:
        first = ROWS.index(params["after"]) + 1
    else:
        first = max(0, ROWS.index(params["before"]) - count)
    start, end = max(0, first - MARGIN), min(len(ROWS), first + count + MARGIN)
    anchor = params.get("anchor") or (ROWS[first] if first < len(ROWS) else None)
    if (start, end, anchor) != (state["start"], state["end"], state["anchor"]):
        state.update(start=start, end=end, anchor=anchor)
        send_view()
    return {"viewId": "v1", "rev": state["rev"]}


def answer(method: str, params: dict) -> object:
    if method == "initialize":
        return INFO
    if method == "app/start":
        write({"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": "v1", "module": "rows",
                                                       "stack": ["v1"]}})
        send_view()
        return {"viewId": "v1", "module": "rows", "restored": False}
    if method == "view/rows":
        return rows(params)
    if method == "view/input":
        done[params["key"]] = (bool(params["value"]), params["seq"])
        send_view()
        return {"viewId": "v1", "rev": state["rev"], "seq": params["seq"]}
    if method == "view/event" and params.get("action") == "drop":
        index = ROWS.index(params["value"])
        ROWS.remove(params["value"])
        if index < state["start"]:  # above the window: it moves, its rows stay
            state["start"] -= 1
        if index < state["end"]:
            state["end"] -= 1
        send_view()
    if method == "view/get":
        return {"viewId": "v1", "module": "rows", "rev": state["rev"], "view": view()}
    return {"viewId": params.get("viewId", "v1"), "rev": state["rev"]}


for line in sys.stdin:
    LOG.write(line)
    LOG.flush()
    message = json.loads(line)
    if message.get("method") == "exit":
        break
    if "id" in message:
        write({"id": message["id"], "result": answer(message["method"], message.get("params") or {})})
