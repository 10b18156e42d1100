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
  [[ "$output" == *"[image: onboarding-2]"* ]]
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
  [[ "$output" == *"[image: onboarding-1]"* ]]
  [[ "$output" == *"[image: onboarding-2]"* ]]
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
  [ "${lines[-6]}" = "    2. Android Engineer {2} [Apply] -> apply" ]
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
