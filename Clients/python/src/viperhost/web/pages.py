"""The page's files and what every answer carries: the security headers, the checks of guard.py in front
of every route (the Host everywhere; the token where there is something to protect)."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path

from aiohttp import web

from .guard import Guard

# Only the page's own files: a plain name directly in the page's folder, of a type the page is made of.
# Subfolders (tests/, their helpers), dotfiles, symlinks and anything else are never served.
PAGE_FILE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(html|js|css)$")
CONTENT_TYPES = {"html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8"}
# What needs the token: the sessions (the user's data) and the page's question whether it holds the token.
TOKEN_ROUTES = ("/session", "/auth")

# Images: the bundled illustrations are inline SVG; a view's URL images (avatars) come from anywhere over
# https (the host's data decides), or data: URLs. Everything else only from this server.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
}
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def refused(reason: str, status: int = 403) -> web.Response:
    """A one-line reason, as plain text (a browser shows it as it is)."""
    return web.Response(status=status, text=f"viperhost-web: {reason}\n", content_type="text/plain")


def not_authorized(guard: Guard) -> web.Response:
    """Names the URL to open as the bridge printed it (its real address and port), without the token."""
    return refused(f"not authorized: {guard.address.how_to_get_in()}.")


def guarded(guard: Guard) -> Callable[[web.Request, Handler], Awaitable[web.StreamResponse]]:
    """Middleware: the request names this bridge (Host, and no other authority in its target), then the
    token where it is needed, then the route."""

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not request.raw_path.startswith("/"):  # absolute-form: an authority the Host check did not see
            return refused("This request's target names another server.")
        host_refusal = guard.host_refusal(request.headers.get("Host"))
        if host_refusal is not None:
            return refused(host_refusal)
        if request.path in TOKEN_ROUTES and not guard.authorized(
            request.headers.get("Authorization"), request.headers.get("Sec-WebSocket-Protocol")
        ):
            return not_authorized(guard)
        return await handler(request)

    return middleware


async def add_security_headers(_request: web.Request, response: web.StreamResponse) -> None:
    """on_response_prepare: every answer the application makes (files, refusals, the upgrade) carries them."""
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)


def page_routes(app: web.Application, root: Path) -> None:
    async def index(_request: web.Request) -> web.StreamResponse:
        return page_file(root, "index.html")

    async def file(request: web.Request) -> web.StreamResponse:
        return page_file(root, request.match_info["name"])

    async def auth(_request: web.Request) -> web.StreamResponse:
        # Reached only past the middleware: the page asks whether the token it holds is still this bridge's.
        return web.Response(status=204)

    app.router.add_get("/", index)
    app.router.add_get("/auth", auth)
    app.router.add_get("/{name}", file)


def page_file(root: Path, name: str) -> web.StreamResponse:
    match = PAGE_FILE.match(name)
    path = root / name
    if match is None or path.is_symlink() or not path.is_file():
        return refused("not found.", status=404)
    return web.Response(body=path.read_bytes(), headers={"Content-Type": CONTENT_TYPES[match.group(2)]})
