"""The line that says what the host was asked and has not answered yet ("Waiting for the host: …").

It is a ledger of the wire, not of the app's tasks: each request written (``sent``, an ``id`` and a
``method``) is outstanding until the line answering its ``id`` is read (``received``), whoever sent it
(an edit's worker, a submit, a resync the client library sends on its own) and in whatever order the
answers come. While the host process is being started nothing can be asked yet: the line says ``start``.
A host that closed its output answers nothing more: nothing is outstanding (``closed``). The line shows
exactly what is outstanding and is hidden when nothing is; it changes at the moment the ledger does.
The rows a windowed list asks for (``view/rows``) are not on it: the list says so itself, a placeholder
for each row still coming, and a line that came and went at each scroll would resize the list under it.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

Message = dict[str, Any]


class WaitingLine(Static):
    """Shows the methods of the requests still owed an answer, in the order they were sent."""

    DEFAULT_CSS = "WaitingLine { height: auto; color: $warning; padding: 0 1; display: none; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self.outstanding: dict[Any, str] = {}  # request id → method, in the order sent
        self.starting = False

    @property
    def says(self) -> str:
        """What the line says ("" when nothing is outstanding)."""
        names = ["start"] if self.starting else []
        counts: dict[str, int] = {}
        for method in self.outstanding.values():
            counts[method] = counts.get(method, 0) + 1
        names += [method if n == 1 else f"{method} ×{n}" for method, n in counts.items()]
        return f"Waiting for the host: {', '.join(names)}…" if names else ""

    def sent(self, message: Message) -> None:
        """A line the app wrote: a request (it has an ``id``) is outstanding from now on."""
        if "id" in message and "method" in message and message["method"] != "view/rows":
            self.outstanding[message["id"]] = str(message["method"])
            self._show()

    def received(self, message: Message) -> None:
        """A line the host wrote: a response answers the request with its ``id``."""
        if "method" not in message and self.outstanding.pop(message.get("id"), None) is not None:
            self._show()

    def start(self, starting: bool) -> None:
        """The host process is being started (True) or was started, or failed to start (False)."""
        self.starting = starting
        self._show()

    def closed(self) -> None:
        """The host's output closed: what it was asked will never be answered."""
        self.outstanding.clear()
        self._show()

    def _show(self) -> None:
        text = self.says
        self.update(text)
        self.display = bool(text)
