"""Where the catalog (PROTOCOL §7) leaves room for modules made with
`viper-host new module`: right after the last built-in module, `job-detail`
in `modules`, and after the "Job Board" row on home."""

from __future__ import annotations

from typing import Any

SLOT = "{{...}}"


def is_last_built_in(element: Any) -> bool:
    return isinstance(element, dict) and (
        element.get("name") == "job-detail" or element == {"key": "jobs", "title": "Job Board"})


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
