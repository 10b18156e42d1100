#!/usr/bin/env python3
"""Fill a data directory's To-dos with N rows, straight into SQLite (not through a screen).

    bench/fill_todos.py DATA_DIR N [--host BIN]

When DATA_DIR has no database with the `todo` table yet, a host is started on
it once (initialize, view/open todos, host/idle, end of input) so that the
host's own migrations make the schema: this script never writes a schema of
its own, so it cannot drift from the host's. Then, in one transaction, it
appends N to-dos (a recursive CTE: a million rows take a few seconds), marks
onboarding completed (so app/start opens `home`, not `onboarding`) and prints
how many rows the table holds. The host must not be running on DATA_DIR.

Rows are titled `To-do {id}` (their id, after the highest the table ever
gave, as /tmp/vh/fill-todos.py numbers them), priorities low/normal/high in turn, a due date on three rows
of four, a time on one of eight, every fifth row done, and a `draft` token of
this fill (the table wants it unique). Standard library only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path

DATABASE = "viper-host.sqlite"

SCHEMA_LINES = b"".join(
    line + b"\n"
    for line in (
        b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}',
        b'{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"todos"}}',
        b'{"jsonrpc":"2.0","id":3,"method":"host/idle"}',
    )
)

# One statement: the rows are made inside SQLite, none crosses into Python.
FILL = """
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count)
INSERT INTO todo (id, title, priority, due, at, done, draft)
SELECT :first + i - 1, 'To-do ' || (:first + i - 1),
       CASE i % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'normal' ELSE 'high' END,
       CASE WHEN i % 4 = 0 THEN NULL ELSE printf('2027-%02d-%02d', 1 + i % 12, 1 + i % 28) END,
       CASE WHEN i % 8 = 1 THEN printf('%02d:%02d', i % 24, (i * 7) % 60) END,
       i % 5 = 0,
       :token || '-' || i
FROM n
"""


def default_host() -> str:
    """$VIPER_HOST_BIN, else viper-host on PATH, else this checkout's debug build."""
    found = os.environ.get("VIPER_HOST_BIN") or shutil.which("viper-host")
    return found or str(Path(__file__).resolve().parent.parent / ".build" / "debug" / "viper-host")


def has_schema(database: Path) -> bool:
    if not database.exists():
        return False
    with sqlite3.connect(database) as db:
        return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'todo'").fetchone() is not None


def make_schema(host: str, data_dir: Path) -> None:
    """The host's migrations run when the todos screen first reads its rows; its input's end stops it."""
    data_dir.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([host, "--data-dir", str(data_dir)], input=SCHEMA_LINES, capture_output=True, timeout=120)
    if done.returncode != 0 or not has_schema(data_dir / DATABASE):
        sys.exit(f"fill_todos: {host} made no todo table in {data_dir} (exit {done.returncode}): "
                 f"{done.stderr.decode(errors='replace')[-500:]}")


def fill(database: Path, count: int) -> int:
    """Appends `count` rows in one transaction; returns the table's row count."""
    with sqlite3.connect(database, timeout=30) as db:  # the `with` commits, or rolls back on an error
        # After the highest id the table ever gave (AUTOINCREMENT never reuses one), so a title's number is its id.
        first = db.execute("SELECT MAX(COALESCE((SELECT MAX(id) FROM todo), 0), "
                           "COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'todo'), 0)) + 1").fetchone()[0]
        if count:
            db.execute(FILL, {"count": count, "first": first, "token": f"fill-{uuid.uuid4().hex[:12]}"})
        db.execute("INSERT OR REPLACE INTO onboarding_completion (id, completed) VALUES (1, 1)")
        total = db.execute("SELECT COUNT(*) FROM todo").fetchone()[0]
    return int(total)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data_dir", type=Path, help="the host's --data-dir (made if missing)")
    parser.add_argument("count", type=int, help="how many to-dos to append (0: only make the schema)")
    parser.add_argument("--host", default=None, help="viper-host (default: $VIPER_HOST_BIN, PATH, .build/debug)")
    options = parser.parse_args(argv)
    if options.count < 0:
        parser.error("N must be 0 or more")
    database = options.data_dir / DATABASE
    if not has_schema(database):
        make_schema(options.host or default_host(), options.data_dir)
    started = time.monotonic()
    total = fill(database, options.count)
    print(f"{database}: {options.count:,} to-dos added in {time.monotonic() - started:.1f} s, {total:,} in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
