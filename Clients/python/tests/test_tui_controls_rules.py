"""The input rules of the controls in the TUI's controller (``tui.inputs``, no widgets; PROTOCOL.md §6
"Input" and "Controls"): a choice travels like a toggle — its whole value at each change (a key, null, or
the list in the options' order, never a joined string), with its form when `send: "submit"`, nothing on
leaving — a date or time field never at each key, and what the lost host never answered (a choice, a row's
toggle) is carried to the restored view and sent again as it travels."""

from __future__ import annotations

from typing import Any

from viperhost.tui.inputs import Edit, InputController, chosen, input_nodes

Node = dict[str, Any]


def controller() -> tuple[InputController, list[Edit]]:
    sent: list[Edit] = []
    return InputController(send=sent.append, schedule=lambda delay, callback: None), sent  # type: ignore[arg-type,return-value]


def choice(key: str, multiple: bool, value: Any, send: str = "change") -> Node:
    return {"type": "choice", "key": key, "label": key, "multiple": multiple, "value": value, "seq": 0, "set": 0,
            "send": send, "enabled": True, "required": False,
            "options": [{"key": k, "title": k} for k in ("home", "work", "errand")]}


def test_a_choice_sends_its_whole_value_at_each_change() -> None:
    rules, sent = controller()
    rules.track("v1", choice("size", False, "home"))
    rules.track("v1", choice("tags", True, []))
    rules.edited("v1", "size", ("work",))
    rules.edited("v1", "size", ())
    rules.edited("v1", "tags", ("home", "errand"))
    rules.edited("v1", "tags", ())
    assert [(e.key, e.seq, e.value, e.left) for e in sent] == [
        ("size", 1, "work", False), ("size", 2, None, False), ("tags", 1, ["home", "errand"], False), ("tags", 2, [], False)]


def test_leaving_a_choice_sends_nothing_and_a_submit_choice_waits_for_its_form() -> None:
    rules, sent = controller()
    rules.track("v1", choice("size", False, None, send="submit"))
    rules.focused("v1", "size")
    rules.edited("v1", "size", ("home",))
    rules.blurred("v1", "size")
    assert sent == []
    rules.flush("v1", ["size"])
    assert [(e.key, e.value) for e in sent] == [("size", "home")]


def test_a_date_never_travels_at_each_key_even_when_its_node_says_change() -> None:
    rules, sent = controller()
    rules.track("v1", {"type": "field", "key": "due", "kind": "date", "value": "", "seq": 0, "set": 0, "send": "change",
                       "debounceMs": 0})
    rules.focused("v1", "due")
    for text in ("2", "2026-1", "2026-12-24"):
        rules.edited("v1", "due", text)
    assert sent == []
    rules.blurred("v1", "due")
    assert [(e.value, e.left) for e in sent] == [("2026-12-24", True)]


def test_a_choices_value_is_its_keys_in_the_options_order() -> None:
    assert chosen(choice("tags", True, ["errand", "home"])) == ("home", "errand")
    assert chosen(choice("size", False, None)) == ()
    assert chosen(choice("size", False, "work")) == ("work",)


def test_what_the_lost_host_never_answered_of_choices_and_rows_is_carried_and_resent() -> None:
    rules, sent = controller()
    view = {"type": "screen", "title": "t", "children": [
        {"type": "form", "key": "f", "children": [choice("tags", True, ["work"])]},
        {"type": "list", "action": "open", "items": [
            {"key": "milk", "title": "Buy milk", "toggle": {"on": False, "seq": 0, "set": 0, "enabled": True}},
            {"key": "tax", "title": "Tax"}]}]}
    assert [n["key"] for n in input_nodes(view)] == ["tags", "milk"]
    for node in input_nodes(view):
        rules.take_host_value("v1", node)
    rules.edited("v1", "tags", ("home", "work"))
    rules.edited("v1", "milk", True)
    rules.disconnected()
    carried = rules.unanswered("v1", view)
    assert carried == {"tags": ("home", "work"), "milk": True}
    rules.forget(["v1"])
    rules.reconnected()
    restored = {**view}
    for node in input_nodes(restored):
        rules.take_host_value("v2", node)
    rules.resend("v2", carried)
    assert [(e.view_id, e.key, e.seq, e.value) for e in sent[2:]] == [("v2", "tags", 1, ["home", "work"]), ("v2", "milk", 1, True)]
