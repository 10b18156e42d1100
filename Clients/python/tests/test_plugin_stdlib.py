"""The plugin helper promises the standard library only (Protocol/PLUGINS.md): a
plugin runs on a bare Python with nothing installed but the viperhost sources."""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from pathlib import Path

SOURCES = Path(__file__).resolve().parents[1] / "src"

PROGRAM = """
import json, sys
try:
    import jsonpatch
    sys.exit("not bare: jsonpatch is importable here")
except ImportError:
    pass
import viperhost, viperhost.plugin, viperhost.nodes
from viperhost.samples.quiz import MANIFEST, Quiz
from viperhost.plugin import Plugin
loaded = sorted(name.split(".")[0] for name in sys.modules)
stdlib = set(sys.stdlib_module_names) | {"viperhost", "__main__", "_distutils_hack"}
answer = Plugin(MANIFEST, Quiz).handle_line(json.dumps(
    {"jsonrpc": "2.0", "id": 1, "method": "plugin/initialize", "params": {"protocolVersion": "1"}}).encode())
print(json.dumps({"outside": sorted(set(loaded) - stdlib), "name": answer["result"]["manifest"]["name"]}))
"""


def test_the_plugin_helper_runs_on_a_bare_python(tmp_path: Path) -> None:
    bare = tmp_path / "bare"
    venv.EnvBuilder(with_pip=False, system_site_packages=False).create(bare)
    python = bare / "bin" / "python"
    found = subprocess.run(
        [str(python), "-c", PROGRAM], capture_output=True, text=True, timeout=60,
        env={"PYTHONPATH": str(SOURCES), "PATH": "/usr/bin:/bin"},
    )
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout) == {"outside": [], "name": "capitals"}


def test_the_sample_plugin_serves_on_a_bare_python(tmp_path: Path) -> None:
    bare = tmp_path / "bare"
    venv.EnvBuilder(with_pip=False).create(bare)
    handshake = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "plugin/initialize", "params": {"protocolVersion": "1"}})
    served = subprocess.run(
        [str(bare / "bin" / "python"), "-m", "viperhost.samples.quiz"], input=handshake + "\n",
        capture_output=True, text=True, timeout=60, env={"PYTHONPATH": str(SOURCES), "PATH": "/usr/bin:/bin"},
    )
    assert served.returncode == 0, served.stderr
    assert json.loads(served.stdout)["result"]["manifest"]["name"] == "capitals"
    assert sys.version_info >= (3, 10)
