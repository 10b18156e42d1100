"""axe-core (axe-selenium-python) over every screen the stories reach, at 1280×800 and 390×844, in
light and dark mode: no violation of any rule (WCAG 2 A/AA and axe's best practices). On the way,
the browser logs no script error and no CSP violation."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from a11y import SIZES, axe_violations, job_server, set_scheme, set_size, summary
from forms import control, type_keys
from page import closed_notice, finish_onboarding, open_row, press, press_accessory, row_subtitle, wait, wait_heading, wait_image
from window_page import rows_arrived


class Audit:
    """Runs axe on the page as it is, in every size and colour scheme; failures are kept for the end."""

    def __init__(self, driver, screenshot) -> None:  # type: ignore[no-untyped-def]
        self.driver, self.screenshot = driver, screenshot
        self.checked: list[str] = []
        self.failures: list[str] = []

    def __call__(self, name: str) -> None:
        # No script error and no CSP violation on the way here (images that cannot load are expected).
        errors = [e["message"] for e in self.driver.get_log("browser") if e["source"] != "network"]
        if errors:
            self.failures.append(f"{name}: the browser logged\n" + "\n".join(errors))
        for size in SIZES:
            for scheme in ("light", "dark"):
                set_size(self.driver, size)
                set_scheme(self.driver, scheme)
                violations = axe_violations(self.driver)
                self.screenshot(self.driver, f"a11y-{name}-{size}-{scheme}")
                self.checked.append(f"{name} {size} {scheme}")
                if violations:
                    self.failures.append(f"{name} at {size} in {scheme} mode:\n{summary(violations)}")

    def done(self, expected: int) -> None:
        assert not self.failures, "\n\n".join(self.failures)
        assert len(self.checked) == expected * len(SIZES) * 2, self.checked


@pytest.fixture
def audit(browser, screenshot):  # type: ignore[no-untyped-def]
    driver = browser()
    return Audit(driver, screenshot)


def main_text(driver) -> str:  # type: ignore[no-untyped-def]
    return driver.find_element(By.TAG_NAME, "main").text


def test_the_built_in_stories_have_no_axe_violations(web_server, audit) -> None:
    driver = audit.driver
    with job_server() as jobs:
        server = web_server("--jobs-url", jobs.url)
        driver.get(server.url)
        wait_heading(driver, "Welcome")
        for step in range(1, 6):
            wait_image(driver, f"onboarding-{step}")
            audit(f"onboarding-{step}")
            press(driver, "Continue" if step < 5 else "Start")
        wait_heading(driver, "Home")
        audit("home")
        # People Roulette: the picker, the picked people, one person.
        open_row(driver, "People Roulette")
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "main select").is_enabled(), "the picker filled")
        audit("roulette")
        Select(driver.find_element(By.CSS_SELECTOR, "main select")).select_by_value("3")
        press(driver, "Roulette")
        wait_heading(driver, "Picked people")
        audit("picked-people")
        driver.find_elements(By.CSS_SELECTOR, "main ul.list button.row")[0].click()
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#breadcrumb li")) == 4, "a person")
        audit("user-details")
        for _ in range(3):
            driver.find_element(By.ID, "back").click()
        wait_heading(driver, "Home")
        # Stargazers: the list, a user before and after its profile.
        open_row(driver, "Stargazers")
        wait_heading(driver, "Kuniwak/MirrorDiffKit")
        # A window: the first page, and the next one the box's rows asked for (none left Loading…).
        wait(driver, lambda d: rows_arrived(d, 10), "the first page, and the rows the box shows after it")
        audit("stargazers")
        open_row(driver, "octocat")
        wait_heading(driver, "octocat")
        audit("user")
        press(driver, "Refresh")
        wait(driver, lambda d: "13 followers" in main_text(d), "the profile")
        audit("user-profile")
        driver.back()
        wait_heading(driver, "Kuniwak/MirrorDiffKit")
        driver.back()
        wait_heading(driver, "Home")
        # The job board: loading (a spinner), loaded, a row being saved, applied, a job's detail.
        jobs.jobs_gate.clear()
        open_row(driver, "Job Board")
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "main .spinner"), "the spinner")
        audit("jobs-loading")
        jobs.jobs_gate.set()
        wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "main .spinner"), "the jobs")
        audit("jobs")
        jobs.apply_gate.clear()
        press_accessory(driver, "Job 2", "Apply")
        wait(driver, lambda d: row_subtitle(d, "Job 2") == "Saving…", "Job 2 being saved")
        audit("jobs-saving")
        jobs.apply_gate.set()
        wait(driver, lambda d: row_subtitle(d, "Job 2") == "Applied", "Job 2 applied")
        audit("jobs-applied")
        open_row(driver, "Job 2")
        wait_heading(driver, "Job 2")
        audit("job-detail")
        # The application form (job-apply): empty, an invalid submit's errors, pending while saved.
        driver.back()
        wait_heading(driver, "Jobs")
        open_row(driver, "Job 3")
        wait_heading(driver, "Job 3")
        press(driver, "Apply…")
        wait_heading(driver, "Apply: Job 3")
        audit("job-apply")
        press(driver, "Send application")
        wait(driver, lambda d: "Enter your name" in main_text(d), "the errors")
        audit("job-apply-errors")
        control(driver, "name").send_keys("Ada Lovelace")
        control(driver, "email").send_keys("ada@example.org")
        jobs.apply_gate.clear()
        press(driver, "Send application")
        wait(driver, lambda d: control(d, "name").get_attribute("readonly") is not None, "the form pending")
        audit("job-apply-saving")
        jobs.apply_gate.set()
        wait_heading(driver, "Job 3")
        wait(driver, lambda d: "You applied to this job." in main_text(d), "Job 3 applied")
        driver.back()
        wait_heading(driver, "Jobs")
        driver.back()
        wait_heading(driver, "Home")
        # Settings: two switches and a form with a secure field.
        open_row(driver, "Settings")
        wait_heading(driver, "Settings")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "main input[type=checkbox]")) == 2, "the toggles")
        audit("settings")
    audit.done(expected=21)


def test_the_repository_screen_has_no_axe_violations_empty_with_an_error_and_with_recent_ones(web_server, audit) -> None:
    driver = audit.driver
    server = web_server()
    finish_onboarding(driver, server.url)
    open_row(driver, "Repository")
    wait_heading(driver, "Repository")
    audit("repository")
    control(driver, "repository").click()
    type_keys(driver, "Kuniwak")
    ActionChains(driver).send_keys(Keys.TAB).perform()  # leaving it shows the error
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "main .field .error"), "the error shown")
    audit("repository-error")
    control(driver, "repository").click()
    type_keys(driver, "/MirrorDiffKit")
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "main .field .error"), "the error gone")
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait_heading(driver, "Kuniwak/MirrorDiffKit")
    driver.back()
    wait_heading(driver, "Repository")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "main ul.list > li"), "the recent repository")
    audit("repository-recent")
    audit.done(expected=3)


def test_an_alert_a_reconnecting_page_and_a_closed_notice_have_no_axe_violations(
    web_server, audit, host_binary, tmp_path: Path
) -> None:
    driver = audit.driver
    server = web_server("--jobs-url", "http://127.0.0.1:1", "--http-timeout", "5", data_dir=tmp_path / "data")
    finish_onboarding(driver, server.url)
    open_row(driver, "Job Board")
    dialog = driver.find_element(By.ID, "alert")
    wait(driver, lambda d: dialog.get_attribute("open") is not None, "the alert dialog")
    audit("alert")
    dialog.find_element(By.XPATH, ".//button[normalize-space()='OK']").click()
    press(driver, "Refresh")
    wait(driver, lambda d: dialog.get_attribute("open") is not None, "the alert again")
    dialog.find_element(By.XPATH, ".//button[normalize-space()='OK']").click()
    wait(driver, lambda d: dialog.get_attribute("open") is None, "the alert closed")
    server.stop(kill=True)
    wait(driver, lambda d: d.find_element(By.ID, "status").text.startswith("Reconnecting…"), "reconnecting")
    audit("reconnecting")
    broken = web_server(host=str(tmp_path / "no-such-host"))
    driver.get(broken.url)
    wait(driver, lambda d: "The host could not be started" in closed_notice(d), "the closed notice")
    audit("closed-notice")
    audit.done(expected=3)


def test_the_sample_plugins_have_no_axe_violations(web_server, audit, host_binary) -> None:
    driver = audit.driver
    library = Path(host_binary).parent / "libTicTacToePlugin.so"
    quiz = Path(sys.executable).parent / "viperhost-quiz-plugin"
    assert library.is_file() and quiz.is_file()
    server = web_server("--plugin", str(library), "--process-plugin", str(quiz))
    finish_onboarding(driver, server.url)
    open_row(driver, "Tic-tac-toe")
    wait_heading(driver, "Tic-tac-toe")
    audit("tictactoe")
    for cell, after in (("1: top left", "O to play"), ("5: centre", "X to play"), ("2: top", "O to play"),
                        ("9: bottom right", "X to play"), ("3: top right", "X wins!")):
        open_row(driver, cell)
        wait(driver, lambda d, after=after: after in main_text(d), after)
    audit("tictactoe-won")
    press(driver, "Done")
    wait_heading(driver, "Home")
    open_row(driver, "Capitals quiz")
    wait(driver, lambda d: "Question 1 of 5" in main_text(d), "the first question")
    audit("quiz-question")
    for number, answer in enumerate(("Paris", "Sydney", "Ottawa", "Osaka", "Brasília"), start=1):
        wait(driver, lambda d, number=number: f"Question {number} of 5" in main_text(d), f"question {number}")
        open_row(driver, answer)
        wait(driver, lambda d: "Right!" in main_text(d) or "Wrong" in main_text(d), "the verdict")
        if number == 2:
            audit("quiz-verdict")
        press(driver, "Next" if number < 5 else "See the score")
    wait(driver, lambda d: "You got 3 of 5." in main_text(d), "the score")
    audit("quiz-score")
    audit.done(expected=5)
