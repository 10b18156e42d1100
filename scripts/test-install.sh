#!/usr/bin/env bash
# make test-install: install into a temporary DESTDIR, run the installed tools
# from there with a clean environment (no checkout, no .venv, PATH = the
# installed bin/ and the system's), then uninstall and check nothing is left.
# Exit 1 at the first failure, saying which.
set -euo pipefail
MAKE=${MAKE:-make}
CHECKOUT=$PWD
DEST=$(mktemp -d /tmp/viper-host-install.XXXXXX)
PREFIX=/opt/viper-host-test
ROOT=$DEST$PREFIX
SOCKET=$DEST/tmux.sock
trap 'tmux -S "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$DEST"' EXIT
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
step() { echo "test-install: $*"; }

$MAKE --no-print-directory install DESTDIR="$DEST" PREFIX="$PREFIX" INSTALL_FROM="${INSTALL_FROM:-release}"
mkdir -p "$DEST/home"
CLEAN=(env -i HOME="$DEST/home" PATH="$ROOT/bin:/usr/bin:/bin" LANG=C.UTF-8 TERM=xterm-256color)
cd "$DEST" # away from the checkout: nothing may be found through it
rpc() { printf '{"jsonrpc":"2.0","id":%s,"method":"%s","params":%s}\n' "$@"; }
bye() { rpc 98 shutdown "{}"; echo '{"jsonrpc":"2.0","method":"exit"}'; }

step "viper-host --version"
version=$("${CLEAN[@]}" viper-host --version) || fail "viper-host --version"
[ -n "$version" ] || fail "empty version"

if [ "${INSTALL_FROM:-release}" = release ]; then
  step "the host and the plugin library carry their own Swift runtime"
  for binary in bin/viper-host lib/viper-host/plugins/libTicTacToePlugin.so; do
    ! ldd "$ROOT/$binary" | grep -i swift || fail "$binary links the toolchain's Swift libraries"
  done
fi

step "a printf session"
out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; bye; } | "${CLEAN[@]}" viper-host --data-dir "$DEST/data")
grep -q "\"hostInfo\":{\"name\":\"viper-host\",\"version\":\"$version\"}" <<<"$out" || fail "initialize: $out"
! grep -q '"plugin":' <<<"$out" || fail "a plugin was loaded without being asked for: $out"

step "the installed plugins: tic-tac-toe from --plugin-dir, the quiz from its link"
plugins=$ROOT/lib/viper-host/plugins
out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; rpc 2 view/open '{"module":"tictactoe"}'
  rpc 3 view/event '{"viewId":"v1","action":"play","value":"5"}'; rpc 4 view/open '{"module":"capitals"}'; bye; } |
  "${CLEAN[@]}" viper-host --in-memory --plugin-dir "$plugins" --process-plugin "$plugins/viperhost-quiz-plugin" 2>&1)
grep -q '"id":3,"result":{"viewId":"v1","rev":2}' <<<"$out" || fail "tic-tac-toe: $out"
grep -q '"id":4,"result":{"viewId":"v2","rev":1}' <<<"$out" || fail "the quiz: $out"

step "viper-host protocol"
"${CLEAN[@]}" viper-host protocol --format json | grep -q '"schemas":{"common.json"' || fail "viper-host protocol"

step "viper-sh finds the installed viper-host"
out=$("${CLEAN[@]}" PATH=/usr/bin:/bin "$ROOT/bin/viper-sh" -c 'start; show' --data-dir "$DEST/data2" 2>&1) || fail "viper-sh: $out"
grep -q "Welcome" <<<"$out" || fail "viper-sh did not show onboarding: $out"

step "the TUI (Textual's pilot) against the installed host and plugins"
"${CLEAN[@]}" PATH=/usr/bin:/bin "$ROOT/lib/viper-host/python/bin/python" \
  "$CHECKOUT/scripts/installed-tui-pilot.py" "$ROOT" "$DEST/data3" || fail "the installed TUI"

step "viperhost-web serves the installed page, with the installed host behind it"
"${CLEAN[@]}" PATH=/usr/bin:/bin "$ROOT/lib/viper-host/python/bin/python" \
  "$CHECKOUT/scripts/installed-web-check.py" "$ROOT" || fail "the installed web frontend"

if [ "$(id -u)" = 0 ]; then
  step "another user (nobody) runs the installed tools"
  chmod 755 "$DEST"
  for tool in "viper-host --version" "viperhost-tui --help" "viperhost-web --help" "viper-sh --help"; do
    runuser -u nobody -- "${CLEAN[@]}" HOME=/tmp $tool >/dev/null || fail "nobody cannot run $tool"
  done
fi

step "the console scripts run from where they are (no #! line names a path)"
"${CLEAN[@]}" viperhost-tui --help | grep -q -- "--fresh" || fail "viperhost-tui --help"
! grep -l "^#!$ROOT" "$ROOT"/lib/viper-host/python/bin/* || fail "a script's #! line names $ROOT"

step "viperhost-replay and the schema checker use the installed Protocol/"
transcripts=$ROOT/share/viper-host/protocol/transcripts
"${CLEAN[@]}" viperhost-replay "$transcripts/onboarding-first-launch-to-home.txt" "$transcripts/links-jobs.txt" >/dev/null ||
  fail "viperhost-replay of installed transcripts"
found=$("${CLEAN[@]}" "$ROOT/lib/viper-host/python/bin/python" -c \
  'from viperhost.locate import protocol_dir; print(protocol_dir())')
[ "$found" = "$ROOT/share/viper-host/protocol" ] || fail "protocol_dir gave $found"

step "viper-host new, from the installed templates"
"${CLEAN[@]}" viper-host new plugin tally-log --lang python --path "$DEST/tally" >/dev/null || fail "new plugin --lang python"
out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; rpc 2 view/open '{"module":"tally-log"}'; bye; } |
  "${CLEAN[@]}" viper-host --in-memory --process-plugin "$ROOT/lib/viper-host/python/bin/python $DEST/tally/tally_log_plugin.py" 2>&1)
grep -q '"id":2,"result":{"viewId":"v1","rev":1}' <<<"$out" || fail "the generated plugin in the installed host: $out"
out=$("${CLEAN[@]}" viper-host new plugin viper-kit --lang swift --path "$DEST/vk" 2>&1) && fail "viper-kit accepted: $out"
grep -q "ViperKit" <<<"$out" || fail "viper-kit refused for another reason: $out"

step "man -l of both pages"
for page in viper-host viper-sh; do
  text=$(MANWIDTH=80 man -l "$ROOT/share/man/man1/$page.1" 2>&1) || fail "man -l $page.1: $text"
  grep -q "$page" <<<"$text" || fail "$page.1 does not name $page"
done
MANWIDTH=80 man -l "$ROOT/share/man/man1/viper-host.1" | grep -q -- "--data-dir" || fail "viper-host.1 lacks --data-dir"

# Completions found the way each shell finds them, with PREFIX/share in
# XDG_DATA_DIRS (as /usr/local/share is by default): bash-completion loads
# share/bash-completion/completions/viper-host on the first Tab, fish reads
# share/fish/vendor_completions.d; zsh looks on fpath. Each completes a
# subcommand and an option of serve, the default subcommand, at the top level.
# bash and zsh get a real Tab in a terminal (tmux).
SHELLS_ENV=("${CLEAN[@]}" XDG_DATA_DIRS="$ROOT/share:/usr/share")
COMPLETIONS=("viper-host pro" "viper-host protocol" "viper-host --data-d" "viper-host --data-dir"
  "viper-host serve --plugin-d" "viper-host serve --plugin-dir" "viper-host --log-level war" "viper-host --log-level warning")
tab_completes() { # SHELL SETUP: each typed line of COMPLETIONS, then Tab, must become the line after it
  local shell=$1 setup=$2 screen="" i
  tmux -S "$SOCKET" new-session -d -s "$shell" -x 150 -y 30 "${SHELLS_ENV[*]} $shell"
  tmux -S "$SOCKET" send-keys -t "$shell" "$setup" Enter
  for ((i = 0; i < ${#COMPLETIONS[@]}; i += 2)); do
    tmux -S "$SOCKET" send-keys -t "$shell" C-u "${COMPLETIONS[i]}" Tab
    for _ in $(seq 100); do
      screen=$(tmux -S "$SOCKET" capture-pane -p -t "$shell")
      grep -q -- "${COMPLETIONS[i + 1]} *$" <<<"$screen" && break
      sleep 0.1
    done
    grep -q -- "${COMPLETIONS[i + 1]} *$" <<<"$screen" ||
      fail "$shell: Tab did not complete '${COMPLETIONS[i]}' to '${COMPLETIONS[i + 1]}': $screen"
  done
  tmux -S "$SOCKET" kill-session -t "$shell"
}
# bash-completion, zsh and fish are in the Makefile's package list: all three are always checked.
step "bash completion: Tab in a terminal, loaded by bash-completion"
tab_completes "bash --norc --noprofile" "source /usr/share/bash-completion/bash_completion"
step "zsh completion: Tab in a terminal"
tab_completes "zsh -f" "fpath=($ROOT/share/zsh/site-functions \$fpath); autoload -U compinit; compinit -u"
step "fish completion, from vendor_completions.d"
for ((i = 0; i < ${#COMPLETIONS[@]}; i += 2)); do
  out=$("${SHELLS_ENV[@]}" fish -c "complete -C '${COMPLETIONS[i]}'" | cut -f1)
  words=(${COMPLETIONS[i + 1]})
  grep -qx -- "${words[-1]}" <<<"$out" || fail "fish completion of '${COMPLETIONS[i]}': $out"
done

if [ "${INSTALL_FROM:-release}" = release ]; then
  step "make dist: the tarball runs where it is unpacked; the wheel has the client"
  (cd "$CHECKOUT" && $MAKE --no-print-directory dist DIST_DIR="$DEST/dist" >"$DEST/dist.txt") || fail "make dist"
  mkdir "$DEST/unpacked" && tar -C "$DEST/unpacked" -xzf "$DEST"/dist/viper-host-"$version"-linux-*.tar.gz
  tree=$(echo "$DEST"/unpacked/viper-host-"$version"-linux-*)
  for part in README.md LICENSE Protocol/PROTOCOL.md bin/viper-host bin/viper-sh share/man/man1/viper-host.1; do
    [ -e "$tree/$part" ] || fail "the tarball lacks $part"
  done
  out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; rpc 2 view/open '{"module":"tictactoe"}'; bye; } |
    "${CLEAN[@]}" PATH=/usr/bin:/bin "$tree/bin/viper-host" --in-memory --plugin-dir "$tree/lib/viper-host/plugins" 2>&1)
  grep -q '"id":2,"result":{"viewId":"v1","rev":1}' <<<"$out" || fail "the unpacked host and plugin: $out"
  out=$("${CLEAN[@]}" PATH=/usr/bin:/bin "$tree/bin/viper-sh" -c 'start; show' --in-memory 2>&1) || fail "unpacked viper-sh: $out"
  grep -q "Welcome" <<<"$out" || fail "the unpacked viper-sh did not show onboarding: $out"
  wheel=$DEST/dist/viperhost-$version-py3-none-any.whl
  "${CLEAN[@]}" PATH=/usr/bin:/bin "$tree/lib/viper-host/install-python-client.sh" "$wheel" >/dev/null ||
    fail "install-python-client.sh with the wheel"
  "${CLEAN[@]}" PATH=/usr/bin:/bin "$tree/lib/viper-host/python/bin/python" \
    "$CHECKOUT/scripts/installed-tui-pilot.py" "$tree" "$DEST/data4" || fail "the TUI of the unpacked tree"
  grep -q "viperhost-$version-py3-none-any.whl:" "$DEST/dist.txt" || fail "make dist did not list the wheel"
  rm -rf "$DEST/unpacked" "$DEST/dist" "$DEST/dist.txt"
fi

step "a second install over the first is refused"
out=$(cd "$CHECKOUT" && $MAKE --no-print-directory install DESTDIR="$DEST" PREFIX="$PREFIX" INSTALL_FROM="${INSTALL_FROM:-release}" 2>&1) &&
  fail "installed twice: $out"
grep -q "already has an installation; make uninstall first" <<<"$out" || fail "second install: $out"

step "uninstall leaves nothing"
cd "$CHECKOUT"
$MAKE --no-print-directory uninstall DESTDIR="$DEST" PREFIX="$PREFIX"
left=$(find "$DEST" -mindepth 1 -not -type d -not -path "$DEST/home/*" -not -path "$DEST/data*" \
  -not -path "$DEST/tally*" -not -path "$SOCKET")
[ -z "$left" ] || fail "left behind: $left"
[ -z "$(ls -A "$ROOT")" ] || fail "left in $ROOT: $(ls -A "$ROOT")"
step "passed"
