"""The TUI under ``viperhost-dev``: ``ViperApp`` with a panel for the dev loop's notices (Protocol/DEV.md).

``dev/build {state: "failed"}`` shows the compiler's errors in a panel above the screen, which keeps working
(the old host still serves it); ``building`` says a build runs; ``ok`` clears the panel. ``dev/swap {state:
"swapping"}`` says the host is about to end on purpose: its restart (tui.restart: ``app/start {restore:
true}``, unanswered edits resent) is not counted among the crashes that make the TUI give up, and the
header says why it restarted. ``dev/swap {state: "done"}`` with ``restored: false`` shows its ``note``.
"""

from __future__ import annotations

import sys
from typing import Any

from textual.widgets import Static

from ..tui.app import ViperApp
from ..tui.cli import main as tui_main
from .diagnostics import lines_of

DEV_CSS = """
#dev-build { height: auto; max-height: 50%; padding: 0 1; display: none; }
#dev-build.failed { display: block; background: $error 20%; border: heavy $error; }
#dev-build.info { display: block; background: $primary 15%; }
"""


class DevApp(ViperApp):
    CSS = ViperApp.CSS + DEV_CSS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.dev_panel = Static("", id="dev-build", markup=False)

    def on_mount(self) -> None:
        # Textual calls ViperApp.on_mount too (handlers run along the class hierarchy): it starts the host.
        self.mount(self.dev_panel, before=self.view_box)

    def watch(self, message: dict[str, Any]) -> None:
        super().watch(message)
        method, params = message.get("method"), message.get("params") or {}
        if method == "dev/build":
            self.show_build(params)
        elif method == "dev/swap":
            self.show_swap(params)

    def show_build(self, params: dict[str, Any]) -> None:
        state = params.get("state")
        self.dev_panel.set_classes("failed" if state == "failed" else "info" if state == "building" else "")
        self.dev_panel.update("\n".join(lines_of(params)))

    def show_swap(self, params: dict[str, Any]) -> None:
        if params.get("state") == "swapping":
            # The host ends on purpose: its restart is not a crash (tui.restart), and the header says why.
            how = "rebuilt" if params.get("reason") == "rebuilt" else "plugins changed"
            self.lifecycle.end_planned(f"host swapped ({how}: {', '.join(params.get('files', []))})")
            return
        if params.get("state") == "done" and (not params.get("restored") or params.get("note")):
            # The session did not open, or some views opened fresh (their saved state no longer fits): one line.
            self.dev_panel.set_classes("info")
            self.dev_panel.update(str(params.get("note", "The saved session did not open; the launch screen did.")))


def main() -> int:
    return tui_main(sys.argv[1:], app=DevApp)


if __name__ == "__main__":
    sys.exit(main())
