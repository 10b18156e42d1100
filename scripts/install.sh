#!/usr/bin/env bash
# make install: writes the tree under $DESTDIR$PREFIX and lists every file,
# link and folder it creates in lib/viper-host/install-manifest, each as soon
# as it is made (so make uninstall removes exactly those, after a failed
# install too). Inputs (from the Makefile): PREFIX, DESTDIR, HOST_BIN (the
# release viper-host), PLUGIN_LIB (libTicTacToePlugin.so), MANUAL (the
# generated viper-host.1), PYTHON; PYTHON_CLIENT=0 skips the Python venv
# (lib/viper-host/install-python-client.sh adds it later).
set -euo pipefail
: "${PREFIX:=/usr/local}" "${DESTDIR:=}" "${PYTHON:=python3}" "${PYTHON_CLIENT:=1}"
ROOT=$(realpath -m "$DESTDIR$PREFIX") # one spelling: no trailing or double slashes
MANIFEST=$ROOT/lib/viper-host/install-manifest
[ ! -e "$MANIFEST" ] || { echo "install: $PREFIX already has an installation; make uninstall first" >&2; exit 1; }
fail() { echo "install: $*" >&2; exit 1; }

pending=() # what was made before the manifest's folder existed
record() {
  if [ -d "$(dirname "$MANIFEST")" ]; then
    if [ ! -e "$MANIFEST" ]; then # its first line: the manifest itself
      printf '%s\n' "f lib/viper-host/install-manifest" "${pending[@]}" >"$MANIFEST"
      pending=()
    fi
    printf '%s\n' "$1" >>"$MANIFEST"
  else
    pending+=("$1")
  fi
}
dir() { # every folder this install creates, outermost first
  local path=$1 missing=()
  while [ ! -d "$ROOT/$path" ]; do missing=("$path" "${missing[@]}"); [ "$path" = . ] && break; path=$(dirname "$path"); done
  for path in "${missing[@]}"; do
    if [ "$path" = . ]; then mkdir -p "$ROOT"; else mkdir "$ROOT/$path"; fi
    record "d $path"
  done
}
file() { # file MODE SOURCE DEST
  dir "$(dirname "$3")"; install -m "$1" "$2" "$ROOT/$3"; record "f $3"
}
text() { # text DEST COMMAND…: what COMMAND prints, which must succeed and not be empty
  local dest=$1; shift
  dir "$(dirname "$dest")"
  "$@" >"$ROOT/$dest" || fail "$* failed"
  record "f $dest"
  [ -s "$ROOT/$dest" ] || fail "$* printed nothing"
  chmod 644 "$ROOT/$dest"
}
link() { # link TARGET DEST (TARGET relative to DEST's folder)
  dir "$(dirname "$2")"; ln -s "$1" "$ROOT/$2"; record "f $2"
}
tree() { # tree SOURCE DEST: the files of SOURCE that git tracks (no caches, no leftovers), mode 644
  local files
  if git -C "$1" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    files=$(git -C "$1" ls-files) || fail "git ls-files $1"
  else
    files=$(cd "$1" && find . -type f -printf '%P\n' | sort) || fail "cannot list $1"
  fi
  [ -n "$files" ] || fail "$1 is empty"
  while read -r path; do file 644 "$1/$path" "$2/$path"; done <<<"$files"
}

dir . # PREFIX itself, when this install makes it
# The host without its symbols (half its size); they go to a debug file, as distributions' -dbgsym
# packages do, where gdb and the Swift backtracer look through the binary's .gnu_debuglink.
dir bin/.debug
objcopy --only-keep-debug "$HOST_BIN" "$ROOT/bin/.debug/viper-host.debug" || fail "objcopy cannot read $HOST_BIN"
record "f bin/.debug/viper-host.debug"
chmod 644 "$ROOT/bin/.debug/viper-host.debug"
objcopy --strip-all --add-gnu-debuglink="$ROOT/bin/.debug/viper-host.debug" "$HOST_BIN" "$ROOT/bin/viper-host" ||
  fail "objcopy cannot strip $HOST_BIN"
record "f bin/viper-host"
chmod 755 "$ROOT/bin/viper-host"
version=$("$ROOT/bin/viper-host" --version) || fail "the installed viper-host does not run"
# Every file viper-sh sources or gives jq (its helpers beside it), not a list to keep: a new one is installed too.
for helper in Clients/shell/*.sh Clients/shell/*.jq; do file 644 "$helper" "lib/viper-host/shell/${helper##*/}"; done
file 755 Clients/shell/viper-sh lib/viper-host/shell/viper-sh
link ../lib/viper-host/shell/viper-sh bin/viper-sh
file 644 "$MANUAL" share/man/man1/viper-host.1
text share/man/man1/viper-sh.1 scripts/viper-sh-manpage.sh Clients/shell/viper-sh "$version"
for shell in bash zsh fish; do
  case $shell in
    bash) dest=share/bash-completion/completions/viper-host ;;
    zsh) dest=share/zsh/site-functions/_viper-host ;;
    fish) dest=share/fish/vendor_completions.d/viper-host.fish ;;
  esac
  text "$dest" "$ROOT/bin/viper-host" --generate-completion-script "$shell"
done
file 755 "$PLUGIN_LIB" lib/viper-host/plugins/libTicTacToePlugin.so
tree Templates share/viper-host/templates
# `viper-host new plugin --lang swift` reads the target names of the package its
# templates belong to (a plugin must not reuse them): the manifest beside them.
file 644 Package.swift share/viper-host/Package.swift
# The protocol's documents, schemas and transcripts: the Python client's default
# Protocol/ when it runs outside a checkout (viperhost-replay, the schema checker).
tree Protocol share/viper-host/protocol
# The browser frontend's page (viperhost-web serves it), without its tests.
for page in $(cd Clients/web && git ls-files 2>/dev/null | grep -v / || find . -maxdepth 1 -type f -printf '%P\n'); do
  file 644 "Clients/web/$page" "share/viper-host/web/$page"
done
[ -f "$ROOT/share/viper-host/web/index.html" ] || fail "the web page was not installed"
file 644 README.md share/doc/viper-host/README.md
file 644 LICENSE share/doc/viper-host/LICENSE

file 755 scripts/install-python-client.sh lib/viper-host/install-python-client.sh
if [ "$PYTHON_CLIENT" = 1 ]; then
  # From a copy: building in place would leave Clients/python/build/ behind.
  source_copy=$(mktemp -d)
  cp -r Clients/python/pyproject.toml Clients/python/README.md Clients/python/src "$source_copy"/
  # It records what it makes in the manifest itself (MANIFEST), as it goes.
  MANIFEST="$MANIFEST" PYTHON="$PYTHON" "$ROOT/lib/viper-host/install-python-client.sh" "$source_copy" "$ROOT" ||
    fail "the Python client"
  rm -rf "$source_copy"
fi

echo "installed viper-host $version under $ROOT ($(grep -c '^f' "$MANIFEST") files; manifest: $MANIFEST)"
