"""The dev loop: watch, build, tell every frontend, swap the host under each.

A burst of saves is one change: the watcher yields after 250 ms without a new event, at most 1 s after the
first (watchfiles' ``step`` and ``debounce``). Changes that come while a build runs are folded into one
follow-up build. A failed build leaves the host running and shows its errors (``dev/build {state:
"failed"}``); a successful one clears them (``ok``) and swaps the host. A Python process plugin's change
needs no build: the host is swapped (it starts its plugins again, and the session brings their screens back).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .builder import PLUGIN_LIBRARY, Builder
from .changes import ContentHashes, Plan, Watched, ignored
from .diagnostics import lines_of, raw_tail
from .hub import Hub

QUIET_MS = 250
CAP_MS = 1000


@dataclass
class Supervisor:
    watched: Watched
    builder: Builder
    hub: Hub
    host_args: Callable[[Path], list[str]]  # the supervisor's own host arguments for a kept build (plugins)
    log: Callable[[str], None]
    timings: Path
    queue: asyncio.Queue[tuple[set[Path], float]] = field(default_factory=asyncio.Queue)
    hashes: ContentHashes = field(default_factory=ContentHashes)
    current: dict[str, Any] = field(default_factory=dict)  # the cycle being measured
    bin_dir: Path = Path()  # swift build --show-bin-path
    ready: asyncio.Event = field(default_factory=asyncio.Event)  # the watcher is in place

    def host_for(self, kept: Path) -> dict[str, Any]:
        return {"binary": str(kept / "viper-host"), "args": self.host_args(kept)}

    async def watch(self, stop: asyncio.Event) -> None:
        from watchfiles import awatch  # the venv's [devloop] extra

        paths = self.watched.paths()
        self.hashes.remember(paths)
        ready = False
        # yield_on_timeout: an empty set when nothing changed for rust_timeout; the first one means the watcher
        # is in place. What was saved before that is found by comparing every file's bytes once.
        async for changes in awatch(*paths, watch_filter=lambda _change, path: not ignored(Path(path)),
                                    debounce=CAP_MS, step=QUIET_MS, stop_event=stop, rust_timeout=300,
                                    yield_on_timeout=True):
            seen = time.time()
            if not ready:
                ready = True
                changes = changes | {(None, str(path)) for path in self.files(paths)}
                self.log(f"watching {', '.join(self.watched.show(path) for path in paths)}")
                self.ready.set()
            really = self.hashes.really_changed({Path(path) for _change, path in changes})
            if really:
                self.queue.put_nowait((really, seen))

    @staticmethod
    def files(roots: list[Path]) -> list[Path]:
        return [p for root in roots for p in ([root] if root.is_file() else root.rglob("*"))
                if p.is_file() and not ignored(p)]

    async def run(self, stop: asyncio.Event) -> None:
        watcher = asyncio.create_task(self.watch(stop))
        try:
            while not stop.is_set():
                getting = asyncio.create_task(self.queue.get())
                stopping = asyncio.create_task(stop.wait())
                await asyncio.wait({getting, stopping}, return_when=asyncio.FIRST_COMPLETED)
                stopping.cancel()
                if not getting.done():
                    getting.cancel()
                    break
                changed, seen = getting.result()
                while not self.queue.empty():  # folded: what came during the last build
                    more, _ = self.queue.get_nowait()
                    changed |= more
                plan = self.watched.plan(changed)
                if not plan.empty:
                    await self.cycle(plan, seen)
        finally:
            watcher.cancel()

    async def cycle(self, plan: Plan, seen: float) -> None:
        self.current = {"files": list(plan.files), "detected": seen}
        if not plan.swift:
            self.log(f"{', '.join(plan.files)} changed: swapping the host (no build needed)")
            self.swap("plugins", plan, build_seconds=0.0)
            return
        self.log(f"{', '.join(plan.files)} changed: building")
        self.hub.announce({"state": "building", "files": list(plan.files)})
        result = await self.builder.build(plan.plugin_library)
        self.current["build_s"] = round(result.seconds, 3)
        if not result.ok:
            errors = sum(1 for d in result.diagnostics if d["severity"] == "error")
            self.log(f"build failed in {result.seconds:.1f} s ({errors} errors); the old host keeps serving")
            failed = {"state": "failed", "stage": "compile", "seconds": round(result.seconds, 3),
                      "diagnostics": result.diagnostics, "output": raw_tail(result.output)}
            self.log("\n  ".join(lines_of(failed)))
            self.hub.announce(failed)
            self.record({"ok": False})
            return
        self.log(f"built in {result.seconds:.1f} s")
        kept = self.builder.keep(self.bin_dir)
        problem = await self.builder.starts(self.host_for(kept))
        if problem is not None:
            self.log(f"the new build does not start; the old host keeps serving. {problem}")
            self.hub.announce({"state": "failed", "stage": "start", "seconds": round(result.seconds, 3),
                               "diagnostics": [], "output": problem})
            self.record({"ok": False, "starts": False})
            return
        self.hub.announce({"state": "ok", "seconds": round(result.seconds, 3)})
        self.swap("rebuilt", plan, build_seconds=result.seconds, kept=kept)

    def swap(self, reason: str, plan: Plan, build_seconds: float, kept: Path | None = None) -> None:
        # A plugin's change runs the same build again (its host starts the plugins anew).
        kept = kept or Path(self.hub.host["binary"]).parent
        params = {"reason": reason, "files": list(plan.files), "generation": self.builder.generation,
                  "buildSeconds": round(build_seconds, 3)}
        count = self.hub.swap_to(self.host_for(kept), params)
        self.current["swap_started"] = time.time()
        self.log(f"swapping the host under {count} frontend{'s' if count != 1 else ''}")
        if count == 0:
            self.record({"ok": True, "frontends": 0})

    def restored(self, message: dict[str, Any], swap_ms: float) -> None:
        how = "session restored" if message.get("restored") else "session NOT restored (launch screen)"
        breakdown = message.get("breakdown") or {}
        steps = ", ".join(f"{name} at {ms:.0f} ms" for name, ms in breakdown.items())
        self.log(f"swapped in {swap_ms:.0f} ms: {how} (the new stable host: {steps})")
        self.record({"ok": True, "swap_ms": round(swap_ms, 1), "restored": bool(message.get("restored")),
                     "breakdown": breakdown})

    def record(self, outcome: dict[str, Any]) -> None:
        with self.timings.open("a") as out:
            out.write(json.dumps({**self.current, **outcome}) + "\n")


def plugin_library_args(kept: Path) -> list[str]:
    library = kept / PLUGIN_LIBRARY
    return ["--plugin", str(library)] if library.exists() else []
