"""The input rules as one pure reducer (docs/INPUT.md, "The frontend's state machine" and "One reducer per
client"): ``step(state, event) -> (state, commands)``, with the events and commands of ``tui.input_machine``
(Protocol/input-machine.json). Nothing here touches a widget, a timer or the host: ``tui.inputs`` is the glue
that turns what happens into events and runs the commands. test_input_machine.py runs every case of
Protocol/frontend-cases/ against ``step`` alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import jsonpatch

from .input_machine import (
    Command, ConnectionLost, DebounceFired, EditAnswered, EditRefused, Event, FocusMoved, GetView, Ident, Input,
    LockForm, MoveFocus, Node, PatchArrived, Reconnected, SendEdit, SendEvent, ShowRefusal, ShowValue, StartDebounce,
    State, StopDebounce, SubmitAnswered, SubmitPressed, TreeArrived, UnlockForm, UserEdit, Value, frozen_map)
from .input_tree import first_error_key, input_nodes, node_value, wire_value

Step = tuple[State, list[Command]]
SHOWN_REFUSALS = ("invalid_value", "action_unavailable")  # a refusal whose message is the input's error


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


# -- the view's copy, forms (rule 5) and the restored view (rule 7) -----------------------------------------


def find(node: Node, kind: str, key: str) -> Node | None:
    if node.get("type") == kind and node.get("key") == key:
        return node
    for child in node.get("children") or []:
        if (found := find(child, kind, key)) is not None:
            return found
    return None


def find_input(state: State, view_id: str, key: str) -> Node | None:
    view = state.views.get(view_id)
    return next((n for n in input_nodes(view[1]) if n["key"] == key), None) if view else None


def forms(node: Node) -> list[Node]:
    found = [node] if node.get("type") == "form" else []
    for child in node.get("children") or []:
        found += forms(child)
    return found


def settle_forms(state: State, view_id: str) -> Step:
    """Each form is locked while pressed or pending; an answered one, once not pending, moves the focus to
    its first field with an error — unless the user moved it to a control out of the form meanwhile."""
    commands: list[Command] = []
    for form in forms(state.views[view_id][1]) if view_id in state.views else []:
        ident = (view_id, str(form["key"]))
        busy = bool(form.get("pending")) or ident in state.pressing
        if busy and ident not in state.locked:
            state, commands = replace(state, locked=state.locked | {ident}), [*commands, LockForm(ident[1], view_id)]
        elif not busy and ident in state.locked:
            state, commands = replace(state, locked=state.locked - {ident}), [*commands, UnlockForm(ident[1], view_id)]
        if ident in state.answered and not busy:
            state = replace(state, answered=state.answered - {ident})
            keys = {str(n["key"]) for n in input_nodes(form)}
            outside = state.focus is not None and state.focus not in keys
            target = None if outside else first_error_key(form)
            if target is not None:
                state, moved = focus_moved(state, view_id, target)
                commands += [*moved, MoveFocus(target, view_id)]
    return state, commands


def unanswered(state: State, view_id: str, view: Node) -> dict[str, tuple[Value, bool]]:
    """The inputs of ``view`` whose shown value the host never had — waiting, sent and not answered (nor
    refused), or a secret (never in a session) — and whether each was left since its edit."""
    carried: dict[str, tuple[Value, bool]] = {}
    for node in input_nodes(view):
        key = str(node["key"])
        inp = state.inputs.get((view_id, key))
        if inp is None or inp.shown is None:
            continue
        secret = inp.secure and inp.shown != ""
        if inp.waiting or inp.seq > max(int(node.get("seq", 0)), inp.refused) or secret:
            carried[key] = (inp.shown, inp.left_since)
    return carried


def resend(state: State, view_id: str, values: dict[str, tuple[Value, bool]]) -> Step:
    """The restored view's inputs get what the old host never answered, as new edits (the user's text wins)."""
    commands: list[Command] = []
    for key, (value, left) in values.items():
        inp = get(state, view_id, key)
        state = put(state, view_id, key, replace(inp, shown=value, waiting=True))
        commands.append(ShowValue(key, value, view_id, inp.secure))
        state, sent = send(state, view_id, key, left=left)
        commands += sent
    return state, commands


def tree_arrived(state: State, view_id: str, rev: int, view: Node) -> Step:
    carried: dict[str, tuple[Value, bool]] = {}
    if state.restoring is not None and view_id not in state.views:
        lost = state.views.get(state.restoring)
        carried = unanswered(state, state.restoring, lost[1]) if lost else {}
        gone = set(state.views)
        state = replace(state, restoring=None, connected=True, views=frozen_map(), resyncing=frozenset(),
                        inputs=frozen_map({i: v for i, v in state.inputs.items() if i[0] not in gone}))
    state = replace(state, views=frozen_map({**state.views, view_id: (rev, view)}), top=view_id,
                    resyncing=state.resyncing - {view_id})
    commands: list[Command] = []
    for node in input_nodes(view):
        state, _, shown = take_host_value(state, view_id, node)
        commands += shown
    keys = {str(n["key"]) for n in input_nodes(view)}
    state, sent = resend(state, view_id, {k: v for k, v in carried.items() if k in keys})
    state, settled = settle_forms(state, view_id)
    return state, commands + sent + settled


def patch_arrived(state: State, event: PatchArrived) -> Step:
    view_id = event.view_id
    if view_id in state.resyncing:
        return state, []  # a view/get is on its way
    copy = state.views.get(view_id)
    view: Any = None
    if copy is not None and event.rev == copy[0] + 1:
        try:
            view = jsonpatch.apply_patch(copy[1], list(event.ops))
        except (jsonpatch.JsonPatchException, jsonpatch.JsonPointerException, KeyError, IndexError, TypeError):
            view = None
    if view is None:
        return replace(state, resyncing=state.resyncing | {view_id}), [GetView(view_id)]
    return tree_arrived(state, view_id, event.rev, view)


def step(state: State, event: Event) -> Step:
    """One event of docs/INPUT.md's table: the new state and what the glue must do, in order."""
    view_id = getattr(event, "view_id", None) or state.top or ""
    if isinstance(event, UserEdit):
        return edited(state, view_id, event.key, event.value)
    if isinstance(event, DebounceFired):
        inp = get(state, view_id, event.key)
        return send(put(state, view_id, event.key, replace(inp, debouncing=False)), view_id, event.key)
    if isinstance(event, FocusMoved):
        return focus_moved(state, view_id, event.key)
    if isinstance(event, SubmitPressed):
        form = find(state.views[view_id][1], "form", event.form) if view_id in state.views else None
        if form is None or form.get("pending") or (view_id, event.form) in state.pressing:
            return state, []
        state, commands = flush(state, view_id, [str(n["key"]) for n in input_nodes(form)])
        state = replace(state, pressing=state.pressing | {(view_id, event.form)})
        state, locked = settle_forms(state, view_id)
        return state, [*commands, SendEvent(view_id, form["submit"]["action"]), *locked]
    if isinstance(event, TreeArrived):
        return tree_arrived(state, event.view_id, event.rev, event.view)
    if isinstance(event, PatchArrived):
        return patch_arrived(state, event)
    if isinstance(event, EditAnswered):
        return state, []  # the tree answers it (rule 2): its seq says so
    if isinstance(event, EditRefused):
        return refused(state, view_id, event.key, event.seq, event.error)
    if isinstance(event, SubmitAnswered):
        ident = (view_id, event.form)
        state = replace(state, pressing=state.pressing - {ident}, answered=state.answered | {ident})
        return settle_forms(state, view_id)
    if isinstance(event, ConnectionLost):
        return replace(state, connected=False, pressing=frozenset()), []
    if isinstance(event, Reconnected):
        return replace(state, restoring=state.top), []
    raise TypeError(f"not an event of the input machine: {event!r}")


def refused(state: State, view_id: str, key: str, seq: int, error: Node) -> Step:
    """An error answers edit ``seq``: once nothing newer is outstanding the host's value shows again; an
    ``invalid_value`` or ``action_unavailable`` refusal of the latest edit shows its message at the input."""
    inp = get(state, view_id, key)
    inp = replace(inp, refused=max(inp.refused, seq))
    commands: list[Command] = []
    kind = (error.get("data") or {}).get("kind")
    if kind in SHOWN_REFUSALS and seq == inp.seq and not inp.waiting:
        inp = replace(inp, refusal=str(error.get("message", "")))
        commands.append(ShowRefusal(key, inp.refusal, view_id))
    state = put(state, view_id, key, inp)
    node = find_input(state, view_id, key)
    if node is not None:
        state, _, shown = take_host_value(state, view_id, node)
        commands += shown
    return state, commands
