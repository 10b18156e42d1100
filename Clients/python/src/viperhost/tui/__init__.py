"""viperhost-tui: a terminal UI for viper-host on Textual.

``app`` is the application (the top view, the keys, talking to the host),
``widgets`` turns view nodes into widgets, ``debug`` is the debugger panel."""

from .app import ViperApp, main
from .debug import DebugPanel, HistoryRow
from .widgets import ActionButton, AlertScreen, Picker, Row

__all__ = ["ActionButton", "AlertScreen", "DebugPanel", "HistoryRow", "Picker", "Row", "ViperApp", "main"]
