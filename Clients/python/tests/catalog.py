"""Where the catalog (PROTOCOL §7) leaves room for modules made with
`viper-host new module`: right after the last built-in module in `modules`,
and after the last built-in row on home. Which modules are built in, and in
what order, is defined once, in the host's composition root: these helpers
ask the host (`viper-host modules`, and home's rows), so no test hard-codes
it."""

from __future__ import annotations

import functools
import subprocess
from typing import Any

from viperhost import Host
from viperhost.locate import find_host_binary

SLOT = "{{...}}"


@functools.cache
def listed_modules() -> tuple[tuple[str, str | None], ...]:
    """`viper-host modules`: each module's name and origin (None: built in), in catalog order."""
    listed = subprocess.run([find_host_binary(), "modules"], capture_output=True, text=True, check=True, timeout=60)
    rows = [line.split("\t") for line in listed.stdout.splitlines()]
    return tuple((row[0], row[3] if len(row) > 3 else None) for row in rows)


def built_in_modules() -> list[str]:
    return [name for name, origin in listed_modules() if origin is None]


@functools.cache
def built_in_home_rows() -> tuple[dict[str, str], ...]:
    """Home's rows of built-in modules (key and title), in order: the rows after them are generated modules' and
    plugins'."""
    with Host(binary=find_host_binary(), args=["--in-memory"]) as host:
        host.initialize()
        rows = host.open("home").view["children"][0]["items"]
    built_in = set(built_in_modules())
    return tuple({"key": row["key"], "title": row["title"]} for row in rows if row["key"] in built_in)


def last_built_in_home_row() -> dict[str, str]:
    return built_in_home_rows()[-1]


def is_last_built_in(element: Any) -> bool:
    return isinstance(element, dict) and (
        element.get("name") == built_in_modules()[-1] or element == last_built_in_home_row())


def with_slot(value: Any) -> Any:
    """`value` with a `"{{...}}"` run right after the last built-in module of each catalog in it."""
    if isinstance(value, dict):
        return {key: with_slot(member) for key, member in value.items()}
    if isinstance(value, list):
        out: list[Any] = []
        for element in value:
            out.append(with_slot(element))
            if is_last_built_in(element):
                out.append(SLOT)
        return out
    return value
