#!/usr/bin/env python3
"""English-only ICU data for the release binary (make release), as Node.js's "small-icu" build does.

GRDB imports Foundation, and a statically linked Foundation brings ICU with all of its data:
34 MB of a 64 MB stripped binary, for locales, converters and dictionaries the host never uses
(its text is English; the wire is UTF-8, which ICU converts without data). This script takes the
data package out of the toolchain's lib_FoundationICU.a, keeps the root and English locales and
every item that is not a locale (time zones, normalization, break rules, plurals, …), drops the
other locales, the legacy converters (.cnv), the CJK/Thai word dictionaries (.dict), the
transliterators, the Unicode character names (unames.icu: for u_charName and named characters
in ICU's regular expressions, which nothing in the host runs) and the Chinese/Japanese
line-break rules (line*_cj.brk: read only for those locales, whose data is dropped, and their
lb=/lw= keywords), and writes an object with that data. Linked with --wrap=icudtNN_dat, ICU's one reference to its data
resolves to this object, so the archive's full copy is never pulled in.
A locale that is not kept falls back to root, as ICU does for any locale it lacks.

Usage: small-icu.py LIB_FOUNDATION_ICU_A OUT_DIR CLANG
Writes OUT_DIR/icudata.dat, .s, .o and OUT_DIR/link-flags (for swift build); prints what it kept.
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
from pathlib import Path

MEMBER = "icu_packaged_data.cpp.o"
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")
ENGLISH = re.compile(r"^en(_|$)")
DROPPED_TREES = {"translit"}
DROPPED_ITEMS = {"unames.icu"}
CJK_LINE_BREAKS = re.compile(r"^line(_loose|_normal)?(_phrase)?_cj$")


def data_symbol(obj: bytes) -> tuple[str, bytes]:
    """The one global icudtNN_dat symbol of the member and its bytes (ELF64, little-endian)."""
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)]
    for symtab in (s for s in sections if s[1] == 2):  # SHT_SYMTAB
        strtab = sections[symtab[6]]
        for offset in range(symtab[4], symtab[4] + symtab[5], 24):
            name_at, _, _, section, value, size = struct.unpack_from("<IBBHQQ", obj, offset)
            end = obj.index(b"\0", strtab[4] + name_at)
            name = obj[strtab[4] + name_at:end].decode()
            if re.fullmatch(r"icudt\d+_dat", name):
                start = sections[section][4] + value
                return name, obj[start:start + size]
    raise SystemExit(f"small-icu: no icudtNN_dat symbol in {MEMBER}")


def kept(item: str) -> bool:
    path = item.split("/", 1)[1]  # without "icudtNNl/"
    tree, _, base = path.rpartition("/")
    stem, _, kind = base.rpartition(".")
    if tree in DROPPED_TREES or kind in ("cnv", "dict") or path in DROPPED_ITEMS:
        return False
    if tree == "brkitr" and CJK_LINE_BREAKS.match(stem):
        return False
    return not (kind == "res" and LOCALE.match(stem) and not ENGLISH.match(stem))


def repack(package: bytes) -> tuple[bytes, int]:
    """A common-data package ("CmnD") with only the kept items, names sorted, data 16-byte aligned."""
    header_size, = struct.unpack_from("<H", package, 0)
    count, = struct.unpack_from("<I", package, header_size)
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_at, data_at) in enumerate(entries):
        name_start = header_size + name_at
        name = package[name_start:package.index(b"\0", name_start)].decode()
        end = entries[index + 1][1] if index + 1 < count else len(package) - header_size
        items.append((name, package[header_size + data_at:header_size + end]))
    items = sorted((item for item in items if kept(item[0])), key=lambda item: item[0].encode())
    names = b"".join(name.encode() + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items) + len(names)
    table_size += -table_size % 16
    name_offsets, data_offsets, data = [], [], bytearray()
    position = 4 + 8 * len(items)
    for name, _ in items:
        name_offsets.append(position)
        position += len(name.encode()) + 1
    for _, blob in items:
        data_offsets.append(table_size + len(data))
        data += blob + b"\0" * (-len(blob) % 16)
    table = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    table += names
    table += b"\0" * (table_size - len(table))
    return package[:header_size] + table + bytes(data), len(items)


def main() -> None:
    archive, out_dir, clang = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    member = subprocess.run(["ar", "p", str(archive), MEMBER], check=True, capture_output=True).stdout
    symbol, package = data_symbol(member)
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise SystemExit(f"small-icu: {symbol} is not an ICU common-data package")
    small, count = repack(package)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "icudata.dat").write_bytes(small)
    wrapped = f"__wrap_{symbol}"
    (out_dir / "icudata.s").write_text(
        f'\t.section .rodata.{symbol},"a"\n\t.globl {wrapped}\n\t.type {wrapped},@object\n\t.p2align 4\n'
        f'{wrapped}:\n\t.incbin "{(out_dir / "icudata.dat").resolve()}"\n\t.size {wrapped}, .-{wrapped}\n'
        '\t.section .note.GNU-stack,"",@progbits\n')
    subprocess.run([clang, "-c", str(out_dir / "icudata.s"), "-o", str(out_dir / "icudata.o")], check=True)
    # The linker places -Xlinker inputs after the toolchain's archives, too late to win a duplicate
    # definition; --wrap turns ICU's reference into one only this object defines.
    (out_dir / "link-flags").write_text(
        f"-Xlinker --wrap={symbol} -Xlinker {(out_dir / 'icudata.o').resolve()}\n")
    print(f"small-icu: {symbol} {len(package) / 1e6:.1f} MB -> {len(small) / 1e6:.1f} MB ({count} items)")


if __name__ == "__main__":
    main()
