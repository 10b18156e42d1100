#!/usr/bin/env python3
"""ViperKit's public surface: what a module author may use, listed so that it only changes on purpose.

Reads the built module with swift-symbolgraph-extract (the toolchain's, next to `swift`) and prints each public
top-level declaration of ViperKit, one per line (`kind name`, sorted). With ``--check`` it compares them with
Tests/viperkit-public-surface.txt and fails naming what was added or removed: a declaration only the host,
the plugin boundary or the tests use is `package` (docs/ARCHITECTURE.md, "ViperKit's surface"). ``--write``
rewrites the list. make test-swift runs ``--check`` after the tests (the debug build's modules).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "Tests" / "viperkit-public-surface.txt"


def surface(modules: Path) -> list[str]:
    swift = Path(shutil.which("swift") or "swift").resolve()
    extract = swift.parent / "swift-symbolgraph-extract"
    target = json.loads(subprocess.run([str(swift.parent / "swiftc"), "-print-target-info"], check=True, capture_output=True,
                                       text=True).stdout)["target"]["triple"]
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([str(extract), "-module-name", "ViperKit", "-target", target, "-I", str(modules),
                        "-minimum-access-level", "public", "-output-dir", out], check=True)
        graph = json.loads((Path(out) / "ViperKit.symbols.json").read_text())
    lines = {f'{symbol["kind"]["displayName"].lower()} {symbol["pathComponents"][0]}'
             for symbol in graph["symbols"] if len(symbol["pathComponents"]) == 1}
    return sorted(lines)


def main() -> int:
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip()
    found = surface(Path(bin_path) / "Modules")
    if "--write" in sys.argv:
        LIST.write_text("\n".join(found) + "\n")
        print(f"wrote {LIST.relative_to(ROOT)}: {len(found)} declarations")
        return 0
    if "--check" in sys.argv:
        listed = [line for line in LIST.read_text().splitlines() if line]
        added, removed = sorted(set(found) - set(listed)), sorted(set(listed) - set(found))
        for line in added:
            print(f"public in ViperKit but not in {LIST.relative_to(ROOT)}: {line}", file=sys.stderr)
        for line in removed:
            print(f"listed in {LIST.relative_to(ROOT)} but not public in ViperKit: {line}", file=sys.stderr)
        if added or removed:
            print("a module author's surface changed: make it `package`, or list it (scripts/viperkit-surface.py --write)",
                  file=sys.stderr)
            return 1
        print(f"ViperKit's public surface: {len(found)} declarations, as listed")
        return 0
    print("\n".join(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
