"""The TUI's input rules without a host or widgets (PROTOCOL.md §6, "Input"): tui.inputs.InputController,
on a fake clock. The pilot tests (test_tui_inputs.py) hold the same rules against the real host."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from viperhost.tui.inputs import Edit, InputController


class Clock:
    """Timers that fire only when the test advances time."""

    def __init__(self) -> None:
        self.now = 0.0
        self.timers: list[Timer] = []

    def schedule(self, delay: float, callback: Callable[[], None]) -> Timer:
        timer = Timer(self.now + delay, callback)
        self.timers.append(timer)
        return timer

    def advance(self, seconds: float) -> None:
        self.now += seconds
        for timer in [t for t in self.timers if t.at <= self.now and not t.cancelled]:
            timer.cancelled = True
            timer.callback()


class Timer:
    def __init__(self, at: float, callback: Callable[[], None]) -> None:
        self.at, self.callback, self.cancelled = at, callback, False

    def cancel(self) -> None:
        self.cancelled = True


def field(key: str = "name", seq: int = 0, set_: int = 0, value: str = "", **members: Any) -> dict[str, Any]:
    node = {"type": "field", "key": key, "label": key, "kind": "text", "value": value, "seq": seq, "set": set_,
            "send": "change", "debounceMs": 200}
    node.update(members)
    return node


def controller() -> tuple[InputController, list[Edit], Clock]:
    sent: list[Edit] = []
    clock = Clock()
    return InputController(sent.append, clock.schedule), sent, clock


def test_seq_counts_per_view_and_key_from_1_and_the_debounce_sends_the_last_value() -> None:
    inputs, sent, clock = controller()
    for view, key in (("v1", "name"), ("v1", "upper"), ("v2", "name")):
        inputs.take_host_value(view, field(key))
    for text in ("a", "ab", "abc"):
        inputs.edited("v1", "name", text)
        clock.advance(0.05)
    assert sent == []  # 200 ms did not pass without an edit
    clock.advance(0.2)
    inputs.edited("v1", "upper", "x")
    clock.advance(0.2)
    inputs.edited("v2", "name", "y")
    clock.advance(0.2)
    inputs.edited("v1", "name", "abcd")
    clock.advance(0.2)
    assert [(e.view_id, e.key, e.seq, e.value) for e in sent] == [
        ("v1", "name", 1, "abc"), ("v1", "upper", 1, "x"), ("v2", "name", 1, "y"), ("v1", "name", 2, "abcd")]


def test_no_debounce_sends_each_edit_and_a_toggle_each_flip() -> None:
    inputs, sent, _ = controller()
    inputs.take_host_value("v", field("upper", debounceMs=0))
    inputs.take_host_value("v", {"type": "toggle", "key": "share", "label": "S", "on": False, "seq": 0, "set": 0})
    inputs.edited("v", "upper", "a")
    inputs.edited("v", "upper", "ab")
    inputs.edited("v", "share", True)
    assert [(e.key, e.seq, e.value) for e in sent] == [("upper", 1, "a"), ("upper", 2, "ab"), ("share", 1, True)]


def test_leaving_a_flipped_toggle_sends_nothing_more() -> None:
    # A toggle travels at each flip (PROTOCOL.md §6); `left` is a field's. The conformance file
    # input-toggle.txt caught the TUI sending each flip again, with left: true, as focus left the switch.
    inputs, sent, _ = controller()
    inputs.take_host_value("v1", {"type": "toggle", "key": "share", "label": "Share", "on": False, "seq": 0, "set": 0})
    inputs.focused("v1", "share")
    inputs.edited("v1", "share", True)
    inputs.blurred("v1", "share")
    assert sent == [Edit("v1", "share", 1, value=True)]


def test_leave_fields_wait_for_the_blur_which_sends_left_and_submit_flushes_every_waiting_edit() -> None:
    inputs, sent, clock = controller()
    inputs.take_host_value("v", field("email", send="leave"))
    inputs.take_host_value("v", field("note", send="submit"))
    inputs.take_host_value("v", field("name"))
    inputs.focused("v", "email")
    inputs.edited("v", "email", "a@b")
    clock.advance(5)
    assert sent == []
    inputs.blurred("v", "email")
    assert sent == [Edit("v", "email", 1, value="a@b", left=True)]
    inputs.focused("v", "email")
    inputs.blurred("v", "email")  # unchanged: nothing goes
    inputs.focused("v", "note")
    inputs.edited("v", "note", "hi")
    inputs.blurred("v", "note")  # a submit field: its edit waits for the submit
    assert len(sent) == 1
    inputs.edited("v", "name", "Ann")  # its debounce has not passed: the submit takes it now
    inputs.flush("v", ["name", "email", "note", "share"])
    assert sent[1:] == [Edit("v", "name", 1, value="Ann"), Edit("v", "note", 1, value="hi")]
    clock.advance(1)
    assert len(sent) == 3  # the debounce was cancelled: nothing is sent twice


def test_leaving_a_changed_field_whose_edit_went_already_sends_it_again_with_left() -> None:
    inputs, sent, clock = controller()
    inputs.take_host_value("v", field())
    inputs.focused("v", "name")
    inputs.edited("v", "name", "A")
    clock.advance(0.3)
    inputs.blurred("v", "name")
    assert sent == [Edit("v", "name", 1, value="A"), Edit("v", "name", 2, value="A", left=True)]


def test_rule_1a_the_host_value_shows_only_when_it_answers_the_latest_edit_and_none_waits() -> None:
    inputs, sent, clock = controller()
    assert inputs.take_host_value("v", field(value="old")) == "seq"  # nothing sent yet, nothing typed
    inputs.focused("v", "name")
    inputs.edited("v", "name", "ab")
    clock.advance(0.3)  # seq 1 sent
    inputs.edited("v", "name", "abc")
    clock.advance(0.3)  # seq 2 sent
    assert inputs.take_host_value("v", field(seq=1, value="ab")) == ""  # an older edit's answer
    assert inputs.take_host_value("v", field(seq=2, value="ABC")) == "seq"  # the latest: shown, even focused
    inputs.edited("v", "name", "ABCd")  # waiting (debounce)
    assert inputs.take_host_value("v", field(seq=2, value="ABC")) == ""  # an edit waits: the user's text stays
    clock.advance(0.3)
    assert [e.seq for e in sent] == [1, 2, 3]


def test_rule_1a_unfocused_with_no_edit_of_its_own_shows_the_host_value() -> None:
    inputs, _, clock = controller()
    inputs.take_host_value("v", field())
    assert inputs.take_host_value("v", field(value="filled in")) == "seq"
    inputs.edited("v", "name", "x")
    assert inputs.take_host_value("v", field(value="other")) == ""  # not focused, but an edit waits
    clock.advance(0.3)
    assert inputs.take_host_value("v", field(value="other")) == ""  # sent, not answered yet
    assert inputs.take_host_value("v", field(seq=1, value="x")) == "seq"


def test_rule_1b_a_changed_set_wins_and_drops_the_waiting_edit() -> None:
    inputs, sent, clock = controller()
    inputs.take_host_value("v", field())
    inputs.focused("v", "name")
    inputs.edited("v", "name", "bob")
    clock.advance(0.3)
    inputs.edited("v", "name", "bobby")  # waiting
    assert inputs.take_host_value("v", field(seq=1, set_=1, value="")) == "set"
    inputs.applied("v", "name", "")
    clock.advance(1)
    assert [e.value for e in sent] == ["bob"]  # "bobby" was dropped
    assert inputs.take_host_value("v", field(seq=1, set_=1, value="")) == "seq"  # the same set: 1a again
    inputs.blurred("v", "name")
    assert len(sent) == 1  # the replacement is not an edit of the user's to send on leaving


def test_a_host_seq_above_ours_from_a_restored_session_is_followed() -> None:
    inputs, sent, clock = controller()
    assert inputs.take_host_value("v", field(seq=7, value="kept")) == "seq"
    inputs.edited("v", "name", "kept!")
    clock.advance(0.3)
    assert sent == [Edit("v", "name", 8, value="kept!")]


def test_a_secure_field_sends_secret_only_and_never_shows_it() -> None:
    inputs, sent, _ = controller()
    node = field("token", kind="secure", debounceMs=0)
    del node["value"]
    inputs.take_host_value("v", node)
    inputs.edited("v", "token", "hunter2")
    assert sent == [Edit("v", "token", 1, secret="hunter2")]
    assert sent[0].value is None and "hunter2" not in repr(sent[0]) and "hunter2" not in str(sent)


def test_forget_drops_a_closed_views_timers() -> None:
    inputs, sent, clock = controller()
    inputs.take_host_value("v", field())
    inputs.edited("v", "name", "x")
    inputs.forget(["v"])
    clock.advance(1)
    assert sent == [] and inputs.states == {}
