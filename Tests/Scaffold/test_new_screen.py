"""`viper-host new module NAME --with-form` and `viper-host new screen NAME --in FEATURE --kind K`,
in a temporary copy of this checkout: what they write and refuse, and — on the session's built copy
(conftest's `generated`) — that the feature and its added screens build, pass their tests, replay
their transcripts, and keep what the user typed across a `kill -9` of the host, but not a secret
(docs/MODULE-SHAPE.md, "What is saved"; PROTOCOL.md §6 rule 7)."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest

from conftest import FORM_FAMILY, FORM_FEATURE, MORE_SCREENS, copy_checkout, files_under, run, scaffolded_rows
from viperhost import Host


def created(made_stdout: str) -> list[str]:
    return [line.removeprefix("created ") for line in made_stdout.splitlines() if line.startswith("created ")]


def test_the_form_variant_and_a_screen_of_each_kind_are_written_and_registered(tmp_path: Path, host_bin: Path) -> None:
    checkout = copy_checkout(tmp_path)
    made = run([host_bin, "new", "module", "shop", "--with-form"], cwd=checkout)
    assert made.returncode == 0, made.stderr
    files = created(made.stdout)
    for screen in ["ShopList", "ShopAdd", "ShopDetail"]:
        assert f"Sources/Features/Shop/{screen}/{screen}Module.swift" in files
        assert any(path.startswith(f"Tests/Features/ShopTests/{screen}/") for path in files), screen
    assert "Protocol/transcripts/shop-first-steps.txt" in files
    feature = checkout / "Sources/Features/Shop/ShopFeature.swift"
    for kind in ["list", "form", "detail"]:
        made = run([host_bin, "new", "screen", f"shop-{kind}-more", "--in", "shop", "--kind", kind], cwd=checkout)
        assert made.returncode == 0, made.stderr
        type_name = f"Shop{kind.capitalize()}More"
        assert f"Sources/Features/Shop/{type_name}/{type_name}Module.swift" in created(made.stdout)
        assert f"Protocol/transcripts/shop-{kind}-more-first-steps.txt" in created(made.stdout)
        assert [line for line in made.stdout.splitlines() if line.startswith("edited")] == [
            "edited  Sources/Features/Shop/ShopFeature.swift"
        ]
        assert f"      {type_name}Module(effects: effects),\n      // `viper-host new screen`" in feature.read_text()
    registered = re.findall(r"(\w+)Module\(effects: effects\)", feature.read_text())
    assert registered == ["ShopList", "ShopAdd", "ShopDetail", "ShopListMore", "ShopFormMore", "ShopDetailMore"]


@pytest.mark.parametrize(
    "args, says",
    [
        (["screen", "more", "--in", "plain", "--kind", "form"], "`new screen` adds to a feature made with"),
        (["screen", "more", "--in", "nothing", "--kind", "form"], 'there is no feature "nothing"'),
        (["screen", "job-detail", "--in", "shop", "--kind", "list"], 'the module name "job-detail" is taken'),
        (["screen", "shop-add", "--in", "shop", "--kind", "form"], "Sources/Features/Shop/ShopAdd/Interactor/ShopAddIntent.swift already exists"),
        (["screen", "Bad", "--in", "shop", "--kind", "list"], "is not a module name"),
        (["screen", "shop-add-2", "--in", "shop", "--kind", "list", "--templates", "/nonexistent"], "no template at"),
    ],
)
def test_a_refused_screen_writes_nothing(tmp_path: Path, host_bin: Path, args: list[str], says: str) -> None:
    checkout = copy_checkout(tmp_path)
    for module, flags in [("plain", []), ("shop", ["--with-form"])]:
        assert run([host_bin, "new", "module", module, *flags], cwd=checkout).returncode == 0
    before = files_under(checkout)
    refused = run([host_bin, "new", *args], cwd=checkout)
    assert (refused.returncode, refused.stdout) == (1, "")
    assert says in refused.stderr and refused.stderr.count("\n") == 1, refused.stderr
    assert files_under(checkout) == before


def test_with_detail_and_with_form_exclude_each_other(tmp_path: Path, host_bin: Path) -> None:
    checkout = copy_checkout(tmp_path)
    before = files_under(checkout)
    refused = run([host_bin, "new", "module", "shop", "--with-detail", "--with-form"], cwd=checkout)
    assert refused.returncode != 0 and "--with-form has a detail already" in refused.stderr
    assert files_under(checkout) == before


@pytest.mark.slow
def test_the_form_feature_and_its_added_screens_pass_their_tests(generated: Path) -> None:
    tested = run(["swift", "test", "--skip-build", "--filter", "^PantryTests\\."], cwd=generated, timeout=900)
    assert tested.returncode == 0, tested.stdout[-4000:] + tested.stderr[-2000:]
    counts = re.findall(r"Test run with (\d+) tests? in \d+ suites? passed", tested.stdout)
    assert counts and int(counts[-1]) >= 40, tested.stdout[-2000:]  # the feature's and each added screen's


@pytest.mark.slow
def test_the_form_family_is_listed_and_its_transcripts_replay(generated: Path) -> None:
    binary = generated / ".build" / "debug" / "viper-host"
    _, scaffolded = scaffolded_rows(binary)
    assert [name for name in scaffolded if name.startswith(FORM_FEATURE)][: len(FORM_FAMILY)] == FORM_FAMILY
    for name in [FORM_FEATURE, *MORE_SCREENS]:
        replayed = run([binary, "replay", f"Protocol/transcripts/{name}-first-steps.txt"], cwd=generated, timeout=300)
        assert replayed.returncode == 0 and "1 passed, 0 failed" in replayed.stdout, replayed.stdout[-3000:]


# The node types a frontend announces to be sent fields and forms (else it gets their readable fallback).
NODES = ("field", "toggle", "form", "stack", "section", "toolbar")


def field(view: dict, key: str) -> dict:
    """The field with `key` anywhere in a view tree."""
    if view.get("type") == "field" and view.get("key") == key:
        return view
    for child in view.get("children", []):
        if found := field(child, key):
            return found
    return {}


@pytest.mark.slow
@pytest.mark.parametrize("form", [f"{FORM_FEATURE}-add", f"{FORM_FEATURE}-quick"])
def test_a_killed_host_restores_what_was_typed_but_not_the_secret(generated: Path, tmp_path: Path, form: str) -> None:
    """The add form (and a form `new screen` added) opened from the list, typed into, the host killed with
    SIGKILL before anything was saved: restored, the title and notes are there, the secret field is empty."""
    binary = str(generated / ".build" / "debug" / "viper-host")
    args = ("--data-dir", str(tmp_path / "data"))
    host = Host(args=args, binary=binary, view_patch=False, nodes=NODES)
    try:
        host.initialize("scaffold-test")
        listed = host.open(FORM_FEATURE)
        host.idle()
        if form == f"{FORM_FEATURE}-add":
            host.event(listed.view_id, "add")
        else:
            host.open(form)
        top = host.stack[-1]
        assert host.mirror.views[top].module == form
        host.input(top, "title", 1, value="Buy milk")
        host.input(top, "notes", 1, value="Two litres,\nsemi-skimmed")
        host.input(top, "secret", 1, secret="hunter2")
        host.idle()
        typed = host.mirror.views[top].view
        assert field(typed, "title")["value"] == "Buy milk" and "value" not in field(typed, "secret")
    finally:
        host.process.send_signal(signal.SIGKILL)
        host.process.wait(timeout=30)
        host.close()
    assert b"hunter2" not in b"".join(p.read_bytes() for p in (tmp_path / "data").rglob("*") if p.is_file())

    again = Host(args=args, binary=binary, view_patch=False, nodes=NODES)
    try:
        again.initialize("scaffold-test")
        result = again.app_start(restore=True)
        assert result["restored"] is True and result["module"] == form, (result, again.stderr)
        assert [again.mirror.views[v].module for v in again.stack] == [FORM_FEATURE, form]
        restored = again.mirror.views[again.stack[-1]].view
        assert field(restored, "title")["value"] == "Buy milk"
        assert field(restored, "notes")["value"] == "Two litres,\nsemi-skimmed"
        assert field(restored, "secret") != {} and "value" not in field(restored, "secret")
        # The secret is gone from the module too: saving now saves an item without one.
        view_id = again.stack[-1]
        again.event(view_id, "save")
        again.idle()
        assert [again.mirror.views[v].module for v in again.stack] == [FORM_FEATURE]
        rows = again.mirror.views[again.stack[-1]].view
        items = next(c for c in rows["children"] if c["type"] == "list")["items"]
        added = next(item for item in items if item["title"] == "Buy milk")
        opened = again.open(f"{FORM_FEATURE}-detail", {"id": int(added["key"])})
        again.idle()
        texts = [c.get("text") for c in again.mirror.views[opened.view_id].view["children"]]
        assert "No secret" in texts and "Two litres,\nsemi-skimmed" in texts, texts
    finally:
        again.close()
