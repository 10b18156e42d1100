#!/usr/bin/env bash
# The Python client into an installed (or unpacked) ViperHost tree:
#   install-python-client.sh PACKAGE [ROOT]
# PACKAGE is the client's wheel (make dist) or its source folder; ROOT is the
# tree (default: two folders above this script, where make install and the
# tarball put it: ROOT/lib/viper-host/install-python-client.sh). Makes the venv
# ROOT/lib/viper-host/python with the TUI and the web frontend, and links its
# console scripts into ROOT/bin and the quiz into ROOT/lib/viper-host/plugins.
# With MANIFEST set (make install), appends a line for each thing it makes.
set -euo pipefail
package=$1
ROOT=$(realpath -m "${2:-$(dirname "$(realpath "$0")")/../..}")
: "${PYTHON:=python3}"
made() { [ -z "${MANIFEST:-}" ] || printf '%s\n' "$1" >>"$MANIFEST"; }
venv=$ROOT/lib/viper-host/python
[ ! -e "$venv" ] || { echo "install-python-client: $venv exists" >&2; exit 1; }
"$PYTHON" -m venv "$venv" >&2
made "v lib/viper-host/python"
"$venv/bin/python" -m pip install -q --disable-pip-version-check "$package[tui,web]" >&2
# Console scripts that find their python beside them (uv's relocatable form),
# not through a #! line naming where they were made: the tree works where it
# is put, so a DESTDIR install or a copy of it runs at PREFIX. pip writes
# either `#!VENV/bin/python` or, for a path too long for #!, a /bin/sh
# preamble naming it; both are replaced.
for script in "$venv/bin/"*; do
  [ -f "$script" ] && [ ! -L "$script" ] || continue
  mapfile -t -n 3 head <"$script"
  case ${head[0]:-} in
    "#!$venv/bin/python" | "#!$venv/bin/python3") skip=1 ;;
    "#!/bin/sh") [[ ${head[1]:-} == "'''exec' \"$venv/bin/python"* ]] && skip=3 || continue ;;
    *) continue ;;
  esac
  { printf '%s\n' '#!/bin/sh' "'''exec' \"\$(dirname -- \"\$(realpath -- \"\$0\")\")/python\" \"\$0\" \"\$@\"" "' '''"
    tail -n +$((skip + 1)) "$script"; } >"$script.new"
  chmod 755 "$script.new" && mv "$script.new" "$script"
done
for script in viperhost-tui viperhost-replay viperhost-web viperhost-quiz-plugin; do
  ln -s "../lib/viper-host/python/bin/$script" "$ROOT/bin/$script"
  made "f bin/$script"
done
ln -s ../python/bin/viperhost-quiz-plugin "$ROOT/lib/viper-host/plugins/viperhost-quiz-plugin"
made "f lib/viper-host/plugins/viperhost-quiz-plugin"
