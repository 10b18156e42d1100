"""The focus the TUI moves itself — `t` onto the toolbar, ↑/↓ in a choice, a render putting the focus back — is
moved as it is decided, never queued behind keys or focus changes that came after (issue 37, 6a; docs/INPUT.md):
the keys of one burst after `t` go to the toolbar, the Space after a ↓ chooses the option moved to, and a
render that found nothing focused does not take away a focus given meanwhile. Against tree_host."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_tui import burst, settle, until
from test_tui_controls import Run

from viperhost.tui.choices import ViperChoice


async def test_the_keys_after_t_in_one_burst_go_to_the_toolbar(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "todo")
        before = app.keys_handled
        burst(app, ["t", "enter"])  # Enter presses Add, where `t` put the focus
        await until(lambda: app.keys_handled == before + 2, "both keys handled")
        await settle(pilot, app)
        assert run.events() == [{"action": "add"}]


async def test_the_space_after_down_in_one_burst_chooses_the_option_moved_to(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "choices")
        app.query_one("#option-size-s").focus()
        await pilot.pause()
        before = app.keys_handled
        burst(app, ["down", "down", "space"])  # to Large, chosen
        await until(lambda: app.keys_handled == before + 3, "the keys handled")
        await settle(pilot, app)
        assert run.inputs() == [{"key": "size", "seq": 1, "value": "l"}]
        assert app.query_one("#choice-size", ViperChoice).value == "l"


async def test_a_render_that_found_nothing_focused_keeps_a_focus_given_meanwhile(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "choices")
        controls = [w for w in app.query_one("#view").query("*") if w.focusable]
        assert len(controls) > 2
        # Leaving the focused option for nothing: the render that causes settles the focus after the next
        # refresh (on nothing when it began: its first control). Held here until the user has focused the
        # last control (queued, as Widget.focus does), then run before the queue gets to that focus: the
        # focus the render gives must not come after the user's.
        settling: list[Callable[[], None]] = []
        original = app.call_after_refresh

        def hold(callback: Callable[..., None], *args: object, **kwargs: object) -> bool:
            if getattr(callback, "__name__", "") == "settle_focus":
                settling.append(callback)
                return True
            return original(callback, *args, **kwargs)

        app.call_after_refresh = hold  # type: ignore[method-assign]
        app.set_focus(None)
        await until(lambda: bool(settling), "the render's settling of the focus")
        del app.call_after_refresh
        controls[-1].focus()
        settling[0]()
        await settle(pilot, app)
        assert app.focused is controls[-1]
