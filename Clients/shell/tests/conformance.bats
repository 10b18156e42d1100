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

# The viper-sh script for an input file (Protocol/conformance/input-*.txt) on stdin: its `#>`
# steps become what a user of viper-sh types (README there, "Input files"): `fill K T` and
# `toggle K on|off` as they are; `submit F`, which sends the form's waiting edits, the submit and
# then host/idle itself (so the file's host/idle after the submit event is not sent again);
# `type K T` on a send:"submit" field is `fill K T` (its edit waits for the submit), on another
# field it is remembered and `leave K` fills it then (viper-sh has no keystrokes: a fill is the
# typing and the leaving); `enter K` (Enter in a field submits its form) is `submit`. The lines
# only a typing frontend sends — a debounced edit, without left, of a field being typed in, and
# at `enter` the waiting edit of that field — are sent as they are (`send view/input …`): the
# latitude README gives viper-sh. Each group of checks (`shows`, `readonly`, `ready`) becomes
# `show` between two `help`s (markers in the output); `busy F at rev N` (the answer said pending)
# is the view submit prints then; `focused`, `same` and an immediate `busy` are about focus and a
# press not yet answered, which viper-sh, which waits for each answer, does not have. The controls'
# steps (the controls-*.txt files): `choose K JSON` is `choose K JSON`, a row's `toggle` a toggle,
# `press A [V]` is `do A [V]` (which sends the file's view/event and host/idle), `escape` is `do`
# of the action the file sends then (viper-sh has no keys: the user runs the action marked
# `(cancel)`, which input_checks checks). A step whose edit or event the file refuses runs under
# `try`. The requests the harness makes (host/idle, view/get, a button outside a form) as in to_commands.
to_input_commands() {
  jq -R -n -r '
    def esc: gsub("\\\\"; "\\\\") | gsub("\n"; "\\n");
    def step: capture("^(?<verb>\\S+)(?: (?<key>\\S+))?(?: (?<rest>.+?))?(?: ?at rev (?<rev>\\d+))?$")
      | . + {text: (if (.rest // "") | startswith("\"") then .rest | fromjson else null end)};
    [inputs] as $lines
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "field" or .type == "choice")
        | {(.key): .send}] | add // {}) as $sends
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "form") | .submit.action]) as $submits
    | [$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | select(.error and .id != null) | .id] as $failing
    | [$lines[] | if startswith("#> ") then {step: (.[3:] | step)} elif startswith("--> ") then {req: (.[4:] | fromjson)} else empty end] as $items
    | ($items | length) as $n
    | def check: .step != null and (.step.verb | IN("shows", "readonly", "ready") or (. == "busy" and false));
      def is_check: .step != null and (.step.verb | IN("shows", "readonly", "ready", "busy", "focused", "same", "destructive", "alertfocus"));
      def shown: .step.verb | IN("shows", "readonly", "ready");
      def plain_idle: .req != null and .req.method == "host/idle" and (.req | has("params") | not);
      def raw: "send view/input \(.req.params | tojson)";
      # "try " when the request the step sends next is one the file answers with an error.
      def try_at($j): if any($failing[]; . == $items[$j].req.id) then "try " else "" end;
      # After a press: the view/event it sends, and the host/idle after it, which `do` sends itself.
      def after_press($j): if $items[$j].req.method == "view/event" then
          (if $items[$j + 1] | plain_idle then $j + 2 else $j + 1 end) else $j end;
      def go($i; $typed; $skip_idle; $in_checks):
        if $i >= $n then empty
        else $items[$i] as $it
        | if $it.step != null then
            $it.step as $s
            | if ($it | is_check) then
                (if $it | shown then
                   (if $in_checks then empty else "help", "show", "help" end), go($i + 1; $typed; $skip_idle; true)
                 else go($i + 1; $typed; $skip_idle; $in_checks) end)
              elif $s.verb == "fill" then try_at($i + 1) + "fill \($s.key) \($s.text | esc)", go($i + 1; $typed; false; false)
              elif $s.verb == "toggle" then try_at($i + 1) + "toggle \($s.key) \($s.rest)", go($i + 1; $typed; false; false)
              elif $s.verb == "choose" then try_at($i + 1) + "choose \($s.key) \($s.rest)", go($i + 1; $typed; false; false)
              elif $s.verb == "press" then
                try_at($i + 1) + "do \($s.key)" + (if $s.rest then " \($s.rest)" else "" end), go(after_press($i + 1); $typed; false; false)
              elif $s.verb == "escape" then
                try_at($i + 1) + "do \($items[$i + 1].req.params.action)", go(after_press($i + 1); $typed; false; false)
              elif $s.verb == "submit" then "submit \($s.key)", go($i + 1; $typed; true; false)
              elif $s.verb == "type" and $sends[$s.key] == "submit" then "fill \($s.key) \($s.text | esc)", go($i + 1; $typed; false; false)
              elif $s.verb == "type" then
                ($items[$i + 1]) as $next
                | if $next.req != null and $next.req.method == "view/input" and $next.req.params.key == $s.key
                     and ($next.req.params | has("left") | not) then
                    ($next | raw), go($i + 2; $typed + {($s.key): $s.text}; false; false)
                  else go($i + 1; $typed + {($s.key): $s.text}; false; false) end
              elif $s.verb == "leave" and $sends[$s.key] == "submit" then go($i + 1; $typed; false; false)
              elif $s.verb == "leave" then "fill \($s.key) \($typed[$s.key] | esc)", go($i + 1; $typed | del(.[$s.key]); false; false)
              elif $s.verb == "enter" then
                # the waiting edits of fields that are not send:"submit", as the typing frontend sends them
                ([range($i + 1; $n) as $j | $items[$j]] | until(length == 0 or (.[0].req == null) or (.[0].req.method != "view/input"); .[1:])) as $rest
                | ([range($i + 1; $n - ($rest | length)) as $j | $items[$j] | select($sends[.req.params.key] != "submit") | raw][]),
                  "submit", go($i + 1; $typed; true; false)
              else error("unknown step \($s.verb)") end
          else
            $it.req as $r
            | if $r.method | IN("initialize", "shutdown", "exit") then go($i + 1; $typed; $skip_idle; false)
              elif $r.method == "view/input" then go($i + 1; $typed; $skip_idle; false)
              elif $r.method == "view/event" and any($submits[]; . == $r.params.action) then go($i + 1; $typed; $skip_idle; false)
              elif ($it | plain_idle) and $skip_idle then go($i + 1; $typed; false; false)
              elif $r.method == "app/start" and ($items[$i + 1] | plain_idle) then "start", go($i + 2; $typed; false; false)
              elif $r.method == "view/get" then "check \($r.params.viewId)", go($i + 1; $typed; false; false)
              elif $it | plain_idle then "idle", go($i + 1; $typed; false; false)
              elif $r.method == "view/event" and ($items[$i + 1] | plain_idle) then "do \($r.params.action)", go($i + 2; $typed; false; false)
              elif $r.method == "view/event" then "do \($r.params.action)", go($i + 1; $typed; false; false)
              else error("no command for \($r.method)") end
          end
        end;
      go(0; {}; false; false)'
}

# input_checks FILE: for each group of checks of to_input_commands (in order), one line per check:
# GROUP<TAB>a grep -E pattern that viper-sh's `show` of that group must print (GROUP 0: anywhere).
input_checks() {
  jq -R -n -r '
    def step: capture("^(?<verb>\\S+)(?: (?<key>\\S+))?(?: (?<rest>.+?))?(?: ?at rev (?<rev>\\d+))?$")
      | . + {text: (if (.rest // "") | startswith("\"") then .rest | fromjson else null end)};
    def re: gsub("(?<c>[][\\\\.^$*+?(){}|])"; "\\\(.c)");
    [inputs] as $lines
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "field")
        | {(.key): .kind}] | add // {}) as $kinds
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "choice")
        | {(.key): true}] | add // {}) as $choices
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "field")
        | {(.key): .send}] | add // {}) as $sends
    | [$lines[] | if startswith("#> ") then {step: (.[3:] | step)} elif startswith("--> ") then {line: true, req: (.[4:] | fromjson)}
                  elif startswith("<-- ") then {line: true} else empty end]
    | reduce .[] as $it ({group: 0, open: false, out: [], typing: {}, escape: false};
        # The controls: roles are marked on the action anywhere in what viper-sh printed; Escape and
        # an alert'"'"'s initial focus (viper-sh has neither keys nor focus) are the action marked (cancel).
        if $it.step.verb == "destructive" then .out += ["0\t\\] -> \($it.step.key | re) \\(destructive\\)"]
        elif $it.step.verb == "alertfocus" then .out += ["0\t\\] -> \($it.step.key | re) \\(cancel\\)$"]
        elif $it.step.verb == "escape" then .escape = true | .open = false
        elif .escape and $it.req.method == "view/event" then
          .escape = false | .out += ["0\t\\] -> \($it.req.params.action | re) \\(cancel\\)$"]
        elif $it.step.verb == "shows" and $choices[$it.step.key] then
          (if .open then . else .group += 1 | .open = true end)
          | .out += ["\(.group)\tchoice\t\($it.step.key)\t\($it.step.rest | fromjson | tojson)"]
        # A field being typed in (not left yet) shows its text only in a typing frontend.
        elif $it.step.verb == "type" and $sends[$it.step.key] != "submit" then .typing[$it.step.key] = true | .open = false
        elif $it.step.verb == "leave" then .typing |= del(.[$it.step.key]) | .open = false
        elif $it.step.verb == "shows" and .typing[$it.step.key] then (if .open then . else .group += 1 | .open = true end)
        elif $it.step == null or ($it.step.verb | IN("shows", "readonly", "ready", "busy", "focused", "same") | not) then
          .open = false
        elif $it.step.verb == "busy" and $it.step.rev != null then
          .out += ["0\t\\] -> submit \($it.step.key | re) \\(busy\\)$"]
        elif $it.step.verb | IN("shows", "readonly", "ready") then
          (if .open then . else .group += 1 | .open = true end)
          | .group as $g | $it.step as $s
          | .out += [if $s.verb == "readonly" then "\($g)\t\\{\($s.key | re)\\}.*disabled|\\(.*disabled.*\\) \\{\($s.key | re)\\}"
              elif $s.verb == "ready" then "\($g)\t\\] -> submit \($s.key | re)$"
              elif $s.rest == "on" then "\($g)\t\\[x\\] .* \\{\($s.key | re)\\}"
              elif $s.rest == "off" then "\($g)\t\\[ \\] .* \\{\($s.key | re)\\}"
              elif $kinds[$s.key] == "secure" then "\($g)\t\\{\($s.key | re)\\}: ••••••••$"
              elif $s.text == "" then "\($g)\t\\{\($s.key | re)\\}: \\(empty"
              elif ($s.text | contains("\n")) then ($s.text | split("\n") | map("\($g)\t^ *\\| \(re)$") | .[])
              else "\($g)\t\\{\($s.key | re)\\}: \($s.text | re)( \\(not sent|$)" end]
        else . end)
    | .out[]'
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

# chosen_in KEY: what the choice KEY shows chosen in the show on stdin (its first one), as JSON: the
# keys of its options marked (*) or [x] — one key or null for a single choice, a list for a multiple one.
chosen_in() {
  awk -v head="{$1}:" '
    on && /^ *[0-9]+\. (\(.\)|\[.\]) / { if ($2 == "(*)" || $2 == "[x]") { match($0, /\{[^}]*\}$/); print substr($0, RSTART + 1, RLENGTH - 2) } next }
    on { exit }
    /\(choice/ && substr($0, length($0) - length(head) + 1) == head { on = 1; print ($0 ~ /\(choice, multiple/) ? "multiple" : "single" }' |
    jq -R -s -c 'split("\n") | map(select(. != "")) | if .[0] == "multiple" then .[1:] else .[1] end'
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

@test "a viper-sh that keeps a waiting edit the module replaced fails input-rule1-own-value" {
  local broken="$BATS_TEST_TMPDIR/broken" file="$CONFORMANCE/input-rule1-own-value.txt"
  mkdir "$broken"
  cp "$SH" "$BATS_TEST_DIRNAME/../connection.sh" "$BATS_TEST_DIRNAME/../patch.jq" "$BATS_TEST_DIRNAME/../render.jq" "$broken/"
  # Rule 1b ignored: a send:"submit" field's waiting text survives a new `set`.
  sed 's/^drop_replaced() {$/drop_replaced() { return 0/' "$BATS_TEST_DIRNAME/../input.sh" >"$broken/input.sh"
  ! cmp -s "$BATS_TEST_DIRNAME/../input.sh" "$broken/input.sh"
  conformance "$file" "$broken/viper-sh" "$(to_input_commands <"$file")"
  # The submit sent the dropped "draft": the mock expected the event there.
  [ "$MOCK_STATUS" -eq 1 ]
  [[ "$MOCK_ERR" == *'input-rule1-own-value.txt:'*": the frontend's line differs at \$.method: expected \"view/event\", got \"view/input\""* ]]
}

# broken_render SED: a copy of viper-sh in $BATS_TEST_TMPDIR/broken whose render.jq has one edit.
broken_render() {
  BROKEN="$BATS_TEST_TMPDIR/broken"
  mkdir "$BROKEN"
  cp "$SH" "$BATS_TEST_DIRNAME/../connection.sh" "$BATS_TEST_DIRNAME/../input.sh" "$BATS_TEST_DIRNAME/../patch.jq" "$BROKEN/"
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
