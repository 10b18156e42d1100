"""The input rules as one pure reducer (docs/INPUT.md, "The frontend's state machine" and "One reducer per
client"): ``step(state, event) -> (state, commands)``, with the events and commands of ``tui.input_machine``
(Protocol/input-machine.json); one input's rules are ``tui.input_rules``, the view's copy, the forms (rule 5)
and the restored view (rule 7) are here. Nothing touches a widget, a timer or the host: ``tui.inputs`` is the
glue that turns what happens into events and runs the commands. test_input_machine.py runs every case of
Protocol/frontend-cases/ against ``step`` alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import jsonpatch

from .input_machine import (
    Command, ConnectionLost, DebounceFired, EditAnswered, EditRefused, Event, FocusMoved, GetView, LockForm,
    MoveFocus, Node, PatchArrived, Reconnected, SendEvent, ShowRefusal, ShowValue, State, SubmitAnswered,
    SubmitPressed, TreeArrived, UnlockForm, UserEdit, Value, frozen_map)
from . import input_rules as rules  # by module: a test that breaks one of them breaks it here too
from .input_rules import Step
from .input_tree import first_error_key, input_nodes

SHOWN_REFUSALS = ("invalid_value", "action_unavailable")  # a refusal whose message is the input's error


def find(node: Node, kind: str, key: str) -> Node | None:
    if node.get("type") == kind and node.get("key") == key:
        return node
    for child in node.get("children") or []:
        if (found := find(child, kind, key)) is not None:
            return found
    return None


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
                state, moved = rules.focus_moved(state, view_id, target)
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
        inp = rules.get(state, view_id, key)
        state = rules.put(state, view_id, key, replace(inp, shown=value, waiting=True))
        commands.append(ShowValue(key, value, view_id, inp.secure))
        state, sent = rules.send(state, view_id, key, left=left)
        commands += sent
    return state, commands


def tree_arrived(state: State, view_id: str, rev: int, view: Node) -> Step:
    carried: dict[str, tuple[Value, bool]] = {}
    focus = None
    if state.restoring is not None and view_id not in state.views:
        lost = state.views.get(state.restoring)
        carried = unanswered(state, state.restoring, lost[1]) if lost else {}
        focus = state.focus if state.focus_view == state.restoring else None  # where it was, in the new view
        gone = set(state.views)
        state = replace(state, restoring=None, connected=True, views=frozen_map(), resyncing=frozenset(),
                        focus=None, focus_view=None,
                        inputs=frozen_map({i: v for i, v in state.inputs.items() if i[0] not in gone}))
    state = replace(state, views=frozen_map({**state.views, view_id: (rev, view)}), top=view_id,
                    resyncing=state.resyncing - {view_id})
    commands: list[Command] = []
    for node in input_nodes(view):
        state, _, shown = rules.take_host_value(state, view_id, node)
        commands += shown
    keys = {str(n["key"]) for n in input_nodes(view)}
    state, sent = resend(state, view_id, {k: v for k, v in carried.items() if k in keys})
    if focus in keys:
        state = rules.took_focus(state, view_id, focus)
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
        return rules.edited(state, view_id, event.key, event.value)
    if isinstance(event, DebounceFired):
        inp = rules.get(state, view_id, event.key)
        return rules.send(rules.put(state, view_id, event.key, replace(inp, debouncing=False)), view_id, event.key)
    if isinstance(event, FocusMoved):
        return rules.focus_moved(state, view_id, event.key)
    if isinstance(event, SubmitPressed):
        form = find(state.views[view_id][1], "form", event.form) if view_id in state.views else None
        if form is None or form.get("pending") or (view_id, event.form) in state.pressing:
            return state, []
        state, commands = rules.flush(state, view_id, [str(n["key"]) for n in input_nodes(form)])
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
    inp = rules.get(state, view_id, key)
    inp = replace(inp, refused=max(inp.refused, seq))
    commands: list[Command] = []
    kind = (error.get("data") or {}).get("kind")
    if kind in SHOWN_REFUSALS and seq == inp.seq and not inp.waiting:
        inp = replace(inp, refusal=str(error.get("message", "")))
        commands.append(ShowRefusal(key, inp.refusal, view_id))
    state = rules.put(state, view_id, key, inp)
    node = rules.find_input(state, view_id, key)
    if node is not None:
        state, _, shown = rules.take_host_value(state, view_id, node)
        commands += shown
    return state, commands
