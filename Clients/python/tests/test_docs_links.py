"""Every relative link, and every repository path named in backticks, in the documents a newcomer reads
(README.md, docs/, Clients/README.md, bench/README.md, Protocol/) points at something that exists; a link's
#anchor names a heading of its target."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DOCUMENTS = sorted({ROOT / "README.md", ROOT / "Clients/README.md", ROOT / "bench/README.md",
                    *ROOT.glob("docs/*.md"), *ROOT.glob("Protocol/**/*.md")})
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)|<img [^>]*src=\"([^\"]+)\"")
PATH = re.compile(r"`((?:Sources|Tests|Clients|Protocol|Templates|docs|bench|scripts|Fuzz)/[A-Za-z0-9_./-]+)`")
# Paths the documents name as what a command makes (`viper-host new module weather-log`, `make bench`), not as
# files of the checkout.
MADE_BY_EXAMPLES = ("Sources/Features/WeatherLog", "Tests/Features/WeatherLogTests",
                    "Protocol/transcripts/weather-log-first-steps.txt", "bench/results.json",
                    # docs/FIRST-FEATURE.md's `viper-host new module books --with-detail`
                    "Sources/Features/Books", "Tests/Features/BooksTests", "Protocol/transcripts/books-first-steps.txt")


def prose(text: str) -> str:
    """The text outside fenced code blocks (commands there name files they create)."""
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower().replace("`", ""))
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    return {slug(line.lstrip("#")) for line in prose(path.read_text()).splitlines() if line.startswith("#")}


def test_the_documents_are_found() -> None:
    names = {str(p.relative_to(ROOT)) for p in DOCUMENTS}
    assert {"README.md", "Clients/README.md", "Protocol/PROTOCOL.md", "docs/INSTALLING.md"} <= names


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_and_their_anchors_exist(document: Path) -> None:
    broken = []
    for match in LINK.finditer(prose(document.read_text())):
        target = match.group(1) or match.group(2)
        if re.match(r"^[a-z]+:", target):
            continue
        file_part, _, anchor = target.partition("#")
        resolved = (document.parent / file_part).resolve() if file_part else document
        if not resolved.exists():
            broken.append(f"{target}: no such file")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            broken.append(f"{target}: no heading with that anchor")
    assert broken == []


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_repository_paths_named_in_backticks_exist(document: Path) -> None:
    missing = [path for path in PATH.findall(prose(document.read_text()))
               if not path.startswith(MADE_BY_EXAMPLES) and not (ROOT / path.rstrip("/")).exists()]
    assert missing == []


def test_the_readme_is_short_and_has_contents() -> None:
    text = (ROOT / "README.md").read_text()
    assert text.count("\n") <= 250
    assert "**Contents:**" in text
