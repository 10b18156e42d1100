#!/usr/bin/env python3
"""A process plugin that shows every example of every node type's schema (Protocol/schema/nodes/*.json), for
Protocol/transcripts/nodes-every-example.txt: the host reads each as a plugin's view and sends it to a frontend
that renders every type, so `make test-coverage` finds each type there, a new one included, with no module to
write for it (docs/ARCHITECTURE.md, "Adding a node type").

Standard library only. The module is `node-gallery`; its one screen holds, per type in file-name order, a section
titled with the type and that type's examples — a toolbar's right under the screen, where a toolbar goes. Input
keys are made unique per example (`type-N-key`); `seq` and `set`, which the host writes, are left out.
"""

import json
import sys
from pathlib import Path

NODES = Path(__file__).resolve().parents[3] / "Protocol" / "schema" / "nodes"
NAME = "node-gallery"


def unique(node, prefix):
    """The node with its inputs' and forms' keys prefixed, and without seq and set."""
    if isinstance(node, list):
        return [unique(child, prefix) for child in node]
    if not isinstance(node, dict):
        return node
    copy = {name: unique(value, prefix) for name, value in node.items() if name not in ("seq", "set")}
    if node.get("type") in ("field", "toggle", "choice", "form") and isinstance(node.get("key"), str):
        copy["key"] = prefix + node["key"]
    return copy


def view():
    toolbars, sections = [], []
    for path in sorted(NODES.glob("*.json")):
        if path.name == "node.json":
            continue
        kind = path.stem
        examples = [unique(example, f"{kind}-{index}-")
                    for index, example in enumerate(json.loads(path.read_text()).get("examples", []))]
        if kind == "toolbar":
            toolbars += examples
        else:
            sections.append({"type": "section", "title": kind, "children": examples})
    return {"type": "screen", "title": "Every node type", "children": toolbars + sections}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    method, request_id = message["method"], message.get("id")
    if method == "plugin/initialize":
        result = {"protocolVersion": "1", "manifest": {"name": NAME, "title": "Node gallery", "version": "0.0.1"}}
    elif method in ("screen/open", "screen/event", "screen/input"):
        result = {"view": view()}
    else:
        result = {}
    if request_id is not None:
        send({"jsonrpc": "2.0", "id": request_id, "result": result})
