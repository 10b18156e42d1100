"""More stories clicked through in headless Chromium: the two sample plugins, and stargazers to the end."""

from __future__ import annotations

import sys
from pathlib import Path

from selenium.webdriver.common.by import By

from page import breadcrumb, finish_onboarding, heading, open_row, press, row, wait, wait_heading
from window_page import ROW_HEIGHT, box, rows_arrived, scroll_through, shown_rows


def main_text(driver) -> str:  # type: ignore[no-untyped-def]
    return driver.find_element(By.TAG_NAME, "main").text


def row_titles(driver) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "main ul.list li .title")]


def test_tictactoe_library_plugin_game_to_a_win_and_done(web_server, browser, host_binary) -> None:
    library = Path(host_binary).parent / "libTicTacToePlugin.so"
    assert library.is_file(), f"{library} is built by swift build"
    server = web_server("--plugin", str(library))
    driver = browser()
    finish_onboarding(driver, server.url)
    open_row(driver, "Tic-tac-toe")
    wait_heading(driver, "Tic-tac-toe")
    assert "X to play" in main_text(driver)
    # X takes the top row while O plays the centre and the bottom right.
    for cell, after in (("1: top left", "O to play"), ("5: centre", "X to play"), ("2: top", "O to play"),
                        ("9: bottom right", "X to play")):
        open_row(driver, cell)
        wait(driver, lambda d, after=after, cell=cell: after in main_text(d) and cell not in row_titles(d), cell)
    open_row(driver, "3: top right")
    wait(driver, lambda d: "X wins!" in main_text(d), "X wins")
    assert driver.find_elements(By.CSS_SELECTOR, "main ul.list") == []  # no cells offered any more
    assert "X │ X │ X" in driver.find_elements(By.CSS_SELECTOR, "main p.text")[0].text
    assert "X 1 · O 0 · draws 0" in main_text(driver)
    press(driver, "Play again")
    wait(driver, lambda d: "O to play" in main_text(d) and len(row_titles(d)) == 9, "a new game, O opens")
    press(driver, "Done")
    wait_heading(driver, "Home")
    assert breadcrumb(driver) == ["Home"]


def test_quiz_process_plugin_answered_scored_and_done(web_server, browser) -> None:
    plugin = Path(sys.executable).parent / "viperhost-quiz-plugin"
    assert plugin.is_file(), f"{plugin} is installed by make venv"
    server = web_server("--process-plugin", str(plugin))
    driver = browser()
    finish_onboarding(driver, server.url)
    open_row(driver, "Capitals quiz")
    wait_heading(driver, "Capitals quiz")
    # Opened from home, without input: all five questions. Three right, two wrong.
    answers = [("France", "Paris", "Right!"), ("Australia", "Sydney", "Wrong: it is Canberra."),
               ("Canada", "Ottawa", "Right!"), ("Japan", "Osaka", "Wrong: it is Tokyo."),
               ("Brazil", "Brasília", "Right!")]
    for number, (country, answer, verdict) in enumerate(answers, start=1):
        question = f"Question {number} of 5: the capital of {country}?"
        wait(driver, lambda d, question=question: question in main_text(d), question)
        open_row(driver, answer)
        wait(driver, lambda d, verdict=verdict: verdict in main_text(d), verdict)
        press(driver, "Next" if number < 5 else "See the score")
    wait(driver, lambda d: "You got 3 of 5." in main_text(d), "the score")
    press(driver, "Done")
    wait_heading(driver, "Home")


def test_stargazers_paged_to_the_end_then_a_user(web_server, browser) -> None:
    server = web_server()
    driver = browser()
    finish_onboarding(driver, server.url)
    open_row(driver, "Stargazers")
    wait_heading(driver, "Kuniwak/MirrorDiffKit")
    # A window (PROTOCOL §6) of pages of 10: the rows the box shows past the first page are asked for
    # (view/rows) and the host fetches the next page, so the box fills without a press.
    wait(driver, lambda d: rows_arrived(d, 10), "the first page, and the rows the box shows after it")
    assert wait(driver, shown_rows, "the rows shown")[0] == "Kuniwak"
    # Scrolled to the end, as infinite scroll: the pages after come in, the last one short (5 rows).
    titles = scroll_through(driver, wait)
    assert len(titles) == 25 and len(set(titles)) == 25, titles
    assert titles[0] == "Kuniwak" and titles[-1] == "Econa77"
    assert box(driver)["spacer"] == 25 * ROW_HEIGHT, "the list ends at its last row: no Loading… after it"
    # Each row shows its avatar; labelled with the login beside it, it is not read twice.
    last = row(driver, "Econa77")
    assert last.get_attribute("aria-posinset") == "25"
    assert last.find_elements(By.CSS_SELECTOR, "button.row .thumb")
    assert last.find_element(By.CSS_SELECTOR, "button.row").accessible_name == "Econa77"
    rev = int(driver.find_element(By.ID, "view").get_attribute("data-rev"))
    press(driver, "Next page")  # past the end: the last page again, nothing added
    wait(driver, lambda d: int(d.find_element(By.ID, "view").get_attribute("data-rev")) >= rev + 2
         and not d.find_elements(By.CSS_SELECTOR, "main .spinner"), "the fetch past the end done")
    assert box(driver)["spacer"] == 25 * ROW_HEIGHT
    titles = scroll_through(driver, wait)
    assert len(titles) == 25 and len(set(titles)) == 25, titles
    open_row(driver, "Econa77")
    wait_heading(driver, "Econa77")
    assert breadcrumb(driver) == ["Home", "Kuniwak/MirrorDiffKit", "Econa77"]
    driver.back()
    wait_heading(driver, "Kuniwak/MirrorDiffKit")
    # Back where the user left it: the end of the list, Econa77 its last row shown.
    assert wait(driver, shown_rows, "the rows shown again")[24] == "Econa77"
    assert scroll_through(driver, wait) == titles
    assert heading(driver) == "Kuniwak/MirrorDiffKit"
