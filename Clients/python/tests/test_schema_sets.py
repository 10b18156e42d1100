"""The two schema sets (Protocol/schema/README.md): exact, what the host writes
today, and open, derived from it, what a frontend validates with. Here: the
open set is up to date, and every real host message passes both."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from catalog import with_slot
from schema_samples import FUTURE_NODE, TRANSCRIPTS, host_lines, object_paths, with_member
from viperhost.locate import find_host_binary, protocol_dir
from viperhost.patterns import match
from viperhost.schema import ProtocolSchema

SCHEMA_DIR = protocol_dir() / "schema"


def load_generator() -> Any:
    spec = importlib.util.spec_from_file_location("make_open", SCHEMA_DIR / "make_open.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_open_set_is_what_the_generator_derives() -> None:
    generator = load_generator()
    derived = generator.derive(generator.load_exact(SCHEMA_DIR))
    committed = {p.relative_to(SCHEMA_DIR / "open").as_posix() for p in (SCHEMA_DIR / "open").rglob("*.json")}
    assert committed == set(derived), "run python3 Protocol/schema/make_open.py"
    for relative, document in derived.items():
        text = (SCHEMA_DIR / "open" / relative).read_text()
        assert text == generator.render(document), f"open/{relative} is stale: run python3 Protocol/schema/make_open.py"


def test_the_committed_plugin_nodes_are_what_the_generator_derives() -> None:
    spec = importlib.util.spec_from_file_location("make_plugin", SCHEMA_DIR / "make_plugin.py")
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    derived = generator.derive(SCHEMA_DIR)
    folder = SCHEMA_DIR / "plugin" / "nodes"
    assert {p.name for p in folder.glob("*.json")} == set(derived) == {p.name for p in (SCHEMA_DIR / "nodes").glob("*.json")}
    for name, document in derived.items():
        assert (folder / name).read_text() == generator.render(document), f"plugin/nodes/{name} is stale: run make_plugin.py"
        assert not {"seq", "set"} & set(document.get("required", [])), name


def test_ids_are_unique_across_both_sets_and_each_set_loads_alone() -> None:
    ids = [json.loads(p.read_text())["$id"] for p in SCHEMA_DIR.rglob("*.json")]
    assert len(ids) == len(set(ids)) > 40
    exact, open_set = ProtocolSchema(variant="exact"), ProtocolSchema(variant="open")
    assert exact.open is not None and open_set.open is None
    with pytest.raises(ValueError):
        ProtocolSchema(variant="loose")


def replay_against(schema: ProtocolSchema, text: str) -> int:
    """Validates every host line of a session; returns how many there were."""
    schema.methods_by_id.clear()
    count = 0
    for direction, message in host_lines(text):
        if direction == "-->":
            if isinstance(message, dict) and "id" in message and isinstance(message.get("method"), str):
                schema.methods_by_id[message["id"]] = message["method"]
        else:
            schema.check_host_message(message)
            count += 1
    return count


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[p.stem for p in TRANSCRIPTS])
@pytest.mark.parametrize("variant", ["exact", "open"])
def test_every_host_line_of_every_transcript_validates(path: Path, variant: str) -> None:
    schema = ProtocolSchema(variant=variant)
    assert replay_against(schema, path.read_text()) > 0


def section_11_example() -> str:
    text = (protocol_dir() / "PROTOCOL.md").read_text()
    section = text.split("\n## 11. Example", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```\n(.*?)```", section, re.S)
    assert len(blocks) == 1
    return blocks[0]


@pytest.mark.parametrize("variant", ["exact", "open"])
def test_the_protocol_example_validates(variant: str) -> None:
    example = section_11_example()
    assert replay_against(ProtocolSchema(variant=variant), example) == example.count("\n<-- ")


def test_the_protocol_example_is_what_the_host_writes() -> None:
    """§11 is a real session: an in-memory host answers its --> lines with its <-- lines (the version
    aside, and modules made with `viper-host new module` in the catalog, after the built-ins)."""
    example = section_11_example()
    sent = "".join(line[4:] + "\n" for line in example.splitlines() if line.startswith("--> "))
    shown = [json.loads(line[4:]) for line in example.splitlines() if line.startswith("<-- ")]
    run = subprocess.run([find_host_binary(), "--in-memory"], input=sent, capture_output=True, text=True, timeout=60)
    written = [json.loads(line) for line in run.stdout.splitlines()]
    for message in written:
        if "hostInfo" in message.get("result", {}):
            message["result"]["hostInfo"]["version"] = "0.1.0"
    assert len(written) == len(shown)
    assert [match(with_slot(expected), got, {}) for expected, got in zip(shown, written)] == [None] * len(shown)


PLUGIN_DEFINITIONS = {
    "plugin/initialize": "initializeRequest",
    "screen/open": "openRequest",
    "screen/event": "eventRequest",
    "screen/input": "inputRequest",
    "screen/rows": "rowsRequest",
    "screen/resume": "resumeRequest",
    "screen/close": "closeNotification",
}


def test_host_to_plugin_messages_take_new_members_at_every_level(exact: ProtocolSchema) -> None:
    """PLUGINS.md §5: a plugin ignores new optional members, so plugin/messages.json (one
    hand-written file) accepts them in what the host sends; its example lines are the samples."""
    text = (protocol_dir() / "PLUGINS.md").read_text()
    sent = [json.loads(line[2:]) for line in text.splitlines() if line.startswith("→ {")]
    assert {m["method"] for m in sent} >= {"plugin/initialize", "screen/open", "screen/event", "screen/close"}
    for message in sent:
        definition = PLUGIN_DEFINITIONS[message["method"]]
        exact.check_plugin_message(definition, message)
        exact.check_plugin_message(definition, with_member(message, list(object_paths(message))))


def test_a_plugin_view_must_use_the_node_types_the_host_knows(exact: ProtocolSchema) -> None:
    view = {"type": "screen", "title": "t", "children": [{"type": "text", "text": "ok"}]}
    exact.check_plugin_message("openResult", {"view": view})
    with pytest.raises(jsonschema.ValidationError):
        exact.check_plugin_message("openResult", {"view": {**view, "children": [FUTURE_NODE]}})
