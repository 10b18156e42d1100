#!/usr/bin/env python3
"""make bench-scale: what a To-dos screen costs with 1k to 1M rows, host, TUI and page (issue #45).

For each row count the To-dos are filled with SQL (bench/fill_todos.py), then the host is measured
over pipes (bench/scale_host.py), the TUI in tmux and the page in headless Chromium
(bench/scale_frontends.py). One markdown table (a figure per line, a row count per column, the
growth from the first count to the last, the issue's target and whether the last count meets it) is
printed and written to bench/results/scale-DATE[-LABEL].md, the figures to the .json beside it.
A benchmark, not a test: nothing here fails on a figure.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fill_todos  # noqa: E402 (this folder is not a package)
import scale_frontends  # noqa: E402
import scale_host  # noqa: E402
from run import git_revision, machine  # noqa: E402
from scale_table import table  # noqa: E402

ROWS = [1_000, 10_000, 100_000, 1_000_000]
PARTS = ("host", "tui", "page")


def filled(tmp: Path, binary: str, rows: int) -> Path:
    """A data directory holding `rows` to-dos: the host makes the schema, SQL adds the rows."""
    data = tmp / f"rows-{rows}"
    fill_todos.make_schema(binary, data)
    fill_todos.fill(data / fill_todos.DATABASE, rows)
    return data


def guarded(part: str, measure, *args) -> dict | str:  # type: ignore[no-untyped-def]
    """A part that fails says why in its column ("n/a (…)") instead of ending the run."""
    try:
        return measure(*args)
    except Exception as error:  # noqa: BLE001 (any failure of one part is reported, the others go on)
        print(f"bench-scale: {part} failed: {error!r}", file=sys.stderr)
        return f"n/a ({part} failed: {str(error).splitlines()[0][:120] if str(error) else type(error).__name__})"


def parse_rows(text: str) -> list[int]:
    return [int(word.replace("_", "").replace(",", "")) for word in text.split()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default=os.environ.get("VIPER_HOST_BIN"), help="viper-host (default $VIPER_HOST_BIN)")
    parser.add_argument("--rows", default=os.environ.get("SCALE_ROWS") or " ".join(map(str, ROWS)),
                        help='row counts, e.g. "1000 1000000" (default $SCALE_ROWS, else 1k 10k 100k 1M)')
    parser.add_argument("--parts", default=os.environ.get("SCALE_PARTS") or ",".join(PARTS),
                        help="which of host,tui,page to measure (default all; $SCALE_PARTS)")
    parser.add_argument("--runs", type=int, default=5, help="host starts per row count for the open's p50")
    parser.add_argument("--toggles", type=int, default=200, help="toggles per phase (top, middle)")
    parser.add_argument("--label", default=os.environ.get("SCALE_LABEL", ""), help="a word for the file name")
    parser.add_argument("--out-dir", type=Path, default=HERE / "results")
    parser.add_argument("--tui-from", type=Path, help="a checkout whose TUI to run (default: the venv's)")
    parser.add_argument("--page-from", type=Path, help="a checkout whose page to serve (default: this one's)")
    options = parser.parse_args()
    if not options.host:
        parser.error("--host or $VIPER_HOST_BIN: the viper-host to measure")
    rows, parts = parse_rows(options.rows), [p for p in options.parts.split(",") if p]
    if not rows or any(p not in PARTS for p in parts):
        parser.error(f"--rows needs counts, --parts a subset of {','.join(PARTS)}")
    binary = str(Path(options.host).resolve())
    now = datetime.datetime.now()
    results: dict = {"machine": machine(), "date": now.isoformat(timespec="seconds"), "revision": git_revision(),
                     "host": binary, "label": options.label, "rows": rows, "parts": parts, "figures": {},
                     "tui_from": str(options.tui_from or "this checkout"),
                     "page_from": str(options.page_from or "this checkout")}
    options.out_dir.mkdir(parents=True, exist_ok=True)
    stem = options.out_dir / ("scale-" + now.strftime("%Y-%m-%d-%H%M") + (f"-{options.label}" if options.label else ""))
    tmp = Path(tempfile.mkdtemp(prefix="viper-bench-scale-"))
    try:
        for count in rows:
            print(f"bench-scale: {count:,} rows", file=sys.stderr)
            data = filled(tmp, binary, count)
            figures: dict = {}
            if "host" in parts:
                figures["host"] = guarded("host", scale_host.measure, binary, data, count, options.runs,
                                          options.toggles)
            if "tui" in parts:
                figures["tui"] = guarded("tui", scale_frontends.tui, binary, data, options.tui_from)
            if "page" in parts:
                figures["page"] = guarded("page", scale_frontends.page, binary, data, options.page_from)
            results["figures"][str(count)] = figures
            shutil.rmtree(data, ignore_errors=True)  # a million rows are 100 MB: one directory at a time
            write(stem, results, rows)  # so far: a long run stopped keeps the counts it measured
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(write(stem, results, rows))
    print(f"written: {stem}.md, {stem}.json", file=sys.stderr)
    return 0


def write(stem: Path, results: dict, rows: list[int]) -> str:
    """The table of the counts measured so far, and the figures, at `stem`.md and .json; the table."""
    text = table({**results, "rows": [r for r in rows if str(r) in results["figures"]]})
    stem.with_suffix(".md").write_text(text)
    stem.with_suffix(".json").write_text(json.dumps(results, indent=2, default=str) + "\n")
    return text


if __name__ == "__main__":
    sys.exit(main())
