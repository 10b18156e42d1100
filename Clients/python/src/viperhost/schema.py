"""Checks messages against Protocol/schema (needs jsonschema + referencing).

Two sets (Protocol/schema/README.md): ``exact`` (schema/, what the host writes
today, closed; the host's tests use it) and ``open`` (schema/open/, derived,
what a frontend should use: it accepts a later minor version of protocol 1).
The exact checker also checks every host message against the open set, so
every test that drives the host shows that open accepts what exact does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .locate import protocol_dir

BASE = "https://viper-host.invalid/protocol/v1/"


class ProtocolSchema:
    """Validates host messages: responses by the method of their request,
    notifications by their method, errors by the error schema."""

    def __init__(self, schema_dir: Path | None = None, variant: str = "exact") -> None:
        from jsonschema import Draft202012Validator
        from referencing import Registry, Resource

        if variant not in ("exact", "open"):
            raise ValueError(f"variant must be exact or open, not {variant!r}")
        self.variant = variant
        self.dir = schema_dir or protocol_dir() / "schema"
        root = self.dir / "open" if variant == "open" else self.dir
        self.base = BASE + "open/" if variant == "open" else BASE
        resources = []
        for path in sorted(root.rglob("*.json")):
            if variant == "exact" and path.relative_to(root).parts[0] == "open":
                continue
            document = json.loads(path.read_text())
            if not document["$id"].startswith(self.base) or (variant == "exact") == document["$id"].startswith(BASE + "open/"):
                raise ValueError(f"{path}: $id {document['$id']} is not in the {variant} set")
            resources.append((document["$id"], Resource.from_contents(document)))
        self.registry: Any = Registry().with_resources(resources)
        self._validator = Draft202012Validator
        self.methods_by_id: dict[Any, str] = {}
        self.open = ProtocolSchema(schema_dir, "open") if variant == "exact" and (self.dir / "open").is_dir() else None
        if self.open is not None:
            self.open.methods_by_id = self.methods_by_id

    def _validate(self, relative: str, message: Any) -> None:
        schema = self.registry.contents(self.base + relative)
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
        definition of schema/plugin/messages.json, e.g. ``updateNotification``
        (exact set only: the plugin file is not derived)."""
        schema = {"$ref": self.base + "plugin/messages.json#/$defs/" + definition}
        self._validator(schema, registry=self.registry).validate(message)

    def check_host_message(self, message: dict[str, Any]) -> None:
        if self.open is not None:
            self.open.check_host_message(message)
        if "method" in message:
            known = self.base + "notifications/" + self.file_for(message["method"])
            if known in self.registry:
                self._validate("notifications/" + self.file_for(message["method"]), message)
            else:
                self._validate("notifications/notification.json", message)
        elif "error" in message:
            self._validate("responses/error.json", message)
        else:
            method = self.methods_by_id.get(message.get("id"))
            if method is None:
                raise AssertionError(f"a response to an unknown request: {message}")
            self._validate("responses/" + self.file_for(method), message)
