"""`viper-host replay --coverage` (Protocol/TRANSCRIPTS.md, "Coverage and review").

The documented items come from Protocol/schema (the tests change a copy of it
to show that), the built-in modules from `viper-host modules`, the actions a
module offers from the transcripts' views.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from viperhost.locate import find_host_binary, protocol_dir

SCHEMA = protocol_dir() / "schema"
INIT = '--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}'


def coverage(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [find_host_binary(), "replay", "--coverage", *args], capture_output=True, text=True, timeout=120
    )


def update(view_id: str, module: str, children: list[dict]) -> str:
    view = {"type": "screen", "title": "T", "children": children}
    params = {"viewId": view_id, "module": module, "rev": 1, "view": view}
    return "<-- " + json.dumps({"jsonrpc": "2.0", "method": "view/update", "params": params})


def event(request_id: int, view_id: str, action: str) -> str:
    params = {"viewId": view_id, "action": action}
    return "--> " + json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "view/event", "params": params})


def write(folder: Path, name: str, lines: list[str]) -> None:
    folder.mkdir(exist_ok=True)
    (folder / name).write_text("\n".join(lines) + "\n")


def test_the_goldens_cover_every_documented_item() -> None:
    result = coverage("--allow-uncovered", "kind:internal_error", str(protocol_dir() / "transcripts"))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("coverage: every documented item is exercised"), last
    assert "✗ internal_error (allowed to stay uncovered)" in result.stdout


def test_an_item_no_transcript_exercises_fails_the_gate() -> None:
    result = coverage(str(protocol_dir() / "transcripts"))
    assert result.returncode == 1
    assert result.stdout.strip().splitlines()[-1] == (
        "coverage: 1 documented item(s) exercised by no transcript: kind:internal_error"
    )


def test_the_documented_list_comes_from_the_schema(tmp_path: Path) -> None:
    schema = tmp_path / "schema"
    shutil.copytree(SCHEMA, schema)
    extra = json.loads((schema / "requests" / "host-idle.json").read_text())
    extra["properties"]["method"]["const"] = "host/nap"
    (schema / "requests" / "host-nap.json").write_text(json.dumps(extra))
    node = json.loads((schema / "nodes" / "text.json").read_text())
    node["properties"]["type"]["const"] = "slider"
    (schema / "nodes" / "slider.json").write_text(json.dumps(node))
    folder = tmp_path / "transcripts"
    write(folder, "one.txt", [INIT, update("v1", "home", [{"type": "text", "text": "x"}])])
    result = coverage(str(folder))  # finds ../schema beside the folder
    assert result.returncode == 1
    out = result.stdout
    assert "  ✓ initialize (1)" in out
    assert "  ✗ host/nap" in out and "  ✗ view/open" in out
    assert "  ✓ text (1)" in out and "  ✗ slider" in out
    assert "Methods (sent): 1/18" in out
    assert "method:host/nap" in out.strip().splitlines()[-1]


def test_an_action_offered_but_never_sent_is_not_exercised(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    button = {"type": "button", "action": "zap", "title": "Zap", "enabled": True}
    accessory = {"action": "star", "title": "*"}
    row = {"type": "list", "action": "open", "items": [{"key": "k", "title": "K", "accessory": accessory}]}
    write(folder, "offer.txt", [INIT, update("v1", "home", [button, row]), event(2, "v1", "open")])
    # After a restart the ids start again: v1 is another module's view.
    write(folder, "restart.txt", [INIT, update("v1", "jobs", []), "!restart", INIT, event(2, "v1", "zap")])
    result = coverage("--schema", str(SCHEMA), str(folder))
    assert result.returncode == 1
    out = result.stdout
    assert "  ✓ home/open (1)" in out
    assert "  ✗ home/zap" in out
    assert "  ✗ home/star" in out  # an accessory's action is offered too
    assert "  ✓ home (1)" in out and "  ✓ jobs (1)" in out and "  ✗ stargazers" in out
    assert "action:home/zap" in out.strip().splitlines()[-1]


def test_a_sent_action_exercises_the_module_of_its_view(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    button = {"type": "button", "action": "zap", "title": "Zap", "enabled": True}
    push = {"action": "push", "viewId": "v2", "module": "home", "stack": ["v2"]}
    navigate = {"jsonrpc": "2.0", "method": "router/navigate", "params": push}
    ops = [{"op": "add", "path": "/children/0", "value": button}]
    patch = {"jsonrpc": "2.0", "method": "view/patch", "params": {"viewId": "v2", "rev": 2, "ops": ops}}
    write(folder, "one.txt", [INIT, "<-- " + json.dumps(navigate), "<-- " + json.dumps(patch), event(2, "v2", "zap")])
    result = coverage("--schema", str(SCHEMA), str(folder))
    assert "  ✓ home/zap (1)" in result.stdout
    assert "  ✓ button (1)" in result.stdout
    assert "  ✓ view/patch (1)" in result.stdout


def test_an_allowance_that_names_nothing_documented_is_refused(tmp_path: Path) -> None:
    result = coverage("--allow-uncovered", "kind:internal_eror", str(protocol_dir() / "transcripts"))
    assert result.returncode not in (0, 1)
    assert "kind:internal_eror" in result.stderr
