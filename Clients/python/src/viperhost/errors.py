"""Errors the client raises, and the kinds of the host's errors: ``ErrorKind``,
generated from the protocol's schema (Protocol/schema/make_kinds.py), so no
client spells a kind by hand."""

from __future__ import annotations

from typing import Any

from .error_kinds import CODES, ErrorKind

__all__ = ["CODES", "ErrorKind", "HostClosed", "HostError", "HostTimeout"]


class HostError(Exception):
    """An error response from the host: code, message and ``data.kind``."""

    def __init__(self, code: int, message: str, data: dict[str, Any] | None = None) -> None:
        super().__init__(f"error {code} {(data or {}).get('kind', '?')}: {message}")
        self.code = code
        self.message = message
        self.data: dict[str, Any] = data or {}

    @property
    def kind(self) -> str:
        """``data.kind``: compare it with an ``ErrorKind`` (a kind a later host adds is kept as sent)."""
        return str(self.data.get("kind", ""))


class HostTimeout(Exception):
    """The host did not answer in time."""


class HostClosed(Exception):
    """The host's output ended (it exited or closed stdout)."""
