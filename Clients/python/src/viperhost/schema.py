"""Checks messages against Protocol/schema (needs jsonschema + referencing)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .locate import protocol_dir

BASE = "https://viper-host.invalid/protocol/v1/"


class ProtocolSchema:
    """Validates host messages: responses by the method of their request,
    notifications by their method, errors by the error schema."""

    def __init__(self, schema_dir: Path | None = None) -> None:
        from jsonschema import Draft202012Validator
        from referencing import Registry, Resource

        self.dir = schema_dir or protocol_dir() / "schema"
        resources = []
        for path in sorted(self.dir.rglob("*.json")):
            document = json.loads(path.read_text())
            resources.append((document["$id"], Resource.from_contents(document)))
        self.registry: Any = Registry().with_resources(resources)
        self._validator = Draft202012Validator
        self.methods_by_id: dict[Any, str] = {}

    def _validate(self, relative: str, message: Any) -> None:
        schema = self.registry.contents(BASE + relative)
        self._validator(schema, registry=self.registry).validate(message)

    @staticmethod
    def file_for(method: str) -> str:
        return method.replace("/", "-") + ".json"

    def check_request(self, message: dict[str, Any]) -> None:
        """Validates a frontend message and remembers its id's method."""
        self._validate("requests/" + self.file_for(message["method"]), message)
        if "id" in message:
            self.methods_by_id[message["id"]] = message["method"]

    def check_plugin_message(self, definition: str, message: Any) -> None:
        """Validates a module-side message (Protocol/PLUGINS.md) against a
        definition of schema/plugin/messages.json, e.g. ``updateNotification``."""
        schema = {"$ref": BASE + "plugin/messages.json#/$defs/" + definition}
        self._validator(schema, registry=self.registry).validate(message)

    def check_host_message(self, message: dict[str, Any]) -> None:
        if "method" in message:
            self._validate("notifications/" + self.file_for(message["method"]), message)
        elif "error" in message:
            self._validate("responses/error.json", message)
        else:
            method = self.methods_by_id.get(message.get("id"))
            if method is None:
                raise AssertionError(f"a response to an unknown request: {message}")
            self._validate("responses/" + self.file_for(method), message)
