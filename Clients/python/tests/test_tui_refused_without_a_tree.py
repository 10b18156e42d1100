"""docs/INPUT.md, "edit refused": an edit the host refuses with no tree answering it (too_many_effects,
unknown_input) counts as answered; once nothing newer is outstanding the host's value shows again. Found by
a review: the TUI never told its controller of a refusal (``tui.editing._send_edit``), so the refused text
stayed for good. Against a fake host over a real pipe (``hosts/busy_host.py``)."""

from __future__ import annotations

from pathlib import Path

from test_tui import until

from viperhost.tui import ViperApp
from viperhost.tui.fields import FieldInput
from viperhost.tui.widgets import ActionButton

BUSY_HOST = Path(__file__).parent / "hosts" / "busy_host.py"


async def test_a_refused_edit_no_tree_answers_shows_the_hosts_value_again() -> None:
    app = ViperApp(host_args=[], binary=str(BUSY_HOST), restore=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(lambda: bool(app.query("#input-code")) and bool(app.query(ActionButton)), "the view")
        field = app.query_one("#input-code", FieldInput)
        field.focus()
        await pilot.pause()
        await pilot.press("end", "3")
        await until(lambda: field.value == "123", "typed")
        app.query_one(ActionButton).focus()  # leaving sends the edit (send: leave); the host refuses it
        await until(lambda: app.controller.state("v1", "code").refused == 1, "the refusal heard")
        # Waits for the render the refusal causes (no clock: it comes when the loop gets to it).
        await until(lambda: field.value == "12", f"the host's value back (the field shows {field.value!r})")
        assert "too_many_effects" in str(app.error_bar.render())
        assert app.controller.state("v1", "code").seq == 1


async def test_a_date_after_max_shows_why_at_its_field_until_its_next_edit() -> None:
    """docs/INPUT.md, "edit refused": the host refuses a date after ``max`` before the module sees it, so no
    tree says why; the field shows the host's value again and the refusal's message as its error (it used
    to revert silently), until the next edit. The real host, module bench-controls (``due``: to 2030-12-31)."""
    app = ViperApp(host_args=["--in-memory", "--bench-modules"], restore=False)
    async with app.run_test(size=(110, 60)) as pilot:
        await until(lambda: app.host is not None and app.host.mirror.top is not None, "the launch screen")
        assert app.host is not None
        await app.host.open("bench-controls")
        await app.refresh_view()
        await until(lambda: bool(app.query("#input-due")), "the form drawn")
        due, error = app.query_one("#input-due", FieldInput), app.query_one("#field-due .field-error")
        due.focus()
        await pilot.pause()
        due.value = "2031-01-01"  # typed
        await pilot.pause()
        app.set_focus(None)  # left: sent now (a date goes on leaving), refused as invalid_value
        await until(lambda: bool(error.display), "the refusal's message at the field")
        await until(lambda: due.value == "", "the host's value back")
        assert str(error.render()).endswith('bad value for the input "due": after 2030-12-31')
        due.focus()
        await pilot.pause()
        due.value = "2030-12-30"  # its next edit: the message goes
        await until(lambda: not error.display, "the message gone at the next edit")
