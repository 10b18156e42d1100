"""make bench-scale, the frontends' part: the TUI in tmux and the page in headless Chromium, from outside.

Both are measured by what a user sees, not by their code (which other branches are rewriting): the
TUI by `tmux capture-pane` (the time to the first row's text, then from a PgDn keypress to the
capture changing; its process's memory), the page through Selenium and the DevTools protocol (the
time from navigation to the first row's text, the DOM nodes of the list holding it, the JS heap, and
from a PgDn's keydown to the first frame that shows a change). A frontend that cannot show the rows
(say, a list too large to send) gets "n/a (why)" in its column instead of a figure.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

FIRST_ROW = "To-do 1"  # bench/fill_todos.py's first title
FIRST_ROW_SHOWN = re.compile(r"To-do 1(?!\d)")
WAIT_S = 60.0  # for the first rows: a frontend that takes longer gets "n/a"
PRESSES = 5  # PgDn presses; the median is shown


def settled(read, quiet_s: float = 0.5, limit_s: float = 15.0) -> str:  # type: ignore[no-untyped-def]
    """What `read()` returns once it stopped changing for `quiet_s` (the frontend done drawing)."""
    last, since, deadline = read(), time.monotonic(), time.monotonic() + limit_s
    while time.monotonic() - since < quiet_s and time.monotonic() < deadline:
        time.sleep(0.05)
        now = read()
        if now != last:
            last, since = now, time.monotonic()
    return last


def cpu_ticks(pid: int) -> int:
    """The process's user + system CPU time so far (clock ticks): still drawing while it grows."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def idle(terminal: "Terminal", pid: int, quiet_s: float = 0.3, limit_s: float = 30.0) -> str:
    """The screen once the TUI has used no CPU and changed nothing for `quiet_s`: a busy Textual app
    can leave the screen alone for seconds while it works, so an unchanged screen alone proves nothing."""
    deadline = time.monotonic() + limit_s
    while True:
        screen, ticks = terminal.screen(), cpu_ticks(pid)
        time.sleep(quiet_s)
        if (terminal.screen() == screen and cpu_ticks(pid) == ticks) or time.monotonic() > deadline:
            return screen


def kib(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


class Terminal:
    """A tmux server of its own, 120×50, running one command."""

    def __init__(self, command: str) -> None:
        self.socket = f"bench-scale-{uuid.uuid4().hex[:8]}"
        self.tmux("new-session", "-d", "-s", "tui", "-x", "120", "-y", "50", command)

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True).stdout

    def screen(self) -> str:
        try:
            return self.tmux("capture-pane", "-p", "-t", "tui")
        except subprocess.CalledProcessError:
            return ""  # the pane is gone (the TUI ended)

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def tui(binary: str, data_dir: Path, checkout: Path | None = None) -> dict | str:
    """viperhost-tui on the To-dos by a link (`--open todos`: app/start {link}), in tmux; the TUI of
    `checkout` (its Clients/python/src first on the path) when given, else the venv's."""
    program = Path(sys.executable).parent / "viperhost-tui"
    if not program.exists():
        return f"n/a (no {program}: make venv)"
    if shutil.which("tmux") is None:
        return "n/a (no tmux)"
    source = f"env PYTHONPATH='{checkout / 'Clients/python/src'}' " if checkout else ""
    started = time.perf_counter()
    terminal = Terminal(f"exec {source}'{sys.executable}' -m viperhost --host '{binary}' --data-dir '{data_dir}' "
                        "--open todos")
    try:
        pid = int(terminal.tmux("display-message", "-p", "-t", "tui", "#{pane_pid}").strip())
        while not FIRST_ROW_SHOWN.search(terminal.screen()):
            if time.perf_counter() - started > WAIT_S:
                return f"n/a (no row shown in {WAIT_S:.0f} s)"
            time.sleep(0.002)
        figures: dict = {"first_rows_ms": (time.perf_counter() - started) * 1e3}
        figures.update(page_downs(terminal, pid))
        figures["rss_kib"], figures["vmrss_kib"] = kib(pid, "VmHWM"), kib(pid, "VmRSS")
        return figures
    finally:
        terminal.close()


def page_down(terminal: Terminal, pid: int) -> float | None:
    """ms from sending PgDn to the first capture that differs, or None when none did in 10 s."""
    before = idle(terminal, pid)
    pressed = time.perf_counter()
    terminal.tmux("send-keys", "-t", "tui", "NPage")
    while time.perf_counter() - pressed < 10:
        if terminal.screen() != before:
            return (time.perf_counter() - pressed) * 1e3
        time.sleep(0.001)
    return None


def page_downs(terminal: Terminal, pid: int) -> dict:
    """PgDn where the TUI puts the focus; if that scrolls nothing, Tab (at most three times) first: the keys a
    user would press to reach the list. The first PgDn that changes the screen is not counted (it may have
    waited for the Tab's redraw), the PRESSES after it are."""
    tabs, first = 0, page_down(terminal, pid)
    while first is None and tabs < 3:
        terminal.tmux("send-keys", "-t", "tui", "Tab")
        tabs += 1
        first = page_down(terminal, pid)
    if first is None:
        return {"page_down_ms": "n/a (PgDn changed nothing, with up to 3 Tabs first)", "tabs": tabs}
    presses = [ms for ms in (page_down(terminal, pid) for _ in range(PRESSES)) if ms is not None]
    return {"page_down_ms": statistics.median(presses) if presses else "n/a (only the first PgDn changed the screen)",
            "page_down_runs_ms": [first, *presses], "tabs": tabs}


def todos_on_top(binary: str, data_dir: Path) -> None:
    """A saved session with the To-dos on top: the page restores the saved session (app/start {restore})."""
    lines = (b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}\n'
             b'{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"stack":[{"module":"todos"}]}}\n'
             b'{"jsonrpc":"2.0","id":3,"method":"host/idle"}\n')
    subprocess.run([binary, "--data-dir", str(data_dir)], input=lines, capture_output=True, check=True, timeout=300)


def bridge(binary: str, data_dir: Path, checkout: Path | None) -> tuple[subprocess.Popen[str], str]:
    """viperhost-web on a free port (serving `checkout`'s page when given); the URL it prints (with the token)."""
    token = secrets.token_urlsafe(24)
    root = ["--web-root", str(checkout / "Clients/web")] if checkout else []
    process = subprocess.Popen([sys.executable, "-m", "viperhost.web", "--host", binary, "--data-dir", str(data_dir),
                                "--port", "0", *root], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                               env={**os.environ, "VIPERHOST_WEB_TOKEN": token})
    assert process.stderr is not None
    for line in process.stderr:
        match = re.search(r"serving on (http://\S+/\?token=\S+)", line)
        if match:
            threading.Thread(target=lambda: [None for _ in process.stderr or []], daemon=True).start()
            return process, match.group(1)
    process.wait()
    raise RuntimeError("viperhost-web did not start")


# Before any script of the page: the time (from navigation) when a row's text first shows, at the
# frame after it was added.
FIRST_ROWS_WATCH = """
new MutationObserver((records, observer) => {
  for (const record of records) for (const node of record.addedNodes) {
    if (/To-do 1(?!\\d)/.test(node.textContent || "")) {
      observer.disconnect();
      requestAnimationFrame(() => { window.__benchFirstRows = performance.now(); });
      return;
    }
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""

# The list that holds the first row, its nodes, and the row's own control focused (for PgDn).
FIND_LIST = """
const hit = document.evaluate("//main//*[normalize-space(text())='To-do 1']", document, null,
                              XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
if (!hit) return null;
const list = hit.closest("ul, ol, [role=list], [role=listbox], [role=grid]") || hit.parentElement;
window.__benchList = list;
const control = hit.closest("button, [tabindex], a, li") ;
(control && control.matches("li") ? control.querySelector("button, input") || control : control || list).focus();
return list.getElementsByTagName("*").length + 1;
"""

# What a PgDn can change: scroll positions, the row at the list's top, the focused row, the first row.
WATCH_PAGE_DOWN = """
const list = window.__benchList, row = (e) => e && e.closest("li, [role=row], [role=listitem], [role=option]");
const text = (e) => e ? e.textContent.slice(0, 60) : "";
const signature = () => {
  const box = list.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 60), Math.max(box.top, 0) + 4);
  const scrolled = [document.scrollingElement, list, list.parentElement].map((e) => e ? e.scrollTop : 0);
  return [...scrolled, text(row(top)), text(row(document.activeElement)), text(list.firstElementChild)].join("|");
};
const before = signature();
window.__benchPgDn = null;
window.addEventListener("keydown", (event) => {
  const pressed = performance.now();
  const look = () => signature() !== before ? (window.__benchPgDn = performance.now() - pressed)
                                            : requestAnimationFrame(look);
  requestAnimationFrame(look);
}, {once: true, capture: true});
"""


def browser():  # type: ignore[no-untyped-def]
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=420,820",
                     "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(argument)
    return webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))


def waited(driver, script: str, limit_s: float):  # type: ignore[no-untyped-def]
    """The script's value once it is not null, or None after `limit_s`."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        value = driver.execute_script(script)
        if value is not None:
            return value
        time.sleep(0.01)
    return None


def page(binary: str, data_dir: Path, checkout: Path | None = None) -> dict | str:
    """The browser page (`checkout`'s when given) through viperhost-web, restoring the To-dos on top."""
    try:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
    except ImportError:
        return "n/a (no selenium: make venv)"
    if not (shutil.which("chromium") or Path("/usr/bin/chromium").exists()):
        return "n/a (no chromium)"
    todos_on_top(binary, data_dir)
    server, url = bridge(binary, data_dir, checkout)
    driver = browser()
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_ROWS_WATCH})
        driver.get(url)
        first = waited(driver, "return window.__benchFirstRows ?? null", WAIT_S)
        if first is None:
            return f"n/a (no row shown in {WAIT_S:.0f} s)"
        figures: dict = {"first_rows_ms": first}
        settled(lambda: driver.execute_script("return document.getElementsByTagName('*').length"))
        figures["list_nodes"] = driver.execute_script(FIND_LIST)
        driver.execute_cdp_cmd("HeapProfiler.collectGarbage", {})
        figures["heap_bytes"] = driver.execute_cdp_cmd("Runtime.getHeapUsage", {})["usedSize"]
        presses = []
        for _ in range(PRESSES):
            settled(lambda: driver.execute_script("return document.body.innerHTML.length"), quiet_s=0.3)
            driver.execute_script(WATCH_PAGE_DOWN)
            ActionChains(driver).send_keys(Keys.PAGE_DOWN).perform()
            took = waited(driver, "return window.__benchPgDn", 10)
            if took is not None:
                presses.append(took)
        figures["page_down_ms"] = statistics.median(presses) if presses else "n/a (PgDn changed nothing in 10 s)"
        figures["page_down_runs_ms"] = presses
        return figures
    finally:
        driver.quit()
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
