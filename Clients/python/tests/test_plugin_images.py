"""A process plugin's labelled images over real pipes (PROTOCOL.md §6, PLUGINS.md): an image's `label` and a
list row's `image` reach the frontend as the plugin sent them; an empty label is refused, not passed on."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from viperhost import HostError

PLUGIN = '''
from viperhost import nodes
from viperhost.plugin import Screen, UnknownAction, serve

LABEL = {label!r}

class Pictures(Screen):
    def view(self):
        return nodes.screen("Pictures",
            nodes.image(url="https://example.invalid/cat.png", label=LABEL),
            nodes.image(name="onboarding-1"),
            {{"type": "list", "action": "pick", "items": [
                {{"key": "1", "title": "octocat", "image": nodes.image_source(url="https://example.invalid/o.png",
                                                                            label="octocat's avatar")}}]}})

    def handle(self, action, value):
        raise UnknownAction(action)

serve({{"name": "pictures", "title": "Pictures", "version": "1.0.0"}}, Pictures)
'''


def plugin_command(tmp_path: Path, label: str) -> str:
    script = tmp_path / "pictures_plugin.py"
    script.write_text(PLUGIN.format(label=label))
    return f"{sys.executable} {script}"


def test_labels_reach_the_frontend_as_the_plugin_sent_them(make_host, tmp_path: Path) -> None:
    host = make_host("--in-memory", "--process-plugin", plugin_command(tmp_path, "A cat asleep"))
    host.initialize()
    view = host.open("pictures").view
    assert view["children"][0] == {"type": "image", "url": "https://example.invalid/cat.png", "label": "A cat asleep"}
    assert view["children"][1] == {"type": "image", "name": "onboarding-1"}
    assert view["children"][2]["items"][0]["image"] == {"url": "https://example.invalid/o.png",
                                                       "label": "octocat's avatar"}


def test_an_empty_label_is_refused_and_never_reaches_the_frontend(make_host, tmp_path: Path) -> None:
    host = make_host("--in-memory", "--process-plugin", plugin_command(tmp_path, ""))
    host.initialize()
    with pytest.raises(HostError) as refused:
        host.open("pictures")
    assert "label" in refused.value.message
    assert all(view.view.get("title") != "Pictures" for view in host.views.values())
