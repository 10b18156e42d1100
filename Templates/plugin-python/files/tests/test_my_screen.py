"""Tests of My screen: the pure rules, the screen with its effects, and the
plugin on the wire (the client's `Plugin` helper, driven in-process)."""

from __future__ import annotations

import io
import json
import time
from typing import Any

import pytest

from viperhost.plugin import Plugin, Reply, Unavailable, UnknownAction

from my_screen_plugin import (
    MANIFEST,
    Failed,
    InMemoryMyScreenGateway,
    Loaded,
    MyScreen,
    MyScreenState,
    Saved,
    render,
)


def texts(view: dict[str, Any]) -> list[str]:
    """What the screen says, top to bottom: each text, and each button as `[title]`."""
    return [node["text"] if node["type"] == "text" else f"[{node['title']}]" for node in view["children"]]


def run_effects(screen: MyScreen, reply: Reply | None) -> None:
    """Runs a reply's effects here and now, as the helper would on a thread."""
    for effect in reply.effects if reply else []:
        run_effects(screen, screen.receive(effect()))


class FailingGateway:
    """A gateway double whose storage is broken."""

    def load(self) -> int | None:
        raise OSError("disk unplugged")

    def save(self, count: int) -> None:
        raise OSError("disk unplugged")


# -- the rules, without a screen ------------------------------------------------


def test_add_adds_the_step() -> None:
    assert MyScreenState(step=3).added().added() == MyScreenState(step=3, count=6)


def test_a_save_runs_until_its_result_comes_back() -> None:
    saving = MyScreenState(count=2).save_started()
    assert saving == MyScreenState(count=2, saving=True)
    assert saving.received(Saved(2)) == MyScreenState(count=2, saved=2)
    assert saving.received(Failed("no room")) == MyScreenState(count=2, problem="no room")


def test_a_loaded_count_is_where_counting_goes_on() -> None:
    assert MyScreenState().received(Loaded(None)) == MyScreenState()
    assert MyScreenState().received(Loaded(7)) == MyScreenState(count=7, saved=7)


def test_the_view_says_what_the_state_is() -> None:
    assert texts(render(MyScreenState())) == ["Count: 0", "[Add one]", "Nothing saved yet", "[Save]", "[Done]"]
    saving = render(MyScreenState(count=4, saved=1, saving=True))
    assert texts(saving) == ["Count: 4", "[Add one]", "Saved: 1", "[Saving…]", "[Done]"]
    assert saving["children"][3]["enabled"] is False
    assert texts(render(MyScreenState(problem="no room")))[2] == "Storage problem: no room"


# -- the screen, its effects run by hand ----------------------------------------


def test_open_add_save_and_done() -> None:
    gateway = InMemoryMyScreenGateway()
    screen = MyScreen({"step": 2}, gateway)
    run_effects(screen, screen.start())
    assert texts(screen.view())[:3] == ["Count: 0", "[Add one]", "Nothing saved yet"]
    assert screen.handle("add", None) is None
    reply = screen.handle("save", None)
    assert screen.view()["children"][3] == {"type": "button", "action": "save", "title": "Saving…", "enabled": False}
    with pytest.raises(Unavailable):
        screen.handle("save", None)
    run_effects(screen, reply)
    assert gateway.saved == 2
    assert texts(screen.view())[:4] == ["Count: 2", "[Add one]", "Saved: 2", "[Save]"]
    done = screen.handle("done", None)
    assert done is not None and done.navigation == {"action": "pop"}


def test_a_new_screen_starts_from_the_saved_count() -> None:
    screen = MyScreen(None, InMemoryMyScreenGateway(saved=5))
    run_effects(screen, screen.start())
    assert texts(screen.view())[:3] == ["Count: 5", "[Add one]", "Saved: 5"]


def test_a_broken_gateway_is_shown_and_save_can_be_tried_again() -> None:
    screen = MyScreen(None, FailingGateway())
    run_effects(screen, screen.handle("save", None))
    assert texts(screen.view())[2:4] == ["Storage problem: disk unplugged", "[Save]"]


def test_an_unknown_action_is_refused() -> None:
    with pytest.raises(UnknownAction):
        MyScreen(None, InMemoryMyScreenGateway()).handle("fly", None)


# -- the plugin on the wire --------------------------------------------------------


def request(method: str, params: dict[str, Any], id: int = 1) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).encode()


def plugin() -> Plugin:
    gateway = InMemoryMyScreenGateway()
    return Plugin(MANIFEST, lambda input: MyScreen(input, gateway))


def test_the_handshake_carries_the_manifest() -> None:
    answer = plugin().handle_line(request("plugin/initialize", {"protocolVersion": "1"}))
    assert answer is not None and answer["result"]["manifest"]["name"] == "my-screen"


def test_events_on_the_wire() -> None:
    served = plugin()
    opened = served.handle_line(request("screen/open", {"screen": "s1", "input": {"step": 5}}))
    assert opened is not None and opened["result"]["effects"] == 1  # the load
    added = served.handle_line(request("screen/event", {"screen": "s1", "action": "add"}))
    assert added is not None and texts(added["result"]["view"])[0] == "Count: 5"
    done = served.handle_line(request("screen/event", {"screen": "s1", "action": "done"}))
    assert done is not None and done["result"]["navigation"] == {"action": "pop"}


@pytest.mark.parametrize(
    ("method", "params", "kind"),
    [
        ("screen/open", {"screen": "s2", "input": {"step": 0}}, "invalid_input"),
        ("screen/open", {"screen": "s2", "input": {"step": 101}}, "invalid_input"),
        ("screen/open", {"screen": "s2", "input": {"steps": 1}}, "invalid_input"),
        ("screen/event", {"screen": "s1", "action": "fly"}, "unknown_action"),
    ],
)
def test_refusals_on_the_wire(method: str, params: dict[str, Any], kind: str) -> None:
    served = plugin()
    served.handle_line(request("screen/open", {"screen": "s1"}))
    refused = served.handle_line(request(method, params, id=2))
    assert refused is not None and refused["error"]["data"]["kind"] == kind


def test_each_effect_ends_in_one_screen_update() -> None:
    lines = [
        request("screen/open", {"screen": "s1"}, id=1),
        request("screen/event", {"screen": "s1", "action": "add"}, id=2),
        request("screen/event", {"screen": "s1", "action": "save"}, id=3),
    ]
    output = io.BytesIO()
    plugin().serve(io.BytesIO(b"\n".join(lines) + b"\n"), output)
    deadline = time.monotonic() + 5
    while output.getvalue().count(b"\n") < 5 and time.monotonic() < deadline:
        time.sleep(0.01)
    messages = [json.loads(line) for line in output.getvalue().splitlines()]
    updates = [m["params"] for m in messages if m.get("method") == "screen/update"]
    assert [u["screen"] for u in updates] == ["s1", "s1"]  # the load, the save
    assert "Saved: 1" in [texts(u["view"])[2] for u in updates]
