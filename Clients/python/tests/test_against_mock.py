"""The Python client (library + mirror) and the TUI against `viper-host mock`: every
transcript of Protocol/conformance/ and a few goldens, without a real host."""

from __future__ import annotations

from pathlib import Path

import jsonpatch
import pytest
from textual.widgets import Static

import viperhost.client.mirror
from conformance import CONFORMANCE, ROOT, TRANSCRIPTS, mock_host, requests, run
from viperhost import Host
from viperhost.render import render_text
from viperhost.tui import ViperApp


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


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda p: p.stem)
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
                await app.send(params["action"], params.get("value"), params["viewId"])
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
