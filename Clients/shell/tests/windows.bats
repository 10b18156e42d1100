#!/usr/bin/env bats
# Windowed lists in viper-sh (PROTOCOL §6, "Lists of any size: windows"; Clients/README.md,
# viper-sh): against the real host, on a To-dos list of 2,000 rows filled with SQL
# (fixtures/fill_todos.py): show numbers the window's rows by position and says their range;
# rows, more and less ask for pages (view/rows) and print them; a walk with more sees every row
# once while viper-sh holds one window; what the host refuses is its -32602 and the script goes
# on under try; and a frontend that does not announce list.window gets rule 8's More button.

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

# row N: the to-do at position N (its id, as fill_todos.py numbers them) as rows, more and less print it.
row() { printf '%s. [ ] To-do %s - Normal priority {%s} [Delete] -> delete (destructive)' "$1" "$1" "$1"; }
# rows A B: rows A … B, one a line.
rows() { local n; for ((n = $1; n <= $2; n++)); do row "$n"; echo; done; }

# A host wrapper that copies what viper-sh sends it to $BATS_TEST_TMPDIR/to-host.
recording_host() {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
tee "$BATS_TEST_TMPDIR/to-host" | exec "$VIPER_HOST_BIN" "\$@"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
}

@test "viper-sh announces list.window; show numbers the window's rows by position and says their range" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --data-dir "$DATA" -c 'open todos'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  jq -e 'select(.method == "initialize") | .params.capabilities.nodes | index("list.window")' \
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
  [ "$(printf '%s\n' "${lines[@]:105:23}")" = "$expected" ] || { diff <(echo "$expected") <(printf '%s\n' "${lines[@]:105:23}"); false; }
  [[ "${lines[128]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  # On the wire: FROM 1000 is from 999 (0-based); a page goes on by key, never by position.
  jq -c 'select(.method == "view/rows") | .params | del(.viewId)' "$BATS_TEST_TMPDIR/to-host" >"$BATS_TEST_TMPDIR/asked"
  [ "$(cat "$BATS_TEST_TMPDIR/asked")" = '{"list":"open","count":5,"from":999}
{"list":"open","count":5,"after":"1004"}
{"list":"open","count":5,"before":"1005"}
{"list":"open","count":3,"before":"1000"}' ]
  # show: the whole window viper-sh holds, the rows asked for and the host's margin, numbered by position.
  [ "${lines[-1]}" = "    rows 947–1049 of $ROWS" ] || { printf '%s\n' "${lines[@]: -3}"; false; }
  [ "${lines[-2]}" = "    $(row 1049)" ]
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
  [ "$(cat "$BATS_TEST_TMPDIR/walked")" = "$(rows 1 "$ROWS" | sed '$d' ; row "$ROWS")" ]
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
  [ "$(grep -c '^(rows \[FROM \[COUNT\]\]: FROM a row.s position as shown, 1 for the first; COUNT 1 … 200, the host.s limits.maxWindowRows)$' <<<"$stderr")" -eq 5 ]
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

@test "a row of a page is flipped and deleted by its key; more goes on from the row that followed" {
  run --separate-stderr "$SH" --data-dir "$DATA" \
    -c 'open todos; rows 1000 3; toggle 1002; do delete 1002; do confirm; more 2; check'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  [[ "$output" == *$'\n[x] To-do 1002 {1002}\n'* ]]
  [[ "$output" == *$'!! Delete “To-do 1002”?'* ]]
  # After the delete show printed the window, whose last row is more's start; the list has a row less.
  [[ "$output" == *$'\n    rows '*"–"*" of $((ROWS - 1))"$'\n'* ]]
  [[ "${lines[-4]}" =~ ^[0-9]+\.\ \[\ \]\ To-do\ ([0-9]+) ]]
  first=${BASH_REMATCH[1]}
  [ "${lines[-3]}" = "$(row $((first + 1)) | sed "s/^$((first + 1))\./$((first))./")" ] || true
  [[ "${lines[-2]}" == "rows "*" of $((ROWS - 1))" ]]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
}

@test "rule 8: with --no-input (no list.window) the host sends the rows, their range and a More button that appends rows" {
  run --separate-stderr "$SH" --no-input --data-dir "$DATA" -c 'open todos; do open.more'
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  [[ "$output" == *$'\n  Rows 1–100 of '"$ROWS"$'\n  [More] -> open.more\n'* ]]
  [[ "$output" == *$'\n  Rows 1–150 of '"$ROWS"$'\n  [More] -> open.more\n'* ]]
  # The rows as a plain list, numbered from 1 (no window: the list holds what it shows), appended to.
  local shown
  shown=$(printf '%s\n' "${lines[@]}" | sed -n '/^== To-dos ==$/h; /^== To-dos ==$/!H; ${x;p}' | grep -E '^    [0-9]+\. ')
  [ "$(wc -l <<<"$shown")" -eq 150 ]
  [ "$(sed -n '150p' <<<"$shown")" = "    150. To-do 150 - Normal priority {150}" ]
  [ "$(grep -c 'rows' <<<"$output")" -eq 0 ]
}

@test "rule 8 on a raw pipe: a frontend announcing every node but list.window presses More by view/event" {
  local nodes='["field","toggle","form","stack","section","choice","toolbar","list.actions","list.toggle"]'
  {
    jq -cn --argjson n "$nodes" '{jsonrpc:"2.0",id:1,method:"initialize",params:{protocolVersion:"1",capabilities:{nodes:$n}}}'
    echo '{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"todos"}}'
    echo '{"jsonrpc":"2.0","id":3,"method":"host/idle"}'
    echo '{"jsonrpc":"2.0","id":4,"method":"view/get","params":{"viewId":"v1"}}'
    echo '{"jsonrpc":"2.0","id":5,"method":"view/event","params":{"viewId":"v1","action":"open.more"}}'
    echo '{"jsonrpc":"2.0","id":6,"method":"host/idle"}'
    echo '{"jsonrpc":"2.0","id":7,"method":"view/get","params":{"viewId":"v1"}}'
  } >"$BATS_TEST_TMPDIR/requests"
  run --separate-stderr "$SH" --raw --data-dir "$DATA" <"$BATS_TEST_TMPDIR/requests"
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  printf '%s\n' "${lines[@]}" | jq -c 'select(.id == 4 or .id == 7) | .result.view' >"$BATS_TEST_TMPDIR/views"
  [ "$(wc -l <"$BATS_TEST_TMPDIR/views")" -eq 2 ]
  # Before and after More: no window member; the rows, then their range and the button.
  jq -e '[.. | objects | select(.type == "list")] | length == 1 and all(.[]; has("window") | not)' "$BATS_TEST_TMPDIR/views" >/dev/null
  keys() { jq -c '[.. | objects | select(.type == "list") | .items[].key]' "$BATS_TEST_TMPDIR/views" | sed -n "$1p"; }
  [ "$(keys 1)" = "$(jq -c '[range(1; 101) | tostring]' <<<null)" ]
  [ "$(keys 2)" = "$(jq -c '[range(1; 151) | tostring]' <<<null)" ]
  [ "$(jq -c '[.. | objects | select(.type == "text" and (.text | startswith("Rows"))) | .text]' "$BATS_TEST_TMPDIR/views")" \
    = $'["Rows 1–100 of 2000"]\n["Rows 1–150 of 2000"]' ]
  [ "$(jq -c '[.. | objects | select(.type == "button" and .action == "open.more") | .title]' "$BATS_TEST_TMPDIR/views")" \
    = $'["More"]\n["More"]' ]
  # The rows keep their actions and toggles (announced): list.window is the only one left out.
  jq -e 'first(.. | objects | select(.type == "list")) | .items[0] | has("toggle") and has("actions")' \
    <(sed -n 2p "$BATS_TEST_TMPDIR/views") >/dev/null
}
