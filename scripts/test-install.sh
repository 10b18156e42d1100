#!/usr/bin/env bash
# make test-install: install into a temporary DESTDIR, run the installed tools
# from there with a clean PATH (no checkout, no .venv), then uninstall and
# check nothing is left. Exit 1 at the first failure, saying which.
set -euo pipefail
MAKE=${MAKE:-make}
DEST=$(mktemp -d /tmp/viper-host-install.XXXXXX)
PREFIX=/opt/viper-host-test
ROOT=$DEST$PREFIX
trap 'rm -rf "$DEST"' EXIT
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
step() { echo "test-install: $*"; }

$MAKE --no-print-directory install DESTDIR="$DEST" PREFIX="$PREFIX" INSTALL_FROM="${INSTALL_FROM:-release}"
CLEAN=(env -i HOME="$DEST/home" PATH="$ROOT/bin:/usr/bin:/bin" LANG=C.UTF-8)
mkdir -p "$DEST/home"
cd "$DEST"  # away from the checkout: nothing may be found through it

step "viper-host --version"
version=$("${CLEAN[@]}" viper-host --version) || fail "viper-host --version"
[ -n "$version" ] || fail "empty version"

step "a printf session"
out=$(printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}' \
  '{"jsonrpc":"2.0","id":2,"method":"shutdown"}' '{"jsonrpc":"2.0","method":"exit"}' |
  "${CLEAN[@]}" viper-host --data-dir "$DEST/data")
grep -q "\"hostInfo\":{\"name\":\"viper-host\",\"version\":\"$version\"}" <<<"$out" || fail "initialize: $out"

step "viper-host protocol"
"${CLEAN[@]}" viper-host protocol --format json | grep -q '"schemas":{"common.json"' || fail "viper-host protocol"

step "viper-sh finds the installed viper-host"
out=$("${CLEAN[@]}" PATH=/usr/bin:/bin "$ROOT/bin/viper-sh" -c 'start; show' --data-dir "$DEST/data2" 2>&1) || fail "viper-sh: $out"
[ -n "$out" ] || fail "viper-sh printed nothing"

step "man -l of both pages"
for page in viper-host viper-sh; do
  text=$(MANWIDTH=80 man -l "$ROOT/share/man/man1/$page.1" 2>&1) || fail "man -l $page.1: $text"
  grep -q "$page" <<<"$text" || fail "$page.1 does not name $page"
done
MANWIDTH=80 man -l "$ROOT/share/man/man1/viper-host.1" | grep -q -- "--data-dir" || fail "viper-host.1 lacks --data-dir"

step "bash completion"
out=$("${CLEAN[@]}" bash -c "source '$ROOT/share/bash-completion/completions/viper-host' &&
  COMP_WORDS=(viper-host pro) COMP_CWORD=1 COMP_LINE='viper-host pro' COMP_POINT=14 &&
  \$(complete -p viper-host | sed 's/.*-F \([^ ]*\).*/\1/') viper-host pro viper-host && printf '%s\n' \"\${COMPREPLY[@]}\"") ||
  fail "bash completion: $out"
grep -qx protocol <<<"$out" || fail "bash completion of 'pro': $out"
if command -v zsh >/dev/null; then
  step "zsh completion parses"; zsh -n "$ROOT/share/zsh/site-functions/_viper-host" || fail "zsh completion"
fi
if command -v fish >/dev/null; then
  step "fish completion parses"; fish -n "$ROOT/share/fish/vendor_completions.d/viper-host.fish" || fail "fish completion"
fi

if [ -x "$ROOT/bin/viperhost-tui" ]; then
  step "the Python client finds the installed viper-host"
  found=$("${CLEAN[@]}" PATH=/usr/bin:/bin "$ROOT/lib/viper-host/python/bin/python" -c \
    'import sys; sys.argv=[sys.argv[1]]; from viperhost.locate import find_host_binary; print(find_host_binary())' \
    "$ROOT/bin/viperhost-tui")
  [ "$found" = "$ROOT/bin/viper-host" ] || fail "find_host_binary gave $found"
fi

step "uninstall leaves nothing"
cd - >/dev/null
$MAKE --no-print-directory uninstall DESTDIR="$DEST" PREFIX="$PREFIX"
left=$(find "$DEST" -mindepth 1 -not -type d -not -path "$DEST/home/*" -not -path "$DEST/data*")
[ -z "$left" ] || fail "left behind: $left"
[ ! -e "$ROOT/bin" ] || fail "left $ROOT/bin"
step "passed"
