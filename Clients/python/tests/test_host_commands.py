"""viper-host's own commands, driven as a user types them: the paths of `replay`, `link`, the data
directory and the completion script that no other suite takes (found by make coverage)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

from viperhost import Host
from viperhost.locate import find_host_binary

TRANSCRIPTS = Path(__file__).resolve().parents[3] / "Protocol" / "transcripts"
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1"}}


def host(*args: str | Path, env: dict[str, str] | None = None, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [find_host_binary(), *map(str, args)], input=stdin, capture_output=True, text=True, timeout=120,
        env={**os.environ, **(env or {})},
    )


def test_replay_update_rewrites_an_answer_that_changed_and_keeps_the_rest(tmp_path: Path) -> None:
    original = (TRANSCRIPTS / "error-unknown-method.txt").read_text()
    assert "Method not found: view/teleport" in original and "{{...}}" in original
    story = tmp_path / "story.txt"
    story.write_text(original.replace('"Method not found: view/teleport"', '"Method not found: view/beam"'))

    assert host("replay", story).returncode == 1
    updated = host("replay", "--update", story)
    assert updated.returncode == 0, updated.stdout + updated.stderr
    assert f"updated {story}" in updated.stdout
    assert story.read_text() == original  # the comment, the wildcards and the ellipses kept
    again = host("replay", "--update", story)
    assert again.returncode == 0 and "updated" not in again.stdout  # nothing to rewrite: the file is left alone
    assert host("replay", story).returncode == 0


def test_replay_names_a_path_that_does_not_exist(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.txt"
    ran = host("replay", missing)
    assert ran.returncode == 64
    assert f"no such file: {missing}" in ran.stderr


def test_replay_coverage_options_need_coverage(tmp_path: Path) -> None:
    shutil.copy(TRANSCRIPTS / "error-unknown-method.txt", tmp_path)
    for option in (["--schema", str(tmp_path)], ["--allow-uncovered", "kind:internal_error"]):
        ran = host("replay", *option, tmp_path)
        assert ran.returncode == 64
        assert "--schema and --allow-uncovered go with --coverage" in ran.stderr


def test_replay_coverage_without_a_schema_folder_asks_for_one(tmp_path: Path) -> None:
    shutil.copy(TRANSCRIPTS / "error-unknown-method.txt", tmp_path)
    ran = host("replay", "--coverage", tmp_path / "error-unknown-method.txt")
    assert ran.returncode == 64
    assert "found no schema folder beside or above" in ran.stderr and "give --schema DIR" in ran.stderr


def test_link_parse_takes_neither_a_transcript_nor_a_data_dir(tmp_path: Path) -> None:
    for extra in (["--data-dir", str(tmp_path)], [str(TRANSCRIPTS / "error-unknown-method.txt")]):
        ran = host("link", "--parse", "home", *extra)
        assert ran.returncode == 64
        assert "--parse takes no transcript and no --data-dir" in ran.stderr


def test_without_data_dir_the_data_goes_under_xdg_data_home(tmp_path: Path) -> None:
    xdg, home = tmp_path / "xdg", tmp_path / "home"
    ran = host(env={"XDG_DATA_HOME": str(xdg), "HOME": str(home)}, stdin=json.dumps(INITIALIZE) + "\n")
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout.splitlines()[0])["result"]["protocolVersion"] == "1"
    assert (xdg / "viper-host").is_dir() and any((xdg / "viper-host").iterdir())
    assert not home.exists()


def test_the_completion_script_offers_every_subcommand() -> None:
    ran = host("--generate-completion-script", "bash")
    assert ran.returncode == 0, ran.stderr
    for subcommand in ("serve", "replay", "link", "mock", "modules", "new"):
        assert subcommand in ran.stdout


EXIT = '--> {"jsonrpc":"2.0","method":"exit"}'  # exit without shutdown: status 1 (PROTOCOL.md)


def test_replay_reports_a_message_the_host_never_sent_once_it_ended(tmp_path: Path) -> None:
    story = tmp_path / "story.txt"
    expected = '<-- {"jsonrpc":"2.0","method":"view/closed","params":{"viewId":"v9"}}'
    story.write_text((TRANSCRIPTS / "error-unknown-method.txt").read_text() + f"{EXIT}\n{expected}\n")
    ran = host("replay", story)
    assert ran.returncode == 1
    assert "expected this message, but the host closed its output" in ran.stdout and expected in ran.stdout
    updated = host("replay", "--update", story)
    assert updated.returncode == 0, updated.stdout + updated.stderr
    assert story.read_text().splitlines()[-2:] == [EXIT, "!status 1"]  # the message dropped, the status written


def test_replay_update_writes_the_exit_status_the_host_has_now(tmp_path: Path) -> None:
    original = (TRANSCRIPTS / "error-unknown-method.txt").read_text()
    for ending in ("", "!status 0\n"):  # no status line (so 0), or a wrong one
        story = tmp_path / "story.txt"
        story.write_text(original + f"{EXIT}\n{ending}")
        ran = host("replay", story)
        assert ran.returncode == 1
        assert "the host should exit with status 0, it exited with 1" in ran.stdout
        assert host("replay", "--update", story).returncode == 0
        assert story.read_text() == original + f"{EXIT}\n!status 1\n"
        assert host("replay", story).returncode == 0


def test_replay_coverage_names_a_schema_it_cannot_read(tmp_path: Path) -> None:
    transcript = TRANSCRIPTS / "error-unknown-method.txt"
    broken = tmp_path / "broken"
    shutil.copytree(TRANSCRIPTS.parent / "schema", broken)
    (broken / "requests" / "initialize.json").write_text("{bad")
    ran = host("replay", "--coverage", "--schema", broken, transcript)
    assert ran.returncode == 1
    assert f"{broken}/requests/initialize.json is not JSON" in ran.stderr
    no_errors = tmp_path / "no-errors"
    shutil.copytree(TRANSCRIPTS.parent / "schema", no_errors)
    (no_errors / "responses" / "error.json").unlink()
    ran = host("replay", "--coverage", "--schema", no_errors, transcript)
    assert ran.returncode == 1
    assert f"cannot read {no_errors}/responses/error.json" in ran.stderr


def test_mock_refuses_a_transcript_it_cannot_parse(tmp_path: Path) -> None:
    story = tmp_path / "story.txt"
    story.write_text("# a line of no known kind\n?? what\n")
    ran = host("mock", story)
    assert ran.returncode == 2
    assert "viper-host mock: line 2: a line must start with" in ran.stderr and "(got ?? what)" in ran.stderr


def test_modules_lists_a_plugin_it_could_not_load(tmp_path: Path) -> None:
    missing = tmp_path / "missing.so"
    ran = host("modules", "--plugin", missing)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.splitlines()[0].startswith("onboarding\t")
    assert f"not loaded: {missing}: cannot load it as a shared library" in ran.stdout


def test_a_database_damaged_past_its_header_is_logged_at_first_use_and_onboarding_opens(tmp_path: Path) -> None:
    """PROTOCOL §9: the start checks only the file's header; the database opens at its first use (app/start),
    whose failure is logged on stderr while the launch screen is onboarding, as for any unreadable flag."""
    (tmp_path / "viper-host.sqlite").write_bytes(b"SQLite format 3\0" + bytes(range(256)) * 64)
    start = {"jsonrpc": "2.0", "id": 2, "method": "app/start", "params": {}}
    ran = host("--data-dir", tmp_path, stdin=json.dumps(INITIALIZE) + "\n" + json.dumps(start) + "\n")
    assert ran.returncode == 0, ran.stderr
    answers = [json.loads(line) for line in ran.stdout.splitlines() if line]
    assert [a["result"]["module"] for a in answers if a.get("id") == 2] == ["onboarding"]
    assert "the database does not open; tried again at its next use" in ran.stderr


def test_a_database_that_did_not_open_is_tried_again_by_the_same_host(tmp_path: Path) -> None:
    """PROTOCOL §9: a first use that fails is tried again at the next (not kept as failed): the file is
    repaired while the host runs, and the next app/start opens and migrates it."""
    database = tmp_path / "viper-host.sqlite"
    database.write_bytes(b"SQLite format 3\0" + bytes(range(256)) * 64)
    host = Host(args=["--data-dir", str(tmp_path)])
    host.initialize()
    assert database.stat().st_size > 0 and b"grdb_migrations" not in database.read_bytes()
    assert host.start().module == "onboarding"  # the flag cannot be read: onboarding, logged
    database.write_bytes(b"")  # repaired: an empty file is a new database
    assert host.start().module == "onboarding"  # a new database: onboarding not done yet
    assert host.close() == 0
    assert host.stderr.count("the database does not open") == 1
    with sqlite3.connect(database) as db:  # opened and migrated by the second app/start
        assert db.execute("SELECT count(*) FROM grdb_migrations").fetchone()[0] > 0


def test_a_data_directory_the_host_creates_only_its_owner_can_enter(tmp_path: Path) -> None:
    """The saved session holds what the user typed: another account on the machine reads none of it.
    A directory the user made themselves keeps the mode they gave it."""
    made = tmp_path / "made" / "by" / "host"
    ran = host("--data-dir", made, stdin=json.dumps(INITIALIZE) + "\n")
    assert ran.returncode == 0, ran.stderr
    # Made and checked at start, opened only at its first use (PROTOCOL §9): nothing here used it.
    assert (made / "viper-host.sqlite").stat().st_size == 0
    assert not (made / "session.sqlite").exists()
    assert made.stat().st_mode & 0o777 == 0o700
    own = tmp_path / "own"
    own.mkdir(mode=0o755)
    os.chmod(own, 0o755)
    assert host("--data-dir", own, stdin=json.dumps(INITIALIZE) + "\n").returncode == 0
    assert own.stat().st_mode & 0o777 == 0o755
