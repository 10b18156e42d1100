"""Keys are handled in the order they were typed, whatever the host is doing (issue 37, 6a): a burst of keys
(what a terminal delivers in one read: a paste, a fast typist, `tmux send-keys` with several keys) that moves
the focus puts every key after the move into the control it moved to, never into the one it left. The family:
Tab, Shift+Tab, typing into the next field, Space on a toggle, Enter on the submit button — on `job-apply`,
against the real host, directly and behind viperhost-latency (every host line 300 ms late)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Switch

from test_tui import burst, until
from test_tui_inputs import latency_host

from viperhost.tui import ViperApp
from viperhost.tui.fields import FieldInput, FieldTextArea

APPLY = "home/jobs/job-detail?id=2&name=Android%20Engineer/job-apply?id=2&name=Android%20Engineer"


def spelled(text: str) -> list[str]:
    return list(text)


class Sent:
    """Every request the app wrote (``on_send``)."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    def __call__(self, message: dict[str, Any]) -> None:
        self.messages.append(message)

    def inputs(self, key: str) -> list[dict[str, Any]]:
        return [m["params"] for m in self.messages if m.get("method") == "view/input" and m["params"]["key"] == key]

    def events(self) -> list[str]:
        return [m["params"]["action"] for m in self.messages if m.get("method") == "view/event"]


async def open_apply(app: ViperApp) -> None:
    await until(lambda: bool(app.query("#input-name")), "job-apply rendered")
    await until(lambda: app.focused is app.query_one("#input-name"), "the first field focused")


def host_binary(tmp_path: Path, late: bool) -> str | None:
    return latency_host(tmp_path) if late else None


@pytest.mark.parametrize("late", [False, True], ids=["direct", "300ms-late"])
async def test_a_burst_through_the_whole_form_lands_where_each_key_was_typed(tmp_path: Path, late: bool) -> None:
    """Name, Tab, email, Tab, letter, Tab, Space (the switch), Tab, Enter (the submit button): one burst."""
    sent = Sent()
    app = ViperApp(binary=host_binary(tmp_path, late), link=APPLY, on_send=sent)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_apply(app)
        keys = [*spelled("Ann"), "tab", *spelled("a@b.org"), "tab", *spelled("Hello"), "tab", "space", "tab", "enter"]
        burst(app, keys)
        await until(lambda: "send" in sent.events(), "the submit pressed")
        # What was sent before the submit: each field's last edit is what was typed into it, the switch was
        # flipped on once, and Enter pressed the button (the valid form is saved; the screen goes back).
        before = sent.messages[: next(i for i, m in enumerate(sent.messages) if m.get("method") == "view/event")]
        edits = Sent()
        edits.messages = before
        assert edits.inputs("name")[-1]["value"] == "Ann"
        assert edits.inputs("email")[-1]["value"] == "a@b.org"
        assert edits.inputs("cover-letter")[-1]["value"] == "Hello"
        assert [p["value"] for p in edits.inputs("share-github")] == [True]
        assert all(p["value"] in ("Ann"[:n] for n in range(1, 4)) for p in edits.inputs("name"))
        await until(lambda: app.title.endswith("Android Engineer"), "back on the job once it was saved")
        await pilot.pause()


@pytest.mark.parametrize("late", [False, True], ids=["direct", "300ms-late"])
async def test_tab_then_space_flips_the_switch_not_the_letter(tmp_path: Path, late: bool) -> None:
    """The reported case: "Hello" typed, then Tab and Space in one burst; the count reads 5/2000."""
    sent = Sent()
    app = ViperApp(binary=host_binary(tmp_path, late), link=APPLY, on_send=sent)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_apply(app)
        letter = app.query_one("#input-cover-letter", FieldTextArea)
        letter.focus()
        await until(lambda: app.focused is letter, "the letter focused")
        for key in "Hello":
            await pilot.press(key)
        burst(app, ["tab", "space"])
        await until(lambda: bool(sent.inputs("share-github")), "the switch sent")
        await until(lambda: any(p.get("left") for p in sent.inputs("cover-letter")), "the letter left")
        assert letter.text == "Hello"
        assert app.query_one("#switch-share-github", Switch).value is True
        assert [p["value"] for p in sent.inputs("cover-letter") if p.get("left")] == ["Hello"]
        assert all(p["value"] == "Hello"[: len(p["value"])] for p in sent.inputs("cover-letter"))
        assert app.host is not None
        await app.host.idle()
        await until(lambda: "5/2000" in str(app.query_one("#field-cover-letter").query_one(".field-hint").render()),
                    "the host's count of what was typed")


@pytest.mark.parametrize("late", [False, True], ids=["direct", "300ms-late"])
async def test_shift_tab_then_typing_goes_to_the_field_before(tmp_path: Path, late: bool) -> None:
    sent = Sent()
    app = ViperApp(binary=host_binary(tmp_path, late), link=APPLY, on_send=sent)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_apply(app)
        email = app.query_one("#input-email", FieldInput)
        email.focus()
        await until(lambda: app.focused is email, "the email focused")
        burst(app, [*spelled("x@y.org"), "shift+tab", *spelled("Skimmed"), "tab", *spelled("z")])
        await until(lambda: bool(sent.inputs("name")) and sent.inputs("email")[-1:] != [] and
                    sent.inputs("email")[-1]["value"] == "x@y.orgz", "both fields sent")
        await pilot.pause()
        assert app.query_one("#input-name", FieldInput).value == "Skimmed"
        assert email.value == "x@y.orgz"
        assert all(p["value"] in ("Skimmed"[:n] for n in range(1, 8)) for p in sent.inputs("name"))


@pytest.mark.parametrize("late", [False, True], ids=["direct", "300ms-late"])
async def test_keys_after_enter_find_the_form_already_submitted(tmp_path: Path, late: bool) -> None:
    """Enter submits at once: keys typed after it in the same burst meet a read-only form (rule 5), in a
    field (Enter in a one-line field) or on the submit button (Shift+Tab back into the letter)."""
    sent = Sent()
    app = ViperApp(binary=host_binary(tmp_path, late), link=APPLY, on_send=sent)
    async with app.run_test(size=(120, 50)) as pilot:
        await open_apply(app)
        name = app.query_one("#input-name", FieldInput)
        burst(app, [*spelled("Ann"), "enter", *spelled("xyz")])
        await until(lambda: "send" in sent.events(), "the submit pressed")
        await until(lambda: not app.query_one("#submit-application").disabled, "the refused submit answered")
        await pilot.pause()
        assert name.value == "Ann"
        # "Ann" went before the submit, and after it no older keystroke's text (leaving sends "Ann" again).
        wire = [m for m in sent.messages if m.get("method") in ("view/input", "view/event")]
        submitted = next(i for i, m in enumerate(wire) if m["method"] == "view/event")
        assert [m["params"]["value"] for m in wire[:submitted] if m["params"].get("key") == "name"][-1:] == ["Ann"]
        await app.workers.wait_for_complete()
        assert app.host is not None
        await app.host.idle()
        assert {m["params"]["value"] for m in wire[submitted:] if m["params"].get("key") == "name"} <= {"Ann"}
        assert all(p["value"] in ("A", "An", "Ann") for p in sent.inputs("name"))
        # Now on the button: Enter, then Shift+Tab twice (the switch, then the letter) and typing.
        app.query_one("#submit-application").focus()
        await until(lambda: app.focused is app.query_one("#submit-application"), "the button focused")
        events_before = len(sent.events())
        burst(app, ["enter", "shift+tab", "shift+tab", *spelled("late")])
        await until(lambda: len(sent.events()) > events_before, "the second submit pressed")
        await until(lambda: not app.query_one("#submit-application").disabled, "the second submit answered")
        await pilot.pause()
        assert app.query_one("#input-cover-letter", FieldTextArea).text == ""
        assert sent.inputs("cover-letter") == []
