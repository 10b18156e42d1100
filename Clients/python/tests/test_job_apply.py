"""The application form (`job-apply`, PROTOCOL.md §6 "Input") from the outside: the built host over
real pipes, every message checked against the schemas and the wire rules by `make_host`. A job's
detail reads "Apply…", which opens the form; a valid submit saves the application (the job applied,
and the form's values, in the data directory's SQLite file) and goes back to the detail, which then
reads "Remove application"."""

from __future__ import annotations

import socket
import sqlite3
from pathlib import Path
from typing import Any

from test_input_host import ALL, inputs

from viperhost import Host
IOS = {"id": 1, "name": "iOS Engineer"}


def form(host: Host, view: str) -> dict:
    node = host.views[view].view["children"][0]
    assert node["type"] == "form"
    return node


def errors(host: Host, view: str) -> dict[str, str]:
    return {key: node["error"] for key, node in inputs(host.views[view].view).items() if "error" in node}


def button(host: Host, view: str) -> tuple[str, str]:
    node = next(child for child in host.views[view].view["children"] if child["type"] == "button")
    return node["action"], node["title"]


def to_the_form(host: Host) -> tuple[str, str, str]:
    """Jobs → iOS Engineer's detail → Apply…: the list's, the detail's and the form's view ids."""
    jobs = host.open("jobs").view_id
    host.idle()
    host.event(jobs, "select", "1")
    detail = host.stack[-1]
    assert button(host, detail) == ("apply", "Apply…")
    host.event(detail, "apply")
    apply = host.stack[-1]
    assert host.views[apply].module == "job-apply" and host.stack == [jobs, detail, apply]
    assert host.views[apply].view["title"] == "Apply: iOS Engineer"
    return jobs, detail, apply


def fill(host: Host, view: str) -> None:
    host.input(view, "name", 1, "Ada Lovelace", left=True)
    host.input(view, "email", 1, "ada@example.org", left=True)
    host.input(view, "cover-letter", 1, "Dear team,\nI build iOS apps.")
    host.input(view, "share-github", 1, True)


def saved_forms(data_dir: Path) -> list[tuple]:
    """The application forms in the host's database (read after the host is closed). A host that never
    needed its database left the file empty (it is opened at first use, PROTOCOL §9): no form."""
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        if not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'job_application_form'").fetchall():
            return []
        return db.execute(
            "SELECT job_id, name, email, cover_letter, share_github_login FROM job_application_form"
        ).fetchall()


def applied_jobs(data_dir: Path) -> list[int]:
    with sqlite3.connect(data_dir / "viper-host.sqlite") as db:
        return [row[0] for row in db.execute("SELECT job_id FROM job_application ORDER BY job_id")]


def test_apply_opens_the_form_and_a_valid_submit_goes_back_to_the_detail_applied(make_host: Any, data_dir: Path) -> None:
    host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.client.view_patch = False
    host.initialize()
    jobs, detail, apply = to_the_form(host)
    fill(host, apply)
    shown = inputs(host.views[apply].view)
    assert shown["cover-letter"]["hint"] == "28/2000" and shown["cover-letter"]["maxLength"] == 2000
    assert shown["email"]["kind"] == "email" and shown["share-github"]["on"] is True
    host.event(apply, "send")
    host.idle()
    assert host.stack == [jobs, detail] and apply not in host.views
    # While saving, the form was pending: its inputs read-only. (Whole trees, not patches, to read them.)
    trees = [m["params"]["view"] for m in host.received if m.get("method") == "view/update" and m["params"]["viewId"] == apply]
    saving = [tree for tree in trees if tree["children"][0]["pending"]]
    assert len(saving) == 1 and not any(node["enabled"] for node in inputs(saving[0]).values())
    assert host.views[detail].view["children"][0]["text"] == "You applied to this job."
    assert button(host, detail) == ("withdraw", "Remove application")
    host.back()
    host.idle()
    row = host.views[jobs].view["children"][1]["items"][0]
    assert row["subtitle"] == "Applied" and row["accessory"]["action"] == "withdraw"
    host.close()
    assert saved_forms(data_dir) == [(1, "Ada Lovelace", "ada@example.org", "Dear team,\nI build iOS apps.", 1)]
    assert applied_jobs(data_dir) == [1]


def test_errors_show_after_leaving_or_on_submit_and_an_invalid_submit_saves_nothing(
    make_host: Any, data_dir: Path
) -> None:
    host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    jobs, detail, apply = to_the_form(host)
    host.input(apply, "email", 1, "ada@example")
    assert errors(host, apply) == {}  # not at the first keystroke
    host.input(apply, "email", 2, "ada@example", left=True)
    assert errors(host, apply) == {"email": "Enter an address like name@example.org"}
    host.event(apply, "send")
    host.idle()
    assert errors(host, apply) == {"name": "Enter your name", "email": "Enter an address like name@example.org"}
    assert form(host, apply)["pending"] is False and host.stack == [jobs, detail, apply]
    host.input(apply, "email", 3, "ada@example.org")
    assert errors(host, apply) == {"name": "Enter your name"}
    host.back()  # the form closed unsent: the detail re-reads, still not applied
    host.idle()
    assert button(host, detail) == ("apply", "Apply…")
    host.close()
    assert saved_forms(data_dir) == [] and applied_jobs(data_dir) == []


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_server_that_cannot_be_reached_keeps_every_value_and_says_why(make_host: Any, data_dir: Path) -> None:
    host = make_host("--data-dir", str(data_dir), "--jobs-url", f"http://127.0.0.1:{closed_port()}", nodes=ALL)
    host.initialize()
    apply = host.open("job-apply", IOS).view_id
    fill(host, apply)
    host.event(apply, "send")
    host.idle()
    shown = form(host, apply)
    assert shown["pending"] is False and host.stack == [apply]
    assert shown["message"].startswith("Not sent: the job board could not be reached (")
    values = {key: node.get("value", node.get("on")) for key, node in inputs(shown).items()}
    assert values == {
        "name": "Ada Lovelace", "email": "ada@example.org", "cover-letter": "Dear team,\nI build iOS apps.",
        "share-github": True,
    }
    host.close()
    assert saved_forms(data_dir) == []


def test_a_locked_database_keeps_every_value_and_says_why(make_host: Any, data_dir: Path) -> None:
    """Another process holds the database's write lock: the host's write gives up after its busy
    timeout (5 s) and the form says the local database could not be used."""
    host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    apply = host.open("job-apply", IOS).view_id
    fill(host, apply)
    locker = sqlite3.connect(data_dir / "viper-host.sqlite", isolation_level=None)
    try:
        locker.execute("BEGIN EXCLUSIVE")
        host.event(apply, "send")
        host.idle()
    finally:
        locker.close()
    shown = form(host, apply)
    assert shown["pending"] is False
    assert shown["message"].startswith("Not saved: could not use the local database (")
    assert inputs(shown)["name"]["value"] == "Ada Lovelace" and inputs(shown)["share-github"]["on"] is True
    host.event(apply, "send")  # the lock is gone: the same values save
    host.idle()
    host.close()
    assert saved_forms(data_dir) == [(1, "Ada Lovelace", "ada@example.org", "Dear team,\nI build iOS apps.", 1)]


def test_an_application_survives_a_restart_and_withdrawing_forgets_it(make_host: Any, data_dir: Path) -> None:
    host = make_host("--data-dir", str(data_dir), nodes=ALL)
    host.initialize()
    _, _, apply = to_the_form(host)
    fill(host, apply)
    host.event(apply, "send")
    host.idle()
    host.close()

    again = make_host("--data-dir", str(data_dir), nodes=ALL)
    again.initialize()
    jobs = again.open("jobs").view_id
    again.idle()
    assert again.views[jobs].view["children"][1]["items"][0]["subtitle"] == "Applied"
    again.event(jobs, "select", "1")
    detail = again.stack[-1]
    assert button(again, detail) == ("withdraw", "Remove application")
    again.close()
    assert saved_forms(data_dir) == [(1, "Ada Lovelace", "ada@example.org", "Dear team,\nI build iOS apps.", 1)]

    third = make_host("--data-dir", str(data_dir), nodes=ALL)
    third.initialize()
    detail = third.open("job-detail", {**IOS, "applied": True}).view_id
    third.event(detail, "withdraw")
    third.idle()
    assert button(third, detail) == ("apply", "Apply…")
    third.close()
    assert saved_forms(data_dir) == [] and applied_jobs(data_dir) == []


def test_a_frontend_without_inputs_reads_the_form(make_host: Any) -> None:
    """Rule 8: a frontend that renders no inputs reads the form as text, its submit as a button."""
    host = make_host("--in-memory", nodes=None)
    host.initialize()
    apply = host.open("job-apply", IOS).view_id
    children = host.views[apply].view["children"]
    assert [child.get("text") for child in children if child["type"] == "text"] == [
        "Name: (empty)", "Email: (empty)", "Cover letter: (empty)", "Share my GitHub login: off",
    ]
    assert children[-1] == {"type": "button", "action": "send", "title": "Send application", "enabled": True}
