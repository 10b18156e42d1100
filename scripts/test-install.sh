#!/usr/bin/env bash
# make test-install: install into a temporary DESTDIR, run the installed tools
# from there with a clean environment (no checkout, no .venv, PATH = the
# installed bin/ and the system's), then uninstall and check nothing is left.
# Exit 1 at the first failure, saying which (an unexpected one: its line).
set -Eeuo pipefail # -E: the ERR trap below in functions too
MAKE=${MAKE:-make}
CHECKOUT=$PWD
FROM=${INSTALL_FROM:-release}
DEST=$(mktemp -d /tmp/viper-host-install.XXXXXX)
PREFIX=/opt/viper-host-test
ROOT=$DEST$PREFIX
SOCKET=$DEST/tmux.sock
trap 'tmux -S "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$DEST"' EXIT
trap 'echo "test-install: FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
# Each step says when it starts (seconds since the script's start): the slow ones show in every run.
step() { echo "test-install: [${SECONDS} s] $*"; }

step "make install (the release build, the manual, the client's venv)"
$MAKE --no-print-directory install DESTDIR="$DEST" PREFIX="$PREFIX" INSTALL_FROM="$FROM"
mkdir -p "$DEST/home"
CLEAN=(env -i HOME="$DEST/home" PATH="$ROOT/bin:/usr/bin:/bin" LANG=C.UTF-8 TERM=xterm-256color)
BARE=("${CLEAN[@]}" PATH=/usr/bin:/bin) # not even the installed bin/ on PATH
INSTALLED_PYTHON=$ROOT/lib/viper-host/python/bin/python
cd "$DEST" # away from the checkout: nothing may be found through it
rpc() { printf '{"jsonrpc":"2.0","id":%s,"method":"%s","params":%s}\n' "$@"; }
bye() { rpc 98 shutdown "{}"; echo '{"jsonrpc":"2.0","method":"exit"}'; }
source "$CHECKOUT/scripts/test-install-checks.sh"

step "viper-host --version"
version=$("${CLEAN[@]}" viper-host --version)
[ -n "$version" ] || fail "empty version"
if [ "$FROM" = release ]; then
  step "the host and the plugin library carry their own Swift runtime; the host's symbols are in its debug file"
  for binary in bin/viper-host lib/viper-host/plugins/libTicTacToePlugin.so; do
    libraries=$(ldd "$ROOT/$binary")
    ! grep -i swift <<<"$libraries" || fail "$binary links the toolchain's Swift libraries"
  done
  grep -q '\.symtab' <<<"$(readelf -S "$ROOT/lib/viper-host/plugins/libTicTacToePlugin.so")" || fail "the plugin is stripped"
  sections=$(readelf -S "$ROOT/bin/viper-host")
  ! grep -q '\.symtab' <<<"$sections" || fail "bin/viper-host keeps its symbols"
  grep -q '\.gnu_debuglink' <<<"$sections" || fail "bin/viper-host does not name its debug file"
  grep -q '\.symtab' <<<"$(readelf -S "$ROOT/bin/.debug/viper-host.debug" 2>/dev/null)" || fail "the debug file has no symbols"
  # The toolchain that built the release has it (never skipped: a missing one is a failure).
  backtracer=$(dirname "$(realpath "$(command -v swiftc)")")/../libexec/swift/linux/swift-backtrace-static
  [ -x "$backtracer" ] || fail "no swift-backtrace-static beside the toolchain's swiftc ($backtracer)"
  step "a crash of the installed host is backtraced with its functions' names (checked before uninstalling)"
  mkfifo "$DEST/crash.in"
  "${BARE[@]}" SWIFT_BACKTRACE="enable=yes,interactive=no,swift-backtrace=$backtracer" \
    "$ROOT/bin/viper-host" --in-memory <"$DEST/crash.in" >"$DEST/crash.txt" 2>&1 &
  crashed=$! # env execs the host: the same process
  exec 7>"$DEST/crash.in" # the host's input, kept open until its report is read
  # Crashed only once it answered initialize: a signal before the runtime set its handler up (a loaded,
  # niced run took over a second to start) ends the process with no report at all.
  rpc 1 initialize '{"protocolVersion":"1"}' >&7
  for _ in $(seq 300); do grep -q '"id":1' "$DEST/crash.txt" && break; sleep 0.1; done
  grep -q '"id":1' "$DEST/crash.txt" || fail "the host to crash did not answer initialize: $(cat "$DEST/crash.txt")"
  kill -SEGV "$crashed"
  # The steps below run while the backtracer writes its report, which is read before uninstall removes
  # the debug file.
  step "the installed host (English-only ICU data) replays the checkout's transcripts but the plugin library's"
  # (the library's: its !host line names the .so beside the binary, which the checkout's build has)
  transcripts=$(grep -L 'TicTacToePlugin' "$CHECKOUT"/Protocol/transcripts/*.txt)
  # … in a German locale, which its ICU data lacks: nothing the host writes depends on the locale.
  # shellcheck disable=SC2086 # one argument per transcript
  "${BARE[@]}" LANG=de_DE.UTF-8 "$ROOT/bin/viper-host" replay $transcripts >/dev/null ||
    fail "a transcript failed on the installed host"
fi

step "nothing installed that git does not track (caches, leftovers)"
installed=$(cd "$ROOT/share/viper-host/protocol" && find . -type f -printf '%P\n' | sort)
tracked=$(git -C "$CHECKOUT/Protocol" ls-files | sort)
[ "$installed" = "$tracked" ] || fail "share/viper-host/protocol differs from git ls-files Protocol: $(diff <(echo "$tracked") <(echo "$installed"))"

host_session_checks "$ROOT"

step "viper-sh finds the installed viper-host; VIPER_HOST_BIN overrides it"
out=$("${BARE[@]}" "$ROOT/bin/viper-sh" -c 'start; show' --data-dir "$DEST/data2" 2>&1)
grep -q "Welcome" <<<"$out" || fail "viper-sh did not show onboarding: $out"
out=$("${BARE[@]}" VIPER_HOST_BIN=/nonexistent/viper-host "$ROOT/bin/viper-sh" -c 'start' 2>&1) &&
  fail "viper-sh ran without the host VIPER_HOST_BIN names: $out"
grep -q "/nonexistent/viper-host" <<<"$out" || fail "viper-sh did not name VIPER_HOST_BIN's host: $out"

step "the client's venv is made from the system's python3"
grep -qx "home = /usr/bin" "$ROOT/lib/viper-host/python/pyvenv.cfg" || fail "$(cat "$ROOT/lib/viper-host/python/pyvenv.cfg")"
client_checks "$ROOT" "$DEST/data3"

step "viperhost-tui itself, in a terminal (tmux): onboarding, then quit"
tmux -S "$SOCKET" new-session -d -s tui -x 100 -y 30 "${CLEAN[*]} viperhost-tui --in-memory"
wait_for_screen tui "Continue" || fail "viperhost-tui did not show onboarding: $screen"
tmux -S "$SOCKET" send-keys -t tui C-q
for _ in $(seq 100); do tmux -S "$SOCKET" has-session -t tui 2>/dev/null || break; sleep 0.1; done
! tmux -S "$SOCKET" has-session -t tui 2>/dev/null || fail "viperhost-tui did not quit on ctrl+q"

if [ "$(id -u)" = 0 ]; then
  step "another user (nobody) runs the installed tools"
  chmod 755 "$DEST"
  for tool in "viper-host --version" "viperhost-tui --help" "viperhost-web --help" "viper-sh --help"; do
    runuser -u nobody -- "${CLEAN[@]}" HOME=/tmp $tool >/dev/null || fail "nobody cannot run $tool"
  done
fi

step "the console scripts run from where they are (no script names the install's path)"
for script in "$ROOT"/lib/viper-host/python/bin/*; do
  case ${script##*/} in activate* | python*) continue ;; esac
  ! grep -q "$ROOT" "$script" || fail "$script names $ROOT"
done

step "viper-host new, from the installed templates"
"${CLEAN[@]}" viper-host new plugin tally-log --lang python --path "$DEST/tally" >/dev/null
out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; rpc 2 view/open '{"module":"tally-log"}'; bye; } |
  "${CLEAN[@]}" viper-host --in-memory --process-plugin "$INSTALLED_PYTHON $DEST/tally/tally_log_plugin.py" 2>&1)
grep -q '"id":2,"result":{"viewId":"v1","rev":1}' <<<"$out" || fail "the generated plugin in the installed host: $out"
out=$("${CLEAN[@]}" viper-host new plugin viper-kit --lang swift --path "$DEST/vk" 2>&1) && fail "viper-kit accepted: $out"
grep -q "ViperKit" <<<"$out" || fail "viper-kit refused for another reason: $out"

step "man -l of both pages"
for page in viper-host viper-sh; do
  text=$(MANWIDTH=80 man -l "$ROOT/share/man/man1/$page.1" 2>&1)
  grep -q "$page" <<<"$text" || fail "$page.1 does not name $page"
  [ "$page" = viper-sh ] || grep -q -- "--data-dir" <<<"$text" || fail "viper-host.1 lacks --data-dir"
done

completion_checks "$ROOT"

if [ "$FROM" = release ]; then
  step "make dist: the tarball runs where it is unpacked, with the client added from the wheel"
  (cd "$CHECKOUT" && $MAKE --no-print-directory dist DIST_DIR="$DEST/dist" >"$DEST/dist.txt")
  grep -q "viperhost-$version-py3-none-any.whl:" "$DEST/dist.txt" || fail "make dist did not list the wheel"
  mkdir "$DEST/unpacked" && tar -C "$DEST/unpacked" -xzf "$DEST/dist/viper-host-$version-linux-$(uname -m).tar.gz"
  tree=$(echo "$DEST"/unpacked/viper-host-"$version"-linux-*)
  for part in README.md LICENSE Protocol/PROTOCOL.md bin/viper-host bin/viper-sh share/man/man1/viper-host.1; do
    [ -e "$tree/$part" ] || fail "the tarball lacks $part"
  done
  [ ! -e "$tree/bin/.debug" ] || fail "the tarball carries the host's symbols, which ship apart"
  tar -C "$DEST/unpacked" -xzf "$DEST/dist/viper-host-$version-linux-$(uname -m)-debug.tar.gz"
  [ -s "$tree/bin/.debug/viper-host.debug" ] || fail "the debug tarball did not put the symbols beside the host"
  host_session_checks "$tree"
  "${BARE[@]}" "$tree/lib/viper-host/install-python-client.sh" "$DEST/dist/viperhost-$version-py3-none-any.whl" >/dev/null
  client_checks "$tree" "$DEST/data4"
  rm -rf "$DEST/unpacked" "$DEST/dist" "$DEST/dist.txt"
fi

if [ "$FROM" = release ]; then
  step "the crash's backtrace names the host's functions (the debug file, found by its link)"
  # The report is whole once it says how long it took. A `kill -SEGV` is no fault: once the report is
  # written the runtime's handler returns and the host (one thread) goes on, until its input ends here.
  for _ in $(seq 600); do grep -q '^Backtrace took' "$DEST/crash.txt" && break; sleep 0.1; done
  exec 7>&-
  wait "$crashed" || true
  # ViperHostCommand.main is under every frame of the host's (a name of ours, found in the debug file).
  grep -q 'ViperHostCommand.main' "$DEST/crash.txt" || fail "the crash backtrace names no function: $(cat "$DEST/crash.txt")"
fi

step "a second install over the first is refused"
out=$(cd "$CHECKOUT" && $MAKE --no-print-directory install DESTDIR="$DEST" PREFIX="$PREFIX" INSTALL_FROM="$FROM" 2>&1) &&
  fail "installed twice: $out"
grep -q "already has an installation; make uninstall first" <<<"$out" || fail "second install: $out"

step "uninstall removes what install wrote, and only that"
echo "mine" >"$ROOT/lib/viper-host/plugins/libMine.so" # someone's own plugin, in an installed folder
cd "$CHECKOUT"
$MAKE --no-print-directory uninstall DESTDIR="$DEST" PREFIX="$PREFIX" 2>"$DEST/uninstall.err"
left=$(cd "$ROOT" && find . -mindepth 1 -printf '%P\n' | sort)
[ "$left" = "$(printf '%s\n' lib lib/viper-host lib/viper-host/plugins lib/viper-host/plugins/libMine.so)" ] ||
  fail "after uninstall, $ROOT holds: $left"
grep -q "kept $ROOT/lib/viper-host/plugins (not empty)" "$DEST/uninstall.err" || fail "$(cat "$DEST/uninstall.err")"
rm -r "$ROOT/lib"
PREFIX=$PREFIX/again
PYTHON_CLIENT=0 $MAKE --no-print-directory install DESTDIR="$DEST" PREFIX="$PREFIX" INSTALL_FROM="$FROM" >/dev/null
$MAKE --no-print-directory uninstall DESTDIR="$DEST" PREFIX="$PREFIX" >/dev/null
[ ! -e "$DEST$PREFIX" ] || fail "uninstall left the PREFIX that install made: $(find "$DEST$PREFIX")"

step "an install that fails half-way can be uninstalled"
PREFIX=/opt/viper-host-test/broken
# viper-host is `true` and the man page is missing: install stops after a few files.
out=$(PREFIX=$PREFIX DESTDIR=$DEST HOST_BIN=/bin/true PLUGIN_LIB=/nonexistent MANUAL=/nonexistent scripts/install.sh 2>&1) &&
  fail "install without its parts succeeded: $out"
[ -n "$(find "$DEST$PREFIX" -type f)" ] || fail "the failed install wrote nothing, so this proves nothing"
$MAKE --no-print-directory uninstall DESTDIR="$DEST" PREFIX="$PREFIX" >/dev/null
[ ! -e "$DEST$PREFIX" ] || fail "uninstall after a failed install left: $(find "$DEST$PREFIX")"
step "passed"
