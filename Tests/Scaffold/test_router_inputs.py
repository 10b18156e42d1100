"""A router may hand a screen only an input that has a JSON form
(`EncodableModuleInput`): a saved session, a link and `debug/goto` write the
stack as JSON, so an input without one could not come back. The compiler
enforces it: `Destination(key, input)` does not compile for an input that is
only a `ModuleInput`. Checked on the built ViperKit, as a feature's router
would use it (a type check of one file, well under a second)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import run

ROUTER = """
import JSONValue
import ViperKit

struct Detail: {conformance} {{
  var id: Int
  init(id: Int) {{ self.id = id }}
  init(json: JSONValue?) throws(InputError) {{ id = json?["id"]?.intValue.map(Int.init) ?? 1 }}
  {json}
}}

struct DetailRouter: Router {{
  func navigation(for route: Int) -> Navigation {{
    .push(Destination(ModuleKey<Detail>("detail"), Detail(id: route)))
  }}
}}
"""


def typecheck(tmp_path: Path, host_bin: Path, conformance: str, json: str) -> tuple[int, str]:
    source = tmp_path / "DetailRouter.swift"
    source.write_text(ROUTER.format(conformance=conformance, json=json))
    modules = host_bin.parent / "Modules"
    checked = run(["swiftc", "-typecheck", "-I", modules, source], cwd=tmp_path, timeout=120)
    return checked.returncode, checked.stderr


@pytest.fixture
def swiftc() -> None:
    if shutil.which("swiftc") is None:
        pytest.skip("no swiftc")


def test_a_router_cannot_hand_over_an_input_without_a_json_form(tmp_path: Path, host_bin: Path, swiftc: None) -> None:
    status, errors = typecheck(tmp_path, host_bin, "ModuleInput", "")
    assert status != 0
    assert "requires that 'Detail' conform to 'EncodableModuleInput'" in errors, errors


def test_an_encodable_input_is_handed_over(tmp_path: Path, host_bin: Path, swiftc: None) -> None:
    status, errors = typecheck(tmp_path, host_bin, "EncodableModuleInput", 'var json: JSONValue { ["id": .int(Int64(id))] }')
    assert status == 0, errors
