"""The Python client (library + mirror) and the TUI against `viper-host mock`: every
transcript of Protocol/conformance/ and a few goldens, without a real host."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import jsonpatch
import pytest
from test_tui import until
from textual.widgets import Static

import viperhost.client.mirror
from conformance import (
    CONFORMANCE, CONTROL_TRANSCRIPTS, INPUT_TRANSCRIPTS, ROOT, TRANSCRIPTS, Step, find_input, form_actions,
    made_by_the_ui, mock_host, requests, run, script,
)
from viperhost import Host
from viperhost.errors import HostClosed
from viperhost.render import render_text
from viperhost.tui import ViperApp, input_rules
from viperhost.tui.fields import FieldInput
from viperhost.tui.inputs import InputController
from tui_user import TuiUser
from wire_rules import InputIdentity


def test_there_is_a_conformance_set() -> None:
    assert len(TRANSCRIPTS) >= 8


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda p: p.stem)
def test_the_client_passes_the_conformance_transcript(transcript: Path, tmp_path: Path) -> None:
    outcome = run(transcript, tmp_path)
    assert outcome.diffs == [], "\n".join(outcome.diffs)
    assert outcome.status == 0, outcome.stderr
    assert "every expectation met" in outcome.stderr


def test_unknown_nodes_render_their_children_or_a_placeholder(tmp_path: Path) -> None:
    host = Host(args=(), binary=mock_host(tmp_path, CONFORMANCE / "nodes-unknown-type.txt"))
    host.initialize()
    host.app_start(restore=True)
    text = render_text(host.views["v1"].view)
    assert text.splitlines() == [
        "== Future nodes ==", "  <carousel>", "    First slide", "    [image: slide-2]", "    [Next] -> next",
        "  <gauge>", "  After the unknown ones"]
    host.process.kill()


def test_every_error_reaches_the_client_with_its_code_and_kind(tmp_path: Path) -> None:
    outcome = run(CONFORMANCE / "errors-every-code.txt", tmp_path)
    codes = sorted({error["code"] for error in outcome.errors})
    assert codes == sorted({-32602, -32011, -32010, -32012, -32014, -32015, -32016, -32603, -32601, -32600, -32002})
    assert outcome.status == 0


def test_a_mirror_that_ignores_remove_fails_with_a_readable_diff(tmp_path: Path, monkeypatch) -> None:
    real = jsonpatch.apply_patch

    def without_remove(document, ops):
        return real(document, [op for op in ops if op["op"] != "remove"])

    monkeypatch.setattr(viperhost.client.mirror.jsonpatch, "apply_patch", without_remove)
    outcome = run(CONFORMANCE / "patches-every-kind.txt", tmp_path)
    assert len(outcome.diffs) == 1
    diff = outcome.diffs[0]
    print(diff)
    assert diff.startswith("view v1 differs at $.children[1].items[2].key")
    assert '+          "key": "b",' in diff and '-          "subtitle": "new",' in diff


def test_a_client_that_sends_something_else_gets_the_mocks_error(tmp_path: Path) -> None:
    host = Host(args=(), binary=mock_host(tmp_path, CONFORMANCE / "nodes-every-type.txt"))
    host.initialize()
    _, response = host.call("view/open", {"module": "gallery"})
    assert response["error"]["code"] == -32099
    assert response["error"]["data"]["kind"] == "mock_mismatch"
    assert response["error"]["data"]["expected"] == '{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"restore":true}}'
    assert host.close() == 1
    assert "the frontend's line differs at $.method" in host.stderr


def test_the_client_replays_a_golden_story_against_the_mock(tmp_path: Path) -> None:
    # The goldens' initialize has no capabilities: the client announces none here.
    golden = ROOT / "Protocol" / "transcripts" / "navigation-open-back-close.txt"
    host = Host(args=(), binary=mock_host(tmp_path, golden), view_patch=False)
    for message in requests(golden):
        if message["method"] == "exit":
            host.notify("exit")
        elif message["method"] == "initialize":
            host.request("initialize", message["params"])
        else:
            host.call(message["method"], message.get("params"))
    assert len(host.stack) == 1 and host.views[host.stack[0]].module == "onboarding"
    host.process.close_input()  # the golden ends without exit: the end of input ends it
    assert host.process.wait(timeout=10) == 0, host.stderr


PLAYED = INPUT_TRANSCRIPTS + CONTROL_TRANSCRIPTS  # with the user's steps, on the TUI's widgets


@pytest.mark.parametrize("transcript", [t for t in TRANSCRIPTS if t not in PLAYED], ids=lambda p: p.stem)
async def test_the_tui_passes_the_conformance_transcript(transcript: Path, tmp_path: Path) -> None:
    # As a user runs it: announcing the input nodes (the set takes any capabilities).
    app = ViperApp(host_args=[], binary=mock_host(tmp_path, transcript))
    shown: list[str] = []
    async with app.run_test() as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()  # the TUI's own start, on its worker
        host = app.host
        assert host is not None and host.views
        # The TUI sent initialize and app/start itself; the rest comes from the transcript.
        for message in requests(transcript)[2:]:
            if message["method"] in ("shutdown", "exit"):
                continue
            if message["method"] == "view/event":
                # As a pressed button does: errors go to the bar above the footer.
                params = message["params"]
                await app.actions.send(params["action"], params.get("value"), params["viewId"])
            else:
                _, response = await host.call(message["method"], message.get("params"))
                if message["method"] == "view/get" and "result" in response:
                    assert host.views[response["result"]["viewId"]].view == response["result"]["view"]
            await app.refresh_view()
            await pilot.pause()
            shown.append(str(app.query_one("#error", Static).render()))
    assert await app.host.process.wait(timeout=10) == 0, app.host.stderr
    if transcript.stem == "errors-every-code":
        assert any("-32015 plugin_failed" in text for text in shown)


# -- the input files, typed into the TUI (tui_user.TuiUser) ------------------------------------------


@pytest.mark.parametrize("transcript", PLAYED, ids=lambda p: p.stem)
async def test_the_tui_passes_the_input_file_typed_into_its_widgets(transcript: Path, tmp_path: Path) -> None:
    # The mock answers 300 ms late (--delay-ms 300): rules 1-5 hold under latency.
    await play_in_tui(transcript, tmp_path)


async def test_a_tui_that_applies_every_answers_value_fails_rule_1(tmp_path: Path, monkeypatch) -> None:
    # Rule 1 broken: the host's value always wins, even over an edit sent and not answered yet.
    # It breaks 1a (the answer to edit 1 shows "ab" over "abc") and 1b (the note's waiting text is not dropped
    # when the module clears it, so the submit sends it). 1a is seen only if the TUI draws rev 2 before rev 3
    # arrives (on a loaded machine both may come before one render: then "ab" is never on the screen, and no
    # rule promises a render per rev); 1b is seen in any case that gets that far: the mock gets the note's edit.
    monkeypatch.setattr(InputController, "take_host_value", lambda self, view_id, node: "seq")
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(ViperApp, "sent", _spy(ViperApp.sent, sent))
    with pytest.raises(AssertionError) as failure:
        await play_in_tui(CONFORMANCE / "input-rule1-own-value.txt", tmp_path)
    note_sent = any(m.get("method") == "view/input" and m["params"]["key"] == "note" for m in sent)
    # The host's "ab" shown over "abc" is reported by the step that checks it ("name shows 'ab'") or, when the
    # typing itself is overtaken, by the typing helper ("name: typed 'abc', the field shows 'ab'" — or 'abcb'
    # when the overwrite lands between two key presses: the family is "shows anything but what was typed").
    overwritten = r"name(: typed 'abc', the field)? shows '(?!abc')[^']*'"
    assert re.search(overwritten, str(failure.value)) or note_sent, failure.value


def _spy(sent_by_app: Any, into: list[dict[str, Any]]) -> Any:
    def sent(self: ViperApp, message: dict[str, Any]) -> None:
        into.append(message)
        sent_by_app(self, message)
    return sent


async def test_a_tui_that_sends_every_keystroke_fails_rule_4(tmp_path: Path, monkeypatch) -> None:
    # Rule 4 broken: no debounce. The mock sees "a" where the file has "abc"; the harness waits in vain.
    monkeypatch.setattr(input_rules, "track", lambda inp, node: replace(_track(inp, node), debounce_ms=0))
    apps: list[ViperApp] = []
    with pytest.raises((AssertionError, HostClosed)):
        await play_in_tui(CONFORMANCE / "input-rule4-debounce.txt", tmp_path, apps)
    host = apps[0].host
    assert host is not None
    await host.process.wait(timeout=10)
    # Usually the first keystroke goes out on its own: as the value "a" where "abc" was due, or (sent before the
    # harness's host/idle) as a view/input where the file has another request. On a loaded machine the three
    # keys may be read before the first edit goes, and the edits the file wants are missing later instead (the
    # mock then gets the harness's shutdown where an edit was due, or the TUI's end where a line was due — seen
    # once under make test's full load): the file fails either way.
    assert re.search(r'input-rule4-debounce\.txt:\d+: (the frontend\'s line differs at '
                     r'\$\.(params\.value: expected "abc", got "a"|method: expected "[^"]+", got "(view/input|shutdown)")'
                     r'|the frontend closed its output before sending this line)',
                     host.stderr), host.stderr


_track = input_rules.track  # the reducer's: how an input node sends


async def play_in_tui(transcript: Path, tmp_path: Path, apps: list[ViperApp] | None = None) -> None:
    """Plays an input file on the TUI: the user's steps on its widgets, the other requests by the harness."""
    user: TuiUser | None = None
    app = ViperApp(host_args=[], binary=mock_host(tmp_path, transcript), on_send=lambda m: user and user.sent(m),
                   on_message=lambda m: user and user.received(m))
    if apps is not None:
        apps.append(app)
    async with app.run_test() as pilot:
        user = TuiUser(app, pilot)
        user.submits = form_actions(transcript)
        await app.workers.wait_for_complete()  # initialize and app/start: the TUI's own
        assert app.host is not None and app.host.nodes is not None and "field" in app.host.nodes
        await until(lambda: app.focused is not None, "the first control focused")  # a new view focuses it
        await app.workers.wait_for_complete()
        await pilot.pause()
        items = script(transcript)
        assert [m["method"] for m in items[:2] if isinstance(m, dict)] == ["initialize", "app/start"]
        checkpoints = 0
        pressed = 0  # press and escape steps whose view/event the TUI sends
        for item in items[2:]:
            if isinstance(item, Step):
                await user.step(item)
                pressed += item.verb in ("press", "escape")
                continue
            if pressed and item["method"] == "view/event":
                pressed -= 1
                user.expected += 1  # the TUI sends it, by the button the user pressed
                continue
            if item["method"] in ("shutdown", "exit"):
                continue
            if made_by_the_ui(item, user.submits):
                user.expected += 1  # the TUI sends it, by what the user did
                continue
            await user.settle()
            _, response = await app.host.call(item["method"], item.get("params"))
            assert "error" not in response, response
            if item["method"] == "view/get":
                checkpoints += 1
                assert app.host.views["v1"].view == response["result"]["view"]
                await app.refresh_view()
                await pilot.pause()
                user.check_checkpoint(response["result"]["view"])
        await user.settle()
        assert user.sent_by_ui == user.expected
        assert checkpoints > 0
    assert await app.host.process.wait(timeout=10) == 0, app.host.stderr


async def test_the_tui_keeps_a_second_stack_and_its_focused_field_across_renders(tmp_path: Path) -> None:
    # Found by input-layout.txt: a stack (or section) after another of its kind was built with its identity
    # counted alone (stack 1) but looked up among its siblings (stack 2), so every render rebuilt it and a
    # field in it lost the focus to the view's first control (rule 3).
    app = ViperApp(host_args=[], binary=mock_host(tmp_path, CONFORMANCE / "input-layout.txt"))
    async with app.run_test() as pilot:
        await app.workers.wait_for_complete()
        await until(lambda: app.focused is not None, "the first control focused")
        control = app.query_one("#input-from", FieldInput)
        control.focus()
        await pilot.pause()
        for _ in range(2):
            await app.refresh_view(force=True)
            await pilot.pause()
        assert app.query_one("#input-from", FieldInput) is control
        assert app.focused is control
        assert app.host is not None
        app.host.process.kill()


@pytest.mark.parametrize("transcript", INPUT_TRANSCRIPTS, ids=lambda p: p.stem)
def test_each_input_file_is_a_host_that_keeps_the_input_rules(transcript: Path) -> None:
    # What the mock plays is the host's side: patches never replace an input (rule 3), every edit is
    # answered by a tree with its seq before its response (rule 2), and the file is in the README.
    identity = InputIdentity()
    lines = transcript.read_text().splitlines()
    edits: dict[Any, tuple[str, int]] = {}
    seqs: dict[str, int] = {}
    for line in lines:
        if line.startswith("--> "):
            message = json.loads(line[4:])
            if message.get("method") == "view/input":
                edits[message["id"]] = (message["params"]["key"], message["params"]["seq"])
        elif line.startswith("<-- "):
            message = json.loads(line[4:])
            identity(message)
            for view in identity.trees.values():
                for key in {key for key, _ in edits.values()}:
                    node = find_input(view, key)
                    if node is not None:
                        seqs[key] = node["seq"]
            if message.get("id") in edits and "result" in message:
                key, seq = edits.pop(message["id"])
                assert seqs.get(key) == seq == message["result"]["seq"], f"{transcript.name}: edit {seq} of {key}"
    assert identity.problems == []
    assert edits == {}
    assert any(line.startswith("#> ") for line in lines)
    assert f"`{transcript.stem}`" in (CONFORMANCE / "README.md").read_text()


async def test_a_tui_that_joins_a_multiple_choice_fails_controls_choice(tmp_path: Path, monkeypatch) -> None:
    # The bug Adaptive Cards' users filed (CONTROLS-NOTES.md): the keys of a multiple choice sent as one
    # comma-joined string. The mock sees "home,work" where the file has ["home","work"].
    real = input_rules.wire_value  # what the reducer sends
    monkeypatch.setattr(input_rules, "wire_value",
                        lambda state, value: ",".join(value) if state.multiple else real(state, value))
    apps: list[ViperApp] = []
    with pytest.raises((AssertionError, HostClosed)):
        await play_in_tui(CONFORMANCE / "controls-choice.txt", tmp_path, apps)
    host = apps[0].host
    assert host is not None
    await host.process.wait(timeout=10)
    assert re.search(r"controls-choice\.txt:\d+: the frontend's line differs at \$\.params\.value", host.stderr), host.stderr
