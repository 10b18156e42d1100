"""The readable text form of a view: what the shell client prints and the
Python tests compare. The shell client's jq renderer writes the same text;
the rules are in Clients/README.md ("Text rendering").
"""

from __future__ import annotations

from typing import Any

INDENT = "  "


def render_text(node: dict[str, Any], depth: int = 0) -> str:
    """A view tree as indented text, one node per line (lists: one row per line)."""
    return "\n".join(_lines(node, depth))


def _image_text(image: dict[str, Any]) -> str:
    """An image node or a row's image: its label (alt text), else its name or URL."""
    return str(image.get("label") or image.get("name") or image.get("url") or "?")


def _action_text(action: dict[str, Any]) -> str:
    """An alert's, a row's or a toolbar's action: [TITLE] -> ACTION, its role, whether it is disabled
    (render.jq's action_text; a role it does not know is none)."""
    role = {"destructive": " (destructive)", "cancel": " (cancel)"}.get(str(action.get("role")), "")
    disabled = " (disabled)" if action.get("enabled") is False else ""
    return f"[{action.get('title', '')}] -> {action.get('action', '')}{role}{disabled}"


def _row_text(number: int, item: dict[str, Any]) -> str:
    """A list row: N. [x] [image: …] TITLE - SUBTITLE {KEY}, its accessory or its actions (render.jq's row_text)."""
    toggle = item.get("toggle")
    line = f"{number}. "
    if isinstance(toggle, dict):
        line += "[x] " if toggle.get("on") is True else "[ ] "
    image = item.get("image")
    if isinstance(image, dict):
        line += f"[image: {_image_text(image)}] "
    line += str(item.get("title", ""))
    if item.get("subtitle"):
        line += f" - {item['subtitle']}"
    line += f" {{{item.get('key', '')}}}"
    accessory = item.get("accessory")
    if accessory:
        line += f" [{accessory.get('title', '')}] -> {accessory.get('action', '')}"
    line += "".join(" " + _action_text(action) for action in item.get("actions") or [])
    if isinstance(toggle, dict) and toggle.get("enabled") is False:
        line += " (toggle disabled)"
    return line


def _lines(node: dict[str, Any], depth: int) -> list[str]:
    pad = INDENT * depth
    kind = node.get("type")
    children = node.get("children") or []
    if kind == "screen":
        out = [f"{pad}== {node.get('title', '')} =="]
    elif kind == "text":
        return [pad + line for line in str(node.get("text", "")).split("\n")]
    elif kind == "image":
        return [f"{pad}[image: {_image_text(node)}]"]
    elif kind == "button":
        disabled = "" if node.get("enabled", True) else " (disabled)"
        return [f"{pad}[{node.get('title', '')}] -> {node.get('action', '')}{disabled}"]
    elif kind == "list":
        out = [f"{pad}list -> {node.get('action', '')}:"]
        for number, item in enumerate(node.get("items") or [], start=1):
            out.append(f"{pad}{INDENT}{_row_text(number, item)}")
        return out
    elif kind == "picker":
        options = []
        for option in node.get("options") or []:
            title = option.get("title", "")
            options.append(f"[{title}]" if option.get("key") == node.get("selected") else title)
        return [f"{pad}{node.get('label', '')} -> {node.get('action', '')}: {' '.join(options)}"]
    elif kind == "spinner":
        return [f"{pad}... {node.get('label') or 'Loading'}"]
    elif kind == "alert":
        out = [f"{pad}!! {node.get('title', '')}: {node.get('message', '')}"]
        for action in node.get("actions") or []:
            out.append(f"{pad}{INDENT}{_action_text(action)}")
        return out
    else:
        out = [f"{pad}<{kind}>"]
    for child in children:
        out += _lines(child, depth + 1)
    return out
