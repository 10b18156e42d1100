"""What a plugin author writes: a ``Screen`` (its view, its actions, its
state), the ``Reply`` after an event, and the refusals a screen raises."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..error_kinds import ErrorKind
from ..nodes import Node


class ActionRejected(Exception):
    """An action the screen does not take; the frontend gets -32602 with ``kind``."""

    kind = ErrorKind.ACTION_UNAVAILABLE.value

    def __init__(self, action: str, reason: str) -> None:
        super().__init__(f'"{action}": {reason}')
        self.action = action
        self.reason = reason


class UnknownAction(ActionRejected):
    kind = ErrorKind.UNKNOWN_ACTION.value

    def __init__(self, action: str) -> None:
        super().__init__(action, "no such action")


class InvalidValue(ActionRejected):
    kind = ErrorKind.INVALID_VALUE.value


class UnknownInput(ActionRejected):
    """An input the screen takes no edits of (the frontend gets ``unknown_input``)."""

    kind = ErrorKind.UNKNOWN_INPUT.value

    def __init__(self, key: str) -> None:
        super().__init__(key, "no such input")


class Unavailable(ActionRejected):
    kind = ErrorKind.ACTION_UNAVAILABLE.value


class InvalidInput(Exception):
    """The screen cannot open with this input (-32602 ``invalid_input``).
    Input that breaks the manifest's ``input`` schema is refused before the
    screen is made (``viperhost.input_check``)."""


class InvalidSnapshot(Exception):
    """A state the screen cannot use (``screen/restore`` is refused with
    ``invalid_snapshot``; the host falls back)."""


@dataclass
class Reply:
    """What a screen asks for after an event: a navigation
    (``{"action": "push", "module": ..., "input": ...}``, ``{"action": "pop"}``, …)
    and effects: callables run on a thread, whose return value is handed to
    ``Screen.receive`` (each ends in one ``screen/update``)."""

    navigation: dict[str, Any] | None = None
    effects: list[Callable[[], Any]] = field(default_factory=list)


class Screen:
    """One open screen. Override ``view`` and ``handle``; the rest is optional."""

    #: Whether the plugin declares ``snapshots`` (read from the class ``serve`` is given).
    snapshots = True

    def __init__(self, input: Any) -> None:
        self.input = input

    def view(self) -> Node:
        raise NotImplementedError

    def start(self) -> Reply | None:
        return None

    def resume(self) -> Reply | None:
        return None

    def handle(self, action: str, value: Any) -> Reply | None:
        raise UnknownAction(action)

    def edit(self, key: str, value: str | bool | list[str] | None, left: bool) -> Reply | None:
        """An edit of one of the view's inputs (``screen/input``; the host
        checked it against the view it sent): a field's text (a secure field's
        too: keep it out of logs and snapshots), a toggle's boolean, or a
        choice's keys (a key or None when single, a list when multiple); ``left``
        when it was sent as focus left the field. Update the state the view
        is built from; raise ``InvalidValue`` to refuse the value (the host
        puts the last value back) or ``Unavailable``."""
        raise UnknownInput(key)

    def rows(self, list_action: str, request: dict[str, Any]) -> Reply | None:
        """A frontend asks for rows of a list the view sends with a ``window`` (``screen/rows``,
        checked by the host): ``request`` holds ``count`` and one of ``from``, ``after``,
        ``before`` or ``more`` (``"next"``/``"previous"``), and maybe ``anchor``. Move the
        window (``HeldWindow.take``) so the next ``view()`` shows the rows asked for."""
        raise UnknownAction(list_action)

    def receive(self, result: Any) -> Reply | None:
        return None

    def snapshot(self) -> Any:
        """The screen's state as a JSON value (not ``None``); effects are not
        part of it. By default, the public attributes (tuples come back as lists)."""
        return {name: value for name, value in vars(self).items() if not name.startswith("_")}

    def restore(self, state: Any) -> None:
        """Puts back a state ``snapshot`` gave (maybe from another version of
        the plugin): check it, then assign; raise ``InvalidSnapshot`` if it
        does not fit. By default: an object with exactly the public attributes."""
        names = {name for name in vars(self) if not name.startswith("_")}
        if not isinstance(state, dict) or set(state) != names:
            raise InvalidSnapshot(f"expected an object with the members {', '.join(sorted(names))}")
        for name, value in state.items():
            setattr(self, name, value)

    def restored(self) -> Reply | None:
        """The screen was restored after a restart: re-issue the work that was
        in flight (it is not in the state). By default, nothing."""
        return None
