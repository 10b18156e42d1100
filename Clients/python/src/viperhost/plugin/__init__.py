"""The module side of ViperHost, for process plugins written in Python.

A process plugin is an executable that reads JSON-RPC requests from stdin and
answers on stdout, one per line (Protocol/PLUGINS.md). This module does the
framing and the bookkeeping; a plugin supplies a manifest and a screen class:

    class Hello(Screen):
        def view(self):
            return nodes.screen("Hello", nodes.button("done", "Done"))

        def handle(self, action, value):
            if action != "done":
                raise UnknownAction(action)
            return Reply(navigation={"action": "pop"})

    serve({"name": "hello", "title": "Hello", "version": "1.0.0"}, Hello)

Sessions as data (Protocol/SESSIONS.md): the helper declares ``snapshots: true``
(unless the manifest or the screen class says ``snapshots`` otherwise) and answers
``screen/snapshot`` with ``Screen.snapshot()`` and ``screen/restore`` with
``Screen.restore(state)`` (then ``Screen.restored()`` after a restart). By default
a screen's state is its public attributes; one that is not JSON-serializable is
refused, and the view is then reopened with its input.

Inputs (``nodes.field``, ``nodes.toggle``, ``nodes.form``, ``nodes.stack``,
``nodes.section``): the host sends each edit as ``screen/input``; a screen takes
them in ``Screen.edit(key, value, left)`` and its next ``view()`` shows the value.

Long lists (``nodes.list_(action, items, window)``): a screen that holds many rows sends a
window of them; the host sends each frontend request for other rows as ``screen/rows``, which
``Screen.rows(list, request)`` takes, usually with a ``HeldWindow`` (PLUGINS.md).

Logs go to stderr; stdout carries protocol only.
"""

from .screen import (
    ActionRejected,
    InvalidInput,
    InvalidSnapshot,
    InvalidValue,
    Reply,
    Screen,
    Unavailable,
    UnknownAction,
    UnknownInput,
)
from .server import PROTOCOL_VERSION, Plugin, serve
from .window import HeldWindow

__all__ = [
    "PROTOCOL_VERSION",
    "ActionRejected",
    "HeldWindow",
    "InvalidInput",
    "InvalidSnapshot",
    "InvalidValue",
    "Plugin",
    "Reply",
    "Screen",
    "Unavailable",
    "UnknownAction",
    "UnknownInput",
    "serve",
]
