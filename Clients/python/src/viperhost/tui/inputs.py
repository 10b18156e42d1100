"""The input rules (PROTOCOL.md §6, "Input"), apart from any widget: what to send, when, and whether a
value the host sends may replace what the user typed.

``InputController`` keeps, per view and input key, the edit counter (``seq``, from 1), the edit waiting
to be sent, and the last ``set`` seen. It never blocks: an edit that waits for its debounce is a timer
(``schedule``, ``loop.call_later`` by default), and sending is ``send(edit)``, which the app turns into a
request on its own task (in order). The unit tests drive it with a fake clock and a list for ``send``.

- rule 1: ``take_host_value`` says whether the host's value may be shown now (and drops waiting edits
  when ``set`` changed: the module's replacement wins);
- rule 4: ``edited`` (debounced per ``send``/``debounceMs``), ``blurred`` (``left: true`` when changed),
  ``flush`` (every waiting edit of a form before its submit);
- rule 6: a secure field's text goes as ``Edit.secret``, never ``value``; it is kept here only while it
  waits (in memory) and never written anywhere;
- rule 7: ``disconnected`` (edits wait), ``unanswered`` (what the lost host never answered) and ``resend``.

docs/INPUT.md, "The frontend's state machine", is the table these follow; the cases in
Protocol/frontend-cases/ drive it inside the whole app (test_frontend_cases.py), the page's and viper-sh's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

Node = dict[str, Any]
# A field's text, a toggle's state, or a choice's chosen keys (a tuple, in the options' order: a single
# choice holds none or one; ``wire_value`` makes it the key or null, or the list, that travels).
Value = str | bool | tuple[str, ...]


class Timer(Protocol):
    def cancel(self) -> None: ...


Schedule = Callable[[float, Callable[[], None]], Timer]


def loop_schedule(delay: float, callback: Callable[[], None]) -> Timer:
    """A timer on the running event loop (never blocks)."""
    return asyncio.get_running_loop().call_later(delay, callback)


@dataclass(frozen=True)
class Edit:
    """One ``view/input``: ``value`` for a field or toggle, ``secret`` for a secure field."""

    view_id: str
    key: str
    seq: int
    value: Any = None  # a field's text, a toggle's state, a choice's key, null or list of keys
    secret: str | None = None
    left: bool = False

    def __repr__(self) -> str:  # never the secret, even in a traceback or a log line
        shown = "'********'" if self.secret is not None else repr(self.value)
        return f"Edit({self.view_id!r}, {self.key!r}, seq={self.seq}, {shown}, left={self.left})"


@dataclass(repr=False)
class InputState:
    """What the frontend knows of one input of one view."""

    send: str = "change"  # change | leave | submit (a toggle: change, no debounce)
    debounce_ms: int = 0
    secure: bool = False
    toggle: bool = False  # a toggle (a choice too) travels at each flip: leaving it sends nothing
    choice: bool = False
    multiple: bool = False  # a choice of several: its value travels as a list
    seq: int = 0  # the latest edit sent
    refused: int = 0  # the latest edit the host answered with an error (no tree may answer it)
    set: int | None = None  # the host's `set` last seen
    shown: Value | None = None  # what the widget shows, as far as the controller knows
    waiting: bool = False  # an edit not sent yet
    changed: bool = False  # edited since it got the focus (or since it was last left)
    focused: bool = False
    left_since: bool = False  # focus left it after its latest edit (a resent edit says left: true)
    timer: Timer | None = None

    def cancel_timer(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


class InputController:
    def __init__(self, send: Callable[[Edit], None], schedule: Schedule = loop_schedule) -> None:
        self.send = send
        self.schedule = schedule
        self.states: dict[tuple[str, str], InputState] = {}
        self.connected = True  # while not, edits wait (rule 7: resent to the restored view)
        self.left_before_loss: set[str] = set()  # keys whose unanswered edit was a leaving one

    def state(self, view_id: str, key: str) -> InputState:
        return self.states.setdefault((view_id, key), InputState())

    def track(self, view_id: str, node: Node) -> InputState:
        """Notes how the input ``node`` sends (its members may change with each tree)."""
        state = self.state(view_id, node["key"])
        if node.get("type") == "toggle":
            state.send, state.debounce_ms, state.toggle = "change", 0, True
        elif node.get("type") == "choice":
            state.send, state.debounce_ms, state.toggle = node.get("send", "change"), 0, True
            state.choice, state.multiple = True, bool(node.get("multiple"))
        else:
            state.send = node.get("send", "change")
            state.debounce_ms = int(node.get("debounceMs", 0))
            state.secure = node.get("kind") == "secure"
            if node.get("kind") in ("date", "time") and state.send == "change":
                state.send, state.debounce_ms = "leave", 0  # a date half typed is not a date (§6 "Controls")
        return state

    # -- rule 1 ---------------------------------------------------------------

    def owns(self, view_id: str, key: str, host_seq: int) -> bool:
        """The user's text is shown: focused, an edit waiting, or one sent and not answered."""
        state = self.state(view_id, key)
        return state.focused or state.waiting or state.seq > max(host_seq, state.refused)

    def take_host_value(self, view_id: str, node: Node) -> str:
        """Whether the host's value of ``node`` (its whole node: rule 2) is shown now, and why: "set" —
        ``set`` changed, which wins over everything and drops the waiting edit (rule 1b); "seq" — the host
        has the latest edit sent and none waits (1a); "idle" — the user owns nothing (no focus, no edit);
        "" — not now: the user's text stays."""
        state = self.track(view_id, node)
        host_set, host_seq = int(node.get("set", 0)), int(node.get("seq", 0))
        if state.set is not None and host_set != state.set:
            state.set = host_set
            state.cancel_timer()
            state.waiting = False
            state.changed = False
            return "set"
        state.set = host_set
        # A seq above ours was not sent by this frontend (a restored session): our next edit follows it.
        state.seq = max(state.seq, host_seq)
        if max(host_seq, state.refused) >= state.seq and not state.waiting:
            return "seq"
        return "" if self.owns(view_id, node["key"], host_seq) else "idle"

    def refused(self, view_id: str, key: str, seq: int) -> None:
        """The host answered edit ``seq`` with an error: once nothing newer waits, its value shows again."""
        state = self.state(view_id, key)
        state.refused = max(state.refused, seq)

    def applied(self, view_id: str, key: str, value: Value) -> None:
        """The widget now shows the host's ``value``."""
        self.state(view_id, key).shown = value

    # -- rule 4 ---------------------------------------------------------------

    def edited(self, view_id: str, key: str, value: Value) -> None:
        """The user changed the input to ``value``: sent now, after the debounce, on leaving or on submit."""
        state = self.state(view_id, key)
        if value == state.shown and not state.waiting:
            return  # what the widget said back after the host's value was applied
        state.shown, state.waiting, state.changed, state.left_since = value, True, True, False
        state.cancel_timer()
        if state.send != "change":
            return
        if state.debounce_ms <= 0:
            self._send(view_id, key)
        else:
            state.timer = self.schedule(state.debounce_ms / 1000, lambda: self._send(view_id, key))

    def focused(self, view_id: str, key: str) -> None:
        state = self.state(view_id, key)
        state.focused, state.changed = True, False

    def blurred(self, view_id: str, key: str) -> None:
        """Focus left: a changed field sends its value with ``left: true`` (the waiting edit goes then), but
        a ``send: "submit"`` one, whose edit waits for the submit. A toggle sent each flip already: nothing."""
        state = self.state(view_id, key)
        state.focused = False
        state.left_since = not state.toggle and state.send != "submit"
        if state.toggle:
            state.changed = False
            return
        if state.changed and state.send != "submit":  # a submit field's edit waits for its form's submit
            state.waiting = True
            self._send(view_id, key, left=True)

    def flush(self, view_id: str, keys: Iterable[str]) -> None:
        """Before a submit: every waiting edit of these inputs, whatever their ``send``. The submit has the
        host check every input: leaving one afterwards sends nothing more."""
        for key in keys:
            if self.state(view_id, key).waiting:
                self._send(view_id, key)
            self.state(view_id, key).changed = False

    # -- rule 7 ---------------------------------------------------------------

    def disconnected(self) -> None:
        """The host is gone: edits wait (``unanswered`` carries them to the restored view)."""
        self.connected = False

    def reconnected(self) -> None:
        self.connected = True

    def unanswered(self, view_id: str, view: Node) -> dict[str, Value]:
        """The inputs of ``view`` whose shown value the host never had: waiting, sent and not answered (nor
        refused), or a secret (never in a session); notes which were left since (``resend`` says so)."""
        carried: dict[str, Value] = {}
        self.left_before_loss = set()
        for node in input_nodes(view):
            key = str(node["key"])
            state = self.states.get((view_id, key))
            if state is None or state.shown is None:
                continue
            secret = state.secure and state.shown != ""
            if state.waiting or state.seq > max(int(node.get("seq", 0)), state.refused) or secret:
                carried[key] = state.shown
                if state.left_since:
                    self.left_before_loss.add(key)
        return carried

    def resend(self, view_id: str, values: dict[str, Value]) -> None:
        """After a restart, the restored view's inputs get what the old host never answered, as new edits
        (the user's text wins over the restored value), ``left: true`` for those left since."""
        for key, value in values.items():
            state = self.state(view_id, key)
            state.cancel_timer()
            state.shown, state.waiting = value, True
            self._send(view_id, key, left=key in self.left_before_loss)
        self.left_before_loss = set()

    def forget(self, view_ids: Iterable[str]) -> None:
        """Closed views: their counters and waiting edits go."""
        gone = set(view_ids)
        for ident in [ident for ident in self.states if ident[0] in gone]:
            self.states.pop(ident).cancel_timer()

    def _send(self, view_id: str, key: str, left: bool = False) -> None:
        state = self.state(view_id, key)
        state.cancel_timer()
        if not state.waiting or state.shown is None or not self.connected:
            return
        state.waiting = False
        if left:
            state.changed = False
        state.seq += 1
        if state.secure:
            self.send(Edit(view_id, key, state.seq, secret=str(state.shown), left=left))
        else:
            self.send(Edit(view_id, key, state.seq, value=wire_value(state, state.shown), left=left))


def wire_value(state: InputState, value: Value) -> Any:
    """What travels for ``value``: a choice's chosen keys as its key or null, or (``multiple``) the whole
    list — never a joined string; anything else as it is."""
    if not state.choice or not isinstance(value, tuple):
        return value
    return list(value) if state.multiple else (value[0] if value else None)


def chosen(node: Node) -> tuple[str, ...]:
    """A choice node's value as the controller holds it: its chosen keys, in the options' order."""
    value = node.get("value")
    keys = value if isinstance(value, list) else ([] if value is None else [value])
    order = [str(option["key"]) for option in node.get("options") or []]
    return tuple(key for key in order if key in keys)


def row_toggle(item: Node) -> Node:
    """A list row's toggle as the input it is: keyed by the row, labelled with its title (§6 "Controls")."""
    return {"type": "toggle", "key": item["key"], "label": item.get("title", ""), **item["toggle"]}


def input_nodes(node: Node) -> list[Node]:
    """The inputs of a tree, in tree order: fields, toggles, choices and list rows' toggles."""
    found = [node] if node.get("type") in ("field", "toggle", "choice") else []
    if node.get("type") == "list":
        found += [row_toggle(item) for item in node.get("items") or [] if isinstance(item.get("toggle"), dict)]
    for child in node.get("children") or []:
        found += input_nodes(child)
    return found


def first_error_key(node: Node) -> str | None:
    """The first field or choice (in tree order) of a form's tree with an ``error``."""
    if node.get("type") in ("field", "choice") and node.get("error"):
        return str(node["key"])
    for child in node.get("children") or []:
        if (key := first_error_key(child)) is not None:
            return key
    return None


def focus_after_submit(form: Node, focus_outside: bool) -> str | None:
    """Rule 5: once a submit is answered and its form is not pending, the field to focus — the first with
    an ``error`` — unless the user moved focus out of the form meanwhile."""
    if form.get("pending") or focus_outside:
        return None
    return first_error_key(form)
