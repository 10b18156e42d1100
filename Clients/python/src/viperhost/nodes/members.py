"""What every builder shares: a node is a plain dict, and an object inside one (an option, an
action, a form's submit) may be given as its builder's output or as that builder's arguments."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Node = dict[str, Any]


def object_of(value: Node | Sequence[Any], make: Callable[..., Node]) -> Node:
    """``value`` as ``make`` builds it: a dict is taken as built, anything else (an ``(action,
    title)`` pair) as ``make``'s arguments."""
    return dict(value) if isinstance(value, dict) else make(*value)
