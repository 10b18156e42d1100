"""viperhost-dev: the dev loop (``make dev``). Watches the checkout (``changes``), builds (``builder``), parses the
compiler's diagnostics (``diagnostics``), and swaps the host under every frontend (``supervisor``, ``hub``);
each frontend starts ``proxy``, the stable host, which talks to the supervisor over ``channel``. ``tui`` is the
TUI with the build-error panel. Protocol/DEV.md has what frontends are sent."""

from __future__ import annotations


def main() -> int:
    from .cli import main as cli_main

    return cli_main()
