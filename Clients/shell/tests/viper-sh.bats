#!/usr/bin/env bats
# viper-sh against the real viper-host: scripted, -c, interactive, raw, errors.

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  export VIPER_HOST_BIN
  DATA=$(mktemp -d)
}

teardown() {
  rm -rf "$DATA"
}

@test "a script from stdin walks onboarding to home and exits 0" {
  run "$SH" --data-dir "$DATA" <<'CMDS'
start
# five presses: four Continue, then Start
do continue
do continue
do continue
do continue
do continue
show
quit
CMDS
  [ "$status" -eq 0 ]
  [[ "$output" == *"[Start] -> continue"* ]]
  # Home is the last screen shown: the built-in rows, then only rows of
  # modules made with `viper-host new module`, if any (PROTOCOL §7).
  local home=-1 i
  for i in "${!lines[@]}"; do [ "${lines[i]}" = "== Home ==" ] && home=$i; done
  [ "$home" -ge 0 ]
  [ "${lines[home+2]}" = "    1. People Roulette {roulette}" ]
  [ "${lines[home+4]}" = "    3. Job Board {jobs}" ]
  for ((i = home + 5; i < ${#lines[@]}; i++)); do
    [[ "${lines[i]}" =~ ^\ \ \ \ [0-9]+\.\ .*\ \{[a-z0-9-]+\}$ ]]
  done
}

@test "onboarding done once: a new session starts on home" {
  "$SH" --data-dir "$DATA" -c 'start; do continue; do continue; do continue; do continue; do continue' >/dev/null
  run "$SH" --data-dir "$DATA" -c 'start'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Home ==" ]
}

@test "-c runs commands separated by semicolons" {
  run "$SH" --in-memory -c 'start; do continue; stack'
  [ "$status" -eq 0 ]
  # An image shows its label (alt text), PROTOCOL.md §6.
  [[ "$output" == *"[image: Screens served by the host, shown by any frontend]"* ]]
  [ "${lines[-1]}" = "v1" ]
}

@test "an error is printed with code and kind, and ends the script with status 1" {
  run --separate-stderr "$SH" --in-memory -c 'start; do fly; show'
  [ "$status" -eq 1 ]
  [ "$stderr" = 'error -32602 unknown_action: Invalid params: the view has no action "fly"' ]
  # 'show' after the error did not run: the view was printed once, by start.
  [ "$(grep -c '== Welcome ==' <<<"$output")" -eq 1 ]
}

@test "unknown modules and commands are errors too" {
  run --separate-stderr "$SH" --in-memory -c 'open weather'
  [ "$status" -eq 1 ]
  [[ "$stderr" == "error -32011 module_not_found: "* ]]
  run --separate-stderr "$SH" --in-memory -c 'teleport'
  [ "$status" -eq 1 ]
  [[ "$stderr" == *"unknown command 'teleport'"* ]]
}

@test "modules lists name, title and version" {
  run "$SH" --in-memory -c 'modules'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "$(printf 'onboarding\tOnboarding\t1.0.0')" ]
  [ "${lines[1]}" = "$(printf 'home\tHome\t1.0.0')" ]
  [ "${lines[2]}" = "$(printf 'roulette\tPeople Roulette\t1.0.0')" ]
  [ "${lines[5]}" = "$(printf 'stargazers\tStargazers\t1.0.0')" ]
  [ "${lines[7]}" = "$(printf 'jobs\tJob Board\t1.0.0')" ]
}

@test "interactive on a terminal: a prompt, the first screen, commands" {
  run script -qefc "$SH --in-memory" /dev/null <<<$'do continue\nquit'
  [ "$status" -eq 0 ]
  [[ "$output" == *"Type 'help' for commands."* ]]
  [[ "$output" == *"viper> "* ]]
  [[ "$output" == *"[image: Welcome to the app]"* ]]
  [[ "$output" == *"[image: Screens served by the host, shown by any frontend]"* ]]
}

@test "raw mode passes NDJSON through" {
  run bash -c "printf '%s\n' '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"1\"}}' | '$SH' --raw --in-memory | jq -r .result.protocolVersion"
  [ "$status" -eq 0 ]
  [ "$output" = "1" ]
}

@test "the job board: apply, open the detail, withdraw there, back shows it" {
  run "$SH" --in-memory -c 'open jobs; do apply 2; do select 2; do withdraw; back'
  [ "$status" -eq 0 ]
  [[ "$output" == *"2. Android Engineer - Applied {2} [Remove application] -> withdraw"* ]]
  [[ "$output" == *"== Android Engineer =="* ]]
  # The board's list is a window (PROTOCOL §6, "Lists of any size"): its range after the rows.
  [ "${lines[-7]}" = "    2. Android Engineer {2} [Apply] -> apply" ]
  [ "${lines[-2]}" = "    rows 1–6 of 6" ]
}

@test "the job board: Apply… on a detail opens the form; an invalid submit says why, a valid one goes back applied" {
  run "$SH" --in-memory -c 'open jobs; do select 1; do apply; fill email ada; submit application; fill name Ada; fill email ada@example.org; toggle share-github; submit application; back'
  [ "$status" -eq 0 ]
  [[ "$output" == *"  [Apply…] -> apply"* ]]
  [[ "$output" == *"== Apply: iOS Engineer =="* ]]
  [[ "$output" == *$'! name: Enter your name\n! email: Enter an address like name@example.org'* ]]
  [[ "$output" == *$'== iOS Engineer ==\n  You applied to this job.\n  [Remove application] -> withdraw'* ]]
  [[ "$output" == *"1. iOS Engineer - Applied {1} [Remove application] -> withdraw"* ]]
}

@test "the roulette with a seed picks the same people every time" {
  run "$SH" --in-memory --seed 42 -c 'open roulette; do count 3; do roulette'
  [ "$status" -eq 0 ]
  first=$(printf '%s\n' "${lines[@]}" | tail -3)
  run "$SH" --in-memory --seed 42 -c 'open roulette; do count 3; do roulette'
  [ "$(printf '%s\n' "${lines[@]}" | tail -3)" = "$first" ]
  [ "$(wc -l <<<"$first")" -eq 3 ]
}

@test "a plugin that crashes: its view closes and the reason is on stderr" {
  plugin="python3 $BATS_TEST_DIRNAME/../../../Tests/EndToEndTests/Fixtures/misbehaving_plugin.py bad"
  run --separate-stderr "$SH" --in-memory --process-plugin "$plugin" -c 'open home; open bad; do crash'
  [ "$status" -eq 1 ]
  [[ "$stderr" == *"view v2 closed: Plugin failed: bad: the plugin exited with status 3"* ]]
  [[ "$stderr" == *"error -32015 plugin_failed"* ]]
}

# A host wrapper that writes the host's pid to $BATS_TEST_TMPDIR/host.pid, so a test can kill it.
pid_writing_host() {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
echo \$\$ >"$BATS_TEST_TMPDIR/host.pid"
exec "$VIPER_HOST_BIN" "\$@"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
}

@test "start restores the session a host killed with SIGKILL saved" {
  pid_writing_host
  mkfifo "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out"
  "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" \
    <"$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" 3>&- &
  local sh_pid=$! to_sh from_sh line seen=0
  exec {to_sh}>"$BATS_TEST_TMPDIR/in" {from_sh}<"$BATS_TEST_TMPDIR/out"
  printf '%s\n' 'start' 'open jobs' 'do apply 2' >&"$to_sh"
  # The script runs as it arrives: wait for the board with the application.
  while IFS= read -r -t 30 line <&"$from_sh"; do
    [[ "$line" == *"2. Android Engineer - Applied {2}"* ]] && { seen=1; break; }
  done
  [ "$seen" -eq 1 ]
  kill -9 "$(cat "$BATS_TEST_TMPDIR/host.pid")"
  exec {to_sh}>&-
  cat <&"$from_sh" >/dev/null
  exec {from_sh}<&-
  wait "$sh_pid" || true
  run "$SH" --data-dir "$DATA" -c 'start; stack; show'
  [ "$status" -eq 0 ]
  # The restored stack: onboarding below the job board, new ids, the board on top.
  [ "${lines[0]}" = "== Jobs ==" ]
  [[ "$output" == *"2. Android Engineer - Applied {2} [Remove application] -> withdraw"* ]]
  [[ "$output" != *"Welcome"* ]]
  [[ "$output" == *$'\nv1 v2\n== Jobs =='* ]]
}

@test "--fresh and 'start --fresh' open the launch screen; only the first start restores" {
  "$SH" --data-dir "$DATA" -c 'start; open jobs' >/dev/null
  run "$SH" --data-dir "$DATA" --fresh -c 'start; stack'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Welcome ==" ]
  [ "${lines[-1]}" = "v1" ]
  # --fresh saved a new session: onboarding alone.
  "$SH" --data-dir "$DATA" -c 'start; open jobs' >/dev/null
  run "$SH" --data-dir "$DATA" -c 'start --fresh; stack'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Welcome ==" ]
  [ "${lines[-1]}" = "v1" ]
  "$SH" --data-dir "$DATA" -c 'start; open jobs' >/dev/null
  run "$SH" --data-dir "$DATA" -c 'start; start; stack'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Jobs ==" ]
  [ "$(grep -c '== Welcome ==' <<<"$output")" -eq 1 ]
  [ "${lines[-1]}" = "v3" ]
}

@test "interactive: the prompt restores the saved session and says how to leave it" {
  "$SH" --data-dir "$DATA" -c 'start; open jobs' >/dev/null
  run script -qefc "$SH --data-dir $DATA" /dev/null <<<$'stack\nquit'
  [ "$status" -eq 0 ]
  [[ "$output" == *"== Jobs =="* ]]
  [[ "$output" == *"(the saved session; 'start --fresh' opens the launch screen)"* ]]
  [[ "$output" != *"Welcome"* ]]
}

@test "a script without start sends no app/start: nothing is restored" {
  "$SH" --data-dir "$DATA" -c 'start; open jobs' >/dev/null
  run "$SH" --data-dir "$DATA" -c 'stack; show'
  [ "$status" -eq 0 ]
  # An empty stack line, then no view to show.
  [ "$output" = $'\n(no view open: try \'start\')' ]
}

@test "--open LINK opens the link's stack before the script; link prints it back" {
  run "$SH" --in-memory --open 'home/jobs/job-detail?id=2&name=Android%20Engineer' -c 'stack; link'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Android Engineer ==" ]
  [ "${lines[-2]}" = "v1 v2 v3" ]
  [ "${lines[-1]}" = "home/jobs/job-detail?id=2&name=Android%20Engineer" ]
  # A script that begins with start opens the link with it (once).
  run "$SH" --in-memory --open 'home/+stargazers?repository=apple%2Fswift' -c 'start; stack; link'
  [ "$status" -eq 0 ]
  [ "$(grep -c '^v1 v2$' <<<"$output")" -eq 1 ]
  [ "${lines[-1]}" = "home/+stargazers?repository=apple%2Fswift" ]
}

@test "--open with a bad link: the host's message, exit 2, no session" {
  local link
  for link in 'home/jobs?id' 'home//jobs' '' 'home?id=%zz'; do
    run --separate-stderr "$SH" --data-dir "$DATA" --open "$link" -c 'show'
    [ "$status" -eq 2 ]
    [ "$output" = "" ]
    [[ "$stderr" == *"link"* ]]
    [ ! -e "$DATA/session.sqlite" ]
  done
  # A link that parses but names no module: app/start's error, nothing opens.
  run --separate-stderr "$SH" --data-dir "$DATA" --open 'home/weather' -c 'show'
  [ "$status" -eq 1 ]
  [ "$output" = "" ]
  [[ "$stderr" == "error -32011 module_not_found: "* ]]
}

@test "link after a plain start prints the launch screen's link" {
  run --separate-stderr "$SH" --in-memory --fresh -c 'start; link'
  [ "$status" -eq 0 ]
  [ "${lines[-1]}" = "onboarding" ]
}

@test "history lists the top view's entries with the cursor; state prints JSON" {
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; do apply 2; history'
  [ "$status" -eq 0 ]
  local history=("${lines[@]: -4}")
  [ "${history[0]}" = "  0"$'\t'"open"$'\t'"-"$'\t'"rev 1" ]
  [[ "${history[1]}" =~ ^\ \ 1$'\t'effect$'\t'[a-zA-Z]+$'\t'rev\ 2$ ]]
  [ "${history[2]}" = "  2"$'\t'"action"$'\t'"apply"$'\t'"rev 3" ]
  [[ "${history[3]}" =~ ^\*\ 3$'\t'effect$'\t'[a-zA-Z]+$'\t'rev\ 4$ ]]
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; do apply 2; state'
  [ "$status" -eq 0 ]
  current=$(sed -n '/^[{[]/,$p' <<<"$output")
  jq -e . >/dev/null <<<"$current"
  # Pretty: more than one line.
  [ "$(wc -l <<<"$current")" -gt 1 ]
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; do apply 2; state 3'
  [ "$(sed -n '/^[{[]/,$p' <<<"$output")" = "$current" ]
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; do apply 2; state 1'
  [ "$status" -eq 0 ]
  [ "$(sed -n '/^[{[]/,$p' <<<"$output")" != "$current" ]
}

@test "goto N shows the state after entry N, and goes forward again" {
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; do apply 2; goto 1; history; goto 3'
  [ "$status" -eq 0 ]
  # After goto 1: the list before the application, the cursor on 1, the later entries kept.
  [[ "$output" == *$'    2. Android Engineer {2} [Apply] -> apply\n'*$'\n* 1\teffect'* ]]
  [[ "$output" == *$'\n  3\teffect'* ]]
  [ "${lines[-7]}" = "    2. Android Engineer - Applied {2} [Remove application] -> withdraw" ]
  # The next action drops the entries after the cursor (their indexes are given
  # again), records a goto (the rev of goto's update), then its own entry.
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; do apply 2; goto 1; do apply 3; history'
  [ "$status" -eq 0 ]
  [[ "${lines[-4]}" =~ ^\ \ 1$'\t'effect$'\t' ]]
  [ "${lines[-3]}" = "  2"$'\t'"goto"$'\t'"-"$'\t'"rev 5" ]
  [ "${lines[-2]}" = "  3"$'\t'"action"$'\t'"apply"$'\t'"rev 6" ]
  [[ "${lines[-1]}" =~ ^\*\ 4$'\t'effect$'\t'[a-zA-Z]+$'\t'rev\ 7$ ]]
}

@test "history, state, goto without --debug print the host's debug_off error" {
  local cmd
  for cmd in history state 'state 0' 'goto 0'; do
    run --separate-stderr "$SH" --in-memory -c "open jobs; $cmd; show"
    [ "$status" -eq 1 ]
    [[ "$stderr" == "error -32016 debug_off: "* ]]
    [ "$(grep -c '== Jobs ==' <<<"$output")" -eq 1 ]
  done
}

@test "history, state and goto check their arguments" {
  local cmd
  for cmd in 'history 1' 'state x' 'goto' 'goto -1' 'goto 1 2'; do
    run --separate-stderr "$SH" --in-memory --debug -c "open jobs; $cmd"
    [ "$status" -eq 1 ]
    [[ "$stderr" == "usage: "* ]]
  done
  run --separate-stderr "$SH" --in-memory --debug -c 'open jobs; goto 99'
  [ "$status" -eq 1 ]
  [[ "$stderr" == "error -32602 history_entry_not_found: "* ]]
}

@test "a view a module's router pushed is restored and linked with its input" {
  "$SH" --data-dir "$DATA" -c 'start; open jobs; do select 2' >/dev/null
  run "$SH" --data-dir "$DATA" -c 'start; stack; link'
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Android Engineer ==" ]
  [ "${lines[-2]}" = "v1 v2 v3" ]
  [[ "${lines[-1]}" == "onboarding/jobs/job-detail?id=2&name=Android%20Engineer"* ]]
}

@test "a VIPER_HOST_BIN or --host that is not an executable is named, exit 2" {
  local host
  for host in /nonexistent/viper-host "$DATA"; do
    run --separate-stderr env VIPER_HOST_BIN="$host" "$SH" -c 'start'
    [ "$status" -eq 2 ]
    [ "$stderr" = "viper-sh: $host (VIPER_HOST_BIN or --host) is not an executable file" ]
    run --separate-stderr "$SH" --host "$host" -c 'start'
    [ "$status" -eq 2 ]
    [ "$stderr" = "viper-sh: $host (VIPER_HOST_BIN or --host) is not an executable file" ]
  done
}
