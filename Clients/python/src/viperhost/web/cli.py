"""viperhost-web's command line: options, the one line with the URL to open, and a clean stop."""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

from aiohttp import web

from ..locate import find_host_binary, own_data
from .address import BridgeAddress, is_loopback_address
from .bridge import HANDLERS_S, HOSTS_END_S, HOSTS_TERM_S, STOP_BOUND_S, Bridge, log
from .children import children_watched_by_pidfd, stop_signals
from .guard import MIN_GIVEN_TOKEN, TOKEN_SHAPE, AllowedHost, Guard, new_token, parse_allowed_origins
from .pages import add_security_headers, guarded, page_routes
from .server import KEEPALIVE_TIMEOUT, RateLimited, quiet_aiohttp_logs, raise_file_limit, with_headers_deadline
from .slots import FULL_WAIT_S

EX_USAGE = 64
EX_NOINPUT = 66
EX_UNAVAILABLE = 69

EPILOG = f"""\
Security (Clients/README.md, "Security"): every request must name this server in its Host header
(localhost, 127.0.0.1 or [::1] with this port, or a name given by --allow-host). A session needs the
launch's token: open the URL it prints when it starts (its address and port, and ?token=) — the page keeps
the token in the tab (never in a cookie) and sends it with its WebSocket — or send
"Authorization: Bearer TOKEN". A WebSocket handshake from a browser must come from this server's own
page (its Origin) or an origin given by --allow-origin; one with no Origin (a program, not a browser)
needs only the Host and the token. Without them: HTTP 403 and a one-line reason.

Limits (Clients/README.md, "Limits"): --max-sessions counts hosts that run, until each has ended; a tab
beyond them waits up to {FULL_WAIT_S:g} s for one to end, then is told the server is full (4001). SIGTERM or
SIGINT: every page hears 1001, every host's input ends, hosts still running after {HOSTS_END_S:g} s are
terminated, after {HOSTS_TERM_S:g} s more killed; the bridge exits 0 within {STOP_BOUND_S:g} s.

Arguments after -- go to every viper-host (e.g. -- --plugin lib.so --jobs-url URL)."""


def web_root() -> Path:
    """Clients/web/ of the checkout this package lives in, else an
    installation's PREFIX/share/viper-host/web."""
    return own_data("Clients/web", "web") or Path("Clients/web")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="viperhost-web",
        description="Serve the browser frontend: one viper-host per WebSocket connection (per tab).",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", help="the viper-host binary (default: $VIPER_HOST_BIN, PATH, build folder)")
    data = parser.add_mutually_exclusive_group()
    data.add_argument("--data-dir", help="the hosts' data directory, shared by every tab (default: the host's own)")
    data.add_argument("--in-memory", action="store_true", help="each host keeps everything in memory")
    parser.add_argument("--bind", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1); any other than loopback needs --allow-host")
    parser.add_argument("--port", type=int, default=8080, help="port (default 8080; 0 picks a free one)")
    parser.add_argument("--max-sessions", type=int, default=16,
                        help=f"hosts running at once (default 16); one more tab waits up to {FULL_WAIT_S:g} s "
                        "for one to end")
    parser.add_argument("--token", help=f"the secret to require (at least {MIN_GIVEN_TOKEN} of A-Z a-z 0-9 . _ ~ -; "
                        "default: $VIPERHOST_WEB_TOKEN, else a new random one each launch). Prefer the variable: "
                        "a command line is visible to every user of the machine")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME[:PORT]",
                        help="also answer to this Host (repeatable), e.g. the name a reverse proxy forwards")
    parser.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                        help="also accept WebSocket handshakes from this origin (repeatable), e.g. https://app.example:8443")
    parser.add_argument("--web-root", type=Path, default=None,
                        help="the page's folder (default: Clients/web, or an installation's share/viper-host/web)")
    parser.add_argument("host_args", nargs="*", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def make_app(bridge: Bridge, root: Path) -> web.Application:
    app = web.Application(middlewares=[guarded(bridge.guard)])
    app.on_response_prepare.append(add_security_headers)
    app.router.add_get("/session", bridge.session)
    page_routes(app, root)
    app.on_shutdown.append(bridge.shutdown)
    return app


def listen(bind: str, port: int) -> socket.socket:
    """The listening socket, bound first so that the Host check knows the port (--port 0 picks one)."""
    family = socket.AF_INET6 if ":" in bind else socket.AF_INET
    return socket.create_server((bind.strip("[]"), port), family=family)


async def serve(sock: socket.socket, bridge: Bridge, root: Path) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(RateLimited())
    runner = web.AppRunner(make_app(bridge, root), handle_signals=False, access_log=None,
                           keepalive_timeout=KEEPALIVE_TIMEOUT, shutdown_timeout=HANDLERS_S)
    # Hosts' ends and the stop signals are learnt in ways that cannot be lost (children.py).
    with stop_signals(loop, stop.set), children_watched_by_pidfd(loop):
        await runner.setup()
        assert runner.server is not None
        listener = await loop.create_server(with_headers_deadline(runner.server, loop), sock=sock)
        try:
            # The one line that shows the token (never logged elsewhere).
            log(f"serving on {bridge.guard.address.url(bridge.guard.token)} (host: {bridge.binary})")
            await stop.wait()
            log(f"stopping: closing every session ({bridge.slots.taken} open)")
        finally:
            listener.close()
            await runner.cleanup()


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if options.max_sessions < 1:
        log("--max-sessions must be at least 1")
        return EX_USAGE
    if not 0 <= options.port <= 65535:
        log(f"--port {options.port} is not a port (0 … 65535; 0 picks a free one)")
        return EX_USAGE
    token = options.token or os.environ.get("VIPERHOST_WEB_TOKEN") or new_token()
    if not TOKEN_SHAPE.fullmatch(token):
        log(f"the token must be at least {MIN_GIVEN_TOKEN} characters, each of A-Z a-z 0-9 . _ ~ -")
        return EX_USAGE
    try:
        allowed_hosts = tuple(AllowedHost.parse(text) for text in options.allow_host)
        allowed_origins = parse_allowed_origins(options.allow_origin)
    except ValueError as error:
        log(str(error))
        return EX_USAGE
    if not is_loopback_address(options.bind):
        if not [allowed for allowed in allowed_hosts if not is_loopback_address(allowed.name)]:
            log(f"--bind {options.bind} listens beyond this machine: name the host that others use to reach it "
                "with --allow-host (requests naming any other host are refused)")
            return EX_USAGE
        log(f"WARNING: listening on {options.bind}: anyone who can reach this port and has the token drives "
            "hosts with your data (and any token in their environment); plain HTTP sends the token in clear "
            "text — put a TLS reverse proxy in front (Clients/README.md, \"Security\")")
    host_args = list(options.host_args)
    if options.data_dir:
        host_args = ["--data-dir", options.data_dir, *host_args]
    elif options.in_memory:
        host_args = ["--in-memory", *host_args]
    binary = options.host or find_host_binary()
    root = options.web_root or web_root()
    if not (root / "index.html").is_file():
        log(f"no index.html in {root}: give --web-root")
        return EX_NOINPUT
    try:
        sock = listen(options.bind, options.port)
    except OSError as error:
        log(f"cannot listen on {options.bind} port {options.port}: {error.strerror or error}")
        return EX_UNAVAILABLE
    guard = Guard(token, BridgeAddress.of(sock, options.bind), allowed_hosts, allowed_origins)
    quiet_aiohttp_logs()
    raise_file_limit()
    asyncio.run(serve(sock, Bridge(binary, host_args, options.max_sessions, guard), root))
    return 0
