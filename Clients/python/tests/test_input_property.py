"""PROTOCOL.md §6, "Input": a property over real pipes. Random keystrokes, backspaces, blurs and
submits on three fields of `bench-form` (`name`, kept as typed; `upper`, rewritten by the host;
`digits`, whose values with anything but digits the host refuses) and flips of its toggle, with the
host's answers late (`viperhost-latency`, 0–150 ms) and the user's keys at random intervals, so answers
and edits interleave. The frontend is the TUI's input controller (`viperhost.tui.inputs`, rules 1 and 4)
on a plain dict of "widgets". In the end the value the host has and the one the frontend shows are what
the user typed (upper-cased for `upper`; for `digits`, the last value the host accepted): nothing
lost, nothing duplicated (every edit's seq is new and the host's ends at the last one), never a stale
value shown, and a host value replaces what the user typed only to answer the latest edit, which it
rewrote or refused — each such edit once."""

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
KEYS = ("name", "upper", "digits")
TOGGLE = "share"


def late_host(tmp_path: Path, delay_ms: int) -> Path:
    script = tmp_path / "late-host"
    script.write_text(
        f'#!/bin/sh\nexec "{sys.executable}" -m viperhost.latency --delay-ms {delay_ms} -- "{find_host_binary()}" "$@"\n')
    script.chmod(0o755)
    return script


def node(tree: Any, key: str) -> dict:
    if isinstance(tree, dict):
        if tree.get("key") == key and tree.get("type") in ("field", "toggle"):
            return tree
        for child in tree.get("children", []):
            found = node(child, key)
            if found:
                return found
    return {}


def final(key: str, typed: str) -> str:
    return typed.upper() if key == "upper" else typed


def accepted(key: str, value: str) -> bool:
    """Whether the host keeps `value` as sent (bench-form: `upper` rewrites, `digits` refuses non-digits)."""
    return value == value.upper() if key == "upper" else not (key == "digits" and not value.isdigit() and value)


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
        replaced: list[tuple[str, int]] = []  # (key, the seq whose answer replaced the user's text)
        share = False
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
                verdict = inputs.take_host_value(view, field)
                if verdict and field["value"] != shown[key]:
                    if key != "digits" and field["value"] != final(key, typed[key]):
                        stale_shown.append(f"{key}: showed {field['value']!r} while the user had {typed[key]!r}")
                    if verdict == "seq":
                        replaced.append((key, field["seq"]))
                    shown[key] = field["value"]
                    if key == "digits":
                        typed[key] = field["value"]  # the user goes on from what the field shows
                    inputs.applied(view, key, field["value"])
            toggle = node(host.mirror.views[view].view, TOGGLE)
            if inputs.take_host_value(view, toggle):
                inputs.applied(view, TOGGLE, toggle["on"])

        for key in KEYS:
            inputs.take_host_value(view, node(host.mirror.views[view].view, key))
        inputs.take_host_value(view, node(host.mirror.views[view].view, TOGGLE))
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
            if roll < 0.05:
                share = not share
                inputs.edited(view, TOGGLE, share)
                continue
            if roll < 0.75 or not shown[key]:
                letter = rng.choice("1234a" if key == "digits" else "abcxyz ")
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
            edits = [edit for edit in sent if edit.key == key]
            seqs = [edit.seq for edit in edits]
            assert seqs == list(range(1, len(seqs) + 1)), "an edit was numbered twice or skipped"
            assert field["seq"] == (seqs[-1] if seqs else 0)
            if key == "digits":  # the module keeps the last value it accepted
                kept = [str(edit.value) for edit in edits if accepted(key, str(edit.value))]
                assert field["value"] == (kept[-1] if kept else ""), f"seed {seed}"
            by_seq = {edit.seq: str(edit.value) for edit in edits}
            for replaced_key, seq in replaced:
                if replaced_key == key:
                    assert not accepted(key, by_seq[seq]), f"{key}: edit {seq} was kept, yet its answer replaced the text"
        assert len(replaced) == len(set(replaced)), f"an edit's answer replaced the text twice: {replaced}"
        toggle = node((await host.get(view))["view"], TOGGLE)
        assert toggle["on"] is share and inputs.state(view, TOGGLE).shown in (None, share)
        assert stale_shown == [], stale_shown
    finally:
        await host.close()
