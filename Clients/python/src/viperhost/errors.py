"""Errors the client raises."""

from __future__ import annotations

from typing import Any


class HostError(Exception):
    """An error response from the host: code, message and ``data.kind``."""

    def __init__(self, code: int, message: str, data: dict[str, Any] | None = None) -> None:
        super().__init__(f"error {code} {(data or {}).get('kind', '?')}: {message}")
        self.code = code
        self.message = message
        self.data: dict[str, Any] = data or {}

    @property
    def kind(self) -> str:
        return str(self.data.get("kind", ""))


class HostTimeout(Exception):
    """The host did not answer in time."""


class HostClosed(Exception):
    """The host's output ended (it exited or closed stdout)."""
