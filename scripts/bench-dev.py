#!/usr/bin/env python3
"""make bench-dev: the dev loop's times (Protocol/DEV.md), measured in the TUI as a newcomer sees them.

In a copy of this checkout (.build-dev/bench-checkout: kept between runs, refreshed from the working tree file by
file, so after its first build every build there is incremental), viperhost-dev runs headless and the TUI
(Textual's pilot, with the dev panel) shows a screen. RUNS times each:
  - swift: the bench form's view adapter gets a new title; save -> the new title on the TUI's screen;
  - python: the Capitals quiz plugin's screen gets a new title; save -> the new title shown (no build).
The build and the swap come from the loop's own record (.build-dev/timings.jsonl): build_s is `swift build`,
swap_ms the swap broadcast to the restored session's answer. Medians on stdout and in
.build-dev/bench-dev.json. Goals (issue 39): python <= 1 s; swap <= 300 ms; swift: the build is the floor.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ADAPTER = "Sources/Features/BenchModules/Form/View/FormBenchViewAdapter.swift"
QUIZ = "Clients/python/src/viperhost/samples/quiz.py"


def refresh_copy(copy: Path) -> None:
    """The working tree's files (tracked and new, not ignored) into ``copy``, only those that differ."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source, target = REPO / name, copy / name
        if not source.is_file():
            continue
        if target.is_file() and target.read_bytes() == source.read_bytes():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)


async def until(condition, seconds: float) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError
        await asyncio.sleep(0.005)


def last_record(timings: Path, count: int) -> dict:
    while True:
        lines = timings.read_text().splitlines() if timings.exists() else []
        if len(lines) >= count:
            return json.loads(lines[count - 1])
        time.sleep(0.05)


async def measure(copy: Path, runs: int) -> dict[str, list[float]]:
    from viperhost.dev.tui import DevApp

    state = copy / ".build-dev"
    timings = state / "timings.jsonl"
    timings.unlink(missing_ok=True)
    quiz_plugin = state / "bench-quiz-plugin"
    state.mkdir(exist_ok=True)
    quiz_plugin.write_text(f"#!/bin/sh\nPYTHONPATH='{copy / 'Clients/python/src'}' exec '{sys.executable}' "
                           "-m viperhost.samples.quiz\n")
    quiz_plugin.chmod(0o755)
    loop = subprocess.Popen([sys.executable, "-m", "viperhost.dev.cli", "--headless", "--root", str(copy),
                             "--no-sample-plugins", "--process-plugin", str(quiz_plugin),
                             "--watch-plugin", str(copy / QUIZ)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert loop.stdout is not None
    host = loop.stdout.readline().decode().strip()
    figures: dict[str, list[float]] = {"swift_shown_s": [], "swift_build_s": [], "swift_swap_ms": [],
                                       "python_shown_s": [], "python_swap_ms": []}
    adapter, quiz = copy / ADAPTER, copy / QUIZ
    adapter_text, quiz_text = adapter.read_text(), quiz.read_text()
    records = 0
    data = Path(state / "bench-data")
    shutil.rmtree(data, ignore_errors=True)
    try:
        app = DevApp(host_args=["--data-dir", str(data), "--bench-modules"], binary=host)
        async with app.run_test(size=(100, 40)):
            await until(lambda: app.host is not None and app.host.mirror.top is not None, 60)
            for kind, path, text, old, module in [("swift", adapter, adapter_text, 'title: "Form",', "bench-form"),
                                                  ("python", quiz, quiz_text, '"Capitals quiz", heading',
                                                   "capitals")]:
                await app.host.open(module, {})
                await app.refresh_view()
                for run in range(runs):
                    title = f"Bench {kind} {run}"
                    new = old.replace("Form" if kind == "swift" else "Capitals quiz", title)
                    saved = time.monotonic()
                    path.write_text(text.replace(old, new))
                    await until(lambda: app.title.endswith(title), 1800)
                    shown = time.monotonic() - saved
                    records += 1
                    record = await asyncio.to_thread(last_record, timings, records)
                    figures[f"{kind}_shown_s"].append(shown)
                    figures[f"{kind}_swap_ms"].append(record.get("swap_ms", float("nan")))
                    if kind == "swift":
                        figures["swift_build_s"].append(record.get("build_s", float("nan")))
                    print(f"{kind} run {run + 1}: shown after {shown:.2f} s (build {record.get('build_s', 0):.2f} s, "
                          f"swap {record.get('swap_ms', float('nan')):.0f} ms)", flush=True)
    finally:
        adapter.write_text(adapter_text)
        quiz.write_text(quiz_text)
        loop.terminate()
        loop.wait(timeout=60)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--copy", type=Path, default=REPO / ".build-dev" / "bench-checkout")
    options = parser.parse_args()
    copy = options.copy.resolve()
    copy.mkdir(parents=True, exist_ok=True)
    refresh_copy(copy)
    # The loop's first build (into the copy's .build) is done before it prints the stable host's path.
    print(f"bench-dev: building the copy in {copy} (the first time from scratch: minutes)", flush=True)
    figures = asyncio.run(measure(copy, options.runs))
    medians = {name: round(statistics.median(values), 3) for name, values in figures.items() if values}
    print(f"\nmedians over {options.runs} runs on {os.cpu_count()} cores (load {os.getloadavg()[0]:.1f}):")
    print(f"  {'change':<28}{'save -> shown':>15}{'build':>10}{'swap':>10}")
    print(f"  {'Swift view adapter title':<28}{medians['swift_shown_s']:>13.2f} s{medians['swift_build_s']:>8.2f} s"
          f"{medians['swift_swap_ms']:>7.0f} ms")
    print(f"  {'Python plugin title':<28}{medians['python_shown_s']:>13.2f} s{'-':>10}"
          f"{medians['python_swap_ms']:>7.0f} ms")
    (copy.parent / "bench-dev.json").write_text(json.dumps({"medians": medians, "runs": figures}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
