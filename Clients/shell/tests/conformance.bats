#!/usr/bin/env bats
# viper-sh against `viper-host mock` playing Protocol/conformance/ (README there): for each
# file, its `-->` requests become viper-sh commands, viper-sh sends them (its own code, its
# own copies of the views, kept from view/update and view/patch), and each view/get of the
# file is a `check`: viper-sh's copy must equal the answer. The mock exits 0 only when
# viper-sh sent every line the file expects.

bats_require_minimum_version 1.5.0

CONFORMANCE="$BATS_TEST_DIRNAME/../../../Protocol/conformance"
# to_input_commands, input_checks and chosen_in: the input and controls files as a user of viper-sh plays them.
load input-steps

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
}

# The viper-sh script for a transcript on stdin. initialize, shutdown and exit: viper-sh
# sends them itself (it always announces viewPatch). A request becomes the command that sends
# it and then host/idle when the file has that host/idle next, or answers the request with an
# error (viper-sh sends no host/idle after an error); a plain host/idle is `idle`, a view/get
# `check VIEWID`; any other request is sent as it is with `send METHOD PARAMS`. A request the
# file answers with an error runs under `try`.
to_commands() {
  jq -R -n -r '
    def plain_idle: type == "object" and .method == "host/idle" and (has("params") | not);
    def params_in($names): (.params // {}) | type == "object" and (keys - $names | length == 0);
    def value_arg: if .params | has("value") then " \(.params.value | tojson)" else "" end;
    def command:
      .params as $p
      | if .method == "app/start" and $p == {restore: true} then "start"
        elif .method == "view/open" and params_in(["module", "input"]) and ($p.module | type) == "string" then
          "open \($p.module)" + (if $p | has("input") then " \($p.input | tojson)" else "" end)
        elif .method == "view/event" and params_in(["viewId", "action", "value"]) then "do \($p.action)" + value_arg
        elif .method == "navigation/back" and (has("params") | not) then "back"
        elif .method == "view/close" and params_in(["viewId"]) then "close \($p.viewId)"
        else null end;
    def raw: "send \(.method)" + (if has("params") then " \(.params | tojson)" else "" end);
    [inputs] as $lines
    | [$lines[] | select(startswith("--> ")) | .[4:] | fromjson] as $requests
    | [$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | select(.error and .id != null) | .id] as $failing
    | def convert($i):
        if $i >= ($requests | length) then empty
        else $requests[$i] as $r
          | any($failing[]; . == $r.id) as $fails
          | (if $fails then "try " else "" end) as $prefix
          | if $r.method == "initialize" or $r.method == "shutdown" or $r.method == "exit" then convert($i + 1)
            elif $r.method == "view/get" and ($r | params_in(["viewId"])) then "check \($r.params.viewId)", convert($i + 1)
            elif ($r | command) != null and $fails then $prefix + ($r | command), convert($i + 1)
            elif ($r | command) != null and ($requests[$i + 1] | plain_idle) then ($r | command), convert($i + 2)
            elif $r | plain_idle then "idle", convert($i + 1)
            else $prefix + ($r | raw), convert($i + 1) end
        end;
      convert(0)'
}

# conformance FILE [VIPER_SH [COMMANDS]]: runs viper-sh (default: ours) against the mock playing
# FILE, on COMMANDS (default: to_commands of FILE); sets status/output/stderr (viper-sh's),
# MOCK_STATUS and MOCK_ERR.
conformance() {
  local file=$1 sh=${2:-$SH} delay=""
  # The input and controls files: every line of the mock 300 ms late (rules 1-5 under latency).
  [[ "$(basename "$file")" == input-* || "$(basename "$file")" == controls-* ]] && delay="--delay-ms 300"
  cat >"$BATS_TEST_TMPDIR/mock-host" <<WRAPPER
#!/bin/sh
"$VIPER_HOST_BIN" mock --timeout 10 $delay "$file" 2>"$BATS_TEST_TMPDIR/mock.err"
echo \$? >"$BATS_TEST_TMPDIR/mock.status"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/mock-host"
  if [ $# -ge 3 ]; then printf '%s\n' "$3" >"$BATS_TEST_TMPDIR/commands"; else to_commands <"$file" >"$BATS_TEST_TMPDIR/commands"; fi
  # As a user runs it: announcing the input nodes too (the set takes any capabilities).
  run --separate-stderr "$sh" --host "$BATS_TEST_TMPDIR/mock-host" <"$BATS_TEST_TMPDIR/commands"
  MOCK_STATUS=$(cat "$BATS_TEST_TMPDIR/mock.status")
  MOCK_ERR=$(cat "$BATS_TEST_TMPDIR/mock.err")
  # Shown when a test fails.
  printf '%s\n' "--- commands" "$(cat "$BATS_TEST_TMPDIR/commands")" "--- viper-sh's stderr" "$stderr" \
    "--- the mock's stderr" "$MOCK_ERR"
}

# passes NAME: viper-sh passes Protocol/conformance/NAME.txt.
passes() {
  local file="$CONFORMANCE/$1.txt" checkpoints
  conformance "$file"
  checkpoints=$(grep -c '^--> .*"method":"view/get"' "$file")
  [ "$checkpoints" -ge 1 ]
  [ "$status" -eq 0 ]
  [ "$MOCK_STATUS" -eq 0 ]
  [[ "$MOCK_ERR" == *"every expectation met"* ]]
  [ "$(grep -c "^view v[0-9]*: viper-sh's copy is the host's (rev [0-9]*)$" <<<"$output")" -eq "$checkpoints" ]
  [[ "$stderr" != *"differs"* ]]
}

# passes_input NAME: viper-sh, driven as a user (to_input_commands), passes the input file
# Protocol/conformance/NAME.txt, and each group of checks holds in the `show` of that group.
passes_input() {
  local file="$CONFORMANCE/$1.txt" group pattern block checks=0
  conformance "$file" "$SH" "$(to_input_commands <"$file")"
  [ "$status" -eq 0 ]
  [ "$MOCK_STATUS" -eq 0 ]
  [[ "$MOCK_ERR" == *"every expectation met"* ]]
  [ "$(grep -c "^view v[0-9]*: viper-sh's copy is the host's (rev [0-9]*)$" <<<"$output")" -eq \
    "$(grep -c '^--> .*"method":"view/get"' "$file")" ]
  [[ "$stderr" != *"differs"* ]]
  while IFS=$'\t' read -r group pattern; do
    if [ "$group" -eq 0 ]; then
      block=$output
    else
      # Between the (2g-1)th and the (2g)th help: the group's show.
      block=$(awk -v g="$group" '/^usage: viper-sh/ { n++ } n == 2 * g - 1' <<<"$output")
    fi
    if [[ "$pattern" == choice$'\t'* ]]; then
      pattern=${pattern#choice$'\t'}
      [ "$(chosen_in "${pattern%%$'\t'*}" <<<"$block")" = "${pattern#*$'\t'}" ] ||
        { echo "check group $group: ${pattern%%$'\t'*} shows $(chosen_in "${pattern%%$'\t'*}" <<<"$block"), not ${pattern#*$'\t'}"; return 1; }
    else
      grep -qE -- "$pattern" <<<"$block" || { echo "check group $group: no line matches: $pattern"; return 1; }
    fi
    checks=$((checks + 1))
  done < <(input_checks <"$file")
  [ "$checks" -ge 1 ]
}

@test "every file of the conformance set has a test here" {
  local file name
  for file in "$CONFORMANCE"/*.txt; do
    name=$(basename "$file" .txt)
    case "$name" in
      input-* | controls-*) grep -qx "@test \"conformance: $name\" { passes_input $name; }" "$BATS_TEST_FILENAME" ;;
      *) grep -qx "@test \"conformance: $name\" { passes $name; }" "$BATS_TEST_FILENAME" ;;
    esac
  done
  [ "$(ls "$CONFORMANCE"/*.txt | wc -l)" -ge 8 ]
}

@test "conformance: closed-under-the-frontend" { passes closed-under-the-frontend; }
@test "conformance: errors-every-code" { passes errors-every-code; }
@test "conformance: forward-compatibility" { passes forward-compatibility; }
@test "conformance: navigation-every-action" { passes navigation-every-action; }
@test "conformance: nodes-every-type" { passes nodes-every-type; }
@test "conformance: nodes-unknown-type" { passes nodes-unknown-type; }
@test "conformance: patches-every-kind" { passes patches-every-kind; }
@test "conformance: view-too-large" { passes view-too-large; }
@test "conformance: input-field" { passes_input input-field; }
@test "conformance: input-form" { passes_input input-form; }
@test "conformance: input-layout" { passes_input input-layout; }
@test "conformance: input-rule1-own-value" { passes_input input-rule1-own-value; }
@test "conformance: input-rule2-replacement" { passes_input input-rule2-replacement; }
@test "conformance: input-rule3-identity" { passes_input input-rule3-identity; }
@test "conformance: input-rule4-debounce" { passes_input input-rule4-debounce; }
@test "conformance: input-rule5-submit" { passes_input input-rule5-submit; }
@test "conformance: input-toggle" { passes_input input-toggle; }
@test "conformance: controls-calendar" { passes_input controls-calendar; }
@test "conformance: controls-choice" { passes_input controls-choice; }
@test "conformance: controls-rows" { passes_input controls-rows; }

@test "the converter uses viper-sh's own commands, raw send only for what no command sends" {
  run to_commands <"$CONFORMANCE/navigation-every-action.txt"
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "start" ]
  [ "${lines[1]}" = 'open detail {"n":2}' ]
  [ "${lines[2]}" = "do open" ]
  [[ "$output" == *$'\nback\n'* ]]
  [[ "$output" == *$'\nclose v5\n'* ]]
  [ "${lines[-1]}" = "check v7" ]
  [[ "$output" != *"send "* ]]
  run to_commands <"$CONFORMANCE/errors-every-code.txt"
  [ "${lines[1]}" = "try do fly" ]
  [ "${lines[3]}" = "try open nowhere" ]
  [ "${lines[5]}" = "try back" ]
}

@test "a viper-sh whose patches ignore remove fails patches-every-kind with a readable diff" {
  local broken="$BATS_TEST_TMPDIR/broken"
  mkdir "$broken"
  cp "$SH" "$BATS_TEST_DIRNAME"/../*.sh "$BATS_TEST_DIRNAME"/../*.jq "$broken/"
  # The applier with remove as a no-op: the one line that removes, replaced.
  sed 's/^    elif \$o\.op == "remove" then op_at(\$path; "remove"; null)$/    elif $o.op == "remove" then ./' \
    "$BATS_TEST_DIRNAME/../patch.jq" >"$broken/patch.jq"
  ! cmp -s "$BATS_TEST_DIRNAME/../patch.jq" "$broken/patch.jq"
  conformance "$CONFORMANCE/patches-every-kind.txt" "$broken/viper-sh"
  # The mock saw every line it expected: only viper-sh's copy is wrong, and check says where.
  [ "$MOCK_STATUS" -eq 0 ]
  [ "$status" -eq 1 ]
  [ "${stderr_lines[0]}" = "view v1: viper-sh's copy differs from the host's (view/get) at \$.children[1].items[2].key" ]
  [ "${stderr_lines[1]}" = "--- host (view/get)" ]
  [ "${stderr_lines[2]}" = "+++ viper-sh" ]
  # b, which the patch removed, is still there; the new subtitle went to the item after it.
  [[ "$stderr" == *$'\n+          "key": "b",\n'* ]]
  [[ "$stderr" == *$'\n-          "subtitle": "new",\n'* ]]
}

@test "a patch with a gap in rev, or one that does not apply, is read again with view/get" {
  # The view/gets of the resync are viper-sh's own: the script has only the checkpoint.
  conformance "$BATS_TEST_DIRNAME/fixtures/patch-resync.txt" "$SH" $'start\ndo go\ndo go\ncheck v1'
  [ "$status" -eq 0 ]
  [ "$MOCK_STATUS" -eq 0 ]
  [[ "$stderr" == *"view v1: patch rev 3 after rev 1; reading the view again"* ]]
  [[ "$stderr" == *"view v1: patch rev 4 does not apply (op 1 (remove /children/9): "* ]]
  [ "${lines[-1]}" = "view v1: viper-sh's copy is the host's (rev 5)" ]
}

@test "a viper-sh that keeps a waiting edit the module replaced fails input-rule1-own-value" {
  local broken="$BATS_TEST_TMPDIR/broken" file="$CONFORMANCE/input-rule1-own-value.txt"
  mkdir "$broken"
  cp "$SH" "$BATS_TEST_DIRNAME"/../*.sh "$BATS_TEST_DIRNAME"/../*.jq "$broken/"
  # Rule 1b ignored (the reducer's tree_arrived): a send:"submit" field's waiting text survives a new `set`.
  sed 's/then \$i + {set: (\$n.set \/\/ 0), waiting: null,/then $i + {set: ($n.set \/\/ 0),/' \
    "$BATS_TEST_DIRNAME/../input-machine.jq" >"$broken/input-machine.jq"
  ! cmp -s "$BATS_TEST_DIRNAME/../input-machine.jq" "$broken/input-machine.jq"
  conformance "$file" "$broken/viper-sh" "$(to_input_commands <"$file")"
  # The submit sent the dropped "draft": the mock expected the event there.
  [ "$MOCK_STATUS" -eq 1 ]
  [[ "$MOCK_ERR" == *'input-rule1-own-value.txt:'*": the frontend's line differs at \$.method: expected \"view/event\", got \"view/input\""* ]]
}

# broken_render SED: a copy of viper-sh in $BATS_TEST_TMPDIR/broken whose render.jq has one edit.
broken_render() {
  BROKEN="$BATS_TEST_TMPDIR/broken"
  mkdir "$BROKEN"
  cp "$SH" "$BATS_TEST_DIRNAME"/../*.sh "$BATS_TEST_DIRNAME"/../*.jq "$BROKEN/"
  sed "$1" "$BATS_TEST_DIRNAME/../render.jq" >"$BROKEN/render.jq"
  ! cmp -s "$BATS_TEST_DIRNAME/../render.jq" "$BROKEN/render.jq"
}

@test "a viper-sh that marks no role fails controls-rows' destructive and cancel checks" {
  local file="$CONFORMANCE/controls-rows.txt" pattern
  broken_render 's/^def role_mark: .*/def role_mark: "";/'
  conformance "$file" "$BROKEN/viper-sh" "$(to_input_commands <"$file")"
  [ "$MOCK_STATUS" -eq 0 ] # it sent every line: only what it shows is wrong
  for pattern in '\] -> clear-done \(destructive\)' '\] -> keep \(cancel\)$'; do
    input_checks <"$file" | grep -qxF "0"$'\t'"$pattern"
    ! grep -qE -- "$pattern" <<<"$output"
  done
}

@test "a viper-sh that marks the options not chosen fails controls-choice's shows" {
  local file="$CONFORMANCE/controls-choice.txt"
  broken_render 's/else \$v == \$k end) as \$on/else $v != $k end) as $on/'
  conformance "$file" "$BROKEN/viper-sh" "$(to_input_commands <"$file")"
  [ "$MOCK_STATUS" -eq 0 ]
  input_checks <"$file" | grep -qxF "1"$'\t'"choice"$'\t'"size"$'\t''"s"'
  [ "$(chosen_in size <<<"$(awk '/^usage: viper-sh/ { n++ } n == 1' <<<"$output")")" = '"m"' ]
}
