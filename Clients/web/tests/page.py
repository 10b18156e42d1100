"""What the browser tests do on the page: wait for screens, press buttons, read rows."""

from __future__ import annotations

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    NoSuchElementException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

TIMEOUT = 20
RETRY = (StaleElementReferenceException, NoSuchElementException, ElementClickInterceptedException)


def wait(driver: WebDriver, condition, message: str):  # type: ignore[no-untyped-def]
    return WebDriverWait(driver, TIMEOUT, ignored_exceptions=RETRY).until(condition, message)


def literal(text: str) -> str:
    """An XPath string literal (titles may hold quotes)."""
    return f'"{text}"' if '"' not in text else "concat('" + text.replace("'", "', \"'\", '") + "')"


def heading(driver: WebDriver) -> str:
    return driver.find_element(By.CSS_SELECTOR, "main h1").text


def wait_heading(driver: WebDriver, title: str) -> None:
    wait(driver, lambda d: heading(d) == title, f"the screen titled {title!r}")


def breadcrumb(driver: WebDriver) -> list[str]:
    """Read in one script run: the page replaces the whole list when a view arrives (a reconnect sends the top
    view again), so items found by one WebDriver call could be gone by the next (StaleElementReferenceException)."""
    script = "return Array.from(document.querySelectorAll('#breadcrumb li'), li => li.innerText.trim())"
    return driver.execute_script(script)


def image_name(driver: WebDriver) -> str | None:
    figures = driver.find_elements(By.CSS_SELECTOR, "main figure.named")
    return figures[0].get_attribute("data-name") if figures else None


def wait_image(driver: WebDriver, name: str) -> None:
    wait(driver, lambda d: image_name(d) == name, f"the image {name!r}")


def press(driver: WebDriver, title: str) -> None:
    """Clicks the enabled button of the screen titled `title` (waiting for it)."""
    xpath = f"//main//button[normalize-space()={literal(title)}]"

    def click(d: WebDriver) -> bool:
        button = d.find_element(By.XPATH, xpath)
        if not button.is_enabled():
            return False
        button.click()
        return True

    wait(driver, click, f"an enabled button {title!r}")


def row(driver: WebDriver, title: str):  # type: ignore[no-untyped-def]
    return driver.find_element(By.XPATH, f"//main//ul/li[.//span[@class='title' and normalize-space()={literal(title)}]]")


def row_subtitle(driver: WebDriver, title: str) -> str | None:
    subtitles = row(driver, title).find_elements(By.CSS_SELECTOR, ".subtitle")
    return subtitles[0].text if subtitles else None


def open_row(driver: WebDriver, title: str) -> None:
    wait(driver, lambda d: row(d, title).find_element(By.CSS_SELECTOR, "button.row").click() or True, f"row {title!r}")


def press_accessory(driver: WebDriver, row_title: str, title: str) -> None:
    xpath = f".//button[contains(@class,'accessory') and normalize-space()={literal(title)}]"
    wait(driver, lambda d: row(d, row_title).find_element(By.XPATH, xpath).click() or True, f"{title!r} on {row_title!r}")


def closed_notice(driver: WebDriver) -> str:
    box = driver.find_element(By.ID, "closed")
    return box.text if box.is_displayed() else ""


def finish_onboarding(driver: WebDriver, url: str) -> None:
    driver.get(url)
    wait_heading(driver, "Welcome")
    for step in range(1, 5):
        wait_image(driver, f"onboarding-{step}")
        press(driver, "Continue")
    wait_image(driver, "onboarding-5")
    press(driver, "Start")
    wait_heading(driver, "Home")


def to_a_job(driver: WebDriver, url: str, job: str = "Android Engineer") -> None:
    """A first launch through onboarding, then the job board and one job's detail."""
    finish_onboarding(driver, url)
    open_row(driver, "Job Board")
    wait_heading(driver, "Jobs")
    open_row(driver, job)
    wait_heading(driver, job)
