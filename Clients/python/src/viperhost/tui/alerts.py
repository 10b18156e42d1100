"""The alert a view shows (PROTOCOL.md §6 "Controls"), as a component of ``ViperApp`` that owns its state: the
``AlertScreen`` on top, if any. ``show(node)`` at each render: the same alert stays, another replaces it,
none dismisses it; the action the user chose goes to ``choose`` (the app sends it as a ``view/event``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .widgets import AlertScreen

Node = dict[str, Any]


class Alerts:
    def __init__(self, push_screen: Callable[..., Any], choose: Callable[[str], None]) -> None:
        self.push_screen = push_screen
        self.choose = choose
        self.current: AlertScreen | None = None

    def show(self, node: Node | None) -> None:
        if self.current is not None and (node is None or node != self.current.node):
            self.current.dismiss(None)
            self.current = None
        if node is not None and self.current is None:
            alert = self.current = AlertScreen(node)

            def chosen(action: str | None) -> None:
                # Called later than the dismissal (Textual queues it): by then another alert may show, which
                # must not be forgotten (it would stay on top for good).
                if self.current is alert:
                    self.current = None
                if action:
                    self.choose(action)

            self.push_screen(alert, chosen)
