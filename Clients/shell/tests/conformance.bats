#!/usr/bin/env bats
# viper-sh against `viper-host mock` playing Protocol/conformance/ (README there): for each
# file, its `-->` requests become viper-sh commands, viper-sh sends them (its own code, its
# own copies of the views, kept from view/update and view/patch), and each view/get of the
# file is a `check`: viper-sh's copy must equal the answer. The mock exits 0 only when
# viper-sh sent every line the file expects.

bats_require_minimum_version 1.5.0

CONFORMANCE="$BATS_TEST_DIRNAME/../../../Protocol/conformance"

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
  local file=$1 sh=${2:-$SH}
  cat >"$BATS_TEST_TMPDIR/mock-host" <<WRAPPER
#!/bin/sh
"$VIPER_HOST_BIN" mock --timeout 10 "$file" 2>"$BATS_TEST_TMPDIR/mock.err"
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

@test "every file of the conformance set has a test here" {
  local file name
  for file in "$CONFORMANCE"/*.txt; do
    name=$(basename "$file" .txt)
    grep -qx "@test \"conformance: $name\" { passes $name; }" "$BATS_TEST_FILENAME"
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
  cp "$SH" "$BATS_TEST_DIRNAME/../connection.sh" "$BATS_TEST_DIRNAME/../input.sh" "$BATS_TEST_DIRNAME/../render.jq" "$broken/"
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
