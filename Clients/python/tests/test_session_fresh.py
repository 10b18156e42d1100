"""SESSIONS.md §2: a saved view whose snapshot no longer decodes (its module's state changed since it
was saved) opens fresh, and the views below it are restored as saved; `app/start` says which in
`fresh`. The built host over pipes, a real session.sqlite whose snapshot is made unreadable."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

NODES = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle"]


def saved(data: Path) -> list[tuple[int, str, str | None]]:
    with sqlite3.connect(data / "session.sqlite") as db:
        return list(db.execute("SELECT position, module, snapshot FROM session_view ORDER BY position"))


def test_a_view_whose_state_no_longer_fits_opens_fresh_and_the_stack_below_stays(make_host: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    host = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    host.initialize()
    host.request("app/start", {"restore": True})
    form = host.open("bench-form").view_id
    host.input(form, "name", 1, "Ada")
    controls = host.open("bench-controls").view_id
    host.input(controls, "size", 1, "s")
    host.idle()
    host.close()
    rows = saved(data)
    assert [module for _, module, _ in rows][-2:] == ["bench-form", "bench-controls"]
    # The controls' state type "changed": its snapshot is one the new module cannot read.
    with sqlite3.connect(data / "session.sqlite") as db:
        db.execute("UPDATE session_view SET snapshot = ? WHERE position = ?",
                   (json.dumps({"size": 42, "rows": "not rows"}), rows[-1][0]))
    again = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    again.initialize()
    result = again.request("app/start", {"restore": True})
    assert result["restored"] is True and result["module"] == "bench-controls"
    assert result["fresh"] == [{"viewId": result["viewId"], "module": "bench-controls"}]
    stack = again.stack
    below = next(view for view in stack[:-1] if again.views[view].module == "bench-form")
    name = [n for n in again.views[below].view["children"][0]["children"][0]["children"] if n.get("key") == "name"][0]
    assert name["value"] == "Ada"  # restored as saved
    top = again.views[result["viewId"]].view
    size = top["children"][1]["children"][0]
    assert size["key"] == "size" and size["value"] == "m"  # opened fresh: the module's default


def test_a_session_that_fits_has_no_fresh_member(make_host: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    host = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    host.initialize()
    host.request("app/start", {"restore": True})
    host.open("bench-controls")
    host.close()
    again = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    again.initialize()
    result = again.request("app/start", {"restore": True})
    assert result["restored"] is True and "fresh" not in result
