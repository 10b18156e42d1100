"""Kill -9 at random points of each module's story, then restore (SESSIONS.md §2).

The property: the host saves the session right before each flush, in one
transaction, so after a SIGKILL at any moment, `app/start {restore: true}`
answers `restored: true` and announces a stack whose modules and rev 1 trees
equal a picture the frontend acknowledged:

- killed between steps (after step k's answer and `host/idle`): exactly the
  picture after step k;
- killed in the middle of step k+1 (its request sent, r messages of its output
  read, maybe none): a picture of that step at or after the last whole one
  among the r messages read — the host may have saved later states (its
  output not read yet), never an earlier one nor half of one.

Every case is a fresh data directory, reproducible from its seed (in the test
id and in every failure). Three seeds per story by default; set
VIPER_CRASH_SEEDS=N for N (e.g. 50 for a long soak).

Every built-in module takes snapshots (SESSIONS.md §1):
`test_every_view_saves_a_snapshot` checks it for each.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from viperhost import Host

from crash_stories import (
    EXTRA,
    STORIES,
    Picture,
    Story,
    crash,
    describe,
    finish,
    kill,
    launch,
    record,
    restore,
    run,
    saved_rows,
    send,
    wait_for_stderr,
)

SEEDS = int(os.environ.get("VIPER_CRASH_SEEDS", "3"))


@pytest.fixture
def fresh_dir() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="viperhost-crash-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def recorded() -> Iterator[dict[str, Story]]:
    """Each story run once, uninterrupted: the pictures a frontend sees."""
    path = Path(tempfile.mkdtemp(prefix="viperhost-crash-ref-"))
    for story in STORIES:
        record(story, path / story.name)
    yield {story.name: story for story in STORIES}
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.parametrize("story_name", [story.name for story in STORIES])
@pytest.mark.parametrize("seed", range(SEEDS))
def test_kill_anywhere_restores_what_was_acknowledged(
    story_name: str, seed: int, recorded: dict[str, Story], fresh_dir: Path
) -> None:
    story = recorded[story_name]
    rng = random.Random(f"{story_name}:{seed}")
    steps = len(story.steps)
    mid_step = rng.random() < 0.5
    if mid_step:
        done = rng.randint(1, steps - 1)  # app/start done; step done+1 cut short
        read = rng.randint(0, story.answered_at[done])
    else:
        done, read = rng.randint(1, steps), 0
    where = f"seed {seed} of story {story_name}: " + (
        f"killed in step {done + 1} after reading {read} message(s)" if mid_step else f"killed after step {done}"
    )

    candidates = crash(fresh_dir, story, done, read if mid_step else None)

    again = launch(fresh_dir, story, rules=False)
    try:
        result, restored = restore(again)
        assert result["restored"] is True, f"{where}: not restored ({again.stderr})"
        if restored in candidates:
            return
        raise AssertionError(
            f"{where}: the restored stack is no picture the frontend acknowledged.\n"
            f"restored:\n{describe(restored)}\nexpected (one of):\n" + "\n--\n".join(describe(c) for c in candidates)
        )
    finally:
        again.close()


STORY_OF = {"onboarding": "onboarding", "home": "onboarding", "jobs": "jobs", "job-detail": "jobs", "job-apply": "jobs"}
STORY_OF |= {"stargazers": "stargazers", "user": "stargazers", "roulette": "roulette", "users-list": "roulette"}
STORY_OF |= {"user-details": "roulette", "bench-counter": "bench", "bench-list": "bench"}


@pytest.mark.parametrize(("module", "story_name"), STORY_OF.items())
def test_every_view_saves_a_snapshot(module: str, story_name: str, fresh_dir: Path) -> None:
    """SESSIONS.md §1: every built-in module takes snapshots."""
    story = next(s for s in STORIES if s.name == story_name)
    host = launch(fresh_dir, story)
    saved: dict[str, str | None] = {}
    try:
        for step in story.steps:
            finish(host, send(host, step))
            for row_module, _, snapshot in saved_rows(fresh_dir):
                saved.setdefault(row_module, snapshot)
                if snapshot is None:
                    saved[row_module] = None
    finally:
        host.close()
    assert module in saved, f"story {story.name} never shows {module}"
    assert saved[module] is not None, f"a {module} view was saved without a snapshot"


def test_every_kill_point_of_the_job_board_restores_it(recorded: dict[str, Story], tmp_path: Path) -> None:
    """Exhaustive over the first steps of the jobs story (its views all take
    snapshots or never change): after each step, and after 0 … n messages
    of each next step."""
    story = recorded["jobs"]
    cases = [(done, None) for done in (1, 2, 3)]
    cases += [(done, read) for done in (1, 2) for read in range(story.answered_at[done] + 1)]
    for number, (done, read) in enumerate(cases):
        data_dir = tmp_path / str(number)
        candidates = crash(data_dir, story, done, read)
        again = launch(data_dir, story, rules=False)
        try:
            result, restored = restore(again)
            assert result["restored"] is True, f"case {done, read}: {again.stderr}"
            assert restored in candidates, f"case {done, read}:\n{describe(restored)}"
        finally:
            again.close()


# -- fallbacks, outside in ----------------------------------------------------


def saved_job_board(data_dir: Path, story: Story) -> None:
    """A session saved by a clean run: onboarding, then the job board with job 2 applied."""
    host = launch(data_dir, story)
    run(host, story, 3)
    assert host.close() == 0


def edit(data_dir: Path, sql: str) -> None:
    with sqlite3.connect(data_dir / "session.sqlite") as db:
        assert db.execute(sql).rowcount == 1, sql
    db.close()


# A snapshot that no longer decodes, however: that view opens fresh (SESSIONS.md §2).
UNFIT_SNAPSHOT = {
    "snapshot-shape": "UPDATE session_view SET snapshot = '{\"jobs\":\"none\"}' WHERE module = 'jobs'",
    "snapshot-not-json": "UPDATE session_view SET snapshot = '{\"jobs\":[' WHERE module = 'jobs'",
}
BROKEN = {
    "unknown-module": ("UPDATE session_view SET module = 'no-such-module' WHERE module = 'jobs'", "no-such-module"),
    "input-shape": ("UPDATE session_view SET input = '[1,2]' WHERE module = 'jobs'", "input"),
}


def fall_back(data_dir: Path, story: Story, *args: str) -> Host:
    """Restores a broken session: it must open the launch screen and keep serving."""
    host = Host(args=("--data-dir", str(data_dir), *args, *EXTRA), view_patch=False)
    host.initialize("crash-test")
    result, restored = restore(host)
    assert result["restored"] is False and result["module"] == "onboarding", result
    assert [module for module, _ in restored] == ["onboarding"]
    assert restored == story.pictures[0][-1], "the launch screen as a fresh app/start opens it"
    # it keeps serving, and the next session it saves replaces the broken one
    host.open("jobs")
    host.idle()
    assert host.get(host.stack[-1])["module"] == "jobs"
    return host


def the_next_session_replaces_the_broken_one(data_dir: Path, story: Story) -> None:
    """After a fallback the host saved onboarding and the job board (fall_back opened it): a new host restores that."""
    again = launch(data_dir, story, rules=False)
    try:
        result, restored = restore(again)
        assert result["restored"] is True and [m for m, _ in restored] == ["onboarding", "jobs"]
    finally:
        again.close()


@pytest.mark.parametrize("broken", BROKEN)
def test_a_session_that_no_longer_decodes_falls_back(broken: str, recorded: dict[str, Story], tmp_path: Path) -> None:
    story = recorded["jobs"]
    saved_job_board(tmp_path, story)
    sql, reason = BROKEN[broken]
    edit(tmp_path, sql)
    host = fall_back(tmp_path, story, "--log-level", "notice")
    kill(host)
    stderr = wait_for_stderr(host, reason)
    assert reason in stderr and "session" in stderr, stderr
    the_next_session_replaces_the_broken_one(tmp_path, story)


@pytest.mark.parametrize("unfit", UNFIT_SNAPSHOT)
def test_a_view_whose_snapshot_no_longer_fits_opens_fresh_and_the_rest_is_restored(
    unfit: str, recorded: dict[str, Story], tmp_path: Path,
) -> None:
    """SESSIONS.md §2: the job board's state no longer decodes (its type changed, or its text is not JSON):
    that view opens fresh, the views below it as saved, and app/start names it in `fresh`; the reason is logged."""
    story = recorded["jobs"]
    saved_job_board(tmp_path, story)
    edit(tmp_path, UNFIT_SNAPSHOT[unfit])
    host = Host(args=("--data-dir", str(tmp_path), "--log-level", "notice", *EXTRA), view_patch=False)
    host.initialize("crash-test")
    result, restored = restore(host)
    assert result["restored"] is True and result["module"] == "jobs", result
    assert result["fresh"] == [{"viewId": result["viewId"], "module": "jobs"}]
    saved = story.pictures[2][-1]
    assert [module for module, _ in restored] == [module for module, _ in saved]
    assert restored[:-1] == saved[:-1], "the views below it are restored as saved"
    kill(host)
    assert "opens fresh" in wait_for_stderr(host, "opens fresh"), host.stderr


@pytest.mark.parametrize("damage", ["not a database", "truncated", "another table"])
def test_a_damaged_session_file_is_set_aside(damage: str, recorded: dict[str, Story], tmp_path: Path) -> None:
    """SESSIONS.md §2: a session file that no longer opens (its writes are not
    synced: a power cut may damage it), or whose table is not the session's,
    is set aside and a new one started; the host never fails to start for its
    session."""
    story = recorded["jobs"]
    saved_job_board(tmp_path, story)
    session = tmp_path / "session.sqlite"
    for extra in ("session.sqlite-wal", "session.sqlite-shm"):
        (tmp_path / extra).unlink(missing_ok=True)
    data = session.read_bytes()
    if damage == "another table":
        session.unlink()
        with contextlib.closing(sqlite3.connect(session)) as other:
            other.execute("CREATE TABLE session_view (id TEXT PRIMARY KEY, body BLOB)")
            other.commit()
    else:
        session.write_bytes(b"not a database at all, " * 200 if damage == "not a database" else data[:100])
    host = fall_back(tmp_path, story)
    kill(host)
    assert "session" in wait_for_stderr(host, "session"), host.stderr
    assert (tmp_path / "session.sqlite.damaged").exists()
    the_next_session_replaces_the_broken_one(tmp_path, story)


def test_the_fallback_reason_shows_at_the_default_log_level(recorded: dict[str, Story], tmp_path: Path) -> None:
    story = recorded["jobs"]
    saved_job_board(tmp_path, story)
    edit(tmp_path, BROKEN["unknown-module"][0])
    host = fall_back(tmp_path, story)
    host.close()
    assert "no-such-module" in wait_for_stderr(host, "no-such-module"), host.stderr


def restores_the_job_board(data_dir: Path, story: Story) -> None:
    """A new host restores what saved_job_board left: the picture after step 2."""
    host = launch(data_dir, story, rules=False)
    try:
        result, restored = restore(host)
        assert result["restored"] is True
        assert restored == story.pictures[2][-1]
    finally:
        host.close()


def test_the_session_survives_a_clean_shutdown(recorded: dict[str, Story], tmp_path: Path) -> None:
    story = recorded["jobs"]
    saved_job_board(tmp_path, story)
    restores_the_job_board(tmp_path, story)


def test_a_run_without_app_start_keeps_the_saved_session(recorded: dict[str, Story], tmp_path: Path) -> None:
    story = recorded["jobs"]
    saved_job_board(tmp_path, story)
    quiet = launch(tmp_path, story)  # initialize, a request, shutdown + exit
    quiet.request("module/list")
    assert quiet.close() == 0
    killed = launch(tmp_path, story)  # initialize, then SIGKILL
    killed.request("host/idle")
    kill(killed)
    restores_the_job_board(tmp_path, story)
