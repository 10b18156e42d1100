"""make bench-scale's table: a figure per line, a row count per column, the growth, the target, met or not.

Issue #45's targets are for the largest list (a million rows); they are checked against the last row
count measured, which the table names when it is not 1M. A figure that could not be taken shows why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

MiB, KiB = 1024 * 1024, 1024


def pick(*path: str, scale: float = 1.0) -> Callable[[dict], Any]:
    """A figure from the nested results, or the first "n/a (…)" met on the way, or None."""
    def get(figures: dict) -> Any:
        value: Any = figures
        for key in path:
            if isinstance(value, str):
                return value
            if not isinstance(value, dict) or key not in value:
                return None
            value = value[key]
        numeric = isinstance(value, (int, float)) and not isinstance(value, bool)
        return value / scale if numeric and scale != 1.0 else value
    return get


def at_most(limit: float) -> Callable[[float, float | None], bool]:
    return lambda last, first: last <= limit


def toggle_save(last: float, first: float | None) -> bool:
    """≤ 2 ms and ≤ 1.5× the 1k figure (the first count's, when that is not 1k)."""
    return last <= 2.0 and (first is None or last <= 1.5 * first)


# label, unit, getter, target's text, check (the last count's value, the first's) or None
FIGURES: list[tuple[str, str, Callable[[dict], Any], str, Callable[[float, float | None], bool] | None]] = [
    ("host: open + first window, p50", "ms", pick("host", "open_ms"), "≤ 50 ms", at_most(50)),
    ("host: bytes sent at open", "KiB", pick("host", "open_bytes", scale=KiB), "", None),
    ("host: rows in the first list sent", "rows", pick("host", "first_rows"), "", None),
    ("host: toggle answer, p50", "ms", pick("host", "top", "answer_p50_ms"), "", None),
    ("host: toggle answer, p99", "ms", pick("host", "top", "answer_p99_ms"), "", None),
    ("host: toggle + save, p50", "ms", pick("host", "top", "save_p50_ms"), "≤ 2 ms and ≤ 1.5× 1k", toggle_save),
    ("host: toggle + save, p99", "ms", pick("host", "top", "save_p99_ms"), "", None),
    ("host: jump to the middle (view/rows + idle)", "ms", pick("host", "jump", "ms"), "", None),
    ("host: toggle answer in the middle, p50", "ms", pick("host", "middle", "answer_p50_ms"), "", None),
    ("host: toggle + save in the middle, p50", "ms", pick("host", "middle", "save_p50_ms"), "≤ 2 ms and ≤ 1.5× 1k",
     toggle_save),
    ("host: toggle + save in the middle, p99", "ms", pick("host", "middle", "save_p99_ms"), "", None),
    ("host: patch bytes per toggle", "bytes", pick("host", "top", "patch_bytes"), "", None),
    ("host: written to disk per toggle (wchar − stdout)", "KiB", pick("host", "top", "disk_bytes", scale=KiB),
     "≤ 8 KiB", at_most(8)),
    ("host: to the session per toggle (strace, 20 toggles)", "KiB", pick("host", "written", "session", scale=KiB),
     "≤ 8 KiB", at_most(8)),
    ("host: to the to-dos' database per toggle (strace)", "KiB", pick("host", "written", "database", scale=KiB), "",
     None),
    ("host: written to disk per toggle in the middle", "KiB", pick("host", "middle", "disk_bytes", scale=KiB),
     "≤ 8 KiB", at_most(8)),
    ("host: peak RSS (VmHWM)", "MiB", pick("host", "peak_rss_kib", scale=1024), "≤ 32 MiB", at_most(32)),
    ("TUI: first rows shown", "ms", pick("tui", "first_rows_ms"), "≤ 1 s", at_most(1000)),
    ("TUI: PgDn to a changed screen", "ms", pick("tui", "page_down_ms"), "≤ 100 ms", at_most(100)),
    ("TUI: peak RSS (VmHWM)", "MiB", pick("tui", "rss_kib", scale=1024), "≤ 150 MiB", at_most(150)),
    ("page: first rows shown", "ms", pick("page", "first_rows_ms"), "≤ 1 s", at_most(1000)),
    ("page: DOM nodes in the list", "nodes", pick("page", "list_nodes"), "≤ 2,000", at_most(2000)),
    ("page: JS heap used (after a GC)", "MiB", pick("page", "heap_bytes", scale=MiB), "", None),
    ("page: PgDn to a changed screen", "ms", pick("page", "page_down_ms"), "≤ 100 ms", at_most(100)),
]


def short(rows: int) -> str:
    return f"{rows // 1_000_000}M" if rows >= 1_000_000 and rows % 1_000_000 == 0 else (
        f"{rows // 1000}k" if rows >= 1000 and rows % 1000 == 0 else f"{rows:,}")


def shown(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    if isinstance(value, float):
        return f"{value:,.2f}" if abs(value) < 100 else f"{value:,.0f}"
    return f"{value:,}"


def number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def table(results: dict) -> str:
    rows: list[int] = results["rows"]
    figures = [results["figures"][str(r)] for r in rows]
    first, last = short(rows[0]), short(rows[-1])
    growth = f"{last}/{first}" if len(rows) > 1 else "growth"
    checked = "met at 1M?" if rows[-1] == 1_000_000 else f"met at {last}? (not 1M)"
    head = ["figure", "unit", *map(short, rows), growth, "target (1M)", checked]
    lines = [f"bench-scale — {results['machine']['cpu']}, {results['machine']['cores']} cores, {results['date']}, "
             f"{results['revision']}{', ' + results['label'] if results.get('label') else ''}", "",
             f"host: `{results['host']}`; TUI from {results.get('tui_from', 'this checkout')}, "
             f"page from {results.get('page_from', 'this checkout')}", "",
             "| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for label, unit, get, target, check in FIGURES:
        part = label.split(":")[0].lower()
        if part not in results["parts"]:
            continue
        values = [get(f) for f in figures]
        low, high = number(values[0]), number(values[-1])
        ratio = f"{high / low:.2f}×" if low and high is not None and len(rows) > 1 else ""
        verdict = ""
        if check is not None:
            verdict = "—" if high is None else ("**met**" if check(high, low if len(rows) > 1 else None) else "unmet")
        lines.append("| " + " | ".join([label, unit, *map(shown, values), ratio, target, verdict]) + " |")
    return "\n".join(lines) + "\n"
