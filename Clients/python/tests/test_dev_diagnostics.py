"""swift build's diagnostics as the dev loop parses them, from the real compiler's output (swift_build/).

Each fixture is `swift build --build-path .build-dev --product viper-host` over this checkout, with
TodoAddPresenter.swift broken two ways (an argument left out: an error and a note in another file; a value
never used: a warning the package makes an error), captured at /work/wt-dev in three modes:
- `plain`: planned and built with its output on a pipe (`setsid make dev >log`);
- `terminal-plan`: on a pipe too, but reusing the plan a build on a terminal made with the same environment
  (as `make dev` in a terminal did: `make build`, then the loop): every diagnostic in ANSI colours;
- `loop`: the loop's own command now (Builder: TERM=dumb, no colour, the LLVM style), right after a terminal
  planned the folder: SwiftPM plans anew (the environment differs), without colour.
Whatever the mode, the same diagnostics come out, with paths relative to the checkout and no escape byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from viperhost.dev.diagnostics import lines_of, parse, plain, raw_tail

FIXTURES = Path(__file__).parent / "swift_build"
ROOT = Path("/work/wt-dev")  # where the fixtures were captured
PRESENTER = "Sources/Features/Todos/TodoAdd/Presenter/TodoAddPresenter.swift"
EXPECTED = {
    "missing-argument": [{"file": PRESENTER, "line": 12, "column": 7, "severity": "error",
                          "message": "missing argument for parameter 'title' in call"}],
    "unused-value": [{"file": PRESENTER, "line": 11, "column": 9, "severity": "error",
                      "message": "initialization of immutable value 'spare' was never used; consider replacing "
                                 "with assignment to '_' or removing it [#no-usage]"}],
}
MODES = ("plain", "terminal-plan", "loop")


def captured(case: str, mode: str) -> str:
    return (FIXTURES / f"{case}.{mode}.txt").read_text()


def test_the_terminal_plan_fixtures_really_carry_colour_and_the_loop_ones_do_not() -> None:
    for case in EXPECTED:
        assert "\x1b[" in captured(case, "terminal-plan")
        assert "\x1b" not in captured(case, "plain") + captured(case, "loop")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_every_mode_gives_the_same_diagnostics(case: str, mode: str) -> None:
    assert parse(captured(case, mode), ROOT) == EXPECTED[case]


@pytest.mark.parametrize("mode", MODES)
def test_what_a_frontend_shows_is_plain_text_with_relative_paths(mode: str) -> None:
    text = captured("missing-argument", mode)
    params = {"state": "failed", "diagnostics": parse(text, ROOT), "output": raw_tail(text)}
    lines = lines_of(params)
    assert lines == ["Build failed: 1 error. The screen below is the last good build; fix and save to rebuild.",
                     f"{PRESENTER}:12:7: error: missing argument for parameter 'title' in call"]
    assert "\x1b" not in params["output"] and "\x1b" not in "\n".join(lines)
    assert "/work/wt-dev" not in "\n".join(lines)


def test_the_raw_output_a_frontend_falls_back_on_has_no_escapes_nor_progress_redraws() -> None:
    # SwiftPM on a terminal redraws its progress line: erase-line and carriage return before each step.
    text = ("\x1b[2K\r[1/3] Compiling A a.swift\x1b[2K\r[2/3] Linking viper-host\r\n"
            "\x1b[1;31merror: \x1b[1;39mlink command failed with exit code 1\x1b[0;0m\r\n")
    assert raw_tail(text) == "[1/3] Compiling A a.swift\n[2/3] Linking viper-host\nerror: link command failed with exit code 1"
    assert lines_of({"state": "failed", "diagnostics": parse(text, ROOT), "output": raw_tail(text)})[1:] == \
        raw_tail(text).splitlines()


def test_the_other_forms_swift_and_clang_print_are_diagnostics_too() -> None:
    text = "\n".join([
        # after a progress redraw on the same line, coloured
        "\x1b[2K\r[4/7] Compiling Tiny main.swift\x1b[2K\r/work/wt-dev/Sources/A/a.swift:1:16: \x1b[1;31merror: "
        "\x1b[1;39munterminated string literal\x1b[0;0m",
        # clang's fatal error in a C target
        "/work/wt-dev/Sources/CJSONC/shim.h:1:10: fatal error: 'json-c/json.h' file not found",
        # a location without a column, and none at all
        "/work/wt-dev/Sources/A/b.swift:7: warning: deprecated here",
        "<unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'",
        "/work/wt-dev/Sources/A/a.swift:1:16: remark: a remark is no diagnostic of its own, as a note",
    ])
    assert [(d["file"], d["line"], d["column"], d["severity"], d["message"]) for d in parse(text, ROOT)] == [
        ("Sources/A/a.swift", 1, 16, "error", "unterminated string literal"),
        ("Sources/CJSONC/shim.h", 1, 10, "error", "'json-c/json.h' file not found"),
        ("<unknown>", 0, 0, "error", "unable to load standard library for target 'x86_64-unknown-linux-gnu'"),
        ("Sources/A/b.swift", 7, 0, "warning", "deprecated here"),
    ]


def test_plain_removes_every_escape_sequence_and_keeps_the_text() -> None:
    assert plain("\x1b[0;36m12 |\x1b[0;0m x\x1b]8;;file:///a\x07link\x1b]8;;\x07\x1b(B") == "12 | xlink"
