"""The incremental debug build (``swift build`` into ``.build``, as ``make build``'s) and the built host kept
apart from it, under ``.build-dev``.

A successful build's binaries are hard-linked into ``.build-dev/hosts/N/``: the host every frontend starts
from then on. The linker writes a new file for each build (it never rewrites the old one in place), so a
running host, and a frontend starting one while the next build links, always get a whole binary, and a
build that fails leaves the last good one in use."""

from __future__ import annotations

import asyncio
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import diagnostics

HOST = "viper-host"
PLUGIN_LIBRARY = "libTicTacToePlugin.so"
KEEP = 3  # hosts/N folders kept: the one in use, the one before, the new one
# The build's output is parsed, so it must not depend on a terminal. SwiftPM reuses a build's plan (every
# compile command, with `-color-diagnostics` if that build's output was a terminal) for any later build in the
# same folder and environment, whatever its own output: `make dev` in a terminal (`make build`, then this loop)
# got colour codes and no diagnostic parsed. With TERM=dumb SwiftPM never colours, even on a terminal, so a plan
# made in this environment is plain, and one a terminal made (another TERM) is not reused: SwiftPM plans anew
# (planning every build instead, --disable-build-manifest-caching, made a 1.4 s rebuild 1.8 s here). The
# compiler is told too: no colour, the LLVM style (`file:line:column: severity: message`, the line, a caret).
# Neither flag changes what is compiled (swift-driver leaves diagnostic flags out of its incremental build's
# record), so the loop builds in `make build`'s folder: after `make build`, its first build relinks in seconds.
PLAIN_OUTPUT = ["-Xswiftc", "-no-color-diagnostics", "-Xswiftc", "-diagnostic-style=llvm"]
PLAIN_ENVIRONMENT = {"TERM": "dumb"}


@dataclass
class BuildResult:
    ok: bool
    seconds: float
    output: str
    diagnostics: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Builder:
    """Runs ``swift build`` in ``root``, building into ``.build`` (``make build``'s: SwiftPM's lock makes a build
    of yours wait for the loop's, and the loop's for yours); ``state`` (``.build-dev``) holds the hosts it keeps.
    Both are ``.build*``, which the watcher ignores."""

    root: Path
    state: Path
    swift: str = "swift"
    nice: int = 0
    generation: int = 0

    @property
    def build_path(self) -> Path:
        return self.root / ".build"

    async def build(self, plugin_library: bool) -> BuildResult:
        started = time.monotonic()
        products = ["viper-host"] + (["TicTacToePlugin"] if plugin_library else [])
        output: list[str] = []
        for product in products:
            command = [self.swift, "build", "--build-path", str(self.build_path), "--product", product, *PLAIN_OUTPUT]
            if self.nice:
                command = ["nice", "-n", str(self.nice), *command]
            process = await asyncio.create_subprocess_exec(
                *command, cwd=self.root, env={**os.environ, **PLAIN_ENVIRONMENT}, stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
            out, _ = await process.communicate()
            output.append(out.decode("utf-8", "replace"))
            if process.returncode != 0:
                text = "".join(output)
                return BuildResult(False, time.monotonic() - started, text, diagnostics.parse(text, self.root))
        text = "".join(output)
        return BuildResult(True, time.monotonic() - started, text, diagnostics.parse(text, self.root))

    async def bin_dir(self) -> Path:
        process = await asyncio.create_subprocess_exec(
            self.swift, "build", "--build-path", str(self.build_path), "--show-bin-path", cwd=self.root,
            env={**os.environ, **PLAIN_ENVIRONMENT}, stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL)
        out, _ = await process.communicate()
        return Path(out.decode().strip())

    async def starts(self, host: dict[str, Any], timeout: float = 20) -> str | None:
        """None when the kept build answers ``initialize`` (in memory, with the loop's plugins) and exits;
        else why not. A build that compiles but cannot start never replaces the host that works."""
        try:
            process = await asyncio.create_subprocess_exec(
                host["binary"], *host["args"], "--in-memory", stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        except OSError as error:
            return str(error)
        lines = (b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'
                 b'{"jsonrpc":"2.0","id":2,"method":"shutdown"}\n{"jsonrpc":"2.0","method":"exit"}\n')
        try:
            out, err = await asyncio.wait_for(process.communicate(lines), timeout)
        except asyncio.TimeoutError:
            process.kill()
            await process.wait()
            return f"It did not answer initialize within {timeout:.0f} s."
        answered = b'"id":1,"result"' in out.replace(b" ", b"")
        if process.returncode == 0 and answered:
            return None
        tail = diagnostics.plain(err.decode("utf-8", "replace")).strip().splitlines()[-10:]
        return "\n".join([f"Exit status {process.returncode}{'' if answered else ', no answer to initialize'}:", *tail])

    def keep(self, bin_dir: Path) -> Path:
        """The built host (and plugin library) into a new ``hosts/N``; returns that folder."""
        self.generation += 1
        hosts = self.state / "hosts"
        target = hosts / str(self.generation)
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        for name in (HOST, PLUGIN_LIBRARY):
            source = bin_dir / name
            if not source.exists():
                continue
            try:
                os.link(source, target / name)
            except OSError:  # another file system: a copy
                shutil.copy2(source, target / name)
        for old in hosts.iterdir():
            if old.name.isdigit() and int(old.name) <= self.generation - KEEP:
                shutil.rmtree(old, ignore_errors=True)
        return target
