"""A worker that outlives the app's screens (a late answer as the app exits: an edit refused, a submit
answered) renders nothing and raises nothing: the app's teardown must not end in ScreenStackError."""

from __future__ import annotations

from pathlib import Path

from test_tui_controls import Run


async def test_a_render_after_the_apps_screens_are_gone_draws_nothing(tmp_path: Path) -> None:
    run = Run(tmp_path)
    app = run.app
    async with app.run_test(size=(100, 40)) as pilot:
        await run.show(pilot, "date")
    assert app.host is not None and app.host.mirror.top is not None and not app.screen_stack
    await app.refresh_view(force=True)  # what a worker's late answer does as the app exits: raises nothing
