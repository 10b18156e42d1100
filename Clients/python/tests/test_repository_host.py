"""The `repository` screen from the outside (#30): the built host over real pipes. A name is
checked with GitHub's rules as it is typed, its error shows only once the field was left or the
form submitted; a valid submit pushes the stargazers of that repository and remembers it; the
last five opened are listed, most recent first, across restarts (`--data-dir`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from viperhost import Host

ALL = ["field", "toggle", "form", "stack", "section"]
NO_SLASH = "A repository is owner/name, with one “/”"
BAD_OWNER = "The owner has 1–39 letters, digits or single hyphens, and no hyphen first or last"


def walk(node: Any, kind: str) -> list[dict]:
    found: list[dict] = []
    if isinstance(node, dict):
        if node.get("type") == kind:
            found.append(node)
        for child in node.get("children", []):
            found += walk(child, kind)
    return found


class Picker:
    """A host with `repository` open, and the field's next seq."""

    def __init__(self, make_host: Any, *args: str) -> None:
        self.host: Host = make_host(*args, nodes=ALL)
        self.host.initialize()
        self.view = self.host.open("repository").view_id
        self.host.idle()
        self.seq = 0

    @property
    def tree(self) -> dict:
        return self.host.views[self.view].view

    @property
    def field(self) -> dict:
        [field] = walk(self.tree, "field")
        return field

    @property
    def recent(self) -> list[str]:
        lists = walk(self.tree, "list")
        return [item["key"] for item in lists[0]["items"]] if lists else []

    def type(self, text: str, left: bool = False) -> None:
        self.seq += 1
        assert self.host.input(self.view, "repository", self.seq, text, left=left)["seq"] == self.seq

    def submit(self) -> dict:
        """Submits; the top view after the host is done."""
        self.host.event(self.view, "open")
        self.host.idle()
        return self.host.views[self.host.stack[-1]].view


def test_the_form_has_one_required_field_sent_as_the_user_types(make_host: Any) -> None:
    picker = Picker(make_host)
    [form] = walk(picker.tree, "form")
    assert form["submit"] == {"action": "open", "title": "Show stargazers"}
    field = picker.field
    assert (field["key"], field["label"], field["kind"]) == ("repository", "Repository (owner/name)", "text")
    assert (field["send"], field["required"], field["maxLength"]) == ("change", True, 140)
    assert "error" not in field
    assert picker.recent == []


def test_no_error_until_left_then_it_follows_the_text_and_a_fixed_name_opens_its_stargazers(make_host: Any) -> None:
    picker = Picker(make_host)
    for text in ("K", "Kuniwak", "-Kuniwak"):
        picker.type(text)
        assert picker.field["value"] == text and "error" not in picker.field  # silent while typing
    picker.type("-Kuniwak", left=True)
    assert picker.field["error"] == NO_SLASH
    picker.type("-Kuniwak/MirrorDiffKit")
    assert picker.field["error"] == BAD_OWNER  # once shown, it follows every keystroke
    picker.type("Kuniwak/MirrorDiffKit")
    assert "error" not in picker.field
    top = picker.submit()
    assert picker.host.stack[-2] == picker.view  # pushed over the picker
    assert picker.host.views[picker.host.stack[-1]].module == "stargazers"
    assert top["title"] == "Kuniwak/MirrorDiffKit"
    assert walk(top, "list")[0]["items"], "the embedded GitHub serves this repository's stargazers"
    picker.host.back()
    picker.host.idle()
    assert picker.recent == ["Kuniwak/MirrorDiffKit"]


def test_an_invalid_submit_shows_the_error_and_opens_nothing(make_host: Any) -> None:
    picker = Picker(make_host)
    picker.type("octocat")
    stack = list(picker.host.stack)
    picker.submit()
    assert picker.host.stack == stack
    assert picker.field["error"] == NO_SLASH


def test_the_last_five_are_kept_across_a_restart_most_recent_first(make_host: Any, data_dir: Path) -> None:
    names = [f"octocat/repo-{n}" for n in range(1, 7)]
    picker = Picker(make_host, "--data-dir", str(data_dir))
    for name in names[:5]:
        picker.type(name)
        top = picker.submit()
        assert picker.host.views[picker.host.stack[-1]].module == "stargazers"
        assert top["title"] == name  # not served by the embedded GitHub: its stargazers show the error
        picker.host.back()
        picker.host.idle()
    assert picker.recent == names[:5][::-1]
    assert picker.host.close() == 0

    picker = Picker(make_host, "--data-dir", str(data_dir))
    assert picker.recent == names[:5][::-1]
    picker.type(names[5])
    picker.submit()
    picker.host.back()
    picker.host.idle()
    assert picker.recent == [names[5], *names[1:5][::-1]]  # the sixth pushed out the oldest


def test_picking_a_recent_repository_opens_it_and_moves_it_to_the_top(make_host: Any, data_dir: Path) -> None:
    picker = Picker(make_host, "--data-dir", str(data_dir))
    for name in ("Kuniwak/MirrorDiffKit", "octocat/Hello-World"):
        picker.type(name)
        picker.submit()
        picker.host.back()
        picker.host.idle()
    assert picker.recent == ["octocat/Hello-World", "Kuniwak/MirrorDiffKit"]
    picker.host.event(picker.view, "recent", "Kuniwak/MirrorDiffKit")
    picker.host.idle()
    assert picker.host.views[picker.host.stack[-1]].view["title"] == "Kuniwak/MirrorDiffKit"
    picker.host.back()
    picker.host.idle()
    assert picker.recent == ["Kuniwak/MirrorDiffKit", "octocat/Hello-World"]
    # GitHub's names ignore case: the same repository typed otherwise is one row, spelled as last typed.
    picker.type("OCTOCAT/hello-world")
    picker.submit()
    picker.host.back()
    picker.host.idle()
    assert picker.recent == ["OCTOCAT/hello-world", "Kuniwak/MirrorDiffKit"]


def test_the_typed_text_and_its_error_come_back_with_the_session(make_host: Any, data_dir: Path) -> None:
    host: Host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    host.app_start(stack=[{"module": "home"}, {"module": "repository"}])
    view = host.stack[-1]
    host.input(view, "repository", 1, "octo", left=True)
    host.idle()
    assert host.close() == 0

    host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    assert host.app_start(restore=True)["restored"] is True
    [field] = walk(host.views[host.stack[-1]].view, "field")
    assert (field["value"], field["error"]) == ("octo", NO_SLASH)
