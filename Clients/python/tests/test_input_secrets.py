"""PROTOCOL.md §6, "Input", rules 6 and 7 from the outside: a secure field's text
reaches the module and nowhere else — not the frontend, the data directory, a
`--record` transcript, the debug history or stderr — while what the user typed
in the other fields survives a SIGKILL."""

from __future__ import annotations

import json
import signal
import subprocess
from pathlib import Path

from viperhost import Host
from viperhost.locate import find_host_binary

ALL = ["field", "toggle", "form", "stack", "section"]
SECRET = "s3cr3t-Token_42"


def every_byte_under(directory: Path) -> bytes:
    return b"".join(path.read_bytes() for path in sorted(directory.rglob("*")) if path.is_file())


def test_a_secret_typed_and_saved_lands_nowhere_but_the_module(tmp_path: Path) -> None:
    data, record = tmp_path / "data", tmp_path / "typed.txt"
    host = Host(
        args=["--data-dir", str(data), "--bench-modules", "--debug", "--log-level", "trace", "--record", str(record)],
        nodes=ALL,
    )
    host.initialize()
    view = host.open("bench-form").view_id
    host.input(view, "name", 1, "Ada")
    for seq, prefix in enumerate([SECRET[:4], SECRET[:9], SECRET], start=1):
        host.input(view, "token", seq, secret=prefix)
    host.event(view, "save")
    host.idle()
    assert "token=set" in host.views[view].view["children"][-1]["text"]  # the module has it
    history = host.debug_history(view)
    tokens = [entry for entry in history["entries"] if entry.get("name") == "token"]
    assert [entry["value"] for entry in tokens] == ["********"] * 3 and tokens[0]["kind"] == "input"
    for index in range(len(history["entries"])):
        assert SECRET[:4] not in json.dumps(host.debug_state(view, index))
    stderr_before_close = host.stderr
    assert host.close() == 0
    seen = json.dumps(host.received)
    for part in (SECRET, SECRET[:4]):
        assert part not in seen, "the frontend got the secret back"
        assert part.encode() not in every_byte_under(data), "the secret is in the data directory"
        assert part not in record.read_text(), "the secret is in the recording"
        assert part not in host.stderr + stderr_before_close, "the secret is in a log line"
    recorded = record.read_text()
    assert recorded.count('"secret":"********"') == 3
    # The recording still replays: the masked text is a secret like any other.
    replayed = subprocess.run([find_host_binary(), "replay", str(record)], capture_output=True, text=True, timeout=60)
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr


def test_a_secret_spelled_with_escapes_is_masked_too_and_an_unparsable_one_is_not_recorded(tmp_path: Path) -> None:
    record = tmp_path / "typed.txt"
    host = Host(args=["--in-memory", "--bench-modules", "--record", str(record)], nodes=ALL)
    host.initialize()
    view = host.open("bench-form").view_id
    host.send_raw(('{"jsonrpc":"2.0","id":"e","method":"view/input","params":{"viewId":"%s","key":"token",'
                   '"seq":1,"s\\u0065cret":"%s"}}\n' % (view, SECRET)).encode())
    host.send_raw(('{"jsonrpc":"2.0","id":"b","method":"view/input","params":{"secret":"%s"\n' % SECRET).encode())
    host.idle()
    host.close()
    text = record.read_text()
    assert SECRET not in text and '"secret":"********"' in text
    assert "a line with a secret that does not parse was not recorded" in text


def test_what_was_typed_survives_a_sigkill_but_the_secret_does_not(tmp_path: Path) -> None:
    """Rule 7: the module keeps unsubmitted values in its state; the session holds them, not secrets."""
    host = Host(args=["--data-dir", str(tmp_path), "--bench-modules"], nodes=ALL)
    host.initialize()
    host.request("app/start", {"stack": [{"module": "home"}, {"module": "bench-form"}]})
    view = host.stack[-1]
    host.input(view, "name", 1, "Ada Lovelace")
    host.input(view, "note", 1, "first\nsecond")
    host.input(view, "share", 1, True)
    host.input(view, "token", 1, secret=SECRET)
    host.process.send_signal(signal.SIGKILL)
    host.process.wait()
    host.close()
    again = Host(args=["--data-dir", str(tmp_path), "--bench-modules"], nodes=ALL)
    again.initialize()
    assert again.app_start(restore=True)["restored"] is True
    form = again.views[again.stack[-1]].view["children"][0]
    shown = json.dumps(form)
    assert "Ada Lovelace" in shown and "first\\nsecond" in shown and '"on": true' in shown
    assert SECRET.encode() not in every_byte_under(tmp_path)
    again.close()
