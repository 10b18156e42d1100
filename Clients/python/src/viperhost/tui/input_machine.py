"""The input rules' vocabulary (docs/INPUT.md, "One reducer per client"): what the reducer (``tui.input_rules``,
``step(state, event) -> (state, commands)``) keeps, hears and asks for — plain frozen values, no widget, timer,
socket or asyncio. The event and command names are Protocol/input-machine.json's, in snake_case
(``EVENTS``, ``COMMANDS``; test_input_machine.py fails when the sets differ). Where the protocol's params
name no view, an optional ``view_id`` says which (``None``: the view shown last), so one state holds every
open view of the TUI's stack.

A secure field's text is held only here, in memory, while it is needed; no ``repr`` shows it."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Mapping

Node = dict[str, Any]
# A field's text, a toggle's state, or a choice's chosen keys (a tuple, in the options' order).
Value = str | bool | tuple[str, ...]
Ident = tuple[str, str]  # (view id, key): an input of a view, or a form of a view
MASK = "'********'"


def frozen_map(items: Mapping[Any, Any] | None = None) -> Mapping[Any, Any]:
    return MappingProxyType(dict(items or {}))


@dataclass(frozen=True, repr=False)
class Input:
    """What the frontend knows of one input of one view (docs/INPUT.md: seq, refused, set, waiting, changed,
    left since, focused), how it sends (its node's ``send``/``debounceMs``/kind), and what it shows."""

    send: str = "change"  # change | leave | submit (a toggle: change, no debounce)
    debounce_ms: int = 0
    secure: bool = False
    toggle: bool = False  # a toggle (a choice too) travels at each flip: leaving it sends nothing
    choice: bool = False
    multiple: bool = False  # a choice of several: its value travels as a list
    seq: int = 0  # the latest edit sent
    refused: int = 0  # the latest edit the host answered with an error
    set: int | None = None  # the host's `set` last seen
    shown: Value | None = None  # what the control shows, as far as the rules know
    waiting: bool = False  # an edit not sent yet
    changed: bool = False  # edited since it got the focus
    focused: bool = False
    left_since: bool = False  # focus left it after its latest edit (a resent edit says left: true)
    debouncing: bool = False  # a start_debounce not stopped nor fired
    refusal: str | None = None  # the message of a refusal of its latest edit, shown until its next edit

    def __repr__(self) -> str:  # never a secret, even in a traceback or a log line
        shown = MASK if self.secure and self.shown not in (None, "") else repr(self.shown)
        return (f"Input(seq={self.seq}, refused={self.refused}, set={self.set}, shown={shown}, "
                f"waiting={self.waiting}, changed={self.changed}, focused={self.focused})")


@dataclass(frozen=True)
class State:
    """Every input of every open view; the views' copies (rev, tree) for rule 1 and a resync; the forms."""

    inputs: Mapping[Ident, Input] = field(default_factory=frozen_map)
    views: Mapping[str, tuple[int, Node]] = field(default_factory=frozen_map)
    top: str | None = None  # the view shown last
    resyncing: frozenset[str] = frozenset()  # views whose view/get is on its way
    focus: str | None = None  # the focused input's key, "" for a control that is no input, None: nothing
    focus_view: str | None = None  # the view of the focused input
    connected: bool = True  # while not, edits wait
    restoring: str | None = None  # after `reconnected`: the lost top view, whose unanswered edits are resent
    pressing: frozenset[Ident] = frozenset()  # forms whose submit is not answered
    answered: frozenset[Ident] = frozenset()  # forms answered, focus after once not pending
    locked: frozenset[Ident] = frozenset()  # forms read-only and busy


# -- events (Protocol/input-machine.json "events") ----------------------------------------------------


@dataclass(frozen=True, repr=False)
class UserEdit:
    name: ClassVar[str] = "user_edit"
    key: str
    value: Value
    view_id: str | None = None

    def __repr__(self) -> str:
        return f"UserEdit({self.key!r}, <value>)"  # a secure field's text: never shown


@dataclass(frozen=True)
class DebounceFired:
    name: ClassVar[str] = "debounce_fired"
    key: str
    view_id: str | None = None


@dataclass(frozen=True)
class FocusMoved:
    name: ClassVar[str] = "focus_moved"
    key: str | None  # an input; None: nothing; "": a control that is no input
    view_id: str | None = None


@dataclass(frozen=True)
class SubmitPressed:
    name: ClassVar[str] = "submit_pressed"
    form: str
    view_id: str | None = None


@dataclass(frozen=True)
class TreeArrived:
    name: ClassVar[str] = "tree_arrived"
    view_id: str
    rev: int
    view: Node


@dataclass(frozen=True)
class PatchArrived:
    name: ClassVar[str] = "patch_arrived"
    view_id: str
    rev: int
    ops: tuple[Node, ...]


@dataclass(frozen=True)
class EditAnswered:
    name: ClassVar[str] = "edit_answered"
    key: str
    seq: int
    view_id: str | None = None


@dataclass(frozen=True)
class EditRefused:
    name: ClassVar[str] = "edit_refused"
    key: str
    seq: int
    error: Node  # the JSON-RPC error: code, message, data.kind
    view_id: str | None = None


@dataclass(frozen=True)
class SubmitAnswered:
    name: ClassVar[str] = "submit_answered"
    form: str
    error: Node | None = None
    view_id: str | None = None


@dataclass(frozen=True)
class ConnectionLost:
    name: ClassVar[str] = "connection_lost"


@dataclass(frozen=True)
class Reconnected:
    name: ClassVar[str] = "reconnected"


Event = (UserEdit | DebounceFired | FocusMoved | SubmitPressed | TreeArrived | PatchArrived | EditAnswered
         | EditRefused | SubmitAnswered | ConnectionLost | Reconnected)

# -- commands (Protocol/input-machine.json "commands") ------------------------------------------------


@dataclass(frozen=True)
class SendEdit:
    """One ``view/input``: ``value`` for a field, toggle or choice, ``secret`` for a secure field."""

    name: ClassVar[str] = "send_edit"
    view_id: str
    key: str
    seq: int
    value: Any = None  # a field's text, a toggle's state, a choice's key, null or list of keys
    secret: str | None = None
    left: bool = False

    def __repr__(self) -> str:  # never the secret, even in a traceback or a log line
        shown = MASK if self.secret is not None else repr(self.value)
        return f"Edit({self.view_id!r}, {self.key!r}, seq={self.seq}, {shown}, left={self.left})"


@dataclass(frozen=True)
class SendEvent:
    name: ClassVar[str] = "send_event"
    view_id: str
    action: str


@dataclass(frozen=True)
class GetView:
    name: ClassVar[str] = "get_view"
    view_id: str


@dataclass(frozen=True)
class StartDebounce:
    name: ClassVar[str] = "start_debounce"
    key: str
    ms: int
    view_id: str | None = None


@dataclass(frozen=True)
class StopDebounce:
    name: ClassVar[str] = "stop_debounce"
    key: str
    view_id: str | None = None


@dataclass(frozen=True, repr=False)
class ShowValue:
    name: ClassVar[str] = "show_value"
    key: str
    value: Value
    view_id: str | None = None
    secure: bool = False  # the value is a secret: never in a repr

    def __repr__(self) -> str:
        return f"ShowValue({self.key!r}, {MASK if self.secure else repr(self.value)})"


@dataclass(frozen=True)
class ShowRefusal:
    name: ClassVar[str] = "show_refusal"
    key: str
    message: str | None  # None: no longer
    view_id: str | None = None


@dataclass(frozen=True)
class LockForm:
    name: ClassVar[str] = "lock_form"
    form: str
    view_id: str | None = None


@dataclass(frozen=True)
class UnlockForm:
    name: ClassVar[str] = "unlock_form"
    form: str
    view_id: str | None = None


@dataclass(frozen=True)
class MoveFocus:
    name: ClassVar[str] = "move_focus"
    key: str
    view_id: str | None = None


Command = (SendEdit | SendEvent | GetView | StartDebounce | StopDebounce | ShowValue | ShowRefusal | LockForm
           | UnlockForm | MoveFocus)

EVENTS: dict[str, type] = {kind.name: kind for kind in (
    UserEdit, DebounceFired, FocusMoved, SubmitPressed, TreeArrived, PatchArrived, EditAnswered, EditRefused,
    SubmitAnswered, ConnectionLost, Reconnected)}
COMMANDS: dict[str, type] = {kind.name: kind for kind in (
    SendEdit, SendEvent, GetView, StartDebounce, StopDebounce, ShowValue, ShowRefusal, LockForm, UnlockForm,
    MoveFocus)}
