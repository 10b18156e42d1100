#!/usr/bin/env bash
# make test-dist-debian: the make dist tarball and wheel on a fresh Debian 12
# (debootstrap --variant=minbase: no Swift, no compiler, no checkout), with only
# the run-time packages the README names. Unpacks the tarball, runs the host
# with the plugin library, viper-sh, man; adds the client from the wheel as the
# README says, drives the TUI (Textual's pilot) and the web frontend, runs the
# quiz and a plugin made by viper-host new. As root; needs debootstrap and the
# network to deb.debian.org and PyPI. About 1.5 minutes.
set -Eeuo pipefail
trap 'echo "test-dist-debian: FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
MAKE=${MAKE:-make}
RUNTIME_PACKAGES="libjson-c5 libsqlite3-0 libcurl4 jq man-db python3 python3-venv"
WORK=$(mktemp -d /tmp/viper-host-debian.XXXXXX)
ROOTFS=$WORK/rootfs
cleanup() {
  if mountpoint -q "$ROOTFS/proc"; then
    umount "$ROOTFS/proc" || { echo "test-dist-debian: $ROOTFS/proc is still mounted; not removing $WORK" >&2; return; }
  fi
  rm -rf --one-file-system "$WORK"
}
trap cleanup EXIT
step() { echo "test-dist-debian: $*"; }

$MAKE --no-print-directory dist DIST_DIR="$WORK/dist" >/dev/null
step "debootstrap bookworm (minbase) into $ROOTFS"
debootstrap --variant=minbase bookworm "$ROOTFS" http://deb.debian.org/debian >"$WORK/debootstrap.log" ||
  { tail -20 "$WORK/debootstrap.log"; exit 1; }
cp /etc/resolv.conf "$ROOTFS/etc/resolv.conf"
mount -t proc proc "$ROOTFS/proc"
step "apt-get install $RUNTIME_PACKAGES"
chroot "$ROOTFS" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $RUNTIME_PACKAGES >/dev/null"
# This machine's network set-up, nothing of ViperHost's: CAs it trusts locally
# (an egress proxy's, say) and its pip.conf, as a new machine on the same
# network would have them.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$ROOTFS/usr/local/share/ca-certificates/"
  chroot "$ROOTFS" update-ca-certificates >/dev/null
fi
[ ! -f /etc/pip.conf ] || cp /etc/pip.conf "$ROOTFS/etc/pip.conf"
cp "$WORK"/dist/* scripts/installed-tui-pilot.py scripts/installed-web-check.py "$ROOTFS/root/"

chroot "$ROOTFS" env -i HOME=/root PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=xterm bash -Eeuo pipefail -c '
  trap "echo \"test-dist-debian: FAIL (in Debian): line \$LINENO: \$BASH_COMMAND\" >&2" ERR
  fail() { echo "test-dist-debian: FAIL: $*" >&2; exit 1; }
  step() { echo "test-dist-debian: $*"; }
  rpc() { printf "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"%s\",\"params\":%s}\n" "$@"; }
  bye() { rpc 98 shutdown "{}"; echo "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"; }
  ! command -v swift && ! command -v cc && [ ! -d /opt/swift ] || fail "this is not a machine without Swift"
  tar -C /opt -xzf /root/viper-host-*-$(uname -m).tar.gz
  DIR=$(echo /opt/viper-host-*)
  version=$("$DIR/bin/viper-host" --version)
  [ ! -e "$DIR/bin/.debug" ] || fail "the tarball carries the host symbols, which ship apart"
  tar -C /opt -xzf /root/viper-host-*-debug.tar.gz
  [ -s "$DIR/bin/.debug/viper-host.debug" ] || fail "the debug tarball did not put the symbols beside the host"
  step "unpacked $DIR: viper-host $version, and its symbols"
  out=$({ rpc 1 initialize "{\"protocolVersion\":\"1\"}"; rpc 2 view/open "{\"module\":\"tictactoe\"}"
    rpc 3 view/event "{\"viewId\":\"v1\",\"action\":\"play\",\"value\":\"5\"}"; bye; } |
    "$DIR/bin/viper-host" --in-memory --plugin-dir "$DIR/lib/viper-host/plugins" 2>&1)
  grep -q "\"id\":3,\"result\":{\"viewId\":\"v1\",\"rev\":2}" <<<"$out" || fail "the host with the plugin library: $out"
  step "the host and its plugin library ran"
  out=$("$DIR/bin/viper-sh" -c "start; show" --in-memory 2>&1)
  grep -q Welcome <<<"$out" || fail "viper-sh: $out"
  step "viper-sh showed onboarding"
  for page in viper-host viper-sh; do
    text=$(MANWIDTH=80 man -l "$DIR/share/man/man1/$page.1")
    grep -q "$page" <<<"$text" || fail "man -l $page.1"
  done
  step "man -l of both pages"
  "$DIR/lib/viper-host/install-python-client.sh" /root/viperhost-*.whl >/dev/null
  "$DIR/lib/viper-host/python/bin/python" /root/installed-tui-pilot.py "$DIR" /root/data
  "$DIR/lib/viper-host/python/bin/python" /root/installed-web-check.py "$DIR"
  out=$({ rpc 1 initialize "{\"protocolVersion\":\"1\"}"; rpc 2 view/open "{\"module\":\"capitals\"}"; bye; } |
    "$DIR/bin/viper-host" --in-memory --process-plugin "$DIR/lib/viper-host/plugins/viperhost-quiz-plugin" 2>&1)
  grep -q "\"id\":2,\"result\":{\"viewId\":\"v1\",\"rev\":1}" <<<"$out" || fail "the process plugin: $out"
  step "the quiz, a process plugin from the wheel, ran"
  "$DIR/bin/viper-host" new plugin tally-log --lang python --path /root/tally >/dev/null
  out=$({ rpc 1 initialize "{\"protocolVersion\":\"1\"}"; rpc 2 view/open "{\"module\":\"tally-log\"}"; bye; } |
    "$DIR/bin/viper-host" --in-memory --process-plugin "$DIR/lib/viper-host/python/bin/python /root/tally/tally_log_plugin.py" 2>&1)
  grep -q "\"id\":2,\"result\":{\"viewId\":\"v1\",\"rev\":1}" <<<"$out" || fail "the generated plugin: $out"
  step "a plugin made by viper-host new from the unpacked templates ran"
'
step "passed"
