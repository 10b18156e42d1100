"""The host's life under the TUI, a component of the app (tui/restart.py ``HostLifecycle``): a host lost under the
app is started again, and three losses within a minute stop it trying; an end the host announced (a dev loop's
swap: ``end_planned``) is started again without counting, the header saying why. Against scripted hosts (no
process, nothing timed)."""

from __future__ import annotations

from typing import Any

from scripted_host import ScriptedHosts, ScriptedProcess, answer_own
from test_tui import until

from viperhost.client import AsyncHost
from viperhost.tui import ViperApp
from viperhost.tui.restart import MAX_RESTARTS

AFTER_A_LOSS = "scripted-host 1.0.0 · started again (the host stopped: exit status -9)"


async def test_an_announced_end_is_started_again_without_counting_and_the_header_says_why() -> None:
    hosts = ScriptedHosts()
    app = ViperApp(host_args=[], restore=False, launch=hosts.launch)
    async with app.run_test():
        await until(lambda: app.sub_title == "scripted-host 1.0.0", "the first host started")
        for number in range(MAX_RESTARTS + 1):  # more than the losses that would stop it
            app.sub_title = "(before the swap)"
            why = f"host swapped (rebuilt: File{number}.swift)"
            app.lifecycle.end_planned(why)
            hosts.current.lose()
            await until(lambda: len(hosts.processes) == number + 2 and app.sub_title == f"scripted-host 1.0.0 · {why}",
                        f"swap {number}: started again, said")
            assert hosts.current.lines[-1]["params"] == {"restore": True}  # the saved session asked for
        assert app.lifecycle.restarts == []


async def test_a_lost_host_is_started_again_until_three_losses_within_a_minute() -> None:
    hosts = ScriptedHosts()
    app = ViperApp(host_args=[], restore=False, launch=hosts.launch)
    async with app.run_test():
        await until(lambda: app.sub_title == "scripted-host 1.0.0", "the first host started")
        for number in range(MAX_RESTARTS):
            app.sub_title = "(before the loss)"  # the header says it anew after each restart
            hosts.current.lose()
            await until(lambda: len(hosts.processes) == number + 2 and app.sub_title == AFTER_A_LOSS,
                        f"loss {number}: started again, said once")
        assert len(app.lifecycle.restarts) == MAX_RESTARTS
        hosts.current.lose()
        await until(lambda: "keeps stopping" in str(app.error_bar.render()), "the fourth loss: it stops trying")
        assert len(hosts.processes) == MAX_RESTARTS + 1


class LostAsItStarts(ScriptedHosts):
    """The second host answers ``initialize`` and dies with that answer written: lost during its own start."""

    async def launch(self, args: Any = (), binary: str | None = None, **options: Any) -> AsyncHost:
        second = len(self.processes) == 1

        def dies_after_initialize(process: ScriptedProcess, message: dict[str, Any]) -> None:
            answer_own(process, message)
            if message.get("method") == "initialize":
                process.lose()

        process = ScriptedProcess(dies_after_initialize if second else answer_own)
        self.processes.append(process)
        return AsyncHost(process, binary="scripted", **options)  # type: ignore[arg-type]


async def test_a_host_lost_during_its_own_start_leaves_one_restart_in_charge() -> None:
    """The restarted host dies as it answers initialize: the next host is started, and only its restart speaks to
    the app (before, both restarts could write to the newest host: app/start twice, the header said twice)."""
    hosts = LostAsItStarts()
    app = ViperApp(host_args=[], restore=False, launch=hosts.launch)
    async with app.run_test():
        await until(lambda: app.sub_title == "scripted-host 1.0.0", "the first host started")
        hosts.current.lose()
        await until(lambda: len(hosts.processes) == 3 and app.sub_title == AFTER_A_LOSS, "the third host started")
        await app.workers.wait_for_complete()
        assert len(hosts.processes) == 3 and app.sub_title == AFTER_A_LOSS
        assert [m["method"] for m in hosts.current.lines if "id" in m] == ["initialize", "app/start"]
        assert len(app.lifecycle.restarts) == 2
