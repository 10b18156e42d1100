"""The glue between the TUI and its input reducer (PROTOCOL.md §6, "Input"; docs/INPUT.md "One reducer per
client"): the rules are ``tui.input_reducer``'s ``step(state, event) -> (state, commands)`` (pure, with the
names of Protocol/input-machine.json; one input's rules: ``tui.input_rules``); ``InputController`` holds its state, turns what the widgets say into
events (or, where the renderer works one node at a time, into the reducer's per-input rules) and runs the
commands: ``send_edit`` as ``send(edit)`` (the app makes it a request on its own worker, in order),
``start_debounce``/``stop_debounce`` as timers (``schedule``: ``loop.call_later``, a fake clock in tests),
``show_refusal`` as ``on_refusal`` (the field shows the message as its error). It never blocks.

- rule 1: ``take_host_value`` says whether the host's value may be shown now (and drops waiting edits
  when ``set`` changed: the module's replacement wins);
- rule 4: ``edited`` (debounced per ``send``/``debounceMs``), ``blurred`` (``left: true`` when changed),
  ``flush`` (every waiting edit of a form before its submit);
- rule 6: a secure field's text goes as ``Edit.secret``, never ``value``; it is kept only in the reducer's
  state (in memory), never written anywhere, and no ``repr`` shows it;
- rule 7: ``disconnected`` (edits wait), ``unanswered`` (what the lost host never answered) and ``resend``.

The cases in Protocol/frontend-cases/ drive the reducer alone (test_input_machine.py) and, through this
glue, the whole app (test_frontend_cases.py), as they drive the page and viper-sh.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any, Protocol

from . import input_reducer as reducer
from . import input_rules as rules
from .input_machine import (
    Command, ConnectionLost, DebounceFired, EditRefused, Event, Ident, Input, SendEdit, ShowRefusal,
    StartDebounce, State, StopDebounce, UserEdit, Value)
from .input_tree import chosen, first_error_key, focus_after_submit, input_nodes, row_toggle, wire_value

__all__ = ["Edit", "InputController", "Input", "Value", "chosen", "first_error_key", "focus_after_submit",
           "input_nodes", "loop_schedule", "row_toggle", "wire_value"]

Node = dict[str, Any]
Edit = SendEdit  # one view/input, as the reducer asks for it


class Timer(Protocol):
    def cancel(self) -> None: ...


Schedule = Callable[[float, Callable[[], None]], Timer]
Refusal = Callable[[str, str, "str | None"], None]  # (view id, key, message or None: no longer)


def loop_schedule(delay: float, callback: Callable[[], None]) -> Timer:
    """A timer on the running event loop (never blocks)."""
    return asyncio.get_running_loop().call_later(delay, callback)


class InputController:
    def __init__(self, send: Callable[[Edit], None], schedule: Schedule = loop_schedule,
                 on_refusal: Refusal | None = None) -> None:
        self.send = send
        self.schedule = schedule
        self.on_refusal = on_refusal
        self.machine = State()
        self.timers: dict[Ident, Timer] = {}
        self.left_before_loss: set[str] = set()  # keys whose unanswered edit was a leaving one

    # -- the reducer's state and commands ------------------------------------------

    @property
    def states(self) -> Mapping[Ident, Input]:
        return self.machine.inputs

    @property
    def connected(self) -> bool:
        return self.machine.connected

    def state(self, view_id: str, key: str) -> Input:
        return rules.get(self.machine, view_id, key)

    def on(self, event: Event) -> None:
        """One event through the reducer; its commands run."""
        self.machine, commands = reducer.step(self.machine, event)
        self.run(commands)

    def run(self, commands: list[Command]) -> None:
        for command in commands:
            if isinstance(command, SendEdit):
                self.send(command)
            elif isinstance(command, StartDebounce):
                self.start_timer(command.view_id or "", command.key, command.ms)
            elif isinstance(command, StopDebounce):
                timer = self.timers.pop((command.view_id or "", command.key), None)
                if timer is not None:
                    timer.cancel()
            elif isinstance(command, ShowRefusal) and self.on_refusal is not None:
                self.on_refusal(command.view_id or "", command.key, command.message)
            # show_value: the widgets show the host's value as they update (take_host_value says when);
            # a resent value, tui.restart shows. lock_form, unlock_form, move_focus, send_event and get_view
            # come from events the TUI's forms, renderer and client handle themselves (tui.editing).

    def start_timer(self, view_id: str, key: str, ms: int) -> None:
        old = self.timers.pop((view_id, key), None)
        if old is not None:
            old.cancel()
        self.timers[(view_id, key)] = self.schedule(ms / 1000, lambda: self.on(DebounceFired(key, view_id)))

    def apply(self, step: tuple[State, list[Command]]) -> None:
        self.machine, commands = step
        self.run(commands)

    def track(self, view_id: str, node: Node) -> Input:
        """Notes how the input ``node`` sends (its members may change with each tree)."""
        inp = rules.track(self.state(view_id, node["key"]), node)
        self.machine = rules.put(self.machine, view_id, node["key"], inp)
        return inp

    # -- rule 1 ---------------------------------------------------------------

    def owns(self, view_id: str, key: str, host_seq: int) -> bool:
        return rules.owns(self.state(view_id, key), host_seq)

    def take_host_value(self, view_id: str, node: Node) -> str:
        """Whether the host's value of ``node`` is shown now, and why (``input_rules.host_value``): "set",
        "seq", "idle", or "" (not now: the user's text stays). The widget shows it (``applied``)."""
        self.machine, why, commands = rules.take_host_value(self.machine, view_id, node)
        self.run([c for c in commands if isinstance(c, StopDebounce)])
        return why

    def refused(self, view_id: str, key: str, seq: int, error: Node | None = None) -> None:
        """The host answered edit ``seq`` with an error: once nothing newer waits, its value shows again."""
        self.on(EditRefused(key, seq, error or {}, view_id))

    def error_of(self, view_id: str, node: Node) -> str:
        """What an input shows as its error: the node's own, else the message of a refusal of its latest edit
        (docs/INPUT.md, "edit refused"), "" for none."""
        return str(node.get("error") or self.state(view_id, str(node["key"])).refusal or "")

    def applied(self, view_id: str, key: str, value: Value) -> None:
        """The widget now shows the host's ``value``."""
        self.machine = rules.put(self.machine, view_id, key, replace(self.state(view_id, key), shown=value))

    # -- rule 4 ---------------------------------------------------------------

    def edited(self, view_id: str, key: str, value: Value) -> None:
        """The user changed the input to ``value``: sent now, after the debounce, on leaving or on submit."""
        self.on(UserEdit(key, value, view_id))

    # The event focus_moved is a leave and a focus (input_rules.focus_moved); the widgets say each on its
    # own, and the one they left says it after the last keystroke it took (tui.fields), whatever the order
    # in which the app hears the two: each goes to its half.
    def focused(self, view_id: str, key: str) -> None:
        self.machine = rules.took_focus(self.machine, view_id, key)

    def blurred(self, view_id: str, key: str) -> None:
        """Focus left the input: a changed field sends its text with ``left: true``."""
        self.apply(rules.blurred(self.machine, view_id, key))
        if (self.machine.focus_view, self.machine.focus) == (view_id, key):
            self.machine = replace(self.machine, focus=None, focus_view=None)

    def flush(self, view_id: str, keys: Iterable[str]) -> None:
        """Before a submit: every waiting edit of these inputs, whatever their ``send``."""
        self.apply(rules.flush(self.machine, view_id, list(keys)))

    # -- rule 7 ---------------------------------------------------------------

    def disconnected(self) -> None:
        """The host is gone: edits wait (``unanswered`` carries them to the restored view)."""
        self.on(ConnectionLost())

    def reconnected(self) -> None:
        """The restored view is shown (``resend`` sends to it): edits go again."""
        self.machine = replace(self.machine, connected=True, restoring=None)

    def unanswered(self, view_id: str, view: Node) -> dict[str, Value]:
        """The inputs of ``view`` whose shown value the host never had; notes which were left since."""
        carried = reducer.unanswered(self.machine, view_id, view)
        self.left_before_loss = {key for key, (_, left) in carried.items() if left}
        return {key: value for key, (value, _) in carried.items()}

    def resend(self, view_id: str, values: dict[str, Value]) -> None:
        """After a restart, the restored view's inputs get what the old host never answered, as new edits
        (the user's text wins), ``left: true`` for those left since."""
        carried = {key: (value, key in self.left_before_loss) for key, value in values.items()}
        self.apply(reducer.resend(self.machine, view_id, carried))
        self.left_before_loss = set()

    def forget(self, view_ids: Iterable[str]) -> None:
        """Closed views: their counters, waiting edits and timers go."""
        self.apply(rules.forget(self.machine, set(view_ids)))
