"""Stories for test_session_crash: what a frontend does with each built-in module,
and the pictures it acknowledged on the way (SESSIONS.md §2).

A *picture* is what a frontend that keeps whole trees (no viewPatch) knows:
for each view on the stack, root first, its module and its tree. A picture is
*consistent* when every view on the stack has a tree (between a
`router/navigate` and the new view's rev 1 `view/update` it is not).
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from viperhost import Host
from viperhost.client import Mirror

from wire_rules import WireRules

Message = dict[str, Any]
Picture = tuple[tuple[str, str], ...]  # ((module, tree as canonical JSON), ...), root first
Request = tuple[str, Message | None]
Step = Callable[[Host], Request]

# More host arguments for every host these tests start, e.g.
# VIPER_CRASH_HOST_ARGS="--log-level debug" to read why a restore fell back.
EXTRA = tuple(os.environ.get("VIPER_CRASH_HOST_ARGS", "").split())

# Modules a router opens with a typed input (not from a frontend).


def canonical(tree: Any) -> str:
    return json.dumps(tree, sort_keys=True, ensure_ascii=False)


# The frontend's own copy, moved one message at a time as the story reads them (the client's
# mirror follows the host as messages arrive, ahead of what the story has read).
READ: weakref.WeakKeyDictionary[Host, Mirror] = weakref.WeakKeyDictionary()


def read_one(host: Host) -> Message:
    """The next message, applied to the frontend's copy."""
    message = host.next_message()
    READ.setdefault(host, Mirror()).apply(message)
    return message


def picture(host: Host) -> Picture | None:
    """The frontend's picture now (after the messages read); None when it is not consistent."""
    mirror = READ.setdefault(host, Mirror())
    views = mirror.views
    if not mirror.stack or any(view_id not in views for view_id in mirror.stack):
        return None
    return tuple((views[v].module, canonical(views[v].view)) for v in mirror.stack)


def describe(pic: Picture | None) -> str:
    if pic is None:
        return "(no consistent picture)"
    return "\n".join(f"  [{i}] {module}: {tree}" for i, (module, tree) in enumerate(pic))


# -- steps: each reads the frontend's picture and names one request ----------


def start() -> Step:
    return lambda host: ("app/start", None)


def open_(module: str, input: Any = None) -> Step:
    params: Message = {"module": module}
    if input is not None:
        params["input"] = input
    return lambda host: ("view/open", params)


def event(action: str, value: Any = None) -> Step:
    def step(host: Host) -> Request:
        params: Message = {"viewId": host.mirror.stack[-1], "action": action}
        if value is not None:
            params["value"] = value
        return ("view/event", params)

    return step


def select_first_row(action: str = "select") -> Step:
    """An event with the key of the first row of the top view's list."""

    def step(host: Host) -> Request:
        top = host.mirror.views[host.mirror.stack[-1]].view
        rows = next(node["items"] for node in top["children"] if node["type"] == "list")
        return ("view/event", {"viewId": host.mirror.stack[-1], "action": action, "value": rows[0]["key"]})

    return step


def back() -> Step:
    return lambda host: ("navigation/back", None)


@dataclass
class Story:
    name: str
    args: tuple[str, ...]
    steps: list[Step]
    # filled by record(): for each step, the pictures after each message it
    # caused (index 0: before the step), and how many messages up to its answer
    pictures: list[list[Picture | None]] = field(default_factory=list)
    answered_at: list[int] = field(default_factory=list)


STORIES = [
    Story(
        "jobs",
        (),
        [
            start(),
            open_("jobs"),
            event("apply", "2"),
            event("select", "3"),
            event("apply"),  # the detail's Apply… opens the application form
            back(),
            back(),
            event("withdraw", "2"),
        ],
    ),
    Story(
        "stargazers",
        (),
        [start(), open_("stargazers"), event("next"), event("next"), select_first_row(), event("refresh"), back()],
    ),
    Story(
        "roulette",
        ("--seed", "42"),
        [
            start(),
            open_("roulette"),
            event("count", "3"),
            event("roulette"),
            select_first_row(),
            back(),
            back(),
            event("count", "2"),
        ],
    ),
    Story("onboarding", (), [start(), *[event("continue")] * 5, event("open", "jobs")]),
    Story(
        "bench",
        ("--bench-modules",),
        [
            start(),
            open_("bench-counter"),
            event("increment"),
            event("increment"),
            open_("bench-list", {"rows": 5}),
            event("touch", "1"),
            event("touch", "3"),
            back(),
        ],
    ),
]


# -- driving a host ----------------------------------------------------------


def launch(data_dir: Path, story: Story, rules: bool = True) -> Host:
    """A host on data_dir that keeps whole trees and (with rules) checks
    PROTOCOL §5's order of a one-view change; `restore` checks the order of
    a restored stack itself (WireRules knows one new view per change)."""
    check = WireRules() if rules else None
    host = Host(args=("--data-dir", str(data_dir), *story.args, *EXTRA), on_message=check, view_patch=False)
    host.initialize("crash-test")
    return host


def send(host: Host, step: Step) -> int:
    """Sends the step's request; returns its id."""
    method, params = step(host)
    request_id = 1_000 + len(host.received)  # unique within a run: grows with every message read
    request: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        request["params"] = params
    host.send(request)
    return request_id


def finish(host: Host, request_id: int, seen: list[Picture | None] | None = None) -> int:
    """Reads up to the answer of request_id (which must succeed), then waits
    with host/idle; returns how many messages came up to the answer."""
    count = 0
    while True:
        message = read_one(host)
        count += 1
        if seen is not None:
            seen.append(picture(host))
        if message.get("id") == request_id:
            assert "error" not in message, f"step failed: {message}"
            break
    answered = count
    idle_id = send(host, lambda _: ("host/idle", None))
    while True:
        message = read_one(host)
        if seen is not None:
            seen.append(picture(host))
        if message.get("id") == idle_id:
            return answered


def run(host: Host, story: Story, steps: int) -> None:
    for step in story.steps[:steps]:
        finish(host, send(host, step))


def record(story: Story, data_dir: Path) -> None:
    """Runs the whole story once and keeps every picture on the way."""
    if story.pictures:
        return
    host = launch(data_dir, story)
    try:
        for step in story.steps:
            seen = [picture(host)]
            story.answered_at.append(finish(host, send(host, step), seen))
            story.pictures.append(seen)
    finally:
        host.close()


def kill(host: Host) -> None:
    host.process.send_signal(signal.SIGKILL)
    host.process.wait(timeout=10)


def crash(data_dir: Path, story: Story, done: int, read: int | None) -> list[Picture]:
    """Runs `done` steps, then (read given) sends the next step's request and
    reads `read` messages of its output, and kills the host with SIGKILL.
    Returns the pictures the saved session may show: after step `done`; or,
    cut short in step done+1, one of that step's at or after the last whole
    picture among the messages read (later ones: output the host had
    written, and so saved, but not yet read)."""
    host = launch(data_dir, story)
    run(host, story, done)
    if read is None:
        kill(host)
        return [story.pictures[done - 1][-1]]
    send(host, story.steps[done])
    for _ in range(read):
        read_one(host)
    kill(host)
    seen = story.pictures[done]
    floor = max(i for i in range(read + 1) if seen[i] is not None)
    return [p for p in seen[floor:] if p is not None]


def wait_for_stderr(host: Host, text: str) -> str:
    """The host's stderr once it holds text (its reader may lag the exit)."""
    for _ in range(50):
        if text in host.stderr:
            break
        time.sleep(0.1)
    return host.stderr


def saved_rows(data_dir: Path) -> list[tuple[str, str | None, str | None]]:
    """(module, input, snapshot) of each saved view, root first."""
    with sqlite3.connect(data_dir / "session.sqlite") as db:
        return list(db.execute("SELECT module, input, snapshot FROM session_view ORDER BY position"))


def restore(host: Host) -> tuple[Message, Picture]:
    """app/start {restore: true}: its result and the picture its rev 1 updates show.

    SESSIONS.md §2: the rev 1 updates (one per view, root first) show the
    views as saved; what their restored hooks change comes after, as rev 2 on.
    """
    caused, response = host.call("app/start", {"restore": True})
    assert "error" not in response, response
    navigate = caused[0]
    assert navigate["method"] == "router/navigate" and navigate["params"]["action"] == "replaceRoot", caused
    stack = navigate["params"]["stack"]
    closed = [m for m in caused[1:] if m["method"] == "view/closed"]
    updates = caused[1 + len(closed) :]
    first, later = updates[: len(stack)], updates[len(stack) :]
    assert [m["method"] for m in first] == ["view/update"] * len(stack), f"SESSIONS.md §2's order: {caused}"
    assert [u["params"]["viewId"] for u in first] == stack, "one rev 1 update per new view, root first"
    assert all(u["params"]["rev"] == 1 for u in first), f"a restored view's first update is not rev 1: {updates}"
    assert all(m["method"] in ("view/update", "view/patch") and m["params"]["rev"] > 1 for m in later), later
    return response["result"], tuple((u["params"]["module"], canonical(u["params"]["view"])) for u in first)
