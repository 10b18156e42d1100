"""Rules every stream of host messages must keep, checked message by message.

`conftest.make_host` applies them to every host the Python tests start, and
`test_transcript_rules` to every transcript, so each rule is checked against
everything the suite makes the host say:

- PROTOCOL §5, order of a stack change: a `router/navigate` is followed at
  once by the `view/closed` notices of the views it closed (top first), then
  the rev 1 `view/update` of each view it opened, root first (one for a push, a
  whole stack for a restored session or a link, SESSIONS.md §2); a rev 1 update
  appears nowhere else.
- PROTOCOL §5, patches: a `view/patch` line is shorter than the `view/update`
  line of the same change would be.
- PROTOCOL §6, "Input", rule 3: a patch never replaces a field, toggle or form
  node whole while its key stays (it changes the node's members).
- PROTOCOL §8, errors: every error a frontend sees (an answer's, or the one a
  `view/closed` carries) has a `message` in readable English — a capital
  first, one line, and none of a program's debug text.
"""

from __future__ import annotations

import json
import re
from typing import Any

import jsonpatch

from viperhost.patterns import matcher

Message = dict[str, Any]


def compact(message: Message) -> int:
    """The length of a message as the host writes it (compact, UTF-8)."""
    return len(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode())


class StackOrder:
    def __init__(self) -> None:
        self.stack: list[str] = []
        self.expected: list[tuple[str, str]] = []  # (method, viewId) still due, in order
        self.problems: list[str] = []
        self.count = 0

    def __call__(self, message: Message) -> None:
        self.count += 1
        method, params = message.get("method"), message.get("params") or {}
        if self.expected:
            due_method, due_view = self.expected[0]
            if method == due_method and params.get("viewId") == due_view and (method != "view/update" or params.get("rev") == 1):
                self.expected.pop(0)
                return
            self.problems.append(f"message {self.count}: expected {due_method} of {due_view}, got {message}")
            self.expected = []
        if method == "view/update" and params.get("rev") == 1:
            self.problems.append(f"message {self.count}: rev 1 of {params.get('viewId')} with no router/navigate before it")
        elif method == "router/navigate":
            old, new = self.stack, list(params["stack"])
            self.stack = new
            self.expected = [("view/closed", view) for view in reversed(old) if view not in new]
            self.expected += [("view/update", view) for view in new if view not in old]


class PatchSize:
    def __init__(self) -> None:
        self.trees: dict[str, tuple[str, Any]] = {}  # viewId -> (module, tree)
        self.problems: list[str] = []
        self.patches = 0

    def __call__(self, message: Message) -> None:
        method, params = message.get("method"), message.get("params") or {}
        if method == "view/update":
            self.trees[params["viewId"]] = (params["module"], params["view"])
        elif method == "view/patch":
            self.patches += 1
            module, tree = self.trees[params["viewId"]]
            tree = jsonpatch.apply_patch(tree, params["ops"])
            self.trees[params["viewId"]] = (module, tree)
            whole = {"jsonrpc": "2.0", "method": "view/update", "params": {"viewId": params["viewId"], "module": module, "rev": params["rev"], "view": tree}}
            if compact(message) >= compact(whole):
                self.problems.append(f"a patch of {compact(message)} bytes for a tree of {compact(whole)}: {message}")
        elif method == "view/closed":
            self.trees.pop(params["viewId"], None)


INPUT_TYPES = {"field", "toggle", "form"}


def resolve(tree: Any, pointer: str) -> Any:
    """The value at an RFC 6901 pointer, or None."""
    node = tree
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        elif isinstance(node, dict) and token in node:
            node = node[token]
        else:
            return None
    return node


class InputIdentity:
    """Replays every view's patches op by op; a `replace` of an input node by one with the same key breaks rule 3."""

    def __init__(self) -> None:
        self.trees: dict[str, Any] = {}
        self.problems: list[str] = []

    def __call__(self, message: Message) -> None:
        method, params = message.get("method"), message.get("params") or {}
        if method == "view/update":
            self.trees[params["viewId"]] = params["view"]
        elif method == "view/patch" and params["viewId"] in self.trees:
            tree = self.trees[params["viewId"]]
            for op in params["ops"]:
                target = resolve(tree, op["path"])
                if (op["op"] == "replace" and isinstance(target, dict) and target.get("type") in INPUT_TYPES
                        and isinstance(op.get("value"), dict) and op["value"].get("key") == target.get("key")):
                    self.problems.append(f"a patch replaced the {target['type']} {target.get('key')!r} whole: {op}")
                tree = jsonpatch.apply_patch(tree, [op])
            self.trees[params["viewId"]] = tree
        elif method == "view/closed":
            self.trees.pop(params["viewId"], None)


# What a debug description of a value looks like (Swift's, or Python's repr).
DEBUG_TEXT = re.compile(
    r"Optional\(|\b\w+Error\(|\b\w+\.\w+\.\w+\b(?<!\.com)(?<!\.org)(?<!\.json)(?<!\.so)(?<!\.txt)(?<!\.py)"
    r"|\b(string|int|double|bool|object|array|some)\(|\(reason:|Swift\.|\bnil\b|Traceback|\{'|\['"
)


def message_problem(message: str) -> str | None:
    """Why an error message is not readable English, or None."""
    if not message or not (message[0].isupper() or message[0].isdigit()):
        return f"does not start with a capital: {message!r}"
    if "\n" in message:
        return f"spans lines: {message!r}"
    match = DEBUG_TEXT.search(message)
    if match:
        return f"carries debug text {match.group(0)!r}: {message!r}"
    return None


class ErrorMessages:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.checked = 0

    def __call__(self, message: Message) -> None:
        errors = [message.get("error"), (message.get("params") or {}).get("error")]
        for error in errors:
            if isinstance(error, dict) and isinstance(error.get("message"), str):
                if matcher(error["message"]) is not None:
                    continue  # a transcript's matcher ({{re:…}}, …) stands for messages; it is not one
                self.checked += 1
                problem = message_problem(error["message"])
                if problem:
                    self.problems.append(problem)


class WireRules:
    """Every rule above, for each host in turn; raises at the first message that breaks one. A frontend
    that restarts its host (the TUI, PROTOCOL rule 7) feeds it a second host's messages: the initialize
    answer starts them afresh."""

    def __init__(self) -> None:
        self.order = StackOrder()
        self.patch_size = PatchSize()
        self.error_messages = ErrorMessages()
        self.input_identity = InputIdentity()

    def __call__(self, message: Message) -> None:
        if isinstance(message.get("result"), dict) and "hostInfo" in message["result"]:
            self.__init__()
        self.order(message)
        self.patch_size(message)
        self.error_messages(message)
        self.input_identity(message)
        problems = (
            self.order.problems + self.patch_size.problems + self.error_messages.problems + self.input_identity.problems
        )
        assert not problems, problems[0]
