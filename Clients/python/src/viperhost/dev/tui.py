"""The TUI under ``viperhost-dev``: ``ViperApp`` with a panel for the dev loop's notices (Protocol/DEV.md).

``dev/build {state: "failed"}`` shows the compiler's errors in a panel above the screen, which keeps working
(the old host still serves it); ``building`` says a build runs; ``ok`` clears the panel. ``dev/swap {state:
"swapping"}`` says the host is about to end on purpose: its restart (tui.restart: ``app/start {restore:
true}``, unanswered edits resent) is not counted among the crashes that make the TUI give up, and the
header says why it restarted. ``dev/swap {state: "done"}`` with ``restored: false`` shows its ``note``.
"""

from __future__ import annotations

import contextlib
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
        self.swap_notice: dict[str, Any] | None = None  # the swap that will end the host now
        # Where the focus and caret were when the host was swapped: (module, place in the stack, widget id,
        # caret), put back once the restored view is drawn, if it still has that input.
        self.focus_before: tuple[str, int, str, Any] | None = None

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
            self.swap_notice = params
            return
        if params.get("state") == "done" and not params.get("restored"):
            self.dev_panel.set_classes("info")
            self.dev_panel.update(str(params.get("note", "The saved session did not open; the launch screen did.")))

    def host_closed(self) -> None:
        if self.swap_notice is None:
            super().host_closed()
            return
        restarts = list(self.restarts)
        super().host_closed()
        self.restarts = restarts  # a swap is not a crash

    async def restart(self) -> None:
        notice, self.swap_notice = self.swap_notice, None
        old, focused = self.host, self.focused
        if notice is not None and old is not None and old.mirror.top is not None and focused is not None \
                and focused.id is not None:
            caret = getattr(focused, "cursor_location", getattr(focused, "cursor_position", None))
            self.focus_before = (old.mirror.top.module, len(old.stack) - 1, focused.id, caret)
        await super().restart()
        if notice is not None:
            base = self.sub_title.split(" · started again")[0]
            how = "rebuilt" if notice.get("reason") == "rebuilt" else "plugins changed"
            self.sub_title = f"{base} · host swapped ({how}: {', '.join(notice.get('files', []))})"

    async def _render_top(self) -> bool:
        drawn = await super()._render_top()
        if drawn and self.focus_before is not None and self.host is not None and self.host.mirror.top is not None:
            module, place, widget_id, caret = self.focus_before
            self.focus_before = None
            if self.host.mirror.top.module == module and len(self.host.stack) - 1 == place:
                self.call_after_refresh(self.refocus, widget_id, caret)
        return drawn

    def refocus(self, widget_id: str, caret: Any) -> None:
        """After the view's own first focus: the input that had it, its caret where it was (within its text)."""
        found = self.view_box.query(f"#{widget_id}")
        if not found:
            return
        widget = found.first()
        widget.focus()
        if isinstance(caret, int) and hasattr(widget, "cursor_position"):
            widget.cursor_position = min(caret, len(getattr(widget, "value", "")))
        elif isinstance(caret, tuple) and hasattr(widget, "cursor_location"):
            with contextlib.suppress(ValueError, IndexError):
                widget.cursor_location = caret


def main() -> int:
    return tui_main(sys.argv[1:], app=DevApp)


if __name__ == "__main__":
    sys.exit(main())
