"""`viper-host new module ledger --fields …` (every kind) in the session's copy of the checkout: the feature it
writes passes its own tests, its transcript (recorded by the printed next step) replays on another day, and the
built host serves it over pipes as a frontend meets it — every control edited, a bad value of each kind refused
or shown with its problem, the row's checkbox, Duplicate, a delete asked and confirmed, the setting kept, and a
`kill -9` while typing with the text back (but not the secret). A refused spec writes nothing."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest

from conftest import FIELDS_FEATURE, FIELDS_TRANSCRIPT, RECORDED_IN, REPLAYED_IN, copy_checkout, files_under, run
from viperhost import Host
from viperhost.errors import HostError

NODES = ("field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle")

# A good value for each field, as a frontend sends it (a secret as `secret`).
GOOD = {
    "title": "Taxi to the airport", "notes": "Two bags,\none coat", "count": "3", "amount": "42.50", "due": "2024-02-29",
    "at": "09:15", "paid": True, "kind": "travel", "tags": ["client", "own"],
}
# Each kind's bad values, sent as the user leaves the field: the problem shown under it, or None where the host
# refuses the value itself (text past its length, a date or time that is not one or is out of its bounds, a
# choice's unknown option: PROTOCOL.md §6).
BAD = [
    ("title", "", "Needed."), ("title", "x" * 41, None), ("notes", "y" * 201, None),
    ("count", "", "Needed."), ("count", "1.5", "Not a whole number."), ("count", "0", "At least 1."),
    ("count", "100", "At most 99."), ("amount", "12,50", "Not a number like 12.55."),
    ("amount", "1.005", "At most 2 decimal places."), ("amount", "0", "At least 0.01."),
    ("amount", "10000", "At most 9999.99."), ("due", "2019-12-31", None),
    ("due", "2999-01-01", None), ("due", "2024-02-30", None), ("at", "07:59", None),
    ("at", "18:01", None), ("at", "25:00", None), ("kind", "rent", None), ("tags", ["rent"], None),
]


def control(view: dict, key: str) -> dict:
    """The input with `key` anywhere in a view tree."""
    if view.get("key") == key and view.get("type") in ("field", "toggle", "choice"):
        return view
    for child in view.get("children", []):
        if found := control(child, key):
            return found
    return {}


def rows(host: Host) -> list[dict]:
    view = host.mirror.views[host.stack[-1]].view
    return next(c for c in view["children"] if c["type"] == "list")["items"]


def texts(host: Host) -> list[str]:
    return [c["text"] for c in host.mirror.views[host.stack[-1]].view["children"] if c["type"] == "text"]


def open_form(host: Host) -> str:
    listed = host.open(FIELDS_FEATURE)
    host.idle()
    host.event(listed.view_id, "add")
    return host.stack[-1]


@pytest.mark.slow
def test_the_fields_feature_passes_its_own_tests(generated: Path) -> None:
    tested = run(["swift", "test", "--skip-build", "--filter", "^LedgerTests\\."], cwd=generated, timeout=900)
    assert tested.returncode == 0, tested.stdout[-4000:] + tested.stderr[-2000:]
    counts = re.findall(r"Test run with (\d+) tests? in \d+ suites? passed", tested.stdout)
    assert counts and int(counts[-1]) >= 25, tested.stdout[-2000:]
    # Every kind and row action is there: only the test of rows without a Delete stands aside.
    assert re.findall(r"Test (\w+)\(\) skipped", tested.stdout) == ["aRowActionTheRowsLackDoesNothing"], tested.stdout[-3000:]


@pytest.mark.slow
def test_its_recorded_transcript_replays_on_another_day(generated: Path) -> None:
    story = (generated / FIELDS_TRANSCRIPT).read_text()
    assert "<-- " in story and '"max":"{{today}}"' in story  # recorded, with the date bound as a pattern
    binary = generated / ".build" / "debug" / "viper-host"
    for zone in (RECORDED_IN, REPLAYED_IN):
        replayed = run([binary, "replay", FIELDS_TRANSCRIPT], cwd=generated, env={"TZ": zone}, timeout=300)
        assert replayed.returncode == 0 and "1 passed, 0 failed" in replayed.stdout, (zone, replayed.stdout[-3000:])


@pytest.mark.slow
def test_every_control_is_edited_over_pipes_and_each_bad_value_is_refused(generated: Path, tmp_path: Path) -> None:
    binary = str(generated / ".build" / "debug" / "viper-host")
    with Host(args=("--data-dir", str(tmp_path / "data")), binary=binary, view_patch=False, nodes=NODES) as host:
        host.initialize("fields-test")
        form = open_form(host)
        seqs: dict[str, int] = {}

        def send(key: str, value: object, left: bool = True) -> None:
            seqs[key] = seqs.get(key, 0) + 1
            if key == "pin":
                host.input(form, key, seqs[key], secret=value, left=left)
            else:
                host.input(form, key, seqs[key], value=value, left=left)

        for key, value, problem in BAD:
            if problem is None:
                with pytest.raises(HostError):
                    send(key, value)
            else:
                send(key, value)
                host.idle()
                assert control(host.mirror.views[form].view, key).get("error") == problem, (key, value)
        for key, value in GOOD.items():
            send(key, value)
        send("pin", "s3cret")
        host.idle()
        typed = host.mirror.views[form].view
        assert all(not control(typed, key).get("error") for key in GOOD), typed
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", control(typed, "due")["max"]) and control(typed, "paid")["on"] is True
        host.event(form, "save")
        host.idle()
        assert [host.mirror.views[v].module for v in host.stack] == [FIELDS_FEATURE]
        listed = host.stack[-1]
        assert [(r["key"], r["title"], r.get("subtitle")) for r in rows(host)] == [("1", GOOD["title"], "3")]
        assert [a["action"] for a in rows(host)[0]["actions"]] == ["delete", "duplicate", "edit"]

        # The row's checkbox off, then the copy: two rows; a delete asked, kept, asked again and confirmed.
        host.input(listed, "1", 1, value=False)
        host.event(listed, "duplicate", "1")
        host.idle()
        assert [r["key"] for r in rows(host)] == ["1", "2"]
        host.event(listed, "delete", "2")
        host.event(listed, "keep")
        host.idle()
        assert [r["key"] for r in rows(host)] == ["1", "2"]
        host.event(listed, "delete", "2")
        host.event(listed, "confirm")
        host.idle()
        assert [r["key"] for r in rows(host)] == ["1"]

        # The detail says every value (the secret only as saved); its Edit opens the form on the item.
        host.event(listed, "open", "1")
        host.idle()
        assert texts(host) == [
            f"Title: {GOOD['title']}", f"Notes: {GOOD['notes']}", "Pin: Saved", "Count: 3", "Amount: 42.50",
            "Due: 2024-02-29", "At: 09:15", "Paid: No", "Kind: Travel", "Tags: Client, Own",
        ]
        detail = host.stack[-1]
        host.event(detail, "edit")
        host.idle()
        edited = host.mirror.views[host.stack[-1]].view
        assert control(edited, "amount")["value"] == "42.50" and control(edited, "tags")["value"] == ["client", "own"]
        assert "s3cret" not in str(edited)


@pytest.mark.slow
def test_a_killed_host_brings_back_what_was_typed_but_not_the_secret(generated: Path, tmp_path: Path) -> None:
    binary = str(generated / ".build" / "debug" / "viper-host")
    args = ("--data-dir", str(tmp_path / "data"))
    host = Host(args=args, binary=binary, view_patch=False, nodes=NODES)
    try:
        host.initialize("fields-test")
        form = open_form(host)
        host.input(form, "title", 1, value="Half typed")
        host.input(form, "amount", 1, value="7.2")
        host.input(form, "kind", 1, value="food")
        host.input(form, "pin", 1, secret="hunter2")
        host.idle()
    finally:
        host.process.send_signal(signal.SIGKILL)
        host.process.wait(timeout=30)
        host.close()
    assert b"hunter2" not in b"".join(p.read_bytes() for p in (tmp_path / "data").rglob("*") if p.is_file())
    with Host(args=args, binary=binary, view_patch=False, nodes=NODES) as again:
        again.initialize("fields-test")
        assert again.app_start(restore=True)["restored"] is True
        assert [again.mirror.views[v].module for v in again.stack] == [FIELDS_FEATURE, f"{FIELDS_FEATURE}-form"]
        restored = again.mirror.views[again.stack[-1]].view
        assert control(restored, "title")["value"] == "Half typed" and control(restored, "amount")["value"] == "7.2"
        assert control(restored, "kind")["value"] == "food" and "value" not in control(restored, "pin")


@pytest.mark.parametrize(
    "spec, says",
    [
        ("title:string", 'no kind "string"'),
        ("amount:integer", "has no text field"),
        ("title:text due:date:max=tomorrow", "a date's max is a day"),
    ],
)
def test_a_refused_spec_writes_nothing_and_says_how_to_write_it(tmp_path: Path, host_bin: Path, spec: str, says: str) -> None:
    checkout = copy_checkout(tmp_path / "checkout")
    before = files_under(checkout)
    made = run([host_bin, "new", "module", "ledger", "--fields", spec], cwd=checkout)
    assert made.returncode == 1 and says in made.stderr and made.stderr.startswith("viper-host new: --fields "), made.stderr
    assert files_under(checkout) == before
