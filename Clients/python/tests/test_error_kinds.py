"""The clients' lists of error kinds are the schema's (Protocol/schema/make_kinds.py)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from viperhost.errors import CODES, ErrorKind, HostError

ROOT = Path(__file__).resolve().parents[3]
SCHEMA_DIR = ROOT / "Protocol/schema"


def generator():
    spec = importlib.util.spec_from_file_location("make_kinds", SCHEMA_DIR / "make_kinds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_lists_are_what_the_schema_says() -> None:
    for path, text in generator().outputs().items():
        assert path.read_text() == text, f"{path.relative_to(ROOT)} is stale: run python3 Protocol/schema/make_kinds.py"


def test_every_kind_of_the_schema_is_an_error_kind_with_its_code() -> None:
    schema = json.loads((SCHEMA_DIR / "responses/error.json").read_text())
    pairs = generator().kinds(schema)
    assert len(pairs) >= 30
    assert {kind for kind, _ in pairs} == {kind.value for kind in ErrorKind}
    assert dict(pairs) == CODES


def test_a_host_error_compares_with_its_kind() -> None:
    error = HostError(-32010, "View not found: v9", {"kind": "view_not_found", "viewId": "v9"})
    assert error.kind == ErrorKind.VIEW_NOT_FOUND
    assert CODES[error.kind] == error.code
