"""Focus on nothing stays on nothing (docs/INPUT.md, "Decisions": until the user or a submit's answer moves
it): the next render of the same view does not hand it to the view's first control — and the keyboard still
reaches every control from there (Tab, Shift+Tab). The whole app over a scripted host (test_frontend_cases)."""

from __future__ import annotations

import copy
import json
from typing import Any

from test_frontend_cases import CASES, TuiDriver


def tree(rev: int) -> dict[str, Any]:
    case = json.loads((CASES / "leaving-flushes-the-waiting-edit.json").read_text())
    first = next(step for step in case["steps"] if step["do"] == "tree")
    return {**copy.deepcopy(first), "rev": rev}


async def test_focus_on_nothing_stays_there_and_tab_reaches_the_controls() -> None:
    driver = TuiDriver()
    async with driver.app.run_test(size=(100, 60)) as pilot:
        driver.pilot = pilot
        await driver.settle()
        driver.tree(tree(1))
        await driver.settle()
        first = driver.focused_key()
        assert first is not None  # a new view: its first control
        await driver.focus(None)
        driver.tree(tree(2))  # the same view again: nothing moves the focus
        await driver.settle()
        assert driver.app.focused is None
        await pilot.press("tab")
        await driver.settle()
        if driver.app.focused is driver.app.view_box:  # the focus chain's start: the view itself (it scrolls)
            await pilot.press("tab")
            await driver.settle()
        assert driver.focused_key() == first  # Tab from nothing: the first control
        await driver.focus(None)
        await pilot.press("shift+tab")
        await driver.settle()
        assert driver.app.focused is not None  # Shift+Tab from nothing: the last one
        assert driver.sent() == []  # moving the focus sent nothing

