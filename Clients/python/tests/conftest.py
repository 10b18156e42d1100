"""Fixtures: a real viper-host whose every message is checked against Protocol/schema."""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from viperhost import Host
from viperhost.schema import ProtocolSchema

from wire_rules import WireRules

HostFactory = Callable[..., Host]


@pytest.fixture(autouse=True)
def clicks_wait_for_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``pilot.click`` of a widget (or selector) first waits, up to 20 s, until the widget has a place on
    the screen. Textual clicks at the widget's region: one mounted but not laid out yet (a loaded machine) is
    at 0,0, where the header's command-palette icon is, and the click opened the palette instead."""
    click = Pilot.click

    async def laid_out_click(self: Pilot[Any], widget: Any = None, *args: Any, **kwargs: Any) -> bool:
        if widget is not None:
            for _ in range(1000):
                found = self.app.screen.query(widget) if isinstance(widget, (str, type)) else [widget]
                if any(w.region.area > 0 for w in found):
                    break
                await asyncio.sleep(0.02)
        return await click(self, widget, *args, **kwargs)

    monkeypatch.setattr(Pilot, "click", laid_out_click)


@pytest.fixture(scope="session")
def schema() -> ProtocolSchema:
    return ProtocolSchema()


@pytest.fixture(scope="session")
def exact() -> ProtocolSchema:
    """The exact schema set alone (what this host writes)."""
    return ProtocolSchema(variant="exact")


@pytest.fixture(scope="session")
def open_set() -> ProtocolSchema:
    """The open schema set (what a frontend should accept)."""
    return ProtocolSchema(variant="open")


@pytest.fixture
def data_dir() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="viperhost-py-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def make_host(schema: ProtocolSchema) -> Iterator[HostFactory]:
    """Starts hosts that validate every message both ways; closes them after the test."""
    hosts: list[Host] = []

    def factory(*args: str, check_requests: bool = True, nodes: list[str] | None = None) -> Host:
        """check_requests=False lets a test send requests the schema forbids on purpose."""

        def check_request(message: dict) -> None:
            if check_requests:
                schema.check_request(message)
            elif "id" in message:
                schema.methods_by_id[message["id"]] = message["method"]

        rules = WireRules()

        def check_message(message: dict) -> None:
            schema.check_host_message(message)
            rules(message)

        host = Host(args=args or ("--in-memory",), on_message=check_message, on_send=check_request, nodes=nodes)
        hosts.append(host)
        return host

    yield factory
    for host in hosts:
        host.close()


# How many of Protocol/frontend-cases/ the TUI ran (docs/INPUT.md: every client runs every case): printed
# at the end of the run, counted from the reports (so with -n 2 too), per driver.
CASE_DRIVERS = {"test_frontend_cases.py": "the whole app", "test_input_machine.py": "the reducer alone"}


def pytest_terminal_summary(terminalreporter: Any) -> None:
    counts: dict[str, dict[str, int]] = {}
    for outcome in ("passed", "failed", "skipped", "xfailed", "xpassed"):
        for report in terminalreporter.stats.get(outcome, []):
            module, _, name = getattr(report, "nodeid", "").rpartition("::")
            driver = CASE_DRIVERS.get(module.rsplit("/", 1)[-1])
            if driver and name.startswith("test_case[") and report.when in ("call", "setup"):
                if outcome != "passed" or report.when == "call":
                    counts.setdefault(driver, {}).setdefault(outcome, 0)
                    counts[driver][outcome] += 1
    for driver, seen in counts.items():
        total = len(list(Path(__file__).resolve().parents[3].joinpath("Protocol", "frontend-cases").glob("*.json")))
        said = ", ".join(f"{n} {outcome}" for outcome, n in sorted(seen.items()))
        terminalreporter.write_line(f"frontend cases, TUI through {driver}: {said} of {total}")
