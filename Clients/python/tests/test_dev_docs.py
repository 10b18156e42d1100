"""The dev loop's documents say what the program does (issue #46): the form a diagnostic is shown in, what a
view whose state no longer decodes does, and every variable `make dev` reads."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from viperhost.dev.diagnostics import lines_of
from viperhost.dev.proxy import FRESH

REPO = Path(__file__).resolve().parents[3]
DEV = REPO / "Protocol" / "DEV.md"
GUIDE = REPO / "docs" / "FIRST-FEATURE.md"
README = REPO / "README.md"


def words(path: Path) -> str:
    return " ".join(path.read_text().split())


def test_both_documents_give_the_form_the_frontends_print() -> None:
    placeholder = {"file": "file", "line": "line", "column": "column", "severity": "severity", "message": "message"}
    form = lines_of({"state": "failed", "diagnostics": [placeholder]})[1]
    assert form == "file:line:column: severity: message"  # the page prints the same (dev.test.js)
    for document in (DEV, GUIDE):
        assert f"`{form}`" in words(document), document.name
        forms = re.findall(r"`file:line:column[^`]*`", words(document))
        assert set(forms) == {f"`{form}`"}, (document.name, forms)


def test_the_guide_says_a_view_whose_state_no_longer_decodes_opens_fresh_with_the_stack_below_kept() -> None:
    # The line the panel shows then (proxy.FRESH), quoted for one of the guide's modules.
    note = re.escape(FRESH).replace(re.escape("{modules}"), r"[a-z][a-z0-9-]*")
    assert re.search(note, words(GUIDE)), "the guide does not quote the panel's line for a view opened fresh"
    bullet = re.search(r"If you changed a module's state type.*?(?= - )", words(GUIDE))
    assert bullet is not None and "launch screen" not in bullet[0], bullet


def test_every_variable_make_dev_reads_is_in_make_help_and_the_port_where_make_dev_is_described() -> None:
    makefile = (REPO / "Makefile").read_text()
    recipe = re.search(r"^dev:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert recipe is not None
    variables = set(re.findall(r"\$\(([A-Z_]+)\)", recipe[1])) - {"VENV", "CURDIR"}
    assert {"FRONTEND", "WEB_PORT", "DATA_DIR"} <= variables
    shown = subprocess.run(["make", "-s", "help"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    entry = re.search(r"^dev: .*\n((?:    .*\n)*)", shown, re.MULTILINE)
    assert entry is not None
    for variable in variables:
        assert variable in entry[0], f"make help's dev entry does not name {variable}"
    assert "WEB_PORT" in words(DEV)
    assert any("WEB_PORT" in line for line in README.read_text().splitlines() if line.startswith("make dev"))
