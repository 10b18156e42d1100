#!/usr/bin/env bats
# The frontend's state machine (docs/INPUT.md, "The frontend's state machine") in viper-sh: every
# case of Protocol/frontend-cases/ runs against viper-sh's connection.sh and input.sh with a
# scripted host (frontend-cases.sh): its glue around the reducer (input-machine.jq, which
# reducer.bats runs alone). viper-sh has no focus, no clock, no overlap of requests and no
# reconnect: the cases that need one are skipped, counted and listed by name, never silently; the
# number it runs may only grow (frontend-cases.floor).
# The TUI (Clients/python/tests/test_frontend_cases.py) and the page
# (Clients/web/tests/frontend-cases.test.js) run the same files.

setup() {
  CASES="$BATS_TEST_DIRNAME/../../../Protocol/frontend-cases"
  RUN="$BATS_TEST_DIRNAME/frontend-cases.sh"
}

@test "every frontend case runs, or is skipped for what viper-sh does not do (listed)" {
  local passed=0 skipped=() failed=() file out status
  for file in "$CASES"/*; do
    case "$file" in
      *.json) ;;
      */README.md) continue ;;
      *) failed+=("$(basename "$file"): not a case file"); continue ;;
    esac
    out=$("$RUN" "$file" 2>&1) && status=0 || status=$?
    case $status in
      0) passed=$((passed + 1)) ;;
      3) skipped+=("$(basename "$file" .json) ($out)") ;;
      *) failed+=("$(basename "$file" .json): $out") ;;
    esac
  done
  echo "# viper-sh: ${passed} frontend cases passed, ${#skipped[@]} skipped (floor $(<"$BATS_TEST_DIRNAME/frontend-cases.floor"))" >&3
  printf '#   skipped: %s\n' "${skipped[@]}" >&3
  printf 'FAILED %s\n' "${failed[@]}"
  [ ${#failed[@]} -eq 0 ]
  # The floor: the cases viper-sh runs may only grow (raise it with them).
  [ "$passed" -ge "$(<"$BATS_TEST_DIRNAME/frontend-cases.floor")" ]
}

# A copy of viper-sh's files with one edit (sed EXPR) in FILE.
broken() {
  BROKEN="$BATS_TEST_TMPDIR/broken"
  mkdir -p "$BROKEN"
  cp "$BATS_TEST_DIRNAME"/../*.sh "$BATS_TEST_DIRNAME"/../*.jq "$BROKEN/"
  sed -i "$2" "$BROKEN/$1"
  ! cmp -s "$BATS_TEST_DIRNAME/../$1" "$BROKEN/$1"
}

@test "a viper-sh whose glue does not put the secret back in place of its stand-in fails secret-goes-as-secret" {
  broken input-state.sh 's/^    params=\${params%%"\$SECRET_STAND_IN"\*}.*$/    :/'
  run "$RUN" "$CASES/secret-goes-as-secret.json" "$BROKEN"
  [ "$status" -eq 1 ]
  [[ "$output" == *'"secret":"\u0000secret"'* ]]
}

@test "a viper-sh whose glue does not run send_event fails submit-sends-waiting-edits-then-the-event" {
  broken input-state.sh 's/^      send_event) rpc view\/event "\$params" || return \$? ;;/      send_event) ;;/'
  run "$RUN" "$CASES/submit-sends-waiting-edits-then-the-event.json" "$BROKEN"
  [ "$status" -eq 1 ]
  [[ "$output" == *'step 11: sent [{"method":"view/input","params":{"viewId":"v1","key":"note","seq":1,"value":"hello"}}], expected'* ]]
}

@test "a viper-sh whose mirror does not show what show_value says fails refused-without-a-tree-shows-the-hosts-value" {
  broken mirror.jq 's/if \$c.command == "show_value" then .display\[\$c.viewId\]\[\$c.key\].value = \$c.value/if $c.command == "show_value" then ./'
  run "$RUN" "$CASES/refused-without-a-tree-shows-the-hosts-value.json" "$BROKEN"
  [ "$status" -eq 1 ]
  [[ "$output" == *'step 5: code shows "123", expected "12"'* ]]
}

@test "a viper-sh whose show prints no refusal fails refused-before-the-module-shows-why" {
  broken render.jq 's/^def error_text(\$o): .*$/def error_text($o): .error \/\/ "";/'
  run "$RUN" "$CASES/refused-before-the-module-shows-why.json" "$BROKEN"
  [ "$status" -eq 1 ]
  [[ "$output" == *'step 6: code shows the error null, expected "Code: at most 3 characters"'* ]]
}

@test "a case that does not declare what it needs, or takes an unknown step, fails rather than passes" {
  jq '.needs = []' "$CASES/leaving-flushes-the-waiting-edit.json" >"$BATS_TEST_TMPDIR/undeclared.json"
  run "$RUN" "$BATS_TEST_TMPDIR/undeclared.json"
  [ "$status" -eq 1 ]
  [[ "$output" == *"needs focus"* ]]
  jq '.steps += [{"do": "wiggle"}, {"do": "expect"}]' "$CASES/idle-input-shows-the-hosts-value.json" >"$BATS_TEST_TMPDIR/unknown.json"
  run "$RUN" "$BATS_TEST_TMPDIR/unknown.json"
  [ "$status" -eq 1 ]
  [[ "$output" == *"unknown step wiggle"* ]]
}

@test "patch.jq applies add, remove and replace, the ops PROTOCOL §5 lists; move, copy and test stop (viper-sh then resyncs)" {
  local view='{"a":[1,2],"b":{"c":3}}' op
  run jq -c -n -L "$BATS_TEST_DIRNAME/.." --argjson v "$view" 'include "patch";
    $v | apply_patch([{op: "add", path: "/a/-", value: 9}, {op: "remove", path: "/b/c"}, {op: "replace", path: "/b", value: 4}])'
  [ "$status" -eq 0 ]
  [ "$output" = '{"a":[1,2,9],"b":4}' ]
  for op in '{"op":"move","from":"/a","path":"/z"}' '{"op":"copy","from":"/a","path":"/z"}' '{"op":"test","path":"/b/c","value":3}'; do
    run jq -c -n -L "$BATS_TEST_DIRNAME/.." --argjson v "$view" --argjson o "$op" 'include "patch"; $v | apply_patch([$o])'
    [ "$status" -ne 0 ]
    [[ "$output" == *"is unknown"* ]]
  done
}

@test "a viper-sh that sends a multiple choice as one joined string fails multiple-choice-sends-the-whole-list" {
  broken queries.jq 's/| \[\$keys\[\] | select(IN(\$chosen\[\]))\]/| [$keys[] | select(IN($chosen[]))] | join(",")/'
  run "$RUN" "$CASES/multiple-choice-sends-the-whole-list.json" "$BROKEN"
  [ "$status" -eq 1 ]
  [[ "$output" == *'"value":"home,work"'* ]]
}

@test "a viper-sh that does not take a row's toggle as an input keyed by the row fails row-toggle-is-an-input-keyed-by-the-row" {
  broken render.jq 's/elif .type == "list" then (.items/elif false then (.items/'
  run "$RUN" "$CASES/row-toggle-is-an-input-keyed-by-the-row.json" "$BROKEN"
  [ "$status" -eq 1 ]
  [[ "$output" == *'milk shows'* ]]
}
