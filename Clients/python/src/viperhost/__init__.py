"""Python client for ViperHost.

``viperhost.client`` talks to a host (``AsyncHost``; ``Host`` blocks),
``viperhost.tui`` is the terminal UI, ``viperhost.web`` the browser bridge,
``viperhost.replay`` the transcript replayer, ``viperhost.plugin`` the helper
for process plugins (standard library only: importing it, or this package,
loads no third-party module; the client is loaded on first use).
"""

from __future__ import annotations

from typing import Any

from .errors import HostClosed, HostError, HostTimeout

__all__ = ["AsyncHost", "Host", "HostClosed", "HostError", "HostTimeout", "Mirror", "ViewState"]
_CLIENT = ("AsyncHost", "Host", "Mirror", "ViewState")


def __getattr__(name: str) -> Any:
    if name in _CLIENT:
        from . import client

        return getattr(client, name)
    raise AttributeError(f"module 'viperhost' has no attribute {name!r}")
