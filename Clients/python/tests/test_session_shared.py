"""SESSIONS.md §2, "Several hosts on one data directory": each host saves, and
the file holds the session saved last — all of it, never a mix of two hosts'
views. Two built hosts over pipes on one data directory, both running."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

NODES = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle"]


def saved(data: Path) -> list[tuple[str, str | None]]:
    with sqlite3.connect(data / "session.sqlite") as db:
        return list(db.execute("SELECT module, snapshot FROM session_view ORDER BY position"))


def modules(data: Path) -> list[str]:
    return [module for module, _ in saved(data)]


def start(make_host: Any, data: Path) -> Any:
    host = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    host.initialize()
    host.request("app/start", {})
    return host


def test_two_hosts_on_one_data_directory_each_save_their_whole_session(make_host: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = start(make_host, data)
    first.open("bench-form")
    controls = first.open("bench-controls").view_id
    first.idle()
    launch = modules(data)[0]
    assert modules(data) == [launch, "bench-form", "bench-controls"]

    second = start(make_host, data)
    form = second.open("bench-form").view_id
    second.idle()
    assert modules(data) == [launch, "bench-form"], "the second host's save replaced the first's"

    # The first host changes one view: it writes its whole stack again, not
    # only that view over the second host's rows.
    first.input(controls, "size", 1, "s")
    first.idle()
    assert modules(data) == [launch, "bench-form", "bench-controls"]
    assert json.loads(saved(data)[2][1] or "null")["size"] == "s"
    assert "Ada" not in (saved(data)[1][1] or "")

    # And the second host's next save is its two views, the third row gone.
    second.input(form, "name", 1, "Ada")
    second.idle()
    assert modules(data) == [launch, "bench-form"]
    assert "Ada" in (saved(data)[1][1] or "")

    for host in (first, second):
        assert host.close() == 0
        assert "saving the session failed" not in host.stderr

    again = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    again.initialize()
    result = again.request("app/start", {"restore": True})
    assert result["restored"] is True and result["module"] == "bench-form"
    assert [again.views[view].module for view in again.stack] == [launch, "bench-form"]
