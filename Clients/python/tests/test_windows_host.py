"""Lists of any size (PROTOCOL §6) from the outside: the built host over real pipes, a To-dos
database filled with SQL. The window a frontend asks for (by position or by a row's key) with its
margin; rows inserted, deleted and changed above, inside and below it; rule 8's More and Earlier;
the place kept across a `kill -9` (also when rows came above, or the row itself went); and hostile
requests answered with the documented error, the window and the data untouched."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from viperhost import Host
from viperhost import HostError as RPCError

ALL = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle",
       "list.window"]


def walk(node: Any, kind: str) -> list[dict]:
    found: list[dict] = []
    if isinstance(node, dict):
        if node.get("type") == kind:
            found.append(node)
        for child in node.get("children", []):
            found += walk(child, kind)
    return found


def fill(data_dir: Path, count: int) -> None:
    """`count` to-dos written straight into the database the host made (ids 1 … count)."""
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        db.execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) "
            "INSERT INTO todo (title, priority, draft) SELECT 'To-do ' || i, 'normal', 'fill-' || i FROM n", (count,))


def sql(data_dir: Path, statement: str, *args: Any) -> list[tuple]:
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        return db.execute(statement, args).fetchall()


class Todos:
    """A host on `data_dir` with the To-dos list open."""

    def __init__(self, make_host: Any, data_dir: Path, nodes: list[str] = ALL, restore: bool = False) -> None:
        self.host: Host = make_host("--data-dir", str(data_dir), nodes=nodes, check_requests=False)
        self.host.initialize()
        if restore:
            assert self.host.app_start(restore=True).get("restored") is True
            self.view = self.host.stack[-1]
        else:
            self.host.app_start()
            self.view = self.host.open("todos").view_id
        self.host.idle()
        self.seq = 0

    @property
    def list(self) -> dict:
        [node] = walk(self.host.views[self.view].view, "list")[:1]
        return node

    @property
    def window(self) -> dict:
        return self.list["window"]

    @property
    def keys(self) -> list[int]:
        return [int(row["key"]) for row in self.list["items"]]

    def rows(self, **params: Any) -> dict:
        answer = self.host.request("view/rows", {"viewId": self.view, "list": "open", **params})
        self.host.idle()
        return answer

    def flip(self, key: int, on: bool) -> None:
        self.seq += 1
        self.host.input(self.view, str(key), self.seq, on)
        self.host.idle()

    def delete_elsewhere(self, key: int) -> None:
        """The to-do deleted on its detail screen, then back on the list (which reads its window again)."""
        detail = self.host.open("todo-detail", {"id": key}).view_id
        self.host.idle()
        self.host.event(detail, "delete")
        self.host.event(detail, "confirm")
        self.host.idle()
        assert self.host.stack[-1] == self.view


@pytest.fixture
def filled(make_host: Any, data_dir: Path) -> Path:
    """A data directory with 2,000 to-dos (the host made the schema first)."""
    Todos(make_host, data_dir).host.close()
    fill(data_dir, 2000)
    return data_dir


def test_the_first_window_is_the_first_page_with_its_margin_and_the_whole_is_counted(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    assert todos.keys == list(range(1, 101))
    assert todos.window == {"start": 0, "total": 2000, "more": True, "anchor": "1"}


def test_a_jump_by_position_and_pages_by_key_send_the_rows_asked_for_and_a_margin(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    todos.rows(**{"from": 1000, "count": 20})
    assert todos.keys == list(range(951, 1071))
    assert todos.window == {"start": 950, "total": 2000, "more": True, "anchor": "1001"}
    todos.rows(after="1070", count=40, anchor="1060")
    assert todos.keys == list(range(1021, 1161))
    assert todos.window == {"start": 1020, "total": 2000, "more": True, "anchor": "1060"}
    todos.rows(before="1021", count=10)
    assert todos.keys == list(range(961, 1071))
    todos.rows(**{"from": 5_000_000, "count": 30})  # past the end: the last rows
    assert todos.keys[-1] == 2000
    assert todos.window["more"] is False
    assert todos.window["anchor"] == "1971"


def test_rows_held_already_move_only_the_anchor(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    before = todos.host.get(todos.view)["rev"]
    todos.rows(**{"from": 10, "count": 20, "anchor": "15"})
    assert todos.keys == list(range(1, 101))
    assert todos.window["anchor"] == "15"
    assert todos.host.get(todos.view)["rev"] == before + 1
    todos.rows(**{"from": 10, "count": 20, "anchor": "15"})  # the same again: nothing to send
    assert todos.host.get(todos.view)["rev"] == before + 1


def test_a_flip_in_the_middle_patches_one_row_and_is_saved(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    todos.rows(**{"from": 1000, "count": 20})
    seen = len(todos.host.received)
    todos.flip(1005, True)
    patches = [m for m in todos.host.received[seen:] if m.get("method") == "view/patch"]
    assert patches and all(op["path"].startswith(("/children/2/items/54/", "/children/0/")) for p in patches
                           for op in p["params"]["ops"])
    assert sql(filled, "SELECT done FROM todo WHERE id = 1005") == [(1,)]
    assert todos.keys == list(range(951, 1071))


def test_deletions_above_inside_and_below_the_window_keep_the_rows_by_key(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    todos.rows(**{"from": 1000, "count": 20})
    todos.delete_elsewhere(5)  # above: the window moves up one place, the same rows shown (and a margin)
    assert todos.keys[:120] == list(range(951, 1071))
    assert todos.window == {"start": 949, "total": 1999, "more": True, "anchor": "1001"}
    todos.host.event(todos.view, "delete", "1010")  # inside, on its own row
    todos.host.event(todos.view, "confirm")
    todos.host.idle()
    assert 1010 not in todos.keys and todos.keys[:3] == [951, 952, 953]
    assert todos.window == {"start": 949, "total": 1998, "more": True, "anchor": "1001"}
    todos.delete_elsewhere(1500)  # below
    assert todos.window == {"start": 949, "total": 1997, "more": True, "anchor": "1001"}
    assert sql(filled, "SELECT COUNT(*) FROM todo") == [(1997,)]


def test_rows_inserted_above_and_below_show_when_the_list_is_read_again(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    todos.rows(**{"from": 1950, "count": 50})
    todos.rows(**{"from": 1950, "count": 50, "anchor": "1960"})
    sql(filled, "DELETE FROM todo WHERE id BETWEEN 10 AND 12")
    todos.delete_elsewhere(13)  # read again: the three rows another writer deleted are gone too
    assert todos.window["start"] == (1960 - 1 - 4) - 50 and todos.window["anchor"] == "1960"
    sql(filled, "INSERT INTO todo (id, title, priority, draft) VALUES (10, 'Back', 'normal', 'b10')")
    todos.host.event(todos.view, "add")  # a new to-do, added on the form: below, at the end
    form = todos.host.stack[-1]
    todos.host.input(form, "title", 1, "Brand new")
    todos.host.idle()
    todos.host.event(form, "add")
    todos.host.idle()
    assert todos.host.stack[-1] == todos.view
    assert todos.window["total"] == 1998 and todos.window["anchor"] == "1960"
    assert todos.list["items"][-1]["title"] == "Brand new"
    assert todos.keys[todos.keys.index(1960) - 1] == 1959


def test_a_frontend_without_windows_reads_the_rows_and_more_and_earlier_reach_every_row(make_host: Any, filled: Path) -> None:
    nodes = [n for n in ALL if n != "list.window"]
    todos = Todos(make_host, filled, nodes=nodes)
    assert "window" not in todos.list
    texts = [t["text"] for t in walk(todos.host.views[todos.view].view, "text")]
    assert "Rows 1–100 of 2000" in texts
    buttons = {b["action"]: b for b in walk(todos.host.views[todos.view].view, "button")}
    assert buttons["open.more"]["enabled"] is True and "open.earlier" not in buttons
    for _ in range(18):
        todos.host.event(todos.view, "open.more")
        todos.host.idle()
    assert todos.keys == list(range(1, 1001))
    todos.host.event(todos.view, "open.more")  # past 1,000 rows: the first ones go
    todos.host.idle()
    assert todos.keys == list(range(51, 1051))
    texts = [t["text"] for t in walk(todos.host.views[todos.view].view, "text")]
    assert "Rows 51–1050 of 2000" in texts
    todos.host.event(todos.view, "open.earlier")
    todos.host.idle()
    assert todos.keys == list(range(1, 1001))
    with pytest.raises(RPCError) as refused:
        todos.host.event(todos.view, "elsewhere.more")
    assert refused.value.data["kind"] == "unknown_action"


def test_after_a_kill_the_list_opens_on_the_same_row_even_with_rows_added_above(make_host: Any, filled: Path) -> None:
    sql(filled, "DELETE FROM todo WHERE id BETWEEN 10 AND 14")
    todos = Todos(make_host, filled)
    todos.rows(**{"from": 1000, "count": 20})
    todos.rows(**{"from": 1000, "count": 20, "anchor": "1025"})
    todos.flip(1025, True)
    todos.host.process.send_signal(signal.SIGKILL)
    todos.host.process.wait()
    sql(filled, "INSERT INTO todo (id, title, priority, draft) "
        "VALUES (10, 'a', 'normal', 'x10'), (11, 'b', 'normal', 'x11'), (12, 'c', 'normal', 'x12')")
    again = Todos(make_host, filled, restore=True)
    assert again.host.views[again.view].module == "todos"
    assert again.window["anchor"] == "1025"
    position = 1025 - 1 - 2  # 1,024 ids before it, two still missing
    assert again.window["start"] == position - 50
    row = again.list["items"][position - again.window["start"]]
    assert row["key"] == "1025" and row["toggle"]["on"] is True


def test_after_a_kill_an_anchor_whose_row_went_opens_at_the_row_that_followed(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    todos.rows(**{"from": 500, "count": 20})
    todos.rows(**{"from": 500, "count": 20, "anchor": "520"})
    todos.host.process.send_signal(signal.SIGKILL)
    todos.host.process.wait()
    sql(filled, "DELETE FROM todo WHERE id BETWEEN 520 AND 522")
    again = Todos(make_host, filled, restore=True)
    assert again.window["anchor"] == "523"
    assert again.list["items"][519 - again.window["start"]]["key"] == "523"


@pytest.mark.parametrize(("params", "kind", "member"), [
    ({"from": -1, "count": 10}, "invalid_params", "from"),
    ({"from": -(2**62), "count": 10}, "invalid_params", "from"),
    ({"from": 1.5, "count": 10}, "invalid_params", "from"),
    ({"from": "10", "count": 10}, "invalid_params", "from"),
    ({"count": 10}, "invalid_params", "from"),
    ({"from": 10, "after": "5", "count": 10}, "invalid_params", "from"),
    ({"after": "5", "before": "9", "count": 10}, "invalid_params", "from"),
    ({"from": 10, "count": 0}, "invalid_params", "count"),
    ({"from": 10, "count": -5}, "invalid_params", "count"),
    ({"from": 10, "count": 201}, "invalid_params", "count"),
    ({"from": 10, "count": 2**62}, "invalid_params", "count"),
    ({"from": 10}, "invalid_params", "count"),
    ({"after": "1500", "count": 10}, "unknown_row", "after"),
    ({"before": "nope", "count": 10}, "unknown_row", "before"),
    ({"from": 0, "count": 10, "anchor": "1999"}, "unknown_row", "anchor"),
    ({"after": "x" * 200, "count": 10}, "invalid_params", "after"),
])
def test_a_hostile_request_gets_its_error_and_changes_nothing(
    make_host: Any, filled: Path, params: dict, kind: str, member: str
) -> None:
    todos = Todos(make_host, filled)
    rev, window = todos.host.get(todos.view)["rev"], todos.window
    with pytest.raises(RPCError) as refused:
        todos.rows(**params)
    assert refused.value.code == -32602
    assert refused.value.data["kind"] == kind and refused.value.data["member"] == member
    if kind == "unknown_row":
        assert refused.value.data["key"] == params[member]
    todos.host.idle()
    assert todos.host.get(todos.view)["rev"] == rev and todos.window == window
    todos.flip(50, True)  # the host goes on serving
    assert sql(filled, "SELECT done FROM todo WHERE id = 50") == [(1,)]


def test_a_list_that_is_no_window_or_no_list_at_all_is_unknown(make_host: Any, filled: Path) -> None:
    todos = Todos(make_host, filled)
    for name in ("nope", "delete"):
        with pytest.raises(RPCError) as refused:
            todos.host.request("view/rows", {"viewId": todos.view, "list": name, "from": 0, "count": 5})
        assert refused.value.data == {"kind": "unknown_action", "action": name}
    home = todos.host.stack[0]
    with pytest.raises(RPCError) as refused:
        todos.host.request("view/rows", {"viewId": home, "list": "open", "from": 0, "count": 5})
    assert refused.value.data["kind"] == "unknown_action"
    with pytest.raises(RPCError) as refused:
        todos.host.request("view/rows", {"viewId": "v999", "list": "open", "from": 0, "count": 5})
    assert refused.value.code == -32010


def test_rows_are_asked_for_while_an_alert_shows_and_the_alert_stays(make_host: Any, filled: Path) -> None:
    """PROTOCOL §6: scrolling answers nothing, so view/rows is taken while the list's question shows."""
    todos = Todos(make_host, filled)
    todos.host.event(todos.view, "delete", "3")
    todos.host.idle()
    todos.rows(**{"from": 1000, "count": 20})
    assert todos.keys[0] == 951
    [alert] = walk(todos.host.views[todos.view].view, "alert")
    assert alert["title"] == "Delete “To-do 3”?"
    todos.host.event(todos.view, "confirm")  # the row asked about is out of the window now: still deleted
    todos.host.idle()
    assert sql(filled, "SELECT COUNT(*) FROM todo WHERE id = 3") == [(0,)]


def test_requests_sent_at_once_end_on_the_last_one_s_rows(make_host: Any, filled: Path) -> None:
    """PROTOCOL §6: when answers cross, only the last request's rows are shown."""
    todos = Todos(make_host, filled)
    for start in (200, 1500, 700, 1900, 400):
        todos.host.send({"jsonrpc": "2.0", "id": 900 + start, "method": "view/rows",
                         "params": {"viewId": todos.view, "list": "open", "from": start, "count": 20}})
    todos.host.idle()
    assert todos.window["start"] == 350 and todos.keys[50] == 401
    assert todos.window["anchor"] == "401"
