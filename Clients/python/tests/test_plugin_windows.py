"""A plugin serves a list of any size (PLUGINS.md, ``screen/rows``; PROTOCOL §6): a process plugin
written with the Python helpers holds 100,000 rows and sends a window of them (``HeldWindow``),
driven by the built host over real pipes: the first window, a jump, the next page by key, the
readable fallback's More and Earlier, and the host's own checks before the plugin hears anything."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from viperhost import HostError
from viperhost.plugin import HeldWindow

PLUGIN = '''
import sys
from viperhost import nodes
from viperhost.plugin import HeldWindow, Screen, serve

KEYS = [f"r{index}" for index in range(100_000)]


class Rows(Screen):
    snapshots = False

    def __init__(self, input):
        super().__init__(input)
        self.window = HeldWindow()

    def view(self):
        shown, window = self.window.place(KEYS)
        items = [{"key": KEYS[index], "title": f"Row {index}"} for index in shown]
        return nodes.screen("Rows", nodes.list_("open", items, window))

    def rows(self, list_action, request):
        self.window.take(request, KEYS)
        sys.stderr.write(f"rows {request}\\n")


serve({"name": "many-rows", "title": "Many rows", "version": "1.0.0"}, Rows)
'''

ALL = ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle",
       "list.window"]


@pytest.fixture
def plugin(tmp_path: Path) -> str:
    path = tmp_path / "many_rows_plugin.py"
    path.write_text(f"#!{sys.executable}\n" + PLUGIN)
    path.chmod(0o755)
    return str(path)


def the_list(host: Any, view: str) -> dict:
    [node] = [c for c in host.views[view].view["children"] if c["type"] == "list"]
    return node


def opened(make_host: Any, plugin: str, nodes: list[str] = ALL) -> tuple[Any, str]:
    host = make_host("--in-memory", "--process-plugin", plugin, nodes=nodes, check_requests=False)
    host.initialize()
    view = host.open("many-rows").view_id
    host.idle()
    return host, view


def test_a_plugin_sends_a_window_and_moves_it_at_each_request(make_host: Any, plugin: str) -> None:
    host, view = opened(make_host, plugin)
    rows = the_list(host, view)
    assert [item["key"] for item in rows["items"]] == [f"r{i}" for i in range(100)]
    assert rows["window"] == {"start": 0, "more": True, "total": 100_000}
    host.request("view/rows", {"viewId": view, "list": "open", "from": 50_000, "count": 20})
    rows = the_list(host, view)
    assert rows["window"] == {"start": 49_950, "more": True, "total": 100_000, "anchor": "r50000"}
    assert rows["items"][0]["key"] == "r49950" and len(rows["items"]) == 120
    host.request("view/rows", {"viewId": view, "list": "open", "after": "r50069", "count": 30, "anchor": "r50060"})
    rows = the_list(host, view)
    assert rows["window"]["anchor"] == "r50060" and rows["items"][0]["key"] == "r50020"


def test_the_host_checks_a_request_before_the_plugin_hears_of_it(make_host: Any, plugin: str) -> None:
    host, view = opened(make_host, plugin)
    for params, kind in [({"after": "r5000", "count": 5}, "unknown_row"), ({"from": -3, "count": 5}, "invalid_params"),
                         ({"from": 0, "count": 500}, "invalid_params")]:
        with pytest.raises(HostError) as refused:
            host.request("view/rows", {"viewId": view, "list": "open", **params})
        assert refused.value.data["kind"] == kind
    assert "rows " not in host.stderr  # the plugin got none of them
    host.request("view/rows", {"viewId": view, "list": "open", "from": 10, "count": 5})
    host.idle()
    assert "rows {'count': 5, 'from': 10}" in host.stderr


def test_without_windows_more_and_earlier_reach_a_plugin_s_rows(make_host: Any, plugin: str) -> None:
    host, view = opened(make_host, plugin, nodes=[n for n in ALL if n != "list.window"])
    assert "window" not in the_list(host, view)
    for _ in range(19):
        host.event(view, "open.more")
    keys = [item["key"] for item in the_list(host, view)["items"]]
    assert keys[0] == "r50" and keys[-1] == "r1049" and len(keys) == 1000
    host.event(view, "open.earlier")
    keys = [item["key"] for item in the_list(host, view)["items"]]
    assert keys[0] == "r0" and len(keys) == 1000


def test_the_helper_keeps_its_place_by_the_anchor_when_rows_come_above() -> None:
    keys = [f"k{i}" for i in range(1000)]
    window = HeldWindow()
    assert window.take({"from": 400, "count": 10}, keys) is False
    shown, member = window.place(keys)
    assert shown == range(350, 460) and member["anchor"] == "k400"
    keys = [f"new{i}" for i in range(7)] + keys  # seven rows arrive above
    shown, member = window.place(keys)
    assert keys[shown.start + 50] == "k400" and member["start"] == 357
    assert window.take({"after": keys[-1], "count": 10}, keys) is True  # past the last row held
