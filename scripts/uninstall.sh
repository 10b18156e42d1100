#!/usr/bin/env bash
# make uninstall: removes what lib/viper-host/install-manifest lists (files and
# links, the Python venv, then the folders install created, innermost first).
set -euo pipefail
: "${PREFIX:=/usr/local}" "${DESTDIR:=}"
ROOT=$DESTDIR$PREFIX
MANIFEST=$ROOT/lib/viper-host/install-manifest
[ -f "$MANIFEST" ] || { echo "uninstall: no installation under $ROOT ($MANIFEST missing)" >&2; exit 1; }
mapfile -t entries <"$MANIFEST"
for entry in "${entries[@]}"; do
  case $entry in
    "f "*) rm -f "$ROOT/${entry#f }" ;;
    "v "*) rm -rf "${ROOT:?}/${entry#v }" ;;
  esac
done
for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
  case ${entries[i]} in "d "*) rmdir "$ROOT/${entries[i]#d }" 2>/dev/null || echo "uninstall: kept $ROOT/${entries[i]#d } (not empty)" >&2 ;; esac
done
echo "uninstalled from $ROOT"
