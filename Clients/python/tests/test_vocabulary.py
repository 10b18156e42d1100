"""The node vocabulary gate (Protocol/schema/README.md, "What a frontend must render"): the schema's
vocabulary is whole (each type has examples and an x-render its examples exercise, each example and
variant meets the schema), and the TUI — the whole app, headless, against a fake host showing each
case — shows each example of each node type with the text its x-render names, none as its fallback
for unknown nodes, each state member and each value of a `variants` member changing what is shown (a
secure field showing none of what is typed in it), and announces the schema's announced types in
capabilities.nodes. The page's and viper-sh's gates read the same cases
(Clients/web/tests/vocabulary.test.js, Clients/shell/tests/vocabulary.bats)."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from textual.widget import Widget
from textual.widgets import Button, Input, OptionList, Select, Static, Switch, TextArea

from viperhost.locate import protocol_dir
from viperhost.render import render_text
from viperhost.schema import ProtocolSchema
from viperhost.tui import ViperApp

from test_tui import until

TREE_HOST = Path(__file__).parent / "hosts" / "tree_host.py"


def load_vocabulary() -> Any:
    spec = importlib.util.spec_from_file_location("vocabulary", protocol_dir() / "schema" / "vocabulary.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


vocabulary = load_vocabulary()
CASES = vocabulary.cases()


def as_update(view: dict) -> dict:
    return {"jsonrpc": "2.0", "method": "view/update",
            "params": {"viewId": "v1", "module": "vocabulary", "rev": 1, "view": view}}


# -- the vocabulary itself ---------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_each_example_and_variant_meets_the_schema(case: dict, schema: ProtocolSchema) -> None:
    schema.check_host_message(as_update(case["view"]))  # the exact set, and the open one


@pytest.mark.parametrize("kind", vocabulary.node_types())
def test_each_member_the_schema_marks_is_one_the_examples_show(kind: str) -> None:
    node_schema = vocabulary.node_schema(kind)
    rendering = vocabulary.rendering(kind)
    assert set(rendering) - {"features"} == {"announced", "shows", "states", "variants", "unshown"}
    examples = node_schema["examples"]
    for path in rendering["shows"]:
        assert path.split("/")[0] in node_schema["properties"], f"{kind}: x-render shows {path}, not a member"
        found = [value for example in examples for value in vocabulary.values_at(example, path)]
        assert any(value not in ("", []) for value in found), f"{kind}: no example has {path}: nothing checks it"
    for member in rendering["states"]:
        assert node_schema["properties"][member].get("type") == "boolean", f"{kind}: state {member} is not a boolean"
    for member, spec in rendering["variants"].items():
        assert node_schema["properties"][member].get("type") != "boolean", f"{kind}: {member} is a state, not a variant"
        assert any(member in example for example in examples), f"{kind}: no example has {member}: nothing varies it"
        assert set(spec) <= {"values", "from", "unseen", "hides"}, f"{kind}: {member}: {sorted(spec)}"
        assert set(spec.get("unseen", {})) <= FRONTENDS, f"{kind}: {member} excuses an unknown frontend"
        assert set(spec.get("hides", {})) <= set(spec.get("values", [])), f"{kind}: {member} hides for a value not varied"
        assert any(c.get("member") == member and "value" in c and c["type"] == kind for c in CASES), f"{kind}: {member} varies nothing"
    # Every member is decided (README.md): shown as text, a state, a variant, or one no frontend must show.
    decided = [path.split("/")[0] for path in rendering["shows"]] + rendering["states"] + [*rendering["variants"]]
    missing = set(node_schema["properties"]) - set(decided + rendering["unshown"] + ["type"])
    assert not missing, f"{kind}: x-render does not say what a frontend does with {sorted(missing)}"
    assert not set(decided) & set(rendering["unshown"]), f"{kind}: a member both shown and unshown"


FRONTENDS = {"tui", "page", "viper-sh"}


def test_protocol_md_names_the_announced_types() -> None:
    """PROTOCOL.md §6 rule 8 lists what a frontend announces for all of them: the schema's list."""
    text = (protocol_dir() / "PROTOCOL.md").read_text()
    listed = re.search(r"\(`\[(\"[a-z]+\".*?)\]`\s+for all of them\)", re.sub(r"\s+", " ", text))
    assert listed is not None
    assert json.loads("[" + re.sub(r"\s", "", listed.group(1)) + "]") == vocabulary.announced()
    types = [name for name in vocabulary.announced() if "." not in name]
    assert len(vocabulary.node_types()) - len(types) == 8


# -- the readable text form (viperhost.render, as render.jq's render_text) ---------------------


def test_the_text_form_renders_every_type_every_frontend_renders() -> None:
    announced = set(vocabulary.announced())
    problems = []
    for case in CASES:
        if set(case["types"]) & announced or "variantOf" in case:
            continue  # the text form is of the first eight types; it shows no later member (busy)
        text = render_text(case["view"])
        problems += [f"{case['name']}: does not show {line!r}" for line in case["shows"] if line not in text]
        problems += [f"{case['name']}: shows {kind} as unknown" for kind in case["types"] if f"<{kind}>" in text]
    assert problems == [], "\n".join(problems)
    assert "<x-future-node>" in render_text(vocabulary.UNKNOWN_NODE)


def siblings(case: dict) -> list[str]:
    """The variants of the same member of the same example before `case` (the other values it takes)."""
    before = CASES[: CASES.index(case)]
    return [o["name"] for o in before if "value" in case and (o.get("variantOf"), o.get("member")) == (case["variantOf"], case["member"])]


# -- the TUI -----------------------------------------------------------------------------------

# Not the view: the header (the title is read from the app), the footer and the status lines.
OUTSIDE_THE_VIEW = ("Header", "Footer", "#waiting", "#error", "#debugger")


def shown(widget: Widget) -> bool:
    return all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget))


def view_widgets(app: ViperApp) -> list[Widget]:
    """The widgets showing the top view and its alert, in order (the screens above the main one whole)."""
    main, *above = app.screen_stack
    outside = {w for selector in OUTSIDE_THE_VIEW for match in main.query(selector) for w in [match, *match.query("*")]}
    widgets = [w for w in main.query("*") if w not in outside]
    for screen in above:
        widgets += list(screen.query("*"))
    return [w for w in widgets if shown(w)]


def texts(widget: Widget) -> list[str]:
    """What a user reads of a widget: its text, a control's value, placeholder and options."""
    if isinstance(widget, Button):
        return [str(widget.label)]
    if isinstance(widget, Input):  # a password Input shows a bullet for each character (Textual's Input)
        return ["•" * len(widget.value) if widget.password else widget.value, widget.placeholder]
    if isinstance(widget, TextArea):
        return [widget.text, str(widget.placeholder)]
    if isinstance(widget, Select):  # its options: what opening it shows (the list is hidden until then)
        return [str(options.get_option_at_index(i).prompt) for options in widget.query(OptionList)
                for i in range(options.option_count)]
    if isinstance(widget, Static):
        return [str(widget.render())]
    return []


def dump(widget: Widget) -> str:
    """A widget as a user meets it: its kind, classes, text, value (a Select's: the option shown chosen)
    and whether it takes input."""
    state = {"disabled": widget.disabled, "read_only": getattr(widget, "read_only", None),
             "value": repr(getattr(widget, "value", None)) if isinstance(widget, (Switch, Input, Select)) else None}
    return f"{type(widget).__name__}{sorted(widget.classes)}{texts(widget)}{state}"


def seen(app: ViperApp) -> dict[str, Any]:
    widgets = view_widgets(app)
    return {
        "text": "\n".join([app.title] + [t for w in widgets for t in texts(w) if t]),
        "dump": "\n".join(dump(w) for w in widgets),
        "fallbacks": [str(w.render()) for w in widgets if w.has_class("node-unknown")],
    }


async def test_the_tui_renders_every_example_of_every_node_type_and_announces_them(
    tmp_path: Path, open_set: ProtocolSchema
) -> None:
    views = [{"name": "empty", "view": {"type": "screen", "title": "Case", "children": []}},
             {"name": "unknown", "view": vocabulary.vocabulary()["unknown"]["view"]}]
    views += [{"name": case["name"], "view": case["view"]} for case in CASES]
    (tmp_path / "views.json").write_text(json.dumps(views))
    log = tmp_path / "log"
    app = ViperApp(host_args=[str(tmp_path / "views.json"), str(log)], binary=str(TREE_HOST), restore=False,
                   on_message=open_set.check_host_message, on_send=open_set.check_request)  # (an unknown type: open)

    async def settle() -> None:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await app.refresh_view()
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.pause()

    async def showing(name: str) -> dict[str, Any]:
        assert app.host is not None and app.host.mirror.top is not None
        await app.host.event(app.host.mirror.top.view_id, "show", name)
        await settle()
        # Every widget started before the next view replaces them: Textual's remove does not wait for a
        # widget whose task has not started, and the next view's widget with the same id then fails to
        # mount (DuplicateIds) — a race of the TUI's own, reported, not what this gate checks.
        await until(lambda: all(w.is_mounted for screen in app.screen_stack for w in screen.query("*")), "mounted")
        return seen(app)

    async def typing(text: str) -> dict[str, Any]:
        """What is shown once the case's one input holds `text`, as typed (its edit not sent: the fake
        host does not answer view/input)."""
        controls = [w for w in view_widgets(app) if isinstance(w, (Input, TextArea))]
        assert len(controls) == 1, f"a case to type into has one input: {controls}"
        control = controls[0]
        if isinstance(control, Input):
            with control.prevent(Input.Changed):
                control.value = text
        else:
            with control.prevent(TextArea.Changed):
                control.load_text(text)
        await pilot.pause()
        return seen(app)

    async with app.run_test() as pilot:
        await settle()
        empty = seen(app)
        # The fallback the check looks for: an unknown type shows as "<type>", then its children.
        unknown = await showing("unknown")
        assert unknown["fallbacks"] == ["<x-future-node>"] and "Inside a future node" in unknown["text"]
        problems: list[str] = []
        by_name: dict[str, dict[str, Any]] = {}
        for case in CASES:
            tui = by_name[case["name"]] = await showing(case["name"])
            problems += [f"{case['name']}: does not show {line!r}" for line in case["shows"] if line not in tui["text"]]
            problems += [f"{case['name']}: shows {fallback} as an unknown node" for fallback in tui["fallbacks"]]
            # Only its own alert above the view: one left from an earlier case would hide it (and paint it stale).
            above = [type(screen).__name__ for screen in app.screen_stack[1:]]
            if above != (["AlertScreen"] if "alert" in case["types"] else []):
                problems.append(f"{case['name']}: screens above the view: {above}")
            if case["type"] != "screen" and tui["dump"] == empty["dump"]:
                problems.append(f"{case['name']}: shows nothing")
            # A variant shows differently from its example and from the member's other values; one that
            # hides what is typed is judged by that instead.
            judged = "variantOf" in case and "tui" not in case.get("unseen", {}) and not ("value" in case and case["typed"])
            for other in [case["variantOf"], *siblings(case)] if judged else []:
                if by_name[other]["dump"] == tui["dump"]:
                    changed = f"= {json.dumps(case['value'])}" if "value" in case else "flipped"
                    problems.append(f"{case['name']}: {case['member']} {changed} shows the same as {other}")
            if case.get("typed"):
                typed = await typing(case["typed"])
                problems += [f"{case['name']}: shows {line!r} typed in it" for line in case["hides"] if line in typed["text"]]
        # The same example again shows the same: a state that changes nothing is seen as such.
        first = next(case["name"] for case in CASES if case["type"] == "field")
        assert (await showing(first))["dump"] == by_name[first]["dump"]
    initialize = next(json.loads(line) for line in log.read_text().splitlines() if '"initialize"' in line)
    said = sorted(initialize["params"].get("capabilities", {}).get("nodes", []))
    if said != sorted(vocabulary.announced()):
        problems.append(f"capabilities.nodes: {said}; the schema's announced types: {sorted(vocabulary.announced())}")
    assert problems == [], "\n".join(problems)
