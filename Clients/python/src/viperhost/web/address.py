"""Where the bridge listens, as the user opens it: the one source of every URL the bridge prints or serves.

Made from the bound socket, never from the options: with ``--port 0`` the system picks the port, and the
URL names that one (Clients/README.md, "Security")."""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")


def is_loopback_address(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.strip("[]")).is_loopback
    except ValueError:
        return address == "localhost"


@dataclass(frozen=True)
class BridgeAddress:
    """``bind`` as given to --bind; ``port`` the one the socket is bound to."""

    bind: str
    port: int

    @staticmethod
    def of(sock: socket.socket, bind: str) -> BridgeAddress:
        return BridgeAddress(bind, sock.getsockname()[1])

    @property
    def shown_name(self) -> str:
        """The name in the URL: the loopback address bound to (127.0.0.2, [::1]), else 127.0.0.1 (a bridge bound
        beyond this machine is opened here through loopback; others use the name given by --allow-host)."""
        name = self.bind.strip("[]").lower() if is_loopback_address(self.bind) else "127.0.0.1"
        return f"[{name}]" if ":" in name else name

    @property
    def own_loopback_name(self) -> str | None:
        """A loopback address bound to besides the usual names (--bind 127.0.0.2): its own URL must work."""
        name = self.shown_name
        return name if is_loopback_address(self.bind) and name not in LOOPBACK_NAMES else None

    @property
    def origin(self) -> str:
        return f"http://{self.shown_name}:{self.port}"

    def url(self, token: str) -> str:
        """The URL to open (printed once, at start: the one line that shows the token)."""
        return f"{self.origin}/?token={token}"

    def url_without_token(self) -> str:
        """The same URL as a refusal names it: the token is never served to who lacks it."""
        return f"{self.origin}/?token=…"

    def how_to_get_in(self) -> str:
        return f"open the URL viperhost-web printed when it started ({self.url_without_token()})"
