"""The client library against the real host: every method, errors, the mirror."""

from __future__ import annotations

import re

import pytest

from viperhost import Host, HostError
from viperhost.render import render_text

from catalog import built_in_modules


def test_every_method(make_host) -> None:
    host: Host = make_host()
    info = host.initialize()
    assert info["protocolVersion"] == "1"
    names = [m["name"] for m in host.request("module/list")["modules"]]
    # The built-ins in their order (the host's one list, as `viper-host
    # modules` says it); after them only modules made with `viper-host new
    # module`, if any (PROTOCOL §7).
    built_ins = built_in_modules()
    assert built_ins[:2] == ["onboarding", "home"]
    assert names[: len(built_ins)] == built_ins
    assert not set(names[len(built_ins) :]) & set(built_ins)
    root = host.start()
    assert (root.view_id, root.module, root.rev) == ("v1", "onboarding", 1)
    assert host.event("v1", "continue") == {"viewId": "v1", "rev": 2}
    pushed = host.open("home", {})
    assert host.stack == ["v1", pushed.view_id]
    assert host.back() == "v1"
    assert pushed.view_id not in host.views
    again = host.open("home")
    assert host.request("view/close", {"viewId": again.view_id}) is None
    host.idle()
    assert host.close() == 0


def test_errors_are_exceptions_with_code_message_and_kind(make_host) -> None:
    host: Host = make_host("--in-memory", check_requests=False)
    with pytest.raises(HostError) as before:
        host.request("module/list")
    assert (before.value.code, before.value.kind) == (-32002, "not_initialized")
    host.initialize()
    host.start()
    with pytest.raises(HostError) as unknown:
        host.event("v1", "fly")
    assert unknown.value.code == -32602
    assert unknown.value.kind == "unknown_action"
    assert unknown.value.data["action"] == "fly"
    assert 'no action "fly"' in unknown.value.message


def test_the_mirror_matches_view_get_after_every_step(make_host) -> None:
    host: Host = make_host()
    host.initialize()
    host.start()
    for _ in range(5):
        top = host.mirror.top
        assert top is not None
        fresh = host.get(top.view_id)
        assert (fresh["view"], fresh["rev"], fresh["module"]) == (top.view, top.rev, top.module)
        host.event(top.view_id, "continue")
    host.idle()
    top = host.mirror.top
    assert top is not None and top.module == "home"
    assert host.get(top.view_id)["view"] == top.view
    lines = render_text(top.view).split("\n")
    assert lines[:5] == [
        "== Home ==", "  list -> open:", "    1. People Roulette {roulette}", "    2. Stargazers {stargazers}",
        "    3. Job Board {jobs}",
    ]
    # Then only rows of modules made with `viper-host new module`, if any (PROTOCOL §7).
    assert all(re.fullmatch(r"    \d+\. .+ \{[a-z0-9-]+\}", line) for line in lines[5:]), lines


def test_notifications_are_queued(make_host) -> None:
    host: Host = make_host()
    host.initialize()
    host.start()
    methods = [n["method"] for n in host.notifications]
    assert methods == ["router/navigate", "view/update"]


def test_timeouts_and_a_dead_host(make_host) -> None:
    from viperhost import HostClosed, HostTimeout

    host: Host = make_host()
    with pytest.raises(HostTimeout):
        host.next_message(timeout=0.2)  # only this wait is short: the requests after keep the generous default
    host.initialize()
    host.notify("exit")
    with pytest.raises(HostClosed):
        host.next_message(timeout=5)
    assert host.process.wait(timeout=5) == 1


def test_patches_keep_the_mirror_equal_to_view_get(make_host) -> None:
    host: Host = make_host("--in-memory", "--bench-modules")
    assert host.view_patch
    host.initialize()
    view = host.open("bench-list", {"rows": 2000})
    for row in (5, 1999, 5, 0):
        host.event(view.view_id, "touch", str(row))
        fresh = host.get(view.view_id)
        assert (fresh["view"], fresh["rev"]) == (host.views[view.view_id].view, host.views[view.view_id].rev)
    patches = [n for n in host.notifications if n["method"] == "view/patch"]
    assert len(patches) == 4
    assert all(len(p["params"]["ops"]) == 1 for p in patches)
    # Jobs: the first download is a whole tree (the spinner view was smaller), applying is a patch.
    jobs = host.open("jobs")
    host.idle()
    host.event(jobs.view_id, "apply", "1")
    host.idle()
    assert host.get(jobs.view_id)["view"] == host.views[jobs.view_id].view


def test_without_the_capability_every_update_is_whole(make_host) -> None:
    host = Host(args=["--in-memory", "--bench-modules"], view_patch=False)
    try:
        host.initialize()
        view = host.open("bench-list", {"rows": 10})
        host.event(view.view_id, "touch", "3")
        assert [n["method"] for n in host.notifications][-1] == "view/update"
    finally:
        host.close()
