#!/usr/bin/env bash
# make install: writes the tree under $DESTDIR$PREFIX and lists every file,
# link and folder it created in lib/viper-host/install-manifest (make uninstall
# removes exactly those). Inputs (from the Makefile): PREFIX, DESTDIR, HOST_BIN
# (the release viper-host), PLUGIN_LIB (libTicTacToePlugin.so), MANUAL (the
# generated viper-host.1), PYTHON; PYTHON_CLIENT=0 skips the Python venv
# (lib/viper-host/install-python-client.sh adds it later).
set -euo pipefail
: "${PREFIX:=/usr/local}" "${DESTDIR:=}" "${PYTHON:=python3}" "${PYTHON_CLIENT:=1}"
ROOT=$DESTDIR$PREFIX
MANIFEST=$ROOT/lib/viper-host/install-manifest
[ ! -e "$MANIFEST" ] || { echo "install: $PREFIX already has an installation; make uninstall first" >&2; exit 1; }
entries=()

dir() { # every folder this install creates, outermost first
  local path=$1 missing=()
  while [ ! -d "$ROOT/$path" ]; do missing=("$path" "${missing[@]}"); [ "$path" = . ] && break; path=$(dirname "$path"); done
  for path in "${missing[@]}"; do mkdir "$ROOT/$path"; entries+=("d $path"); done
}
file() { # file MODE SOURCE DEST
  dir "$(dirname "$3")"; install -m "$1" "$2" "$ROOT/$3"; entries+=("f $3")
}
text() { # text DEST (contents on stdin)
  dir "$(dirname "$1")"; cat >"$ROOT/$1"; chmod 644 "$ROOT/$1"; entries+=("f $1")
}
link() { # link TARGET DEST (TARGET relative to DEST's folder)
  dir "$(dirname "$2")"; ln -s "$1" "$ROOT/$2"; entries+=("f $2")
}

mkdir -p "$ROOT"
file 755 "$HOST_BIN" bin/viper-host
version=$("$ROOT/bin/viper-host" --version)
for helper in connection.sh render.jq patch.jq; do file 644 "Clients/shell/$helper" "lib/viper-host/shell/$helper"; done
file 755 Clients/shell/viper-sh lib/viper-host/shell/viper-sh
link ../lib/viper-host/shell/viper-sh bin/viper-sh
file 644 "$MANUAL" share/man/man1/viper-host.1
# text DEST < <(…), not a pipe: a pipe would run text in a subshell and lose its manifest entry.
text share/man/man1/viper-sh.1 < <(scripts/viper-sh-manpage.sh Clients/shell/viper-sh "$version")
text share/bash-completion/completions/viper-host < <("$ROOT/bin/viper-host" --generate-completion-script bash)
text share/zsh/site-functions/_viper-host < <("$ROOT/bin/viper-host" --generate-completion-script zsh)
text share/fish/vendor_completions.d/viper-host.fish < <("$ROOT/bin/viper-host" --generate-completion-script fish)
file 755 "$PLUGIN_LIB" lib/viper-host/plugins/libTicTacToePlugin.so
tree() { # tree SOURCE DEST: every file under SOURCE, mode 644
  dir "$2"
  while read -r path; do file 644 "$1/$path" "$2/${path#./}"; done < <(cd "$1" && find . -type f | sort)
}
tree Templates share/viper-host/templates
# `viper-host new plugin --lang swift` reads the target names of the package its
# templates belong to (a plugin must not reuse them): the manifest beside them.
file 644 Package.swift share/viper-host/Package.swift
# The protocol's documents, schemas and transcripts: the Python client's default
# Protocol/ when it runs outside a checkout (viperhost-replay, the schema checker).
tree Protocol share/viper-host/protocol
# The browser frontend's page (viperhost-web serves it), without its tests.
while read -r page; do file 644 "Clients/web/$page" "share/viper-host/web/$page"; done < <(cd Clients/web && find . -maxdepth 1 -type f -printf '%P\n' | sort)
file 644 README.md share/doc/viper-host/README.md
file 644 LICENSE share/doc/viper-host/LICENSE

file 755 scripts/install-python-client.sh lib/viper-host/install-python-client.sh
if [ "$PYTHON_CLIENT" = 1 ]; then
  # From a copy: building in place would leave Clients/python/build/ behind.
  source_copy=$(mktemp -d)
  cp -r Clients/python/pyproject.toml Clients/python/README.md Clients/python/src "$source_copy"/
  PYTHON="$PYTHON" "$ROOT/lib/viper-host/install-python-client.sh" "$source_copy" "$ROOT" >"$source_copy/made"
  mapfile -t made <"$source_copy/made"
  rm -rf "$source_copy"
  entries+=("${made[@]}")
fi

entries+=("f lib/viper-host/install-manifest")
printf '%s\n' "${entries[@]}" >"$MANIFEST"
echo "installed viper-host $version under $ROOT ($(grep -c '^f' "$MANIFEST") files; manifest: $MANIFEST)"
