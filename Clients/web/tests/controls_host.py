"""A scripted host serving one screen with every control of PROTOCOL.md §6 "Controls" (a toolbar, single
and multiple choices inline and as menus, date and time fields, rows with a toggle and actions), for the
browser tests until a built host knows them (test_controls.py). It plays the host's part of the input rules
for these inputs: each `view/input` is checked (a key no option has, a date that is not one, a value out of
bounds: -32602 invalid_value), applied, and answered in the tree with its `seq` (rule 2), `--delay-ms` late.
A row's Delete asks first with an alert (Keep: cancel, Delete: destructive); the toolbar's Add shows an alert
with no cancel action (Escape does nothing there). Every line the page sends is appended to LOG.

    python3 controls_host.py LOG [--delay-ms N]
"""

from __future__ import annotations

import copy
import datetime
import json
import sys
import time
from typing import Any

LOG = open(sys.argv[1], "a", encoding="utf-8")  # noqa: SIM115 (open for the process's life)
DELAY = int(sys.argv[sys.argv.index("--delay-ms") + 1]) / 1000 if "--delay-ms" in sys.argv else 0.0
VIEW = "v1"

PRIORITY = [{"key": "low", "title": "Low"}, {"key": "normal", "title": "Normal"}, {"key": "high", "title": "High"}]
TAGS = [{"key": "home", "title": "Home"}, {"key": "work", "title": "Work"}, {"key": "errand", "title": "Errand"}]
LISTS = [{"key": k, "title": t} for k, t in (("inbox", "Inbox"), ("week", "This week"), ("later", "Later"),
                                              ("someday", "Someday"), ("shared", "Shared"), ("archive", "Archive"))]
EXTRAS = [{"key": "remind", "title": "Reminder"}, {"key": "repeat", "title": "Repeat"}, {"key": "share", "title": "Share"}]

inputs: dict[str, dict[str, Any]] = {
    "priority": {"type": "choice", "key": "priority", "label": "Priority", "multiple": False, "style": "inline",
                 "options": PRIORITY, "value": None, "send": "change", "enabled": True, "required": True},
    "tags": {"type": "choice", "key": "tags", "label": "Tags", "multiple": True, "style": "inline", "options": TAGS,
             "value": ["work"], "send": "change", "enabled": True, "required": False, "error": "Choose at most two tags"},
    "list": {"type": "choice", "key": "list", "label": "List", "multiple": False, "options": LISTS, "value": "inbox",
             "send": "change", "enabled": True, "required": True},
    "extras": {"type": "choice", "key": "extras", "label": "Extras", "multiple": True, "style": "menu",
               "options": EXTRAS, "value": [], "send": "submit", "enabled": True, "required": False},
    "due": {"type": "field", "key": "due", "label": "Due date", "kind": "date", "value": "2026-12-01", "send": "leave",
            "min": "2026-01-01", "max": "2030-12-31", "enabled": True, "required": False},
    "remind": {"type": "field", "key": "remind", "label": "Remind me at", "kind": "time", "value": "",
               "send": "leave", "placeholder": "HH:MM", "enabled": True, "required": False},
}
for node in inputs.values():
    node.update(seq=0, set=0)
rows = [{"key": "milk", "title": "Buy milk", "subtitle": "Due 2026-12-01", "done": False},
        {"key": "tax", "title": "File the tax return", "done": True}]
row_seq: dict[str, int] = {"milk": 0, "tax": 0}
alert: dict[str, Any] | None = None
rev = 0


def tree() -> dict[str, Any]:
    form = {"type": "form", "key": "details", "submit": {"action": "save", "title": "Save"}, "pending": False,
            "children": [copy.deepcopy(inputs[key]) for key in ("priority", "tags", "list", "extras", "due", "remind")]}
    items = [{"key": r["key"], "title": r["title"], **({"subtitle": r["subtitle"]} if "subtitle" in r else {}),
              "toggle": {"on": r["done"], "seq": row_seq[r["key"]], "set": 0, "enabled": True},
              "actions": [{"action": "edit", "title": "Edit"}, {"action": "delete", "title": "Delete", "role": "destructive"}]}
             for r in rows]
    toolbar = {"type": "toolbar", "actions": [{"action": "add", "title": "Add", "enabled": True},
                                              {"action": "clear-done", "title": "Clear done", "enabled": False,
                                               "role": "destructive"}]}
    children: list[dict[str, Any]] = [toolbar, form, {"type": "list", "action": "open", "items": items}]
    if alert:
        children.append(alert)
    return {"type": "screen", "title": "Groceries", "children": children}


def out(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    sys.stdout.flush()


def update() -> None:
    global rev
    rev += 1
    out({"method": "view/update", "params": {"viewId": VIEW, "module": "controls", "rev": rev, "view": tree()}})


def fits(node: dict[str, Any], value: Any) -> bool:
    if node["type"] == "choice":
        keys = [o["key"] for o in node["options"]]
        if node["multiple"]:
            return isinstance(value, list) and len(set(value)) == len(value) and all(v in keys for v in value)
        return value is None or value in keys
    if not isinstance(value, str):
        return False
    if value == "":
        return True
    try:
        if node["kind"] == "date":
            datetime.date.fromisoformat(value)
            if len(value) != 10:
                return False
        else:
            datetime.time.fromisoformat(value)
            if len(value) != 5:
                return False
    except ValueError:
        return False
    return node.get("min", value) <= value <= node.get("max", value)


def refuse(rid: Any, key: str, kind: str = "invalid_value") -> None:
    out({"id": rid, "error": {"code": -32602, "message": "That value does not fit.", "data": {"kind": kind, "key": key}}})


def view_input(rid: Any, params: dict[str, Any]) -> None:
    key, seq, value = params.get("key"), params.get("seq"), params.get("value")
    if key in row_seq:
        if seq <= row_seq[key]:
            out({"id": rid, "result": {"viewId": VIEW, "rev": rev, "seq": row_seq[key]}})
            return
        row_seq[key] = seq
        ok = isinstance(value, bool)
        if ok:
            next(r for r in rows if r["key"] == key)["done"] = value
        update()
        if ok:
            out({"id": rid, "result": {"viewId": VIEW, "rev": rev, "seq": seq}})
        else:
            refuse(rid, key)
        return
    node = inputs.get(key)
    if node is None:
        refuse(rid, key, "unknown_input")
        return
    if seq <= node["seq"]:
        out({"id": rid, "result": {"viewId": VIEW, "rev": rev, "seq": node["seq"]}})
        return
    node["seq"] = seq
    ok = fits(node, value)
    if ok:
        # The host keeps a multiple choice's keys in the options' order.
        node["value"] = [o["key"] for o in node["options"] if o["key"] in value] if node.get("multiple") else value
        if key == "tags" and len(node["value"]) <= 2:
            node.pop("error", None)
        elif key == "tags":
            node["error"] = "Choose at most two tags"
    update()
    if ok:
        out({"id": rid, "result": {"viewId": VIEW, "rev": rev, "seq": seq}})
    else:
        refuse(rid, key)


def view_event(rid: Any, params: dict[str, Any]) -> None:
    global alert
    action, value = params.get("action"), params.get("value")
    title = {r["key"]: r["title"] for r in rows}
    if action == "delete" and value in title:
        alert = {"type": "alert", "title": f"Delete “{title[value]}”?", "message": "The to-do is deleted for good.",
                 "actions": [{"action": f"delete-confirmed:{value}", "title": "Delete", "role": "destructive"},
                             {"action": "keep", "title": "Keep", "role": "cancel"}]}
    elif action == "add":
        alert = {"type": "alert", "title": "Add a to-do?", "message": "It goes to the top of the list.",
                 "actions": [{"action": "discard", "title": "Discard", "role": "destructive"},
                             {"action": "ok", "title": "OK"}]}
    elif isinstance(action, str) and action.startswith("delete-confirmed:"):
        rows[:] = [r for r in rows if r["key"] != action.split(":", 1)[1]]
        alert = None
    elif action in ("keep", "ok", "discard"):
        alert = None
    update()
    out({"id": rid, "result": {"viewId": VIEW, "rev": rev}})


INFO = {"protocolVersion": "1", "hostInfo": {"name": "controls-host", "version": "0"}, "modules": [],
        "limits": {"maxLineBytes": 1048576, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
                   "maxMessageBytes": 16777216}}

for line in sys.stdin:
    LOG.write(line)
    LOG.flush()
    message = json.loads(line)
    method, rid, params = message.get("method"), message.get("id"), message.get("params") or {}
    if rid is not None and DELAY and method in ("view/input", "view/event"):
        time.sleep(DELAY)  # the answer (and its tree) comes late: the page must hold the user's value meanwhile
    if method == "initialize":
        out({"id": rid, "result": INFO})
    elif method == "app/start":
        out({"method": "router/navigate", "params": {"action": "replaceRoot", "viewId": VIEW, "module": "controls",
                                                     "stack": [VIEW]}})
        update()
        out({"id": rid, "result": {"viewId": VIEW, "module": "controls", "restored": False}})
    elif method == "view/input":
        view_input(rid, params)
    elif method == "view/event":
        view_event(rid, params)
    elif method == "view/get":
        out({"id": rid, "result": {"viewId": VIEW, "module": "controls", "rev": rev, "view": tree()}})
    elif method == "shutdown":
        out({"id": rid, "result": None})
    elif rid is not None:
        out({"id": rid, "result": None})
