#!/usr/bin/env bats
# viper-sh's input rules as one pure reducer (input-machine.jq, docs/INPUT.md "One reducer per
# client"): the shared cases of Protocol/frontend-cases/ run against it alone (reducer-cases.jq: no
# host, no bash, no mirror), its events and commands are Protocol/input-machine.json's, and breaking
# one rule fails a named case. frontend-cases.bats runs the same cases through viper-sh's glue.

setup() {
  SHELL_DIR="$BATS_TEST_DIRNAME/.."
  CASES="$BATS_TEST_DIRNAME/../../../Protocol/frontend-cases"
  MACHINE="$BATS_TEST_DIRNAME/../../../Protocol/input-machine.json"
  FLOOR=$(<"$BATS_TEST_DIRNAME/frontend-cases.floor")
}

# run_cases [DIR]: every case against the reducer of DIR's input-machine.jq (default: viper-sh's), a JSON line each.
run_cases() {
  jq -c --arg d "$CASES/" '{name: (input_filename | ltrimstr($d) | rtrimstr(".json")), case: .}' "$CASES"/*.json \
    | jq -s -c -L "${1:-$SHELL_DIR}" -f "$BATS_TEST_DIRNAME/reducer-cases.jq"
}

@test "every frontend case runs against the reducer alone, or is skipped for what it needs (listed); never fewer than the floor" {
  run run_cases
  [ "$status" -eq 0 ]
  local passed skipped failed
  passed=$(jq -s '[.[] | select(.result == "passed")] | length' <<<"$output")
  skipped=$(jq -r 'select(.result == "skipped") | "#   skipped: \(.name) (\(.why))"' <<<"$output")
  failed=$(jq -r 'select(.result == "failed") | "FAILED \(.name): \(.why)"' <<<"$output")
  echo "# viper-sh's reducer: $passed frontend cases passed, $(grep -c skipped <<<"$skipped") skipped (floor $FLOOR)" >&3
  printf '%s\n' "$skipped" >&3
  printf '%s\n' "$failed"
  [ -z "$failed" ]
  [ "$(jq -s length <<<"$output")" -eq "$(find "$CASES" -name '*.json' | wc -l)" ]
  [ "$passed" -ge "$FLOOR" ]
}

@test "the reducer's events and commands are Protocol/input-machine.json's: those viper-sh meets are taken, the others refused with why" {
  run jq -n -c -L "$SHELL_DIR" --slurpfile m "$MACHINE" 'include "input-machine"; names as $n | $m[0] as $m
    | def split($kind): ($n[$kind].met | sort) as $met | ($n[$kind].not_met | keys) as $not
        | {missing: (($m[$kind] | keys) - $met - $not), unknown: (($met + $not) - ($m[$kind] | keys)),
           both: [$met[] | select(IN($not[]))], why: [$n[$kind].not_met | to_entries[] | select(.value | length < 10) | .key]};
      {events: split("events"), commands: split("commands")}'
  [ "$status" -eq 0 ]
  [ "$output" = '{"events":{"missing":[],"unknown":[],"both":[],"why":[]},"commands":{"missing":[],"unknown":[],"both":[],"why":[]}}' ]
  # Each event it meets is taken (an empty state, a view it does not have); each other one is refused, saying why.
  run jq -n -r -L "$SHELL_DIR" 'include "input-machine"; names.events as $n
    | ($n.met[] as $e | {} | try (step({event: $e, viewId: "v", key: "k", rev: 1, view: {type: "screen"}, ops: [], form: "f", seq: 1, value: "x", error: {}}) | "took \($e)") catch "FAILED \($e): \(.)"),
      ($n.not_met | keys[] as $e | {} | try (step({event: $e, viewId: "v"}) | "FAILED \($e): taken") catch .),
      ({} | try (step({event: "wiggled", viewId: "v"}) | "FAILED wiggled: taken") catch .)'
  [ "$status" -eq 0 ]
  [[ "$output" != *FAILED* ]]
  [ "$(grep -c '^took ' <<<"$output")" -eq 7 ]
  [ "$(grep -c '^viper-sh does not meet ' <<<"$output")" -eq 4 ]
  [[ "$output" == *'no event "wiggled"'* ]]
  # The commands it gives are exactly those it meets (what reducer-cases.jq and the glue run).
  diff <(grep -o 'command("[a-z_]*"' "$SHELL_DIR/input-machine.jq" | cut -d'"' -f2 | sort -u) \
    <(jq -n -r -L "$SHELL_DIR" 'include "input-machine"; names.commands.met | sort[]')
}

# broken SED: a copy of viper-sh's jq files with one edit (SED) in input-machine.jq, in BROKEN.
broken() {
  BROKEN="$BATS_TEST_TMPDIR/broken"
  mkdir -p "$BROKEN"
  cp "$SHELL_DIR"/*.jq "$BROKEN/"
  sed -i "$1" "$BROKEN/input-machine.jq"
  ! cmp -s "$SHELL_DIR/input-machine.jq" "$BROKEN/input-machine.jq"
}
# failed CASE: the broken reducer fails the case CASE (its reasons in WHY).
failed() {
  run run_cases "$BROKEN"
  [ "$status" -eq 0 ]
  WHY=$(jq -r --arg c "$1" 'select(.name == $c and .result == "failed") | .why' <<<"$output")
  echo "$WHY"
  [ -n "$WHY" ]
}

@test "a reducer that does not follow a host seq above its own fails host-seq-above-ours-is-followed" {
  broken 's/| .seq = (\[.seq, \$n.seq \/\/ 0\] | max)) as \$i/) as $i/'
  failed host-seq-above-ours-is-followed
  [[ "$WHY" == *'"seq":1,"value":"kept!"'* ]]
}

@test "a reducer that keeps a waiting edit the module replaced (rule 1b) fails set-drops-a-waiting-submit-edit" {
  broken 's/then \$i + {set: (\$n.set \/\/ 0), waiting: null,/then $i + {set: ($n.set \/\/ 0),/'
  failed set-drops-a-waiting-submit-edit
  [[ "$WHY" == *'sent [{"method":"view/input","params":{"viewId":"v1","key":"note","seq":1,"value":"draft"}},{"method":"view/event"'* ]]
}

@test "a reducer that shows no refusal at the input fails refused-before-the-module-shows-why" {
  broken 's/IN("invalid_value", "action_unavailable")/IN("none")/'
  failed refused-before-the-module-shows-why
  [[ "$WHY" == *'code shows the error null, expected "Code: at most 3 characters"'* ]]
}

@test "a reducer that sends a secret as value fails secret-goes-as-secret" {
  broken 's/then {secret: \$value} else/then {value: $value} else/'
  failed secret-goes-as-secret
  [[ "$WHY" == *'"value":"hunter2"'* ]]
}

@test "a reducer that asks again at each patch of a resync fails rev-gap-resyncs-once" {
  broken 's/if \$v.resyncing == true then {state: ., commands: \[\]}/if false then null/'
  failed rev-gap-resyncs-once
  [[ "$WHY" == *'{"method":"view/get","params":{"viewId":"v1"}},{"method":"view/get"'* ]]
}
