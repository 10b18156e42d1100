"""SESSIONS.md §2: a saved view whose snapshot no longer decodes (its module's state changed since it
was saved) opens fresh, and the views below it are restored as saved; `app/start` says which in
`fresh`; one whose input or row no longer reads opens the launch screen, the host serving on. The built host
over pipes, a real session.sqlite made unreadable in each way a file can be."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

NODES = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle"]


def saved(data: Path) -> list[tuple[int, str, str | None]]:
    with sqlite3.connect(data / "session.sqlite") as db:
        return list(db.execute("SELECT position, module, snapshot FROM session_view ORDER BY position"))


# Every way a saved snapshot can fail to decode is one case (SESSIONS.md §2): that view opens fresh.
UNFIT_SNAPSHOTS = {
    "another shape": json.dumps({"size": 42, "rows": "not rows"}),
    "JSON of another type": "[1, 2]",
    "JSON null": "null",
    "not JSON": '{"size": "s", "rows": [',
    "empty text": "",
    "not UTF-8": b"\xff\xfe{}",
}


@pytest.mark.parametrize("snapshot", UNFIT_SNAPSHOTS.values(), ids=UNFIT_SNAPSHOTS.keys())
def test_a_view_whose_state_no_longer_fits_opens_fresh_and_the_stack_below_stays(
    make_host: Any, tmp_path: Path, snapshot: str | bytes
) -> None:
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
    # The controls' state type "changed", or the file was damaged: its snapshot is one the new module cannot read.
    with sqlite3.connect(data / "session.sqlite") as db:
        db.execute("UPDATE session_view SET snapshot = ? WHERE position = ?", (snapshot, rows[-1][0]))
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


@pytest.mark.parametrize("text", ['{"start": ', "", b"\xff"], ids=["not JSON", "empty text", "not UTF-8"])
def test_a_saved_input_that_is_not_json_opens_the_launch_screen(make_host: Any, tmp_path: Path, text: str | bytes) -> None:
    """An input that no longer decodes makes the stack unusable (its view cannot be made): the launch screen."""
    data = tmp_path / "data"
    host = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    host.initialize()
    launch = host.request("app/start", {"restore": True})["module"]  # nothing saved yet: the launch screen
    host.open("bench-controls")
    host.close()
    with sqlite3.connect(data / "session.sqlite") as db:
        db.execute("UPDATE session_view SET input = ? WHERE position = ?", (text, saved(data)[-1][0]))
    again = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    again.initialize()
    result = again.request("app/start", {"restore": True})
    assert result["restored"] is False and result["module"] == launch and "fresh" not in result
    assert again.request("view/get", {"viewId": result["viewId"]})["module"] == launch  # and it serves on


@pytest.mark.parametrize("column, value", [("presented", "yes"), ("presented", None), ("module", b"\xff"),
                                           ("module", 7)])
def test_a_saved_row_of_another_type_opens_the_launch_screen(make_host: Any, tmp_path: Path, column: str,
                                                              value: object) -> None:
    """A column holding what the host never writes there (a hand-edited or damaged file): the launch screen,
    the host serving on — never a crash."""
    data = tmp_path / "data"
    host = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    host.initialize()
    launch = host.request("app/start", {"restore": True})["module"]
    host.open("bench-controls")
    host.close()
    with sqlite3.connect(data / "session.sqlite") as db:
        db.execute("PRAGMA ignore_check_constraints = ON")
        db.execute("CREATE TABLE copy AS SELECT * FROM session_view")  # without NOT NULL, to hold a NULL
        db.execute("DROP TABLE session_view")
        db.execute("ALTER TABLE copy RENAME TO session_view")
        db.execute(f"UPDATE session_view SET {column} = ? WHERE position = ?", (value, saved(data)[-1][0]))
    again = make_host("--data-dir", str(data), "--bench-modules", nodes=NODES)
    again.initialize()
    result = again.request("app/start", {"restore": True})
    assert result["restored"] is False and result["module"] == launch
    assert again.request("view/get", {"viewId": result["viewId"]})["module"] == launch
