"""viperhost-tui: a terminal UI for viper-host on Textual.

``app`` is the application (the top view, talking to the host), ``keyboard``
(each key handled to the end, in the order typed), ``keys`` (the key map),
``status`` (what the host owes), ``restart`` (the host's life), ``widgets``
turns view nodes into widgets, ``debug`` is the debugger panel; inputs:
``inputs`` (the rules, no widgets), ``fields`` (``caret``: where a field's
caret goes when the TUI sets its text), ``choices``, ``rows`` (a list's
rows: their actions and toggles) and ``forms`` (their widgets, which
post what the user did as messages), ``toolbar`` (the screen's own actions,
in the header area), ``tree`` (the view kept up to date
in place), ``editing`` (the app's handlers of those messages)."""

from .app import ViperApp
from .cli import main
from .debug import DebugPanel, HistoryRow
from .keys import KEY_MAP, KeysScreen
from .widgets import ActionButton, AlertScreen, Picker, Row

__all__ = ["KEY_MAP", "ActionButton", "AlertScreen", "DebugPanel", "HistoryRow", "KeysScreen", "Picker", "Row", "ViperApp",
           "main"]
