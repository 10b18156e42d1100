"""Who may use the bridge: the rules of Clients/README.md, "Security", as pure functions.

A server on 127.0.0.1 is reachable by every page the user's browser opens, so
requests pass these checks before anything is served or upgraded:

1. **Host** (DNS rebinding), on every request: the Host names this bridge — a
   loopback name with the bridge's port, or a name given by --allow-host.
2. **Token** (a secret per launch), on the session and /auth: the page sends it
   as a WebSocket subprotocol, a program as ``Authorization: Bearer …``;
   compared in constant time. Never a cookie: a browser sends a host's cookies
   to every port of it, so any local server the user's browser visits would
   receive it. The page's own files hold no secret and need no token.
3. **Origin** (WebSocket only; cross-site WebSocket hijacking): a browser's
   handshake comes from the page's own origin or one given by --allow-origin.
"""

from __future__ import annotations

import hmac
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from .address import LOOPBACK_NAMES, BridgeAddress

# 32 random bytes: 256 bits, twice what the rules ask.
TOKEN_BYTES = 32
# A token given by --token or VIPERHOST_WEB_TOKEN: at least 16 characters (16 of a random base64 token are
# 96 bits; shorter is guessable by a page that tries in a loop), each one that needs no escaping in a URL
# and may stand in a WebSocket subprotocol (RFC 3986's unreserved characters, all of them RFC 9110 tchars).
MIN_GIVEN_TOKEN = 16
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9._~-]{%d,}" % MIN_GIVEN_TOKEN)
# The subprotocols a page offers: SUBPROTOCOL (the one the bridge answers with) and TOKEN_PREFIX + the token.
SUBPROTOCOL = "viperhost"
TOKEN_PREFIX = "viperhost-token."


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def split_authority(authority: str) -> tuple[str, int | None] | None:
    """``name:port`` → (lower-cased name, port); ``[v6]:port`` keeps its brackets. None when malformed."""
    authority = authority.strip().lower()
    if not authority or any(c in authority for c in "/?#@ \t\\"):
        return None
    if authority.startswith("["):
        end = authority.find("]")
        if end < 0:
            return None
        name, rest = authority[: end + 1], authority[end + 1 :]
    elif authority.count(":") > 1:
        return None  # an IPv6 literal without brackets is not a Host
    else:
        name, _, port_text = authority.partition(":")
        rest = ":" + port_text if ":" in authority else ""
    if not name:
        return None
    if not rest:
        return name, None
    # ASCII digits only (RFC 3986: port = *DIGIT); str.isdigit also takes "²" and other scripts' digits.
    if not rest.startswith(":") or not re.fullmatch(r"[0-9]{1,5}", rest[1:]):
        return None
    port = int(rest[1:])
    return (name, port) if 0 < port < 65536 else None


@dataclass(frozen=True)
class AllowedHost:
    """A name the bridge answers to, with its port (None: any port)."""

    name: str
    port: int | None

    @staticmethod
    def parse(text: str) -> AllowedHost:
        """``NAME`` or ``NAME:PORT`` (``[v6]:PORT`` for IPv6); ValueError when it is neither."""
        parts = split_authority(text)
        if parts is None:
            raise ValueError(f"--allow-host {text!r} is not NAME or NAME:PORT")
        return AllowedHost(*parts)


def normalize_origin(text: str) -> str | None:
    """``scheme://host[:port]`` lower-cased, without a trailing slash; None when it is not such an origin."""
    text = text.strip().rstrip("/").lower()
    scheme, sep, authority = text.partition("://")
    if not sep or scheme not in ("http", "https") or split_authority(authority) is None:
        return None
    return f"{scheme}://{authority}"


@dataclass(frozen=True)
class Guard:
    """The three checks. ``address`` is the bridge's own: its port is what a loopback Host must name."""

    token: str
    address: BridgeAddress
    allowed_hosts: tuple[AllowedHost, ...] = ()
    allowed_origins: frozenset[str] = frozenset()

    @property
    def port(self) -> int:
        return self.address.port

    @property
    def loopback_names(self) -> tuple[str, ...]:
        """The usual names, and a loopback address the bridge is bound to besides them (--bind 127.0.0.2)."""
        own = self.address.own_loopback_name
        return (*LOOPBACK_NAMES, own) if own else LOOPBACK_NAMES

    def host_refusal(self, host_header: str | None) -> str | None:
        """Why the Host header does not name this bridge; None when it does."""
        if not host_header:
            return "This request has no Host header."
        parts = split_authority(host_header)
        if parts is None:
            return "This request's Host header is malformed."
        name, port = parts
        effective_port = port if port is not None else 80
        if name in self.loopback_names and effective_port == self.port:
            return None
        for allowed in self.allowed_hosts:
            if allowed.name == name and (allowed.port is None or allowed.port == effective_port):
                return None
        names = self.loopback_names
        return (
            f"This server does not answer to the host name {name!r}: it answers to "
            f"{', '.join(names[:-1])} and {names[-1]} on port {self.port} and to names given by --allow-host."
        )

    def token_matches(self, candidate: str | None) -> bool:
        return candidate is not None and hmac.compare_digest(candidate.encode(), self.token.encode())

    def authorized(self, authorization: str | None, subprotocols: str | None = None) -> bool:
        """The token as ``Authorization: Bearer TOKEN`` or, from the page, as the WebSocket subprotocol
        ``viperhost-token.TOKEN`` (the one header a browser's WebSocket lets a page set)."""
        scheme, _, credential = (authorization or "").partition(" ")
        if scheme.lower() == "bearer" and self.token_matches(credential.strip()):
            return True
        offered = [part.strip() for part in (subprotocols or "").split(",")]
        return any(self.token_matches(part[len(TOKEN_PREFIX):]) for part in offered if part.startswith(TOKEN_PREFIX))

    def origin_refusal(self, origin: str | None, host_header: str) -> str | None:
        """Why a WebSocket handshake's Origin is refused; None when allowed.

        No Origin at all is a non-browser client (browsers always send one on a WebSocket handshake): it
        passes here, and still needs the Host and the token. Otherwise the Origin must be the page's own —
        ``http://`` + the request's (already allowed) Host — or one given by --allow-origin; ``null``,
        ``file://``, another port and any other name or IP literal are refused."""
        if origin is None:
            return None
        normalized = normalize_origin(origin)
        if normalized is not None:
            own = normalize_origin("http://" + host_header)
            if normalized == own or normalized in self.allowed_origins:
                return None
        return f"A page from {origin[:80]!r} may not open a session here: only this server's own page may."


def parse_allowed_origins(values: Iterable[str]) -> frozenset[str]:
    """--allow-origin values; ValueError names one that is not ``scheme://host[:port]``."""
    origins = set()
    for value in values:
        normalized = normalize_origin(value)
        if normalized is None:
            raise ValueError(f"--allow-origin {value!r} is not an origin such as https://example.org:8443")
        origins.add(normalized)
    return frozenset(origins)
