#!/usr/bin/env bats
# viper-sh's controls (PROTOCOL §6, "Controls: choices, dates, rows, toolbars, confirmations";
# Clients/README.md, viper-sh): show prints a toolbar under the screen's title, choices as numbered
# options, date and time fields, rows with a toggle and actions, actions' roles; `choose`, `fill`,
# `toggle` (a row's) and `do` edit and press them. Against `viper-host mock` playing
# fixtures/controls-every-control.txt (the mock checks every line viper-sh sends), a tree host
# (Clients/python/tests/hosts/tree_host.py) for what the commands refuse before sending, and the real
# host's bench-controls (every control on one screen), with --no-input and behind a slow link too.
# conformance.bats plays Protocol/conformance/controls-*.txt.

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  FIXTURES="$BATS_TEST_DIRNAME/fixtures"
  TREE_HOST="$BATS_TEST_DIRNAME/../../python/tests/hosts/tree_host.py"
}

# mock_host FILE: $BATS_TEST_TMPDIR/mock-host plays FILE; its status lands in mock.status.
mock_host() {
  cat >"$BATS_TEST_TMPDIR/mock-host" <<WRAPPER
#!/bin/sh
"$VIPER_HOST_BIN" mock --timeout 10 "$1" 2>"$BATS_TEST_TMPDIR/mock.err"
echo \$? >"$BATS_TEST_TMPDIR/mock.status"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/mock-host"
}

# The view every_control shows first (the fixture's rev 1).
FIRST=(
  "== To-dos =="
  "  toolbar: [Add] -> add  [Clear done] -> clear-done (destructive) (disabled)"
  "  form {f}:"
  "    Size (choice, required) {size}:"
  "      1. ( ) Small {s}"
  "      2. (*) Medium {m}"
  "      3. ( ) Large {l}"
  "    Tags (choice, multiple) {tags}:"
  "      1. [ ] Home {home}"
  "      2. [x] Work {work}"
  "      3. [ ] Errand {errand}"
  "    When (choice) {when}:"
  "      1. ( ) Soon {soon}"
  "      2. ( ) Later {later}"
  "    Due date (date, min 2026-01-01, max 2030-12-31) {due}: (empty: YYYY-MM-DD)"
  "    Remind me at (time) {at}: 09:00"
  "    [Save] -> submit f"
  "  list -> open:"
  "    1. [ ] Buy milk - Due 2026-12-01 {milk} [Edit] -> edit [Delete] -> delete (destructive)"
  "    2. [x] File the tax return {tax} [Delete] -> delete (destructive) (toggle disabled)"
)

@test "every control: shown, then chosen, filled, flipped and pressed; the mock got exactly the lines it expects" {
  mock_host "$FIXTURES/controls-every-control.txt"
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/mock-host" -c 'open todos; choose size 3; choose tags work home;
    try choose size s; choose tags; choose when 2; do reset; choose when later; try fill due 2026-02-30;
    fill due 2026-03-01; fill at 18:45; toggle milk; try toggle tax; do delete milk; do keep; do add; submit f; check'
  cat "$BATS_TEST_TMPDIR/mock.err"
  [ "$status" -eq 0 ]
  [ "$(cat "$BATS_TEST_TMPDIR/mock.status")" -eq 0 ]
  grep -q "every expectation met" "$BATS_TEST_TMPDIR/mock.err"
  [ "$(printf '%s\n' "${lines[@]:0:20}")" = "$(printf '%s\n' "${FIRST[@]}")" ]
  # Each choose prints the choice as the host has it; a refused one its refusal, and what it kept.
  [ "$(printf '%s\n' "${lines[@]:20:17}")" = "$(cat <<'TXT'
Size (choice, required) {size}:
  1. ( ) Small {s}
  2. ( ) Medium {m}
  3. (*) Large {l}
Tags (choice, multiple) {tags}:
  1. [x] Home {home}
  2. [x] Work {work}
  3. [ ] Errand {errand}
Size (choice, required) {size}:
  1. ( ) Small {s}
  2. ( ) Medium {m}
  3. (*) Large {l}
  ! Invalid value: the module keeps its value
(size: the screen refused "s" and kept "l")
Tags (choice, multiple) {tags}:
  1. [ ] Home {home}
  2. [ ] Work {work}
TXT
)" ]
  # A send:"submit" choice waits (shown as chosen, marked), and is dropped when the module sets it.
  [[ "$output" == *$'When (choice, not sent: goes with submit) {when}:\n  1. ( ) Soon {soon}\n  2. (*) Later {later}\n(when: the screen replaced its value; the edit not sent is dropped)\n'* ]]
  # A date the host refuses: its error (at the field too), and the value it kept.
  [[ "$output" == *$'Due date (date, min 2026-01-01, max 2030-12-31) {due}: (empty: YYYY-MM-DD)\n  ! Invalid value: "2026-02-30" is not a date\n(due: the screen refused "2026-02-30" and kept "")\n'* ]]
  [[ "$stderr" == *'error -32602 invalid_value: Invalid value: "2026-02-30" is not a date'* ]]
  [[ "$output" == *$'Due date (date, min 2026-01-01, max 2030-12-31) {due}: 2026-03-01\nRemind me at (time) {at}: 18:45\n'* ]]
  # A row's toggle flips as a toggle, keyed by the row; a disabled one is refused by the host.
  [[ "$output" == *$'\n[x] Buy milk {milk}\n[x] File the tax return {tax} (disabled)\n'* ]]
  [[ "$stderr" == *"error -32602 action_unavailable: "* ]]
  # A row's action asks first: the alert's roles show.
  [[ "$output" == *$'  !! Delete “Buy milk”?: The to-do is deleted for good.\n    [Keep] -> keep (cancel)\n    [Delete] -> confirm-delete (destructive)\n'* ]]
  [[ "$output" == *$'\n  toolbar: [Add] -> add  [Clear done] -> clear-done (destructive)\n'* ]]
  # The submit sent the waiting choice first; the choice's error after it.
  [[ "$output" == *$'      3. [ ] Errand {errand}\n      ! Choose a tag\n    When (choice) {when}:\n'* ]]
  [ "${lines[-2]}" = "! tags: Choose a tag" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
}

# A tree host showing one view of a single and a multiple choice, a field, a toggle and a row toggle.
tree_views() {
  jq -n '[{name: "c", view: {type: "screen", title: "Choices", children: [
    {type: "choice", key: "size", label: "Size", multiple: false, options: [{key: "s", title: "Small"},
      {key: "x l", title: "Extra large"}, {key: "2", title: "Two"}], value: "s", seq: 0, set: 0, send: "change", enabled: true, required: false},
    {type: "choice", key: "tags", label: "Tags", multiple: true, options: [{key: "home", title: "Home"}, {key: "work", title: "Work"},
      {key: "errand", title: "Errand"}], value: [], seq: 0, set: 0, send: "change", enabled: true, required: false},
    {type: "field", key: "due", label: "Due", kind: "date", value: "", seq: 0, set: 0, send: "leave", enabled: true, required: false},
    {type: "toggle", key: "news", label: "News", on: false, seq: 0, set: 0, enabled: true},
    {type: "list", action: "open", items: [{key: "milk", title: "Buy milk", toggle: {on: false, seq: 0, set: 0, enabled: true}}]},
    {type: "alert", title: "Sure?", message: "Really.", actions: [{action: "go", title: "Go", role: "x-future-role"}]},
    {type: "toolbar", actions: [{action: "add", title: "Add", enabled: true}]}]}}]' \
    >"$BATS_TEST_TMPDIR/views.json"
  : >"$BATS_TEST_TMPDIR/log"
}

sent_inputs() { jq -c 'select(.method == "view/input") | .params | del(.viewId)' "$BATS_TEST_TMPDIR/log"; }

@test "show prints a toolbar under the screen's title wherever it is, and no mark for a role it does not know" {
  tree_views
  run --separate-stderr "$SH" --host "$TREE_HOST" -c start -- "$BATS_TEST_TMPDIR/views.json" "$BATS_TEST_TMPDIR/log"
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "== Choices ==" ]
  [ "${lines[1]}" = "  toolbar: [Add] -> add" ]
  [ "${lines[-2]}" = "  !! Sure?: Really." ]
  [ "${lines[-1]}" = "    [Go] -> go" ]
}

@test "choose takes keys or numbers (a key first) or JSON, and sends one whole value: a key, null, the keys in order" {
  tree_views
  run --separate-stderr "$SH" --host "$TREE_HOST" -c 'start; choose size 2; choose size 1; choose size ["x l"];
    choose size; choose size null; choose tags errand 1; choose tags 2 work; choose tags; choose tags "work"; try choose nothing a b' \
    -- "$BATS_TEST_TMPDIR/views.json" "$BATS_TEST_TMPDIR/log"
  [ "$status" -eq 0 ]
  sent_inputs | diff - <(cat <<'JSON'
{"key":"size","seq":1,"value":"2"}
{"key":"size","seq":2,"value":"s"}
{"key":"size","seq":3,"value":"x l"}
{"key":"size","seq":4,"value":null}
{"key":"size","seq":5,"value":null}
{"key":"tags","seq":1,"value":["home","errand"]}
{"key":"tags","seq":2,"value":["work"]}
{"key":"tags","seq":3,"value":[]}
{"key":"tags","seq":4,"value":["work"]}
{"key":"nothing","seq":1,"value":["a","b"]}
JSON
)
}

@test "choose refuses before sending: no key, an option the choice has not, two for a single choice, not a choice" {
  tree_views
  local cmd
  for cmd in 'choose' 'choose size 4' 'choose size huge' 'choose size s 2' 'choose tags [1' 'choose tags [3]' \
    'choose due 2026-01-01' 'choose news on' 'choose milk on' 'fill size s' 'toggle tags' 'fill milk x'; do
    run --separate-stderr "$SH" --host "$TREE_HOST" -c "start; $cmd" -- "$BATS_TEST_TMPDIR/views.json" "$BATS_TEST_TMPDIR/log"
    [ "$status" -eq 1 ]
    case "$cmd" in
      choose) [ "$stderr" = "usage: choose KEY [OPTION…]" ] ;;
      'choose size 4') [ "$stderr" = 'error: size has no option "4" (its options: 1 s, 2 x l, 3 2)' ] ;;
      'choose size huge') [ "$stderr" = 'error: size has no option "huge" (its options: 1 s, 2 x l, 3 2)' ] ;;
      'choose size s 2') [ "$stderr" = "error: size takes one option (it is not multiple)" ] ;;
      'choose tags [1') [ "$stderr" = "error: not JSON: [1" ] ;;
      'choose tags [3]') [ "$stderr" = "error: an option is its key, a string" ] ;;
      'choose due '*) [ "$stderr" = "error: due is a field: try 'fill due TEXT'" ] ;;
      'choose news on') [ "$stderr" = "error: news is a toggle: try 'toggle news'" ] ;;
      'choose milk on') [ "$stderr" = "error: milk is a toggle: try 'toggle milk'" ] ;;
      'fill size s') [ "$stderr" = "error: size is a choice: try 'choose size OPTION…'" ] ;;
      'toggle tags') [ "$stderr" = "error: tags is a choice: try 'choose tags OPTION…'" ] ;;
      'fill milk x') [ "$stderr" = "error: milk is a toggle: try 'toggle milk'" ] ;;
    esac
  done
  [ "$(sent_inputs)" = "" ]
}

@test "a choice, a row toggle and a date field keep one seq counter each, above the host's" {
  tree_views
  run --separate-stderr "$SH" --host "$TREE_HOST" -c 'start; toggle milk; toggle milk off; toggle news; choose tags home; fill due 2026-02-01; choose tags' \
    -- "$BATS_TEST_TMPDIR/views.json" "$BATS_TEST_TMPDIR/log"
  [ "$status" -eq 0 ]
  sent_inputs | diff - <(cat <<'JSON'
{"key":"milk","seq":1,"value":true}
{"key":"milk","seq":2,"value":false}
{"key":"news","seq":1,"value":true}
{"key":"tags","seq":1,"value":["home"]}
{"key":"due","seq":1,"value":"2026-02-01","left":true}
{"key":"tags","seq":2,"value":[]}
JSON
)
}

@test "help lists choose, a row's toggle and a row's and a toolbar's action" {
  run "$SH" --in-memory -c help
  [[ "$output" == *$'\n  choose KEY [OPTION…]  '* ]]
  [[ "$output" == *"a list row's: KEY is the row's key"* ]]
  [[ "$output" == *"do ACTION ROWKEY; a toolbar's: do ACTION"* ]]
}

# The real host: bench-controls (--bench-modules; PROTOCOL §7), every control on one screen.

# A host wrapper that copies what viper-sh writes to the host to $BATS_TEST_TMPDIR/to-host.
recording_host() {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
exec "$VIPER_HOST_BIN" "\$@" < <(tee "$BATS_TEST_TMPDIR/to-host")
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
}

@test "bench-controls end to end: choices, a refused date and time, a row flipped, deletes confirmed and kept, the toolbar, the saved text" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory --bench-modules -c 'open bench-controls;
    choose size 1; choose size l; choose tags errand home; try fill due 2026-02-30; try fill due 2031-01-01;
    fill due 2026-12-01; try fill time 24:00; fill time 07:05; toggle milk; do delete milk; do keep; do add;
    do delete tax; do confirm; submit; check'
  [ "$status" -eq 0 ]
  [ "$(printf '%s\n' "${lines[@]:0:17}")" = "$(cat <<'TXT'
== Controls ==
  toolbar: [Add row] -> add  [Clear done] -> clear-done (destructive)
  form {order}:
    Size (choice, required) {size}:
      1. ( ) Small {s}
      2. (*) Medium {m}
      3. ( ) Large {l}
    Tags (choice, multiple) {tags}:
      1. [ ] Home {home}
      2. [ ] Work {work}
      3. [ ] Errand {errand}
    Due date (date, min 2020-01-01, max 2030-12-31) {due}: (empty: YYYY-MM-DD)
    Remind me at (time) {time}: (empty: HH:MM)
    [Save] -> submit order
  list -> open:
    1. [ ] Buy milk {milk} [Delete] -> delete (destructive)
    2. [x] File the tax return {tax} [Delete] -> delete (destructive)
TXT
)" ]
  # The module keeps Small for Large (refused with success); the host refuses what is no date or time.
  [[ "$output" == *$'  3. ( ) Large {l}\n(size: the screen refused "l" and kept "s")\n'* ]]
  [[ "$output" == *'(due: the screen refused "2026-02-30" and kept "")'* ]]
  [[ "$output" == *'(due: the screen refused "2031-01-01" and kept "")'* ]]
  [[ "$output" == *'(time: the screen refused "24:00" and kept "")'* ]]
  [ "${#stderr_lines[@]}" -eq 3 ]
  [[ "${stderr_lines[0]}" == "error -32602 invalid_value: "*'"due": not a date (YYYY-MM-DD)' ]]
  [[ "${stderr_lines[1]}" == "error -32602 invalid_value: "*'"due": after 2030-12-31' ]]
  [[ "${stderr_lines[2]}" == "error -32602 invalid_value: "*'"time": not a time (HH:MM, 24-hour)' ]]
  [[ "$output" == *$'\n[x] Buy milk {milk}\n'* ]]
  [[ "$output" == *$'  !! Delete “Buy milk”?: It is deleted for good.\n    [Keep] -> keep (cancel)\n    [Delete] -> confirm (destructive)\n'* ]]
  [[ "$output" == *$'    3. [ ] Added 1 {added-1} [Delete] -> delete (destructive)\n'* ]]
  [ "${lines[-3]}" = "    2. [ ] Added 1 {added-1} [Delete] -> delete (destructive)" ]
  [ "${lines[-2]}" = "  Saved: size=s tags=home+errand due=2026-12-01 time=07:05" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  # What went: each choice's whole value (the tags in the options' order), the row's toggle by its
  # key, the row's actions with the row's key.
  [ "$(jq -c 'select(.method == "view/input" or .method == "view/event") | .params | del(.viewId)' "$BATS_TEST_TMPDIR/to-host")" = "$(cat <<'JSON'
{"key":"size","seq":1,"value":"s"}
{"key":"size","seq":2,"value":"l"}
{"key":"tags","seq":1,"value":["home","errand"]}
{"key":"due","seq":1,"value":"2026-02-30","left":true}
{"key":"due","seq":2,"value":"2031-01-01","left":true}
{"key":"due","seq":3,"value":"2026-12-01","left":true}
{"key":"time","seq":1,"value":"24:00","left":true}
{"key":"time","seq":2,"value":"07:05","left":true}
{"key":"milk","seq":1,"value":true}
{"action":"delete","value":"milk"}
{"action":"keep"}
{"action":"add"}
{"action":"delete","value":"tax"}
{"action":"confirm"}
{"action":"save"}
JSON
)" ]
}

@test "--no-input: bench-controls in rule 8's readable form; its choices and rows' toggles are not inputs then" {
  run --separate-stderr "$SH" --no-input --in-memory --bench-modules -c 'open bench-controls; try choose size s; try toggle milk; do delete milk'
  [ "$status" -eq 0 ]
  [ "$(printf '%s\n' "${lines[@]:0:15}")" = "$(cat <<'TXT'
== Controls ==
  [Add row] -> add
  [Clear done] -> clear-done
  Size: Medium
  Tags: (none)
  Due date: (empty)
  Remind me at: (empty)
  [Save] -> save
  list -> open:
    1. Buy milk: off {milk}
    2. File the tax return: on {tax}
  Delete
  list -> delete:
    1. Buy milk: off {milk}
    2. File the tax return: on {tax}
TXT
)" ]
  [[ "${stderr_lines[0]}" == "error -32602 unknown_input: "* ]]
  [[ "${stderr_lines[1]}" == "error -32602 unknown_input: "* ]]
  # A row's action stays reachable (the list of its rows after the list); the alert's roles show.
  [[ "$output" == *$'    [Keep] -> keep (cancel)\n    [Delete] -> confirm (destructive)'* ]]
}

@test "behind a link that delays every host line by 300 ms, choose and a row's toggle end with the host's values" {
  cat >"$BATS_TEST_TMPDIR/slow-host" <<WRAPPER
#!/usr/bin/env bash
export PYTHONPATH="$BATS_TEST_DIRNAME/../../python/src"
exec python3 -m viperhost.latency --delay-ms 300 -- "$VIPER_HOST_BIN" "\$@"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/slow-host"
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/slow-host" --in-memory --bench-modules -c \
    'open bench-controls; choose size 3; choose size 1; choose tags 1 2 3; choose tags 2; toggle tax; toggle milk; fill due 2026-01-31; submit; check'
  [ "$status" -eq 0 ]
  [ "${lines[-2]}" = "  Saved: size=s tags=work due=2026-01-31 time=" ]
  [[ "$output" == *$'    1. [x] Buy milk {milk} [Delete] -> delete (destructive)\n    2. [ ] File the tax return {tax} [Delete] -> delete (destructive)\n  Saved:'* ]]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
}
