#!/usr/bin/env bash
# The Python client into an installed (or unpacked) ViperHost tree:
#   install-python-client.sh PACKAGE [ROOT]
# PACKAGE is the client's wheel (make dist) or its source folder; ROOT is the
# tree (default: two folders above this script, where make install and the
# tarball put it: ROOT/lib/viper-host/install-python-client.sh). Makes the venv
# ROOT/lib/viper-host/python with the TUI and the web frontend, and links its
# console scripts into ROOT/bin and the quiz into ROOT/lib/viper-host/plugins.
# Prints what it made, one manifest line each (make install records them).
set -euo pipefail
package=$1
ROOT=${2:-$(cd "$(dirname "$(realpath "$0")")/../.." && pwd)}
: "${PYTHON:=python3}"
venv=$ROOT/lib/viper-host/python
[ ! -e "$venv" ] || { echo "install-python-client: $venv exists" >&2; exit 1; }
"$PYTHON" -m venv "$venv"
echo "v lib/viper-host/python"
"$venv/bin/python" -m pip install -q --disable-pip-version-check "$package[tui,web]" >&2
# Console scripts that find their python beside them (uv's relocatable form),
# not through a #! line naming where they were made: the tree works where it
# is put, so a DESTDIR install or a copy of it runs at PREFIX.
for script in "$venv/bin/"*; do
  [ -f "$script" ] && [ ! -L "$script" ] || continue
  IFS= read -r first <"$script" || continue
  [ "$first" = "#!$venv/bin/python" ] || [ "$first" = "#!$venv/bin/python3" ] || continue
  { printf '%s\n' '#!/bin/sh' "'''exec' \"\$(dirname -- \"\$(realpath -- \"\$0\")\")/python\" \"\$0\" \"\$@\"" "' '''"
    tail -n +2 "$script"; } >"$script.new"
  chmod 755 "$script.new" && mv "$script.new" "$script"
done
for script in viperhost-tui viperhost-replay viperhost-web viperhost-quiz-plugin; do
  ln -s "../lib/viper-host/python/bin/$script" "$ROOT/bin/$script"
  echo "f bin/$script"
done
ln -s ../python/bin/viperhost-quiz-plugin "$ROOT/lib/viper-host/plugins/viperhost-quiz-plugin"
echo "f lib/viper-host/plugins/viperhost-quiz-plugin"
