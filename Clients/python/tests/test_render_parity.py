"""The shell client's jq renderer and the Python one write the same text."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from viperhost.locate import protocol_dir, repo_root
from viperhost.render import render_text
from viperhost.patterns import without_runs

SHELL = repo_root() / "Clients" / "shell"  # type: ignore[operator]

EVERY_NODE = {
    "type": "screen",
    "title": "All nodes",
    "children": [
        {"type": "text", "text": "two\nlines"},
        {"type": "image", "name": "onboarding-1"},
        {"type": "image", "url": "https://example.invalid/a.png"},
        {"type": "image", "name": "onboarding-2", "label": "A phone showing a list"},
        {"type": "image", "url": "https://example.invalid/b.png", "label": "octocat"},
        {"type": "button", "action": "go", "title": "Go", "enabled": True},
        {"type": "button", "action": "stop", "title": "Stop", "enabled": False},
        {
            "type": "list",
            "action": "select",
            "items": [
                {"key": "1", "title": "Ada", "subtitle": "Analytical"},
                {"key": "2", "title": "Bob", "accessory": {"action": "apply", "title": "Apply"}},
                {"key": "3", "title": "Cy", "image": {"url": "https://example.invalid/c.png", "label": "Cy's face"}},
                {"key": "4", "title": "Di", "subtitle": "D", "image": {"name": "di"},
                 "accessory": {"action": "apply", "title": "Apply"}},
            ],
        },
        {
            "type": "list",
            "action": "open",
            "items": [
                {"key": "milk", "title": "Buy milk", "subtitle": "Due", "toggle": {"on": False, "seq": 0, "set": 0, "enabled": True},
                 "actions": [{"action": "edit", "title": "Edit"}, {"action": "delete", "title": "Delete", "role": "destructive"}]},
                {"key": "tax", "title": "Tax", "image": {"name": "t"}, "toggle": {"on": True, "seq": 0, "set": 0, "enabled": False}},
            ],
        },
        {"type": "picker", "action": "count", "label": "How many people?", "options": [
            {"key": "1", "title": "1"}, {"key": "2", "title": "2"}], "selected": "2"},
        {"type": "picker", "action": "none", "label": "Empty", "options": [], "selected": None},
        {"type": "spinner", "label": "Downloading"},
        {"type": "spinner"},
        {"type": "alert", "title": "Error", "message": "Network Offline", "actions": [{"action": "retry", "title": "Retry"}]},
        {"type": "alert", "title": "Delete?", "message": "For good.", "actions": [
            {"action": "keep", "title": "Keep", "role": "cancel"}, {"action": "delete", "title": "Delete", "role": "destructive"},
            {"action": "later", "title": "Later", "role": "x-future-role"}]},
        {"type": "future-node", "children": [{"type": "text", "text": "nested"}]},
    ],
}


def views_in_transcripts() -> list[dict]:
    views = [EVERY_NODE]
    for path in sorted((protocol_dir() / "transcripts").glob("*.txt")):
        for line in path.read_text().splitlines():
            if line.startswith("<-- ") and '"view/update"' in line:
                views.append(without_runs(json.loads(line[4:]))["params"]["view"])  # a "{{...}}" run as none
    return views


def jq_render(view: dict) -> str:
    result = subprocess.run(
        ["jq", "-r", "-L", str(SHELL), 'include "render"; render_text'],
        input=json.dumps(view),
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.rstrip("\n")


@pytest.mark.parametrize("view", views_in_transcripts())
def test_shell_and_python_render_alike(view: dict) -> None:
    assert jq_render(view) == render_text(view)


def test_the_rendering_of_every_node() -> None:
    assert render_text(EVERY_NODE) == "\n".join([
        "== All nodes ==",
        "  two",
        "  lines",
        "  [image: onboarding-1]",
        "  [image: https://example.invalid/a.png]",
        "  [image: A phone showing a list]",
        "  [image: octocat]",
        "  [Go] -> go",
        "  [Stop] -> stop (disabled)",
        "  list -> select:",
        "    1. Ada - Analytical {1}",
        "    2. Bob {2} [Apply] -> apply",
        "    3. [image: Cy's face] Cy {3}",
        "    4. [image: di] Di - D {4} [Apply] -> apply",
        "  list -> open:",
        "    1. [ ] Buy milk - Due {milk} [Edit] -> edit [Delete] -> delete (destructive)",
        "    2. [x] [image: t] Tax {tax} (toggle disabled)",
        "  How many people? -> count: 1 [2]",
        "  Empty -> none: ",
        "  ... Downloading",
        "  ... Loading",
        "  !! Error: Network Offline",
        "    [Retry] -> retry",
        "  !! Delete?: For good.",
        "    [Keep] -> keep (cancel)",
        "    [Delete] -> delete (destructive)",
        "    [Later] -> later",
        "  <future-node>",
        "    nested",
    ])
