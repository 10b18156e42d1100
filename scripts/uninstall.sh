#!/usr/bin/env bash
# make uninstall: removes what lib/viper-host/install-manifest lists (files and
# links, the Python venv, then the folders install created, innermost first,
# each only if empty: what someone else put there stays).
set -euo pipefail
: "${PREFIX:=/usr/local}" "${DESTDIR:=}"
ROOT=$(realpath -m "$DESTDIR$PREFIX")
MANIFEST=$ROOT/lib/viper-host/install-manifest
[ -f "$MANIFEST" ] || { echo "uninstall: no installation under $ROOT ($MANIFEST missing)" >&2; exit 1; }
mapfile -t entries <"$MANIFEST"
for entry in "${entries[@]}"; do # every path relative and inside ROOT, before anything is removed
  path=${entry#? }
  [[ $entry =~ ^[fdv]\ . && $path != /* && /$path/ != */../* ]] ||
    { echo "uninstall: $MANIFEST: refusing the line '$entry'" >&2; exit 1; }
done
for entry in "${entries[@]}"; do
  case $entry in
    "f "*) rm -f "$ROOT/${entry#f }" ;;
    "v "*) rm -rf "${ROOT:?}/${entry#v }" ;;
  esac
done
for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
  case ${entries[i]} in
    "d .") folder=$ROOT ;;
    "d "*) folder=$ROOT/${entries[i]#d } ;;
    *) continue ;;
  esac
  rmdir "$folder" 2>/dev/null || echo "uninstall: kept $folder (not empty)" >&2
done
echo "uninstalled from $ROOT"
