#!/usr/bin/env bats
# The host ends under viper-sh (a crash, a kill -9): viper-sh says how (the signal, or the exit
# status); at the prompt it says so at once, and the next line starts the host again on the
# session it saved (app/start {restore: true}) and runs on the restored view; a script stops with
# exit status 3 (Clients/README.md, "When the host ends").

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  DRIVE="$BATS_TEST_DIRNAME/fixtures/pty-drive.py"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  DATA="$BATS_TEST_TMPDIR/data"
  # The host, each start's pid noted (a line each), so that the test kills the one running.
  PIDS="$BATS_TEST_TMPDIR/host-pids"
  cat >"$BATS_TEST_TMPDIR/host" <<HOST
#!/bin/sh
echo \$\$ >>"$PIDS"
exec "$VIPER_HOST_BIN" "\$@"
HOST
  chmod +x "$BATS_TEST_TMPDIR/host"
}

# kill_host: SIGKILL to the host started last (its pid noted), then until it is gone (a hang guard
# of 30 s): what viper-sh does next, it does with the host dead.
kill_host() {
  local i pid
  pid=$(tail -n 1 "$PIDS")
  kill -9 "$pid"
  for ((i = 0; i < 300; i++)); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
  return 1
}

# wait_for TEXT FILE: until FILE holds TEXT (a hang guard of 30 s, then a failure).
wait_for() {
  local i
  for ((i = 0; i < 300; i++)); do grep -qF -- "$1" "$2" 2>/dev/null && return 0; sleep 0.1; done
  echo "never saw '$1' in $2:" && cat "$2" && return 1
}

@test "at the prompt: a host killed with SIGKILL is told at once; Enter starts it again on the saved session, which the next commands use" {
  cat >"$BATS_TEST_TMPDIR/steps" <<STEPS
expect viper> 
send open todos
expect viper> 
send do add
expect viper> 
send fill title Milk
expect {title}: Milk
expect viper> 
run kill -9 \$(tail -n 1 "$PIDS")
expect viper-sh: the host ended (killed by signal 9, SIGKILL)
expect Enter starts it again
expect viper> 
send 
expect viper-sh: starting the host again on the session it saved
expect viper> 
send submit
expect == To-dos ==
expect 1. [ ] Milk - Normal priority {1}
expect viper> 
send quit
STEPS
  run python3 "$DRIVE" "$BATS_TEST_TMPDIR/steps" -- "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA"
  [ "$status" -eq 0 ]
  # Said before anything was typed, then the restored view: the form with what the host had answered.
  [[ "$output" == *$'Milk\r\n'*$'viper> \r\nviper-sh: the host ended (killed by signal 9, SIGKILL)\r\n'* ]]
  [[ "$output" == *$'starting the host again on the session it saved\r\n== New to-do ==\r\n  form {todo}:\r\n    Title (text, required, max 200) {title}: Milk\r\n'* ]]
  [ "$(wc -l <"$PIDS")" -eq 2 ]
  # bash's own job notice ("Killed") is not shown; the host did not answer nothing twice.
  [[ "$output" != *"Killed"* ]]
  [[ "$output" != *"did not answer"* ]]
}

@test "at the prompt: an edit waiting for its form's submit follows to the restored form, and goes with the submit" {
  cat >"$BATS_TEST_TMPDIR/steps" <<STEPS
expect viper> 
send open bench-form
expect viper> 
send fill name Ada
expect viper> 
send fill note hi
expect not sent: goes with submit) {note}: hi
expect viper> 
run kill -9 \$(tail -n 1 "$PIDS")
expect Enter starts it again
expect viper> 
send show
expect starting the host again
expect viper> 
send submit
expect Saved:
expect viper> 
send quit
STEPS
  run python3 "$DRIVE" "$BATS_TEST_TMPDIR/steps" -- "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" --bench-modules
  [ "$status" -eq 0 ]
  # The name the host had answered came back with the session; the note, which waited in viper-sh,
  # came back on the restored form, unsent, and went with the submit.
  [[ "$output" == *$'starting the host again on the session it saved\r\n== Form ==\r\n'*'Note (multiline, max 20, not sent: goes with submit) {note}: hi'* ]]
  [[ "$output" == *"Saved: name=Ada email= upper= digits= note=hi share=false"* ]]
}

@test "at the prompt, --in-memory: nothing was saved, so the launch screen, and the waiting edit is dropped (said)" {
  cat >"$BATS_TEST_TMPDIR/steps" <<STEPS
expect viper> 
send open bench-form
expect viper> 
send fill note hi
expect viper> 
run kill -9 \$(tail -n 1 "$PIDS")
expect Enter starts it again
expect viper> 
send 
expect (nothing was saved (--in-memory?): the launch screen)
expect (the restored screen is not the one the edits not sent were for: they are dropped)
expect == Welcome ==
expect viper> 
send quit
STEPS
  run python3 "$DRIVE" "$BATS_TEST_TMPDIR/steps" -- "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory --bench-modules
  [ "$status" -eq 0 ]
}

@test "at the prompt: a host killed during a command: the command is said unanswered, the host started again, the next command runs" {
  cat >"$BATS_TEST_TMPDIR/steps" <<STEPS
expect viper> 
send open bench-form {"saveMs":60000}
expect viper> 
send fill name Ada
expect viper> 
send submit
expect (busy)
run kill -9 \$(tail -n 1 "$PIDS")
expect viper-sh: the host ended (killed by signal 9, SIGKILL) before it answered host/idle
expect viper-sh: 'submit' was not answered
expect viper-sh: starting the host again on the session it saved
expect (nothing was saved (--in-memory?): the launch screen)
expect == Welcome ==
expect viper> 
send open todos
expect No to-dos yet
expect viper> 
send quit
STEPS
  run python3 "$DRIVE" "$BATS_TEST_TMPDIR/steps" -- "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory --bench-modules
  [ "$status" -eq 0 ]
  [ "$(wc -l <"$PIDS")" -eq 2 ]
  [[ "$output" != *"Killed"* ]]
}

@test "a script whose host is killed mid-command fails with exit status 3, naming the signal and the command" {
  "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory --bench-modules \
    -c 'open bench-form {"saveMs":60000}; fill name Ada; submit; show' >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" &
  local sh=$!
  wait_for "(busy)" "$BATS_TEST_TMPDIR/out"
  kill_host
  local status=0
  wait "$sh" || status=$?
  [ "$status" -eq 3 ]
  [ "$(cat "$BATS_TEST_TMPDIR/err")" = "viper-sh: the host ended (killed by signal 9, SIGKILL) before it answered host/idle
viper-sh: the script stops at 'submit' (viper-sh's exit status: 3)" ]
  # show did not run: the form was printed by open, fill's line and the pending submit only.
  [ "$(grep -c '^== Form ==$' "$BATS_TEST_TMPDIR/out")" -eq 2 ]
}

@test "a script on stdin whose host was killed between commands stops at the next one, which prints nothing" {
  mkfifo "$BATS_TEST_TMPDIR/in"
  "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory <"$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" &
  local sh=$!
  exec 7>"$BATS_TEST_TMPDIR/in"
  echo "open todos" >&7
  wait_for "No to-dos yet" "$BATS_TEST_TMPDIR/out"
  kill_host
  echo "show" >&7
  exec 7>&-
  local status=0
  wait "$sh" || status=$?
  [ "$status" -eq 3 ]
  [ "$(cat "$BATS_TEST_TMPDIR/err")" = "viper-sh: the host ended (killed by signal 9, SIGKILL)
viper-sh: the script stops at 'show' (viper-sh's exit status: 3)" ]
  [ "$(grep -c '^== To-dos ==$' "$BATS_TEST_TMPDIR/out")" -eq 1 ]
}

@test "a host that exits at once: its exit status is said, and viper-sh exits 2" {
  printf '#!/bin/sh\necho "no such option" >&2\nexit 7\n' >"$BATS_TEST_TMPDIR/failing-host"
  chmod +x "$BATS_TEST_TMPDIR/failing-host"
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/failing-host" -c 'show'
  [ "$status" -eq 2 ]
  [ "$stderr" = "no such option
viper-sh: the host ended (exit status 7) before it answered initialize" ]
}

@test "a host that reads and never answers: after VIPER_SH_TIMEOUT seconds the request is said unanswered, exit 1" {
  # It answers initialize, then reads without answering until its input ends.
  cat >"$BATS_TEST_TMPDIR/silent-host" <<'HOST'
#!/bin/sh
read -r line
echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1","hostInfo":{"name":"silent","version":"0"}}}'
while read -r line; do :; done
HOST
  chmod +x "$BATS_TEST_TMPDIR/silent-host"
  # timeout: a hang guard (a viper-sh that waits for the stuck host to end would never end).
  # 3 s, not 1: the same limit bounds initialize's answer, which a loaded machine may be slow to give.
  VIPER_SH_TIMEOUT=3 run --separate-stderr timeout 120 "$SH" --host "$BATS_TEST_TMPDIR/silent-host" -c 'idle; show'
  [ "$status" -eq 1 ]
  [ "$stderr" = "viper-sh: the host did not answer host/idle in 3 s" ]
}
