"""viperhost-tui: a terminal UI for viper-host on Textual.

``app`` is the application (the top view, the keys, talking to the host),
``widgets`` turns view nodes into widgets, ``debug`` is the debugger panel;
inputs: ``inputs`` (the rules, no widgets), ``forms`` (their widgets), ``tree``
(the view kept up to date in place), ``editing`` (what the user does to them)."""

from .app import ViperApp
from .cli import main
from .debug import DebugPanel, HistoryRow
from .keys import KEY_MAP, KeysScreen
from .widgets import ActionButton, AlertScreen, Picker, Row

__all__ = ["KEY_MAP", "ActionButton", "AlertScreen", "DebugPanel", "HistoryRow", "KeysScreen", "Picker", "Row", "ViperApp",
           "main"]
