# Checks of an installed or unpacked ViperHost tree, sourced by
# scripts/test-install.sh (which defines fail, step, rpc, bye, CLEAN, BARE,
# CHECKOUT, SOCKET). Each takes the tree's root.

# The host alone: a printf session, no plugin unless asked for, the plugin
# library from lib/viper-host/plugins, `viper-host protocol`.
host_session_checks() {
  local root=$1 out
  step "$root: a printf session; the plugin library from --plugin-dir; viper-host protocol"
  out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; bye; } | "${BARE[@]}" "$root/bin/viper-host" --in-memory)
  grep -q "\"hostInfo\":{\"name\":\"viper-host\",\"version\":\"$version\"}" <<<"$out" || fail "initialize: $out"
  ! grep -q '"plugin":' <<<"$out" || fail "a plugin was loaded without being asked for: $out"
  out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; rpc 2 view/open '{"module":"tictactoe"}'
    rpc 3 view/event '{"viewId":"v1","action":"play","value":"5"}'; bye; } |
    "${BARE[@]}" "$root/bin/viper-host" --in-memory --plugin-dir "$root/lib/viper-host/plugins" 2>&1)
  grep -q '"id":3,"result":{"viewId":"v1","rev":2}' <<<"$out" || fail "tic-tac-toe: $out"
  out=$("${BARE[@]}" "$root/bin/viper-host" protocol --format json)
  grep -q '"schemas":{"common.json"' <<<"$out" || fail "viper-host protocol --format json"
}

# The Python client of the tree: the quiz through its link, the TUI (Textual's
# pilot) and the web frontend against the tree's host, viperhost-replay and the
# schema checker on the tree's Protocol/.
client_checks() {
  local root=$1 data=$2 python=$1/lib/viper-host/python/bin/python out found
  step "$root: the quiz process plugin through lib/viper-host/plugins"
  out=$({ rpc 1 initialize '{"protocolVersion":"1"}'; rpc 2 view/open '{"module":"capitals"}'; bye; } |
    "${BARE[@]}" "$root/bin/viper-host" --in-memory --process-plugin "$root/lib/viper-host/plugins/viperhost-quiz-plugin" 2>&1)
  grep -q '"id":2,"result":{"viewId":"v1","rev":1}' <<<"$out" || fail "the quiz: $out"
  step "$root: the TUI (Textual's pilot) against the tree's host and plugins"
  "${BARE[@]}" "$python" "$CHECKOUT/scripts/installed-tui-pilot.py" "$root" "$data" || fail "the TUI"
  step "$root: viperhost-web serves the tree's page, with the tree's host behind it"
  "${BARE[@]}" "$python" "$CHECKOUT/scripts/installed-web-check.py" "$root" || fail "the web frontend"
  step "$root: viperhost-replay and the schema checker use the tree's Protocol/"
  found=$("${BARE[@]}" "$python" -c 'from viperhost.locate import protocol_dir; print(protocol_dir())')
  [ "$found" = "$root/share/viper-host/protocol" ] || fail "protocol_dir gave $found"
  found=$("${BARE[@]}" "$python" -c 'from viperhost.web import web_root; print(web_root())')
  [ "$found" = "$root/share/viper-host/web" ] || fail "web_root gave $found"
  "${BARE[@]}" "$root/bin/viperhost-replay" "$root/share/viper-host/protocol/transcripts/onboarding-first-launch-to-home.txt" \
    "$root/share/viper-host/protocol/transcripts/links-jobs.txt" >/dev/null || fail "viperhost-replay"
}

# Waits (60 s at most: the lane runs niced beside the others) until tmux session $1 shows $2; the screen is left
# in $screen.
wait_for_screen() {
  screen=""
  for _ in $(seq 600); do
    screen=$(tmux -S "$SOCKET" capture-pane -p -t "$1")
    grep -q -- "$2" <<<"$screen" && return 0
    sleep 0.1
  done
  return 1
}

# Completions found the way each shell finds them, with PREFIX/share in
# XDG_DATA_DIRS (as /usr/local/share is by default): bash-completion loads
# share/bash-completion/completions/viper-host on the first Tab, fish reads
# share/fish/vendor_completions.d; zsh looks on fpath (Debian's zsh has
# /usr/local/share/zsh/site-functions there). Each completes a subcommand, an
# option of serve (the default subcommand) at the top level, and values.
# bash-completion, zsh and fish are in the Makefile's package list: all three
# are always checked; bash and zsh by a real Tab in a terminal (tmux).
COMPLETIONS=("viper-host pro" "viper-host protocol" "viper-host --data-d" "viper-host --data-dir"
  "viper-host serve --plugin-d" "viper-host serve --plugin-dir" "viper-host --log-level war" "viper-host --log-level warning"
  "viper-host --plugin li" "viper-host --plugin libOnly.so")
completion_checks() {
  local root=$1 i words out
  local shells_env=("${CLEAN[@]}" XDG_DATA_DIRS="$root/share:/usr/share")
  mkdir -p "$DEST/completing" && cd "$DEST/completing" # values: --plugin offers .so files only
  touch libOnly.so libOnly.txt
  tab_completes() { # SHELL SETUP: each typed line of COMPLETIONS, then Tab, must become the line after it
    local shell=$1 setup=$2
    tmux -S "$SOCKET" new-session -d -s "$shell" -c "$DEST/completing" -x 150 -y 30 "${shells_env[*]} $shell"
    tmux -S "$SOCKET" send-keys -t "$shell" "$setup" Enter
    for ((i = 0; i < ${#COMPLETIONS[@]}; i += 2)); do
      tmux -S "$SOCKET" send-keys -t "$shell" C-u "${COMPLETIONS[i]}" Tab
      wait_for_screen "$shell" "${COMPLETIONS[i + 1]} *$" ||
        fail "$shell: Tab did not complete '${COMPLETIONS[i]}' to '${COMPLETIONS[i + 1]}': $screen"
    done
    tmux -S "$SOCKET" kill-session -t "$shell"
  }
  step "bash completion: Tab in a terminal, loaded by bash-completion"
  tab_completes "bash --norc --noprofile" "source /usr/share/bash-completion/bash_completion"
  step "zsh completion: Tab in a terminal"
  zsh -fc 'print -l $fpath' | grep -qx /usr/local/share/zsh/site-functions || fail "Debian's zsh lacks /usr/local on fpath"
  tab_completes "zsh -f" "fpath=($root/share/zsh/site-functions \$fpath); autoload -U compinit; compinit -u"
  step "fish completion, from vendor_completions.d"
  for ((i = 0; i < ${#COMPLETIONS[@]}; i += 2)); do
    out=$("${shells_env[@]}" fish -c "complete -C '${COMPLETIONS[i]}'" | cut -f1)
    read -ra words <<<"${COMPLETIONS[i + 1]}"
    grep -qx -- "${words[-1]}" <<<"$out" || fail "fish completion of '${COMPLETIONS[i]}': $out"
  done
  ! grep -qx libOnly.txt <<<"$out" || fail "fish offered libOnly.txt to --plugin"
  cd "$DEST"
}
