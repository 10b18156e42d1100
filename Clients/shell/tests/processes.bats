#!/usr/bin/env bats
# What a command costs in processes (issue #46): viper-sh runs one jq for a whole session (the
# mirror: connection.sh, mirror.jq), whatever the commands and however many. Counted by a `jq` on
# PATH that notes each start; the time a command takes is bench/viper_sh.py's, not a test's.

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  export VIPER_HOST_BIN
  mkdir "$BATS_TEST_TMPDIR/bin"
  STARTS="$BATS_TEST_TMPDIR/jq-starts"
  cat >"$BATS_TEST_TMPDIR/bin/jq" <<JQ
#!/bin/sh
echo "\$*" >>"$STARTS"
exec $(command -v jq) "\$@"
JQ
  chmod +x "$BATS_TEST_TMPDIR/bin/jq"
}

# adds N: a script of `open todos`, then N to-dos added, four commands each (a CSV import's).
adds() {
  local i
  echo "open todos"
  for ((i = 1; i <= $1; i++)); do printf 'do add\nfill title To-do %d\nsubmit\nidle\n' "$i"; done
}

# jq_starts COMMAND…: how many jq COMMAND started (with the counting jq first on PATH).
jq_starts() {
  : >"$STARTS"
  PATH="$BATS_TEST_TMPDIR/bin:$PATH" "$@" >/dev/null
  wc -l <"$STARTS"
}

@test "one jq for a whole script: 1 add or 10 adds, start-up included" {
  local one ten
  one=$(adds 1 | jq_starts "$SH" --in-memory)
  ten=$(adds 10 | jq_starts "$SH" --in-memory)
  # The mirror, and nothing per command (before: 46 for one add, 11 a command).
  [ "$one" -eq 1 ]
  [ "$ten" -eq 1 ]
}

@test "every kind of command starts no jq: inputs, choices, toggles, pages, check, send, the debugger, errors" {
  PATH="$BATS_TEST_TMPDIR/bin:$PATH" run --separate-stderr "$SH" --in-memory --debug -c 'open todos; do add;
    fill title A; try choose priority huge; choose priority high; choose tags home work; fill due 2026-12-01; submit; toggle 1; rows;
    more 1; less 1; show; check; stack; link; send host/idle; modules; history; state; goto 1; try back;
    try do fly; idle'
  [ "$status" -eq 0 ]
  [ "$(wc -l <"$STARTS")" -eq 1 ]
  [[ "$output" == *"view v1: viper-sh's copy is the host's"* ]]
  [[ "$output" == *"rows 1–1 of 1"* ]]
  [[ "$stderr" == *"priority has no option"* ]]
}
