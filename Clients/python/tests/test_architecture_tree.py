"""docs/ARCHITECTURE.md's tree names every top-level folder of the repository and every target folder under Sources/,
so a newcomer who reads it finds where each thing lives; a folder added without a line there fails here."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
TREE = (ROOT / "docs" / "ARCHITECTURE.md").read_text().split("```", 2)[1]


def tracked_folders(under: str = "") -> set[str]:
    files = subprocess.run(["git", "ls-files", *([under] if under else [])], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    depth = len(Path(under).parts) if under else 0
    return {Path(line).parts[depth] for line in files.splitlines() if len(Path(line).parts) > depth + 1}


def test_every_top_level_folder_is_in_the_tree() -> None:
    missing = [name for name in sorted(tracked_folders()) if not re.search(rf"^\s*{re.escape(name)}/", TREE, re.M)]
    assert not missing, f"docs/ARCHITECTURE.md's tree does not name {missing}"


def test_every_target_under_sources_is_in_the_tree() -> None:
    missing = [name for name in sorted(tracked_folders("Sources/")) if not re.search(rf"^\s*{re.escape(name)}/", TREE, re.M)]
    assert not missing, f"docs/ARCHITECTURE.md's tree does not name Sources/{missing}"


GENERATED = {"Sources/viper-host/Protocol/EmbeddedSchemas.swift"}  # one line per schema file, written by make_swift.py
SOURCE_SUFFIXES = {".swift", ".py", ".js", ".sh", ".jq", ".c", ".css"}


def test_no_source_file_is_over_300_lines() -> None:
    """Split by concern long before a file is long (the brief's style); tests, benches and the manifest aside."""
    files = subprocess.run(["git", "ls-files", "Sources", "Clients", "Templates", "Protocol/schema"], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.splitlines()
    long = []
    for name in files:
        path = ROOT / name
        if name in GENERATED or "/tests/" in name or "/Tests/" in name:
            continue
        if path.suffix in SOURCE_SUFFIXES or path.name == "viper-sh":
            count = len(path.read_text().splitlines())
            if count > 300:
                long.append(f"{name}: {count}")
    assert not long, f"over 300 lines: {long}"
