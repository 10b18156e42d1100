"""``viperhost-dev``: the dev loop's command line (``make dev`` runs it)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import signal
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from . import channel
from .builder import Builder
from .changes import Watched
from .diagnostics import lines_of, raw_tail
from .hub import Hub
from .supervisor import Supervisor, plugin_library_args

DESCRIPTION = """Run a frontend on a viper-host built from this checkout, and rebuild and swap the host when you save.

Watches Sources/, Templates/, Package.swift and the Python process plugins' files. A save (a burst of saves:
250 ms quiet, 1 s at most) starts an incremental `swift build` into .build/, make build's (its output the same
with or without a terminal); while it fails, every frontend shows the compiler's errors, parsed, over the last good
screen, which keeps working; when it succeeds, the host is replaced
under every frontend and the session comes back (the stack, each screen's state, what was typed). A Python
plugin's save swaps the host without a build. Timings go to .build-dev/timings.jsonl, the log to
.build-dev/dev.log (docs/FIRST-FEATURE.md, "Change it while it runs"; Protocol/DEV.md)."""

FRONTENDS = ("tui", "web", "shell")


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="viperhost-dev", description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frontend", choices=FRONTENDS, default="tui",
                        help="tui (default), web (the browser bridge; open the URL it prints) or shell (viper-sh)")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the checkout (default: the current folder)")
    parser.add_argument("--data-dir", type=Path, help="the host's data directory (default: ROOT/.data, as make run)")
    parser.add_argument("--port", type=int, default=8080, help="the web frontend's port (default 8080)")
    parser.add_argument("--fresh", action="store_true", help="start with the launch screen, not the saved session")
    parser.add_argument("--no-sample-plugins", action="store_true",
                        help="without the sample plugins (Tic-tac-toe, Capitals quiz)")
    parser.add_argument("--process-plugin", action="append", default=[], metavar="COMMAND",
                        help="another process plugin for the host (as viper-host's option)")
    parser.add_argument("--watch-plugin", action="append", default=[], type=Path, metavar="PATH",
                        help="a Python plugin's file or folder: a save there swaps the host without a build")
    parser.add_argument("--nice", type=int, default=0, help="run swift build under nice -n N")
    parser.add_argument("--swift", default="swift", help="the swift command (default: swift)")
    parser.add_argument("--headless", action="store_true",
                        help="no frontend: start the loop and print the stable host's path (tests, bench)")
    return parser.parse_args(argv)


def stable_host(state: Path, socket_path: Path) -> Path:
    """The path every frontend is given as its host: a script starting viperhost-dev-host on this loop's socket."""
    path = state / "bin" / "viper-host"
    path.parent.mkdir(parents=True, exist_ok=True)
    current = socket_path.with_name("current.json")
    # The host and its plugins, started by it, keep Python's bytecode where the loop does, whoever starts it.
    pycache = os.environ.get("PYTHONPYCACHEPREFIX")
    bytecode = f"PYTHONPYCACHEPREFIX='{pycache}' " if pycache else ""
    path.write_text(f"#!/bin/sh\n{bytecode}{channel.SOCKET_ENV}='{socket_path}' {channel.CURRENT_ENV}='{current}' "
                    f"exec '{sys.executable}' -m viperhost.dev.proxy \"$@\"\n")
    path.chmod(0o755)
    return path


def frontend_command(options: argparse.Namespace, host: Path, data_dir: Path) -> tuple[list[str], dict[str, str]]:
    env = dict(os.environ)
    restore = ["--fresh"] if options.fresh else []
    if options.frontend == "tui":
        return [sys.executable, "-m", "viperhost.dev.tui", "--host", str(host), "--data-dir", str(data_dir),
                *restore], env
    if options.frontend == "web":
        return [sys.executable, "-m", "viperhost.web", "--host", str(host), "--data-dir", str(data_dir),
                "--port", str(options.port)], env
    env["VIPER_HOST_BIN"] = str(host)
    shell = options.root / "Clients" / "shell" / "viper-sh"
    if not shell.exists():  # a checkout of a plugin or a copy without the clients: this package's checkout's
        shell = Path(__file__).resolve().parents[5] / "Clients" / "shell" / "viper-sh"
    return [str(shell), "--data-dir", str(data_dir), *restore], env


async def run_frontend(command: list[str], env: dict[str, str], kind: str, hub: Hub, stop: asyncio.Event,
                       log: Callable[[str], None]) -> int:
    """The frontend, until it ends or the loop stops. viper-sh cannot start a host again by itself: at each swap
    it is ended and started again, on the saved session (it waits for every answer, so it has nothing unanswered)."""
    while True:
        hub.swapped.clear()
        frontend = await asyncio.create_subprocess_exec(*command, env=env)
        waiting = asyncio.create_task(frontend.wait())
        events = {waiting, asyncio.create_task(stop.wait())}
        if kind == "shell":
            events.add(asyncio.create_task(hub.swapped.wait()))
        await asyncio.wait(events, return_when=asyncio.FIRST_COMPLETED)
        if waiting.done():
            return waiting.result()
        frontend.send_signal(signal.SIGINT if kind == "web" else signal.SIGTERM)
        status = await waiting
        if stop.is_set():
            return status
        log("viper-sh started again on the new host (its session restored)")


def main(argv: Sequence[str] | None = None) -> int:
    options = parse(argv)
    return asyncio.run(run(options))


async def run(options: argparse.Namespace) -> int:
    root = options.root.resolve()
    state = root / ".build-dev"
    shutil.rmtree(state / "hosts", ignore_errors=True)
    state.mkdir(parents=True, exist_ok=True)
    # What the loop starts (frontends, stable hosts, process plugins: the watched plugin folder's modules among
    # them) keeps Python's bytecode under .build-dev, never as __pycache__ beside the sources.
    if not os.environ.get("PYTHONPYCACHEPREFIX") and not os.environ.get("PYTHONDONTWRITEBYTECODE"):
        os.environ["PYTHONPYCACHEPREFIX"] = str(state / "pycache")
        sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]
    log_file = (state / "dev.log").open("a", buffering=1)
    quiet = options.frontend == "tui"  # the TUI owns the terminal: the log goes to .build-dev/dev.log only

    def log(text: str) -> None:
        line = f"{time.strftime('%H:%M:%S')} viperhost-dev: {text}"
        log_file.write(line + "\n")
        if not quiet or options.headless:
            sys.stderr.write(line + "\n")

    builder = Builder(root, state, swift=options.swift, nice=options.nice)
    bin_dir = await builder.bin_dir()
    plugins_python = list(options.watch_plugin)
    process_plugins = list(options.process_plugin)
    if not options.no_sample_plugins:
        quiz = Path(sys.executable).parent / "viperhost-quiz-plugin"
        if quiz.exists():
            process_plugins.append(str(quiz))
            plugins_python.append(root / "Clients" / "python" / "src" / "viperhost" / "samples")

    def host_args(kept: Path) -> list[str]:
        args = [] if options.no_sample_plugins else plugin_library_args(kept)
        for command in process_plugins:
            args += ["--process-plugin", command]
        return args

    sys.stderr.write("viperhost-dev: building (swift build)…\n")
    first = await builder.build(plugin_library=not options.no_sample_plugins)
    if not first.ok and not (bin_dir / "viper-host").exists():
        sys.stderr.write("\n".join(lines_of({"state": "failed", "diagnostics": first.diagnostics,
                                             "output": raw_tail(first.output)})) + "\n")
        sys.stderr.write("viperhost-dev: no host was ever built here; fix the errors and run it again\n")
        return 1
    kept = builder.keep(bin_dir)
    socket_path = state / "dev.sock"
    hub = Hub(socket_path, {"binary": str(kept / "viper-host"), "args": host_args(kept)}, log)
    if not first.ok:
        hub.build = {"state": "failed", "stage": "compile", "seconds": round(first.seconds, 3),
                     "diagnostics": first.diagnostics, "output": raw_tail(first.output)}
    watched = Watched(root, tuple(path.resolve() for path in plugins_python))
    supervisor = Supervisor(watched, builder, hub, host_args, log, state / "timings.jsonl", bin_dir=bin_dir)
    hub.on_restored = supervisor.restored
    await hub.start()
    host = stable_host(state, socket_path)
    log(f"stable host {host}")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    looping = asyncio.create_task(supervisor.run(stop))
    status = 0
    try:
        if options.headless:
            await supervisor.ready.wait()  # a test or the bench saves as soon as it reads the path
            print(host, flush=True)
            await stop.wait()
        else:
            data_dir = (options.data_dir or root / ".data").resolve()
            command, env = frontend_command(options, host, data_dir)
            status = await run_frontend(command, env, options.frontend, hub, stop, log)
    finally:
        stop.set()
        looping.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await looping
        await hub.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
