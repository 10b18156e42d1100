"""Issue 46, item 3: where typing goes on in a field whose text the TUI (not the user) put there — after the
host was killed (kill -9) and started again, after the TUI itself was started again, and after the dev loop
swapped the host under it. Every kind of field (text, email, secure, number, multiline, date, time): the
focused one takes the next key where its caret was, the others at the end of their text, never at its start.
Headless with Textual's pilot, the real host over pipes, keys as a person types them."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dev_loop import DevLoop, running
from test_tui import until
from textual.css.query import NoMatches

from viperhost.dev.tui import DevApp
from viperhost.locate import find_host_binary
from viperhost.tui import ViperApp
from viperhost.tui.fields import FieldInput, FieldTextArea

# What a person types into each kind of field ("\n": Enter, a new line in a multiline field).
TYPED = {"text": "Ann", "email": "a@b.co", "secure": "s3cret", "number": "42", "multiline": "one\ntwo",
         "date": "2026-05-04", "time": "09:30"}
# Each screen's fields (key, kind) in Tab order: between them they hold every kind of field.
SCREENS = {
    "bench-form": [("name", "text"), ("email", "email"), ("token", "secure"), ("digits", "number"),
                   ("note", "multiline")],
    "home/todos/todo-add": [("title", "text"), ("due", "date"), ("at", "time")],
}
HOST_ARGS = ["--bench-modules"]


def rebuilt(app: ViperApp, old: list[Any], fields: list[tuple[str, str]]) -> bool:
    """The restored view is drawn (its fields are new widgets, not ``old``) and every text shows in it."""
    controls = [app.query(f"#input-{key}") for key, _ in fields]
    return all(found and found.first() not in old for found in controls) and all(
        text_of(app, key) == TYPED[kind] for key, kind in fields)


def text_of(app: ViperApp, key: str) -> str | None:
    """The field's text as it shows (None while the view is not mounted)."""
    try:
        control = app.query_one(f"#input-{key}")
    except NoMatches:
        return None
    if isinstance(control, FieldTextArea):
        return control.text
    assert isinstance(control, FieldInput)
    return control.value


async def type_text(pilot: Any, text: str) -> None:
    await pilot.press(*["enter" if char == "\n" else char for char in text])


async def tab_to(pilot: Any, app: ViperApp, key: str, back: bool = False) -> None:
    """Tab (Shift+Tab: ``back``) until the field ``key`` has the focus, as a person does."""
    for _ in range(30):
        if app.focused is not None and app.focused.id == f"input-{key}":
            return
        await pilot.press("shift+tab" if back else "tab")
    raise AssertionError(f"Tab never reached {key}: {app.focused!r}")


async def fill(pilot: Any, app: ViperApp, fields: list[tuple[str, str]]) -> None:
    """Each field's text typed, Tab to the next."""
    await until(lambda: app.focused is not None and app.focused.id == f"input-{fields[0][0]}", "the first field")
    for key, kind in fields:
        await tab_to(pilot, app, key)
        await type_text(pilot, TYPED[kind])


async def goes_on_at_the_end(pilot: Any, app: ViperApp, fields: list[tuple[str, str]]) -> None:
    """Shift+Tab to each field in turn, a "7" typed: it goes at the end of the field's text."""
    for key, kind in fields:
        await tab_to(pilot, app, key, back=True)
        await pilot.press("7")
        assert text_of(app, key) == TYPED[kind] + "7", key


@pytest.mark.parametrize("link", list(SCREENS))
async def test_after_a_kill_9_typing_goes_where_the_caret_was_in_every_field(data_dir: Path, link: str) -> None:
    fields = SCREENS[link]
    app = ViperApp(host_args=["--data-dir", str(data_dir), *HOST_ARGS], link=link)
    async with app.run_test(size=(100, 60)) as pilot:
        await fill(pilot, app, fields)
        await pilot.press("left", "left")  # the last field's caret two characters back
        last, kind = fields[-1]
        assert app.host is not None
        first, old = app.host.process.pid, list(app.query("FieldInput, FieldTextArea"))
        os.kill(first, signal.SIGKILL)
        await until(lambda: app.host is not None and app.host.process.pid != first and rebuilt(app, old, fields),
                    "the host back, every text shown")
        await type_text(pilot, "7")  # at once: the focus and caret were where the keys left them
        assert text_of(app, last) == TYPED[kind][:-2] + "7" + TYPED[kind][-2:]
        await goes_on_at_the_end(pilot, app, list(reversed(fields[:-1])))


@pytest.mark.parametrize("link", list(SCREENS))
async def test_after_the_tui_starts_again_typing_goes_on_at_the_end_of_every_restored_field(
        data_dir: Path, link: str) -> None:
    # A secure field's text is in no session: it comes back empty (SESSIONS.md), nothing to type after.
    fields = [(key, kind) for key, kind in SCREENS[link] if kind != "secure"]
    app = ViperApp(host_args=["--data-dir", str(data_dir), *HOST_ARGS], link=link)
    async with app.run_test(size=(100, 60)) as pilot:
        await fill(pilot, app, fields)
        if link == "bench-form":
            await pilot.click("#submit-form")  # its multiline field is sent with the submit
        else:
            await pilot.press("tab")  # a date or time goes on leaving
        assert app.host is not None

        def saved() -> bool:
            top = app.host.mirror.top  # type: ignore[union-attr]
            return top is not None and all(value_of(top.view, key) == TYPED[kind] for key, kind in fields)

        await until(saved, "the host has every text")
    again = ViperApp(host_args=["--data-dir", str(data_dir), *HOST_ARGS])
    async with again.run_test(size=(100, 60)) as pilot:
        await until(lambda: all(text_of(again, key) == TYPED[kind] for key, kind in fields), "every text restored")
        await goes_on_at_the_end(pilot, again, list(reversed(fields)))


def value_of(node: dict[str, Any], key: str) -> Any:
    if node.get("key") == key and node.get("type") == "field":
        return node.get("value")
    for child in node.get("children") or []:
        if (found := value_of(child, key)) is not None:
            return found
    return None


@pytest.fixture
def loop(tmp_path: Path) -> Iterator[DevLoop]:
    yield from running(tmp_path, find_host_binary())


async def test_after_a_dev_loop_swap_typing_goes_where_the_caret_was_in_every_field(
        loop: DevLoop, tmp_path: Path) -> None:
    fields = SCREENS["bench-form"]
    app = DevApp(host_args=["--data-dir", str(tmp_path / "data"), *HOST_ARGS], binary=str(loop.host),
                 link="bench-form")
    async with app.run_test(size=(100, 60)) as pilot:
        await fill(pilot, app, fields)
        await pilot.press("left", "left")
        last, kind = fields[-1]
        assert app.host is not None
        first, old = app.host.process.pid, list(app.query("FieldInput, FieldTextArea"))
        loop.save('let title = "Form 2"\n')  # a rebuild: the loop swaps the host under the TUI
        await until(lambda: app.host is not None and app.host.process.pid != first and rebuilt(app, old, fields),
                    "swapped, every text shown")
        await until(lambda: app.focused is not None and app.focused.id == f"input-{last}", "the focus kept")
        await type_text(pilot, "7")
        assert text_of(app, last) == TYPED[kind][:-2] + "7" + TYPED[kind][-2:]
        await goes_on_at_the_end(pilot, app, list(reversed(fields[:-1])))
