"""The incremental debug build (``swift build``) and the built host kept apart from the build folder.

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


@dataclass
class BuildResult:
    ok: bool
    seconds: float
    output: str
    diagnostics: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Builder:
    """Runs ``swift`` in ``root``; ``state`` is ``.build-dev`` (ignored by the watcher: it is a ``.build*``)."""

    root: Path
    state: Path
    swift: str = "swift"
    nice: int = 0
    generation: int = 0

    async def build(self, plugin_library: bool) -> BuildResult:
        started = time.monotonic()
        products = ["viper-host"] + (["TicTacToePlugin"] if plugin_library else [])
        output: list[str] = []
        for product in products:
            command = [self.swift, "build", "--product", product]
            if self.nice:
                command = ["nice", "-n", str(self.nice), *command]
            process = await asyncio.create_subprocess_exec(
                *command, cwd=self.root, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
            out, _ = await process.communicate()
            output.append(out.decode("utf-8", "replace"))
            if process.returncode != 0:
                text = "".join(output)
                return BuildResult(False, time.monotonic() - started, text, diagnostics.parse(text, self.root))
        text = "".join(output)
        return BuildResult(True, time.monotonic() - started, text, diagnostics.parse(text, self.root))

    async def bin_dir(self) -> Path:
        process = await asyncio.create_subprocess_exec(
            self.swift, "build", "--show-bin-path", cwd=self.root, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL)
        out, _ = await process.communicate()
        return Path(out.decode().strip())

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
