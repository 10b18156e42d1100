"""PROTOCOL.md §6, "Input": a property over real pipes. Random keystrokes, backspaces, blurs and
submits on two fields of `bench-form` (`name`, kept as typed; `upper`, rewritten by the host), with the
host's answers late (`viperhost-latency`, 0–150 ms) and the user's keys at random intervals, so answers
and edits interleave. The frontend is the TUI's input controller (`viperhost.tui.inputs`, rules 1 and 4)
on a plain dict of "widgets". In the end the value the host has and the one the frontend shows are what
the user typed (upper-cased for `upper`): nothing lost, nothing duplicated (every edit's seq is new and
the host's ends at the last one), never a stale value shown."""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from viperhost.client.host import AsyncHost
from viperhost.locate import find_host_binary
from viperhost.tui.inputs import Edit, InputController

ALL = ["field", "toggle", "form", "stack", "section"]
KEYS = ("name", "upper")


def late_host(tmp_path: Path, delay_ms: int) -> Path:
    script = tmp_path / "late-host"
    script.write_text(
        f'#!/bin/sh\nexec "{sys.executable}" -m viperhost.latency --delay-ms {delay_ms} -- "{find_host_binary()}" "$@"\n')
    script.chmod(0o755)
    return script


def node(tree: Any, key: str) -> dict:
    if isinstance(tree, dict):
        if tree.get("key") == key and tree.get("type") == "field":
            return tree
        for child in tree.get("children", []):
            found = node(child, key)
            if found:
                return found
    return {}


def final(key: str, typed: str) -> str:
    return typed.upper() if key == "upper" else typed


@pytest.mark.parametrize("seed", range(8))
async def test_random_typing_against_late_answers_ends_with_exactly_what_was_typed(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    delay = [0, 60, 150][seed % 3]
    host = await AsyncHost.launch(["--in-memory", "--bench-modules"], binary=str(late_host(tmp_path, delay)), nodes=ALL)
    try:
        await host.initialize()
        view = (await host.open("bench-form")).view_id
        shown = {key: "" for key in KEYS}  # what each field shows
        typed = {key: "" for key in KEYS}  # what the user meant
        stale_shown: list[str] = []
        sent: list[Edit] = []
        requests: list[asyncio.Task[Any]] = []

        def send(edit: Edit) -> None:
            sent.append(edit)
            requests.append(asyncio.ensure_future(
                host.input(edit.view_id, edit.key, edit.seq, value=edit.value, left=edit.left)))

        inputs = InputController(send)

        def on_change(message: dict) -> None:
            if (message.get("params") or {}).get("viewId") != view:
                return
            for key in KEYS:
                field = node(host.mirror.views[view].view, key)
                if inputs.take_host_value(view, field) and field["value"] != shown[key]:
                    if field["value"] != final(key, typed[key]):
                        stale_shown.append(f"{key}: showed {field['value']!r} while the user had {typed[key]!r}")
                    shown[key] = field["value"]
                    inputs.applied(view, key, field["value"])

        for key in KEYS:
            inputs.take_host_value(view, node(host.mirror.views[view].view, key))
        host.on_change = on_change
        focused: str | None = None
        for _ in range(rng.randint(25, 60)):
            key = rng.choice(KEYS)
            if focused != key:
                if focused:
                    inputs.blurred(view, focused)
                inputs.focused(view, key)
                focused = key
            roll = rng.random()
            if roll < 0.75 or not shown[key]:
                letter = rng.choice("abcxyz ")
                shown[key] += letter
                typed[key] += letter
            elif roll < 0.9:
                shown[key], typed[key] = shown[key][:-1], typed[key][:-1]
            elif roll < 0.95:
                inputs.blurred(view, key)
                focused = None
                continue
            else:  # a submit: the form's edits first, then the event; no typing while it is pending (rule 5)
                inputs.flush(view, KEYS)
                await asyncio.gather(*requests)
                await host.event(view, "save")
                await host.idle()
                continue
            inputs.edited(view, key, shown[key])
            await asyncio.sleep(rng.uniform(0, 0.04))
        if focused:
            inputs.blurred(view, focused)
        inputs.flush(view, KEYS)
        await asyncio.gather(*requests)
        await host.idle()
        for key in KEYS:
            field = node((await host.get(view))["view"], key)
            assert field["value"] == final(key, typed[key]), f"the host has {field['value']!r} (seed {seed})"
            assert shown[key] == final(key, typed[key]), f"the frontend shows {shown[key]!r} (seed {seed})"
            seqs = [edit.seq for edit in sent if edit.key == key]
            assert seqs == list(range(1, len(seqs) + 1)), "an edit was numbered twice or skipped"
            assert field["seq"] == (seqs[-1] if seqs else 0)
        assert stale_shown == [], stale_shown
    finally:
        await host.close()
