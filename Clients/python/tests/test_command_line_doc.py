"""docs/COMMAND-LINE.md's synopsis against the binary: every subcommand `viper-host --help` lists (and `new`'s),
and every option of the generator's subcommands, is in it, so the page cannot fall behind the CLI again (it
lacked `new screen`, `--with-form` and `protocol`)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from viperhost.locate import find_host_binary

REPO = Path(__file__).resolve().parents[3]


def synopsis() -> str:
    text = (REPO / "docs" / "COMMAND-LINE.md").read_text()
    return text[text.index("```") : text.index("```", text.index("```") + 3)]


def helped(*command: str) -> str:
    return subprocess.run([find_host_binary(), *command, "--help"], capture_output=True, text=True, check=True).stdout


def subcommands(*command: str) -> list[str]:
    listed = helped(*command).split("SUBCOMMANDS:")[1]
    return re.findall(r"^  ([a-z][a-z-]*)", listed, re.M)


def test_every_subcommand_is_in_the_synopsis() -> None:
    top = subcommands()
    assert {"serve", "replay", "new", "protocol"} <= set(top)
    for name in top:
        if name != "new":
            assert re.search(rf"^viper-host (\[)?{name}\b", synopsis(), re.M), f"viper-host {name}"
    for name in subcommands("new"):
        assert f"viper-host new {name} " in synopsis(), f"viper-host new {name}"


def test_every_option_of_the_generator_is_in_the_synopsis() -> None:
    for name in subcommands("new"):
        usage = helped("new", name).split("USAGE:")[1].split("\n\n")[0]
        line = next(row for row in synopsis().splitlines() if row.startswith(f"viper-host new {name} "))
        for option in re.findall(r"--[a-z][a-z-]*", usage):
            if option != "--templates":  # for template authors: docs/NEW.md
                assert option in line, f"viper-host new {name}: {option}"
