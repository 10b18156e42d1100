#!/usr/bin/env bats
# Windowed lists in viper-sh (PROTOCOL §6, "Lists of any size: windows"; Clients/README.md,
# viper-sh): against the real host, on a To-dos list of 2,000 rows filled with SQL
# (fixtures/fill_todos.py): show numbers the window's rows by position and says their range;
# rows, more and less ask for pages (view/rows) and print them; a walk with more sees every row
# once while viper-sh holds one window; what the host refuses is its -32602 and the script goes
# on under try; a row flipped before a SIGKILL is back, flipped, in the window start shows; and a
# frontend that does not announce list.window gets rule 8's More button.

bats_require_minimum_version 1.5.0

ROWS=2000

setup_file() {
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  # One data directory with the host's schema and the rows; each test works on a copy of it.
  TEMPLATE="$BATS_FILE_TMPDIR/template"
  mkdir "$TEMPLATE"
  "$BATS_TEST_DIRNAME/../viper-sh" --host "$VIPER_HOST_BIN" --data-dir "$TEMPLATE" -c 'open todos' >/dev/null
  python3 "$BATS_TEST_DIRNAME/fixtures/fill_todos.py" "$TEMPLATE" "$ROWS"
  rm -f "$TEMPLATE"/session.sqlite*
}

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  export VIPER_HOST_BIN
  DATA="$BATS_TEST_TMPDIR/data"
  cp -r "$BATS_FILE_TMPDIR/template" "$DATA"
}

# row_at POSITION ID: the to-do ID (fill_todos.py's "To-do ID") at POSITION, as rows, more and less print it;
# row N: the to-do N at position N (where no row above it was deleted).
row_at() { printf '%s. [ ] To-do %s - Normal priority {%s} [Delete] -> delete (destructive)' "$1" "$2" "$2"; }
row() { row_at "$1" "$1"; }
# rows A B: rows A … B, one a line.
rows() { local n; for ((n = $1; n <= $2; n++)); do row "$n"; echo; done; }

# A host wrapper that copies what viper-sh sends it to $BATS_TEST_TMPDIR/to-host.
recording_host() {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
exec "$VIPER_HOST_BIN" "\$@" < <(tee "$BATS_TEST_TMPDIR/to-host")
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
}

@test "viper-sh announces list.window; show numbers the window's rows by position and says their range" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" -c 'open todos'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  jq -se 'any(.[]; .method == "initialize" and (.params.capabilities.nodes | index("list.window")))' \
    "$BATS_TEST_TMPDIR/to-host" >/dev/null
  [ "${lines[3]}" = "  list -> open:" ]
  [ "${lines[4]}" = "    $(row 1)" ]
  # The first window: the first 50 rows and the margin after them.
  [ "${lines[103]}" = "    $(row 100)" ]
  [ "${lines[104]}" = "    rows 1–100 of $ROWS" ]
}

@test "rows 1000 5 prints rows 1000–1004; more the next five; less the five before; show the window" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" \
    -c 'open todos; rows 1000 5; more; less; less 3; check; show'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  expected="$(rows 1000 1004)
rows 1000–1004 of $ROWS
$(rows 1005 1009)
rows 1005–1009 of $ROWS
$(rows 1000 1004)
rows 1000–1004 of $ROWS
$(rows 997 999)
rows 997–999 of $ROWS"
  [ "$(printf '%s\n' "${lines[@]:105:22}")" = "$expected" ] || { diff <(echo "$expected") <(printf '%s\n' "${lines[@]:105:22}"); false; }
  [[ "${lines[127]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  # On the wire: FROM 1000 is from 999 (0-based); a page goes on by key, never by position.
  jq -c 'select(.method == "view/rows") | .params | del(.viewId)' "$BATS_TEST_TMPDIR/to-host" >"$BATS_TEST_TMPDIR/asked"
  [ "$(cat "$BATS_TEST_TMPDIR/asked")" = '{"list":"open","count":5,"from":999}
{"list":"open","count":5,"after":"1004"}
{"list":"open","count":5,"before":"1005"}
{"list":"open","count":3,"before":"1000"}' ]
  # show: the whole window viper-sh holds (the rows asked for and the host's margin around them, as
  # far as the host keeps it), numbered by position from its first row to its last.
  [[ "${lines[-1]}" =~ ^\ \ \ \ rows\ ([0-9]+)–([0-9]+)\ of\ $ROWS$ ]]
  local first=${BASH_REMATCH[1]} last=${BASH_REMATCH[2]}
  [ "$first" -le 997 ] && [ "$last" -ge 1009 ] && [ "$((last - first + 1))" -le 200 ]
  [ "$(printf '%s\n' "${lines[@]:132:last - first + 1}")" = "$(rows "$first" "$last" | sed 's/^/    /')" ]
}

@test "rows past the end prints the list's last COUNT rows; rows alone the first page" {
  run --separate-stderr "$SH" --data-dir "$DATA" -c 'open todos; rows 1999 4; more; rows'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  expected="$(rows 1997 2000)
rows 1997–2000 of $ROWS
no rows after {2000}: it is the last row
$(rows 1 4)
rows 1–4 of $ROWS"
  [ "$(printf '%s\n' "${lines[@]:105}")" = "$expected" ] || { diff <(echo "$expected") <(printf '%s\n' "${lines[@]:105}"); false; }
}

@test "a script on stdin walks all 2,000 rows with more: each key once, in order, one window held" {
  local script="$BATS_TEST_TMPDIR/walk" n
  { echo 'open todos'; echo 'rows 1 50'; for ((n = 50; n < ROWS; n += 50)); do echo more; done
    echo more; echo check; echo 'send view/get {"viewId":"v1"}'; } >"$script"
  run --separate-stderr "$SH" --data-dir "$DATA" <"$script"
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  # The pages' rows (show's are indented): numbered by position, each its own to-do.
  printf '%s\n' "${lines[@]}" | grep -E '^[0-9]+\. ' >"$BATS_TEST_TMPDIR/walked"
  [ "$(wc -l <"$BATS_TEST_TMPDIR/walked")" -eq "$ROWS" ]
  [ "$(cat "$BATS_TEST_TMPDIR/walked")" = "$(rows 1 "$ROWS")" ]
  [ "$(printf '%s\n' "${lines[@]}" | grep -c "^rows [0-9]*–[0-9]* of $ROWS$")" -eq $((ROWS / 50)) ]
  [ "${lines[-3]}" = "no rows after {$ROWS}: it is the last row" ]
  # viper-sh's copy is the host's view, which holds one window: the last page and the margin before it.
  [[ "${lines[-2]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  held=$(jq '[.view | .. | objects | select(.type == "list") | .items[]] | length' <<<"${lines[-1]}")
  [ "$held" -le 150 ] || { echo "the window holds $held rows"; false; }
}

@test "rows -5, rows 0, rows abc, rows 1 100000: the host's -32602 and what rows takes; the script goes on under try" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" \
    -c 'open todos; try rows -5; try rows 0; try rows abc; try rows 1 100000; try more 0; rows 3 2; check'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  [ "$(grep -c '^error -32602 invalid_params: ' <<<"$stderr")" -eq 5 ] || { echo "$stderr"; false; }
  [ "$(grep -c '^(rows \[FROM \[COUNT\]\]: FROM a row.s position as shown, 1 for the first (the wire.s from is FROM - 1); COUNT 1 … 200, the host.s limits.maxWindowRows)$' <<<"$stderr")" -eq 5 ]
  # The host got them as given (FROM - 1 on the wire; not a number: as the text), and changed nothing.
  jq -c 'select(.method == "view/rows") | .params | del(.viewId, .list)' "$BATS_TEST_TMPDIR/to-host" >"$BATS_TEST_TMPDIR/asked"
  [ "$(head -5 "$BATS_TEST_TMPDIR/asked")" = '{"count":50,"from":-6}
{"count":50,"from":-1}
{"count":50,"from":"abc"}
{"count":100000,"from":0}
{"count":0,"after":"100"}' ]
  [ "$(printf '%s\n' "${lines[@]: -4}" | sed '$d')" = "$(rows 3 4)
rows 3–4 of $ROWS" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  # Without try, the refusal ends the script (status 1), as any error.
  run --separate-stderr "$SH" --data-dir "$DATA" -c 'open todos; rows abc; rows 3 2'
  [ "$status" -eq 1 ]
  [[ "$stderr" == "error -32602 invalid_params: "* ]]
  [[ "$output" != *"$(row 3)"$'\n'"rows 3–4"* ]]
  # What is not a page at all is viper-sh's usage.
  run --separate-stderr "$SH" --data-dir "$DATA" -c 'open todos; try rows 1 2 3; try more 1 2; open home; rows'
  [ "$status" -eq 1 ]
  [[ "$stderr" == *"usage: rows [FROM [COUNT]]"*"usage: more [COUNT]"*"error: the view has no list with a window"* ]]
}

@test "a page's row is flipped and deleted by its key; more goes on after the window show printed" {
  run --separate-stderr "$SH" --data-dir "$DATA" \
    -c 'open todos; rows 1000 3; toggle 1002; do delete 1002; do confirm; more 2; check'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  [[ "$output" == *$'\n[x] To-do 1002 {1002}'* ]]
  [[ "$output" == *$'\n  !! Delete “To-do 1002”?: This cannot be undone.\n'* ]]
  # After the delete show printed the window, a row shorter; more: the two rows after its last.
  [[ "${lines[-5]}" =~ ^\ \ \ \ rows\ [0-9]+–([0-9]+)\ of\ $((ROWS - 1))$ ]]
  local last=${BASH_REMATCH[1]}
  [ "$last" -gt 1002 ]
  [ "${lines[-6]}" = "    $(row_at "$last" $((last + 1)))" ]
  [ "$(printf '%s\n' "${lines[@]: -4:2}")" = "$(row_at $((last + 1)) $((last + 2)))
$(row_at $((last + 2)) $((last + 3)))" ]
  [ "${lines[-2]}" = "rows $((last + 1))–$((last + 2)) of $((ROWS - 1))" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
}

@test "the last row a page printed is hidden (done, with Hide done on): more goes on from its place" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" \
    -c 'open todos; toggle hide-done on; rows 1000 3; toggle 1002; more 2; less 2; check'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  # The row at position 1002 is now the one that followed it: To-do 1003.
  [ "$(printf '%s\n' "${lines[@]: -7:6}")" = "$(row_at 1002 1003)
$(row_at 1003 1004)
rows 1002–1003 of $((ROWS - 1))
$(row 1000)
$(row 1001)
rows 1000–1001 of $((ROWS - 1))" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  # The row gone, more asked by the position it had (1002 is from 1001 on the wire); less by key again.
  [ "$(jq -c 'select(.method == "view/rows") | .params | del(.viewId, .list)' "$BATS_TEST_TMPDIR/to-host")" = \
    '{"count":3,"from":999}
{"count":2,"from":1001}
{"count":2,"before":"1003"}' ]
}

@test "rule 8: with --no-input (no list.window) the host sends the rows, their range and a More button that appends rows" {
  run --separate-stderr "$SH" --no-input --data-dir "$DATA" -c 'open todos; do open.more'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  [[ "$output" == *$'\n  Rows 1–100 of '"$ROWS"$'\n  [More] -> open.more\n'* ]]
  [[ "$output" == *$'\n  Rows 1–150 of '"$ROWS"$'\n  [More] -> open.more\n'* ]]
  # The last screen's list: the rows as a plain list (no window: numbered from 1), 50 appended.
  local last shown
  last=$(printf '%s\n' "${lines[@]}" | awk '/^== To-dos ==$/ { screen = "" } { screen = screen $0 "\n" } END { printf "%s", screen }')
  shown=$(sed -n '/^  list -> open:$/,/^  Rows /p' <<<"$last" | grep -E '^    [0-9]+\. ')
  [ "$(wc -l <<<"$shown")" -eq 150 ]
  [ "$(sed -n '1p;150p' <<<"$shown")" = "    1. To-do 1: off - Normal priority {1}
    150. To-do 150: off - Normal priority {150}" ]
  [[ "$output" != *"rows "* ]] # viper-sh's own range line is for a window only
}

# raw_host: the host on a pipe (RAW), each request sent once the one before is answered (the host
# answers host/idle when its effects are done, not in the order of the requests).
# RAW_HOST: its pid, kept at once (bash unsets RAW_PID when the coprocess ends).
raw_host() { coproc RAW { exec "$VIPER_HOST_BIN" --data-dir "$DATA" 3>&-; }; RAW_HOST=$RAW_PID; RAW_ID=0; }
# ask METHOD [PARAMS]: the host's answer to one request, in ANSWER (not a subshell's: the coprocess's
# pipes are not open in one).
ask() {
  local line
  RAW_ID=$((RAW_ID + 1))
  jq -cn --arg m "$1" --argjson id "$RAW_ID" --argjson p "${2:-null}" \
    '{jsonrpc: "2.0", id: $id, method: $m} + if $p == null then {} else {params: $p} end' >&"${RAW[1]}"
  while IFS= read -r -t 30 line <&"${RAW[0]}"; do
    [ "$(jq '.id' <<<"$line")" = "$RAW_ID" ] && { ANSWER=$line; return 0; }
  done
  return 1
}

@test "rule 8 on a raw pipe: a frontend announcing every node but list.window presses More by view/event" {
  raw_host
  local nodes='["field","toggle","form","stack","section","choice","toolbar","list.actions","list.toggle"]'
  ask initialize "{\"protocolVersion\":\"1\",\"capabilities\":{\"nodes\":$nodes}}"
  ask view/open '{"module":"todos"}'
  ask host/idle
  ask view/get '{"viewId":"v1"}'
  jq -c '.result.view' <<<"$ANSWER" >"$BATS_TEST_TMPDIR/views"
  ask view/event '{"viewId":"v1","action":"open.more"}'
  ask host/idle
  ask view/get '{"viewId":"v1"}'
  jq -c '.result.view' <<<"$ANSWER" >>"$BATS_TEST_TMPDIR/views"
  ask shutdown
  echo '{"jsonrpc":"2.0","method":"exit"}' >&"${RAW[1]}"
  wait "$RAW_HOST" || true  # ended already (and reaped) is as good
  [ "$(wc -l <"$BATS_TEST_TMPDIR/views")" -eq 2 ]
  # Before and after More: no window member; the rows, then their range and the button.
  [ "$(jq -c '[.. | objects | select(.type == "list" and .action == "open") | has("window")]' "$BATS_TEST_TMPDIR/views")" \
    = $'[false]\n[false]' ]
  [ "$(jq -c '[.. | objects | select(.type == "list") | .items[].key] | [.[0], .[-1], length, (unique | length)]' \
    "$BATS_TEST_TMPDIR/views")" = $'["1","100",100,100]\n["1","150",150,150]' ]
  [ "$(jq -c '[.. | objects | select(.type == "text" and (.text | startswith("Rows"))) | .text]' "$BATS_TEST_TMPDIR/views")" \
    = $'["Rows 1–100 of 2000"]\n["Rows 1–150 of 2000"]' ]
  [ "$(jq -c '[.. | objects | select(.type == "button" and .action == "open.more") | [.title, .enabled != false]]' \
    "$BATS_TEST_TMPDIR/views")" = $'[["More",true]]\n[["More",true]]' ]
  # The rows keep their actions and toggles (announced): list.window is the only one left out.
  [ "$(jq -c 'first(.. | objects | select(.type == "list")) | .items[0] | [has("toggle"), has("actions")]' \
    "$BATS_TEST_TMPDIR/views")" = $'[true,true]\n[true,true]' ]
}

@test "a page's row flipped, then the host killed (SIGKILL): start shows the window around the same rows, the flip saved" {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
echo \$\$ >"$BATS_TEST_TMPDIR/host.pid"
exec "$VIPER_HOST_BIN" "\$@"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
  mkfifo "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out"
  "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" \
    <"$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" 3>&- &
  local sh_pid=$! to_sh from_sh line seen=0
  exec {to_sh}>"$BATS_TEST_TMPDIR/in" {from_sh}<"$BATS_TEST_TMPDIR/out"
  # The script runs as it arrives: once the host is done with the flip (idle), the stack is printed.
  printf '%s\n' 'start' 'open todos' 'rows 1000 5' 'toggle 1002' 'idle' 'stack' >&"$to_sh"
  while IFS= read -r -t 30 line <&"$from_sh"; do
    [ "$line" = "v1 v2" ] && { seen=1; break; }
  done
  [ "$seen" -eq 1 ]
  kill -9 "$(cat "$BATS_TEST_TMPDIR/host.pid")"
  exec {to_sh}>&-
  cat <&"$from_sh" >/dev/null
  exec {from_sh}<&-
  wait "$sh_pid" || true
  run --separate-stderr "$SH" --data-dir "$DATA" -c 'start; rows 1000 5'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  # The saved anchor (row 1000, the first asked) opens the window around it, not at the top.
  [ "${lines[0]}" = "== To-dos ==" ]
  local range
  range=$(printf '%s\n' "${lines[@]}" | grep -m1 -E '^    rows [0-9]+–[0-9]+ of ')
  [[ "$range" =~ ^\ \ \ \ rows\ ([0-9]+)–([0-9]+)\ of\ $ROWS$ ]]
  [ "${BASH_REMATCH[1]}" -gt 1 ] && [ "${BASH_REMATCH[1]}" -le 1000 ] && [ "${BASH_REMATCH[2]}" -ge 1004 ]
  [[ "$output" == *$'\n    1002. [x] To-do 1002 - Normal priority {1002} [Delete] -> delete (destructive)\n'* ]]
  [ "$(printf '%s\n' "${lines[@]: -6}")" = "$(row 1000)
$(row 1001)
$(row_at 1002 1002 | sed 's/\[ \]/[x]/')
$(row 1003)
$(row 1004)
rows 1000–1004 of $ROWS" ]
}
