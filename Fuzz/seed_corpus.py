#!/usr/bin/env python3
"""Writes one fuzz seed per transcript: the lines it sends, as the host would read them."""

import sys
from pathlib import Path

transcripts, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
for path in sorted(transcripts.glob("*.txt")):
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("-->hex"):
            lines.append(bytes.fromhex(line[6:].replace(" ", "")))
        elif line.startswith("--> "):
            lines.append(line[4:].encode())
    (out / path.stem).write_bytes(b"\n".join(lines) + b"\n")
print(f"seeded {len(list(out.iterdir()))} inputs from {transcripts}")
