#!/usr/bin/env python3
"""What a scripted viper-sh command costs (issue #46): per command, flat from 10 to 2,000 rows.

    bench/viper_sh.py --host BIN [--shell VIPER_SH [--name NAME]] [--vs OTHER_VIPER_SH [--vs-name NAME]]
                      [--rows "10 2000"] [--adds 20] [--runs 3] [--import 1000] [--label LABEL]

For each list size N, a data directory holding N to-dos (bench/fill_todos.py) and a script on
stdin that opens the To-dos and adds ADDS rows, four commands a row (`do add`, `fill title …`,
`submit`, `idle`), as a CSV import does; the same script without the adds (`open todos` only)
is timed too, and the difference over 4 × ADDS is the cost of one command (start-up and the
open drop out). Also the issue's one-shot add (`viper-sh --in-memory --fresh -c "open todo-add;
fill title 'X'; submit; idle"`, start-up included), and, with --import N, the README's CSV import
of N rows timed whole. jq processes are counted by a `jq` on PATH that notes each start and
execs the real one (a separate run: its own start costs are not in the times). With --vs, the
two viper-sh run in turn, A B A B, each figure the median of its runs, the ratio per pair.
A markdown table goes to stdout and bench/results/viper-sh-DATE[-LABEL].md, figures to the .json
beside it. A benchmark, not a test: nothing fails on a figure.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fill_todos  # noqa: E402 (this folder is not a package)
from run import git_revision, machine  # noqa: E402

ONE_ADD = "open todo-add; fill title 'X'; submit; idle"


def add_script(adds: int, first: int = 1) -> str:
    """`open todos`, then ADDS rows added as a CSV import adds them (README: four commands a row)."""
    lines = ["open todos"]
    for i in range(first, first + adds):
        lines += ["do add", f"fill title Imported {i}", "submit", "idle"]
    return "\n".join(lines) + "\n"


def timed(command: list[str], stdin: str, env: dict[str, str]) -> tuple[float, float]:
    """Runs COMMAND to its end; its wall seconds and its children's CPU seconds (user + system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    done = subprocess.run(command, input=stdin.encode(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{command[0]} exited {done.returncode}: {done.stderr.decode(errors='replace')[-400:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def jq_counter(tmp: Path) -> tuple[Path, Path]:
    """A folder holding a `jq` that appends a line to a file at each start, then is the real jq."""
    real = shutil.which("jq")
    if real is None:
        sys.exit("viper_sh.py: jq is not on PATH")
    folder, log = tmp / "count-jq", tmp / "jq-starts"
    folder.mkdir()
    shim = folder / "jq"
    shim.write_text(f'#!/bin/sh\necho >>"{log}"\nexec {real} "$@"\n')
    shim.chmod(0o755)
    return folder, log


def jq_starts(command: list[str], stdin: str, env: dict[str, str], folder: Path, log: Path) -> int:
    log.write_text("")
    counted = dict(env, PATH=f"{folder}{os.pathsep}{env['PATH']}")
    subprocess.run(command, input=stdin.encode(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=counted)
    return len(log.read_text().splitlines())


def copy_of(template: Path, tmp: Path) -> Path:
    """A fresh copy of a filled data directory: every run starts from the same N rows."""
    data = tmp / "run"
    shutil.rmtree(data, ignore_errors=True)
    shutil.copytree(template, data)
    return data


def measure(shells: dict[str, str], host: str, rows: list[int], adds: int, runs: int, importing: int,
            tmp: Path) -> dict:
    env = dict(os.environ, VIPER_HOST_BIN=host)
    folder, log = jq_counter(tmp)
    figures: dict = {name: {"one_add": [], "one_add_jq": 0, "sizes": {}} for name in shells}
    for name, shell in shells.items():
        figures[name]["one_add_jq"] = jq_starts([shell, "--in-memory", "--fresh", "-c", ONE_ADD], "", env, folder, log)
    for _ in range(runs):
        for name, shell in shells.items():  # A B A B: a drift of the machine's speed hits both
            figures[name]["one_add"].append(timed([shell, "--in-memory", "--fresh", "-c", ONE_ADD], "", env)[0])
    for count in rows:
        template = tmp / f"rows-{count}"
        fill_todos.make_schema(host, template)
        fill_todos.fill(template / fill_todos.DATABASE, count)
        for name, shell in shells.items():
            command = [shell, "--data-dir", "DATA"]
            size = figures[name]["sizes"][count] = {"wall": [], "cpu": []}
            data = copy_of(template, tmp)
            command[2] = str(data)
            starts_open = jq_starts(command, add_script(0), env, folder, log)
            data = copy_of(template, tmp)
            command[2] = str(data)
            size["jq_per_command"] = (jq_starts(command, add_script(adds), env, folder, log) - starts_open) / (4 * adds)
        for _ in range(runs):
            for name, shell in shells.items():
                size = figures[name]["sizes"][count]
                command = [shell, "--data-dir", str(copy_of(template, tmp))]
                open_wall, open_cpu = timed(command, add_script(0), env)
                command = [shell, "--data-dir", str(copy_of(template, tmp))]
                wall, cpu = timed(command, add_script(adds), env)
                size["wall"].append((wall - open_wall) / (4 * adds))
                size["cpu"].append((cpu - open_cpu) / (4 * adds))
    if importing:
        csv = tmp / "todos.csv"
        csv.write_text("".join(f"Imported {i},normal\n" for i in range(1, importing + 1)))
        for name, shell in shells.items():
            template = tmp / f"rows-{rows[0]}"
            data = copy_of(template, tmp)
            # README.md's import, as a user runs it: the commands are made as viper-sh runs them.
            script = (f'{{ echo "open todos"; while IFS=, read -r title priority; do '
                      f'printf "do add\\nfill title %s\\nchoose priority %s\\nsubmit\\n" "$title" "$priority"; '
                      f'done <"{csv}"; }} | "{shell}" --data-dir "{data}"')
            figures[name]["import"] = timed(["bash", "-c", script], "", env)[0]
            with sqlite3.connect(data / fill_todos.DATABASE) as db:  # the import did what it says
                added = db.execute("SELECT COUNT(*) FROM todo WHERE title LIKE 'Imported %'").fetchone()[0]
            if added != importing:
                raise RuntimeError(f"{shell}: the import added {added} rows, not {importing}")
    return figures


def median_ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:,.1f}"


def table(figures: dict, shells: dict[str, str], rows: list[int], adds: int, importing: int) -> str:
    names = list(shells)
    head = "| figure | " + " | ".join(names) + (" | ratio (A/B, median of pairs) |" if len(names) == 2 else " |")
    lines = [head, "|---" * (len(names) + 1 + (len(names) == 2)) + "|"]

    def row(label: str, cells: list[str], pairs: list[list[float]] | None = None) -> None:
        ratio = ""
        if len(names) == 2:
            ratio = " | " + (f"{statistics.median(a / b for a, b in zip(*pairs)):.3f}×" if pairs else "")
        lines.append(f"| {label} | " + " | ".join(cells) + ratio + " |")

    ones = [figures[n]["one_add"] for n in names]
    row("one add, -c (start-up included), wall ms", [median_ms(v) for v in ones], ones)
    row("one add, -c: jq processes started", [str(figures[n]["one_add_jq"]) for n in names])
    for count in rows:
        walls = [figures[n]["sizes"][count]["wall"] for n in names]
        cpus = [figures[n]["sizes"][count]["cpu"] for n in names]
        row(f"{count:,} rows: per command ({adds} adds, 4 commands each), wall ms", [median_ms(v) for v in walls], walls)
        row(f"{count:,} rows: per command, CPU ms (viper-sh, jq, host)", [median_ms(v) for v in cpus], cpus)
        row(f"{count:,} rows: jq processes started per command",
            [f"{figures[n]['sizes'][count]['jq_per_command']:.2f}" for n in names])
    if importing:
        row(f"CSV import of {importing:,} rows (README), s", [f"{figures[n]['import']:.1f}" for n in names])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default=os.environ.get("VIPER_HOST_BIN"), help="viper-host (default: $VIPER_HOST_BIN)")
    parser.add_argument("--shell", default=str(HERE.parent / "Clients" / "shell" / "viper-sh"), help="viper-sh (A)")
    parser.add_argument("--vs", default=None, help="another viper-sh (B), run in turn with A")
    parser.add_argument("--name", default=None, help="A's name in the table (default: its path)")
    parser.add_argument("--vs-name", default=None, help="B's name in the table (default: its path)")
    parser.add_argument("--rows", default="10 2000", help="list sizes (default: '10 2000')")
    parser.add_argument("--adds", type=int, default=20, help="rows added per run (4 commands each; default 20)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each figure (default 3)")
    parser.add_argument("--import", dest="importing", type=int, default=0, help="also time a CSV import of N rows")
    parser.add_argument("--label", default="", help="a suffix for the results' file names")
    options = parser.parse_args(argv)
    if not options.host:
        parser.error("--host (or $VIPER_HOST_BIN) is needed")
    shells = {"A: " + (options.name or options.shell): str(Path(options.shell).resolve())}
    if options.vs:
        shells["B: " + (options.vs_name or options.vs)] = str(Path(options.vs).resolve())
    rows = [int(word) for word in options.rows.split()]
    with tempfile.TemporaryDirectory(prefix="bench-viper-sh-") as folder:
        figures = measure(shells, options.host, rows, options.adds, options.runs, options.importing, Path(folder))
    text = table(figures, shells, rows, options.adds, options.importing)
    print(text)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M") + (f"-{options.label}" if options.label else "")
    out = HERE / "results" / f"viper-sh-{stamp}"
    load = os.getloadavg()
    header = (f"viper-sh per command, {datetime.date.today()}, git {git_revision()}, host {options.host}, "
              f"load average {load[0]:.2f} at the end\n\n")
    out.with_suffix(".md").write_text(header + text + "\n")
    out.with_suffix(".json").write_text(json.dumps({"figures": figures, "machine": machine(), "host": options.host,
                                                    "adds": options.adds, "runs": options.runs}, indent=1) + "\n")
    print(f"\n{out}.md", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
