#!/usr/bin/env bats
# The to-dos app (PROTOCOL §7: todos, todo-add, todo-detail) from viper-sh, against the real host:
# every control on the screens of an app — a toolbar, a form with choices, a date and a time, rows
# with a done toggle and a destructive Delete that asks first, a setting's toggle.

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
}

@test "the to-dos: add two with choices, a date and a time; mark one done; Delete asks (Keep keeps); Clear done confirmed" {
  run --separate-stderr "$SH" --in-memory -c 'open todos; do add; fill title Buy milk; choose priority 3;
    choose tags errand home; try fill due 2026-02-30; fill due 2026-12-01; fill at 09:30; submit;
    do add; fill title Tax; submit; toggle 1; idle; do delete 2; do keep; do clear-done; do confirm; check'
  [ "$status" -eq 0 ]
  # The list is a window (PROTOCOL §6, "Lists of any size"): show ends it with its range.
  [ "$(printf '%s\n' "${lines[@]:0:6}")" = "$(cat <<'TXT'
== To-dos ==
  toolbar: [Add] -> add  [Clear done] -> clear-done (destructive) (disabled)
  [ ] Hide done {hide-done}
  list -> open:
    no rows
  No to-dos yet: “Add” makes one.
TXT
)" ]
  # The add form: its choices as numbered options, the date and time with the form they take.
  [[ "$output" == *$'== New to-do ==\n  form {todo}:\n    Title (text, required, max 200) {title}: (empty: What needs doing?)\n    Priority (choice, required) {priority}:\n      1. ( ) Low {low}\n      2. (*) Normal {normal}\n      3. ( ) High {high}\n    Tags (choice, multiple) {tags}:\n'* ]]
  [[ "$output" == *$'Priority (choice, required) {priority}:\n  1. ( ) Low {low}\n  2. ( ) Normal {normal}\n  3. (*) High {high}\n'* ]]
  [[ "$output" == *$'Tags (choice, multiple) {tags}:\n  1. [x] Home {home}\n  2. [ ] Work {work}\n  3. [x] Errand {errand}\n'* ]]
  [[ "$stderr" == "error -32602 invalid_value: "* ]]
  [[ "$output" == *'(due: the screen refused "2026-02-30" and kept "")'* ]]
  [[ "$output" == *$'    1. [ ] Buy milk - Due 2026-12-01 at 09:30 · High priority {1} [Delete] -> delete (destructive)\n    2. [ ] Tax - Normal priority {2} [Delete] -> delete (destructive)\n    rows 1–2 of 2\n'* ]]
  # Delete asks; Keep keeps the row; Clear done asks, and its Delete removes the done row only.
  [[ "$output" == *$'  !! Delete “Tax”?: This cannot be undone.\n    [Keep] -> keep (cancel)\n    [Delete] -> confirm (destructive)\n'* ]]
  [[ "$output" == *$'  !! Delete 1 done to-do?: This cannot be undone.\n'* ]]
  [ "$(printf '%s\n' "${lines[@]: -7:6}")" = "$(cat <<'TXT'
== To-dos ==
  toolbar: [Add] -> add  [Clear done] -> clear-done (destructive) (disabled)
  [ ] Hide done {hide-done}
  list -> open:
    1. [ ] Tax - Normal priority {2} [Delete] -> delete (destructive)
    rows 1–1 of 1
TXT
)" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
}

@test "Clients/README.md's CSV import, run as it is written, adds the CSV's to-dos" {
  local readme="$BATS_TEST_DIRNAME/../../README.md" dir="$BATS_TEST_TMPDIR/import"
  mkdir -p "$dir/Clients"
  ln -s "$(cd "$BATS_TEST_DIRNAME/.." && pwd)" "$dir/Clients/shell"
  # The shell block that reads todos.csv.
  awk '/^```sh$/ { block = ""; inside = 1; next } /^```$/ { if (inside && block ~ /todos\.csv/) print block; inside = 0; next }
       inside { block = block $0 "\n" }' "$readme" >"$dir/import.sh"
  grep -q 'done <todos.csv' "$dir/import.sh"
  printf '%s\n' 'Buy milk,high' 'Call Ada,low' 'Tax return,normal' >"$dir/todos.csv"
  (cd "$dir" && bash import.sh)
  run --separate-stderr "$SH" --data-dir "$dir/.data" -c 'open todos'
  [ "$status" -eq 0 ]
  [[ "$output" == *$'    1. [ ] Buy milk - High priority {1} [Delete] -> delete (destructive)\n    2. [ ] Call Ada - Low priority {2} [Delete] -> delete (destructive)\n    3. [ ] Tax return - Normal priority {3} [Delete] -> delete (destructive)\n    rows 1–3 of 3'* ]]
}
