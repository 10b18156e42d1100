#!/usr/bin/env bash
# The API reference of ViperKit and ViperTesting (DocC), as a static site: docs/REFERENCE.md says why it is built this
# way (the debug build's modules, swift-symbolgraph-extract, docc convert and merge; no package plugin).
#   scripts/docs.sh BIN_DIR OUT_DIR          the site in OUT_DIR/site
#   scripts/docs.sh --check BIN_DIR OUT_DIR  only the check: any DocC warning (a symbol link that does not resolve,
#                                            a malformed page) fails; nothing is kept
# BIN_DIR is `swift build --show-bin-path` after a build: its Modules/ holds the modules the graphs are read from.
set -euo pipefail

check=false
if [[ ${1:-} == --check ]]; then check=true; shift; fi
bin_dir=${1:?BIN_DIR}
out=${2:?OUT_DIR}
modules=(ViperKit ViperTesting)

rm -rf "$out"
mkdir -p "$out"
for module in "${modules[@]}"; do
  [[ -f $bin_dir/Modules/$module.swiftmodule ]] || { echo "docs: no $bin_dir/Modules/$module.swiftmodule: build first (swift build)" >&2; exit 1; }
  mkdir -p "$out/symbol-graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$bin_dir/Modules" -minimum-access-level public \
    -skip-inherited-docs -module-cache-path "$out/module-cache" -output-dir "$out/symbol-graphs/$module"
done

# ViperKit first: ViperTesting's pages link to its symbols through it (--dependency), by absolute links such as
# ``/ViperKit/InputKey`` (without the slash, ViperKit names the types ViperTesting extends: docs/REFERENCE.md).
dependencies=()
for module in "${modules[@]}"; do
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "viperhost.$module" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --warnings-as-errors --output-path "$out/$module.doccarchive" | { grep -v '^$' || true; }  # its diagnostics, not its blank lines
  dependencies+=(--dependency "$out/$module.doccarchive")
done

if $check; then
  rm -rf "$out"
  echo "docs: the catalogs of ${modules[*]} convert without a warning"
  exit 0
fi
archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name ViperHost --output-path "$out/site" >/dev/null
echo "docs: the reference of ${modules[*]} is in $out/site (a static site). To open it:"
echo "  python3 -m http.server --directory $out/site 8000"
echo "  then http://127.0.0.1:8000/documentation/ (ViperKit: …/documentation/viperkit, ViperTesting: …/documentation/vipertesting)"
