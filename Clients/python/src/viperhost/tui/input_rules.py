"""The input rules of one input (docs/INPUT.md, "The frontend's state machine"): pure functions of the
reducer's state (``tui.input_machine``) that return the new state and the commands — whether the host's
value shows (rule 1), sending, debouncing, leaving and flushing (rule 4), focus. ``tui.input_reducer``'s
``step`` puts them together with the view's copy, the forms and the restored view. Nothing here touches a
widget, a timer or the host."""

from __future__ import annotations

from dataclasses import replace

from .input_machine import (
    Command, Input, Node, SendEdit, ShowRefusal, ShowValue, StartDebounce, State, StopDebounce, Value, frozen_map)
from .input_tree import input_nodes, node_value, wire_value

Step = tuple[State, list[Command]]


def get(state: State, view_id: str, key: str) -> Input:
    return state.inputs.get((view_id, key)) or Input()


def put(state: State, view_id: str, key: str, inp: Input) -> State:
    return replace(state, inputs=frozen_map({**state.inputs, (view_id, key): inp}))


def track(inp: Input, node: Node) -> Input:
    """How the input ``node`` sends (its members may change with each tree)."""
    if node.get("type") == "toggle":
        return replace(inp, send="change", debounce_ms=0, toggle=True)
    if node.get("type") == "choice":
        return replace(inp, send=node.get("send", "change"), debounce_ms=0, toggle=True, choice=True,
                       multiple=bool(node.get("multiple")))
    send, debounce = node.get("send", "change"), int(node.get("debounceMs", 0))
    if node.get("kind") in ("date", "time") and send == "change":
        send, debounce = "leave", 0  # a date half typed is not a date (§6 "Controls")
    return replace(inp, send=send, debounce_ms=debounce, secure=node.get("kind") == "secure")


# -- rule 1: whether the host's value is shown ---------------------------------------------------------


def owns(inp: Input, host_seq: int) -> bool:
    """The user's text is shown: focused, an edit waiting, or one sent and not answered."""
    return inp.focused or inp.waiting or inp.seq > max(host_seq, inp.refused)


def host_value(inp: Input, node: Node) -> tuple[Input, str]:
    """Whether the host's value of ``node`` is shown now, and why: "set" — ``set`` changed, which wins over
    everything and drops the waiting edit (1b); "seq" — the host has the latest edit sent and none waits
    (1a); "idle" — the user owns nothing; "" — not now: the user's text stays."""
    inp = track(inp, node)
    host_set, host_seq = int(node.get("set", 0)), int(node.get("seq", 0))
    if inp.set is not None and host_set != inp.set:
        return replace(inp, set=host_set, waiting=False, changed=False, debouncing=False), "set"
    # A seq above ours was not sent by this frontend (a restored session): our next edit follows it.
    inp = replace(inp, set=host_set, seq=max(inp.seq, host_seq))
    if max(host_seq, inp.refused) >= inp.seq and not inp.waiting:
        return inp, "seq"
    return inp, "" if owns(inp, host_seq) else "idle"


def take_host_value(state: State, view_id: str, node: Node) -> tuple[State, str, list[Command]]:
    key = str(node["key"])
    before = get(state, view_id, key)
    inp, why = host_value(before, node)
    commands: list[Command] = []
    if why == "set" and before.debouncing:
        commands.append(StopDebounce(key, view_id))
    # A secure field's text never comes back: only the module's replacement (`set`) is shown.
    if why == "set" or (why and not inp.secure):
        value = "" if inp.secure else node_value(node)
        if value != before.shown:
            commands.append(ShowValue(key, value, view_id, inp.secure))
        inp = replace(inp, shown=value)
    return put(state, view_id, key, inp), why, commands


# -- rule 4: sending -----------------------------------------------------------------------------------


def send(state: State, view_id: str, key: str, left: bool = False) -> Step:
    inp = get(state, view_id, key)
    commands: list[Command] = []
    if inp.debouncing:
        commands.append(StopDebounce(key, view_id))
        inp = replace(inp, debouncing=False)
    if not inp.waiting or inp.shown is None or not state.connected:
        return put(state, view_id, key, inp), commands
    inp = replace(inp, waiting=False, changed=inp.changed and not left, seq=inp.seq + 1)
    if inp.secure:
        commands.append(SendEdit(view_id, key, inp.seq, secret=str(inp.shown), left=left))
    else:
        commands.append(SendEdit(view_id, key, inp.seq, value=wire_value(inp, inp.shown), left=left))
    return put(state, view_id, key, inp), commands


def edited(state: State, view_id: str, key: str, value: Value) -> Step:
    inp = get(state, view_id, key)
    if value == inp.shown and not inp.waiting:
        return state, []  # what the control said back after the host's value was shown
    commands: list[Command] = [ShowRefusal(key, None, view_id)] if inp.refusal is not None else []
    inp = replace(inp, shown=value, waiting=True, changed=True, left_since=False, refusal=None)
    if inp.send != "change":
        if inp.debouncing:
            commands.append(StopDebounce(key, view_id))
        return put(state, view_id, key, replace(inp, debouncing=False)), commands
    if inp.debounce_ms <= 0:
        state, sent = send(put(state, view_id, key, inp), view_id, key)
        return state, commands + sent
    commands.append(StartDebounce(key, inp.debounce_ms, view_id))
    return put(state, view_id, key, replace(inp, debouncing=True)), commands


def blurred(state: State, view_id: str, key: str) -> Step:
    """Focus left: a changed field sends its value with ``left: true``, but a ``send: "submit"`` one. A
    toggle or choice sent each flip already: nothing. Then the host's value, if nothing is outstanding."""
    inp = get(state, view_id, key)
    inp = replace(inp, focused=False, left_since=not inp.toggle and inp.send != "submit")
    commands: list[Command] = []
    if inp.toggle:
        inp = replace(inp, changed=False)
    elif inp.changed and inp.send != "submit":
        state, commands = send(put(state, view_id, key, replace(inp, waiting=True)), view_id, key, left=True)
        inp = get(state, view_id, key)
    state = put(state, view_id, key, inp)
    node = find_input(state, view_id, key)
    if node is not None:
        state, _, shown = take_host_value(state, view_id, node)
        commands += shown
    return state, commands


def focus_moved(state: State, view_id: str, key: str | None) -> Step:
    commands: list[Command] = []
    before = (state.focus_view or view_id, state.focus or "")
    if before[1] and before != (view_id, key) and before in state.inputs:
        state, commands = blurred(state, *before)
    if key and (view_id, key) != before:
        return took_focus(state, view_id, key), commands
    return replace(state, focus=key, focus_view=view_id if key else None), commands


def took_focus(state: State, view_id: str, key: str) -> State:
    """Input ``key`` has the focus now: nothing of it is changed yet (leaving it sends only what is edited)."""
    state = put(state, view_id, key, replace(get(state, view_id, key), focused=True, changed=False))
    return replace(state, focus=key, focus_view=view_id)


def forget(state: State, view_ids: set[str]) -> Step:
    """Closed views: their inputs, copies and timers go."""
    gone = [ident for ident in state.inputs if ident[0] in view_ids]
    commands: list[Command] = [StopDebounce(key, view) for view, key in gone if state.inputs[(view, key)].debouncing]
    return replace(state, inputs=frozen_map({i: v for i, v in state.inputs.items() if i[0] not in view_ids}),
                   views=frozen_map({v: c for v, c in state.views.items() if v not in view_ids})), commands


def flush(state: State, view_id: str, keys: list[str]) -> Step:
    """Before a submit: every waiting edit of these inputs, whatever their ``send``; none is changed after."""
    commands: list[Command] = []
    for key in keys:
        if get(state, view_id, key).waiting:
            state, sent = send(state, view_id, key)
            commands += sent
        state = put(state, view_id, key, replace(get(state, view_id, key), changed=False))
    return state, commands


def find_input(state: State, view_id: str, key: str) -> Node | None:
    view = state.views.get(view_id)
    return next((n for n in input_nodes(view[1]) if n["key"] == key), None) if view else None
