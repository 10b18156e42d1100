"""Which saved files start a rebuild, and of what: the watcher's filter and its classification.

Only sources count: ``Sources/``, ``Templates/``, ``Package.swift`` and the Python process plugins' files.
Never a build folder (``.build*``), the data directory, the venv, caches, nor an editor's temporary
files (vim's ``*.swp``/``*~``/``4913``, emacs' ``.#*``/``#*#``/``flycheck_*``/``*_flymake.*``), so a tool
writing its own output never triggers a rebuild (a reload loop). A file whose bytes did not change (a
save without an edit, a ``touch``, vim's remove-then-create) starts nothing: ``ContentHashes``.
"""

from __future__ import annotations

import fnmatch
import hashlib
from dataclasses import dataclass
from pathlib import Path

IGNORED_DIRS = {".build", ".data", ".venv", ".git", "__pycache__", ".pytest_cache", ".mypy_cache", "node_modules",
                ".swiftpm"}
IGNORED_NAMES = ("*.swp", "*.swx", "*.swo", "*~", ".#*", "#*#", "4913", "*.tmp", "*.bak", "*.orig", "flycheck_*",
                 "*_flymake.*", ".DS_Store", "*.pyc", ".*.kate-swp", "*.crdownload")
# Where a Swift plugin library's code lives: a change there builds that library too.
PLUGIN_SWIFT_DIRS = ("Sources/Plugins/", "Sources/ViperPluginSDK/", "Sources/PluginWire/", "Sources/ViperPluginABI/")


def ignored(path: Path) -> bool:
    """True for what never starts a build: build folders, caches, editor temporary files."""
    for part in path.parts[:-1]:
        if part in IGNORED_DIRS or part.startswith(".build"):
            return True
    return any(fnmatch.fnmatchcase(path.name, pattern) for pattern in IGNORED_NAMES)


@dataclass(frozen=True)
class Plan:
    """What a burst of changes needs: a Swift build (and of which products), or only a swap."""

    swift: bool
    plugin_library: bool
    python_plugins: bool
    files: tuple[str, ...]

    @property
    def empty(self) -> bool:
        return not (self.swift or self.python_plugins)


@dataclass
class Watched:
    """The checkout's watched places: ``root`` (Sources/, Templates/, Package.swift) and the Python plugins'."""

    root: Path
    python_plugins: tuple[Path, ...] = ()

    def paths(self) -> list[Path]:
        found = [self.root / "Sources", self.root / "Templates", self.root / "Package.swift"]
        found += list(self.python_plugins)
        return [path for path in found if path.exists()]

    def plan(self, changed: set[Path]) -> Plan:
        swift = library = python = False
        files: list[str] = []
        for path in sorted(changed):
            if ignored(path):
                continue
            if any(path == plugin or plugin in path.parents for plugin in self.python_plugins):
                if path.suffix == ".py" or path.is_dir():
                    python = True
                    files.append(self.show(path))
                continue
            relative = self.show(path)
            if relative == "Package.swift" or relative.startswith(("Sources/", "Templates/")):
                swift = True
                library = library or relative.startswith(PLUGIN_SWIFT_DIRS) or relative == "Package.swift"
                files.append(relative)
        return Plan(swift, library, python, tuple(files))

    def show(self, path: Path) -> str:
        try:
            return path.relative_to(self.root).as_posix()
        except ValueError:
            return str(path)


class ContentHashes:
    """Each watched file's last seen bytes (as a hash): a change event whose bytes did not change is dropped."""

    def __init__(self) -> None:
        self.seen: dict[Path, str | None] = {}

    def really_changed(self, paths: set[Path]) -> set[Path]:
        changed = set()
        for path in paths:
            digest = digest_of(path)
            if digest is None and path not in self.seen:
                continue  # made and gone within the burst: a tool's temporary file (sed -i, an atomic save's)
            if path not in self.seen or self.seen[path] != digest:
                changed.add(path)
            self.seen[path] = digest
        return changed

    def remember(self, roots: list[Path]) -> None:
        """The bytes before the first change: so the first save of a file counts only if it changed it."""
        for root in roots:
            files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and not ignored(p)]
            for path in files:
                self.seen[path] = digest_of(path)


def digest_of(path: Path) -> str | None:
    """None for a file that is gone (deleted, or between an atomic save's remove and create)."""
    try:
        return hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()
    except (FileNotFoundError, IsADirectoryError, PermissionError):
        return None
