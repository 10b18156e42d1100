# Input for viper-sh (sourced by viper-sh): fill, toggle, choose and submit on the top view's
# fields, toggles (a list row's too), choices and forms (PROTOCOL §6, "Input" and "Controls";
# Clients/README.md, viper-sh). Uses viper-sh's HERE, VIEWS, RESULT, rpc, top and show_view.
# The inputs of a view are render.jq's `inputs` (a row's toggle as a toggle keyed by the row).
#
# viper-sh waits for each answer, so an edit it sent is answered (the host's tree carries its
# seq) before the next command runs, and what it shows is the host's value (rules 1a, 2), but
# for a send:"submit" field's edit, which waits for its form's submit (rule 4) and shows as typed.
# A secret stays in this process's memory only: it reaches jq and the host through pipes, never
# an argument list, a file or the history, and is never printed.

# Per view and input ("VIEWID/KEY"): SEQS the latest seq sent (rule: one counter per input per
# view, from 1); WAITING a send:"submit" field's unsent text (a choice's value, as JSON) and
# WAIT_SETS its `set` then;
# SECRET_SETS the `set` of a secure field viper-sh sent a non-empty secret to (shown as set
# while that `set` stays).
declare -A SEQS=() WAITING=() WAIT_SETS=() SECRET_SETS=()

# input_facts VIEWID KEY: the input KEY of the view, in one jq call: IN_TYPE (field, toggle,
# choice, or empty when the view has no such input), IN_KIND (a field's kind, else its type),
# IN_LABEL, IN_SEND, IN_SET, IN_SEQ, IN_MAX (maxLength or empty), IN_VALUE (a field's or a
# choice's value or a toggle's on, as JSON).
input_facts() {
  IFS=$'\x1f' read -r IN_TYPE IN_KIND IN_LABEL IN_SEND IN_SET IN_SEQ IN_MAX IN_VALUE < <(jq -r -L "$HERE" --arg k "$2" '
    include "render"; input($k) // {}
    | [.type // "", .kind // .type // "", .label // "", .send // "", .set // 0, .seq // 0, .maxLength // "",
       (if .type == "toggle" then .on // false else .value // null end | tojson)] | map(tostring) | join("\u001f")' \
    <<<"${VIEWS[$1]:-null}")
}

# input_overlay VIEWID: what viper-sh holds of the view's inputs, for render_inputs (render.jq):
# waiting edits (a secure one as {secret: true}, never its text; a choice's as its JSON value)
# and the secure fields it set.
input_overlay() {
  local vid=$1 id key plain=() secure=() chosen=() sets=()
  for id in "${!WAITING[@]}"; do
    [[ "$id" == "$vid/"* ]] || continue
    key=${id#*/}
    case "$(input_kind "$vid" "$key")" in
      secure) secure+=("$key") ;;
      choice) chosen+=("$key" "${WAITING[$id]}") ;;
      *) plain+=("$key" "${WAITING[$id]}") ;;
    esac
  done
  for id in "${!SECRET_SETS[@]}"; do
    [[ "$id" == "$vid/"* ]] && sets+=("${id#*/}" "${SECRET_SETS[$id]}")
  done
  jq -cn --argjson np "${#plain[@]}" --argjson ns "${#secure[@]}" --argjson nc "${#chosen[@]}" '$ARGS.positional as $a
    | ($np + $ns) as $c | ($c + $nc) as $s
    | {waiting: ([range(0; $np; 2) as $i | {key: $a[$i], value: {value: $a[$i + 1]}}]
                 + [range($np; $c) as $i | {key: $a[$i], value: {secret: true}}]
                 + [range($c; $s; 2) as $i | {key: $a[$i], value: {value: ($a[$i + 1] | fromjson)}}] | from_entries),
       secrets: ([range($s; $a | length; 2) as $i | {key: $a[$i], value: ($a[$i + 1] | tonumber)}] | from_entries)}' \
    --args "${plain[@]}" "${secure[@]}" "${chosen[@]}" "${sets[@]}"
}

# input_shown VIEWID KEY: what show prints for the input KEY, as JSON: its waiting text, else the
# host's value (a toggle's on; a choice's key, null or keys; "" for a secure field, whose text is
# never shown). A waiting edit whose input the module replaced is dropped first, as show does (rule 1b).
input_shown() {
  drop_replaced "$1" >/dev/null
  jq -c -L "$HERE" --arg k "$2" --argjson o "$(input_overlay "$1")" 'include "render"; input($k)
    | if .type == "toggle" then .on == true elif .kind == "secure" then ""
      elif $o.waiting | has($k) then $o.waiting[$k].value elif .type == "choice" then .value else .value // "" end' \
    <<<"${VIEWS[$1]:-null}"
}

# input_kind VIEWID KEY: a field's kind, else the input's type (toggle, choice), else "".
input_kind() { jq -r -L "$HERE" --arg k "$2" 'include "render"; input($k) | .kind // .type // ""' <<<"${VIEWS[$1]:-null}"; }

# drop_replaced VIEWID: a waiting edit whose input the module replaced (its `set` changed) is dropped (rule 1b).
drop_replaced() {
  local vid=$1 id set
  for id in "${!WAITING[@]}"; do
    [[ "$id" == "$vid/"* ]] || continue
    set=$(jq -r -L "$HERE" --arg k "${id#*/}" 'include "render"; (input($k) // {}) | .set // "gone"' <<<"${VIEWS[$vid]:-null}")
    if [ "$set" != "${WAIT_SETS[$id]}" ]; then
      unset "WAITING[$id]" "WAIT_SETS[$id]"
      echo "(${id#*/}: the screen replaced its value; the edit not sent is dropped)"
    fi
  done
}

# print_input VIEWID KEY: the input's lines as show prints them, unindented (a row's toggle as a toggle).
print_input() {
  jq -r -L "$HERE" --arg k "$2" --argjson o "$(input_overlay "$1")" 'include "render"; input($k) | lines(0; $o)[]' <<<"${VIEWS[$1]}"
}

# unescape TEXT: TEXT with \n as a line break and \\ as a backslash, in UNESCAPED.
unescape() {
  local text=${1//\\\\/$'\x01'}
  text=${text//\\n/$'\n'}
  UNESCAPED=${text//$'\x01'/\\}
}

# send_edit VIEWID KEY KIND TEXT|JSON [LEFT]: view/input with the input's next seq (after its
# seq in the view and the last one sent), with left: true (a fill is typing the whole text and
# leaving the field) unless LEFT is false (a send:"submit" field's edit, sent by its form's submit:
# no leaving, rule 4); a secure field's text as `secret`; a toggle's (true, false) and a choice's
# value (JSON) as it is, never with left. Uses input_facts' IN_SEQ. Status 1 when
# the host refuses it (its error on stderr).
send_edit() {
  local vid=$1 key=$2 kind=$3 text=$4 left=${5:-true} id="$1/$2" seq=$IN_SEQ params status answered
  [ "${SEQS[$id]:-0}" -gt "$seq" ] && seq=${SEQS[$id]}
  seq=$((seq + 1))
  SEQS[$id]=$seq
  case "$kind" in
    toggle | choice) params=$(jq -cn --arg v "$vid" --arg k "$key" --argjson s "$seq" --argjson x "$text" '{viewId:$v,key:$k,seq:$s,value:$x}') ;;
    secure) params=$(printf '%s' "$text" | jq -cRs --arg v "$vid" --arg k "$key" --argjson s "$seq" --argjson l "$left" '{viewId:$v,key:$k,seq:$s,secret:.} + if $l then {left:true} else {} end') ;;
    *) params=$(printf '%s' "$text" | jq -cRs --arg v "$vid" --arg k "$key" --argjson s "$seq" --argjson l "$left" '{viewId:$v,key:$k,seq:$s,value:.} + if $l then {left:true} else {} end') ;;
  esac
  rpc view/input "$params"
  status=$?
  [ "$status" -eq 2 ] && return 2
  input_facts "$vid" "$key"
  if [ "$kind" = secure ]; then
    unset "SECRET_SETS[$id]"
    [ "$status" -eq 0 ] && [ -n "$text" ] && SECRET_SETS[$id]=$IN_SET
  fi
  if [ "$status" -eq 0 ]; then
    answered=${RESULT#*\"seq\":}
    answered=${answered%%[,\}]*}
    [ "$answered" = "$seq" ] || echo "viper-sh: the host has edit $answered of $key, not $seq" >&2
  fi
  return "$status"
}

# wrong_command COMMAND KEY: says which command edits the input input_facts found, when it is not COMMAND.
wrong_command() {
  local right
  case "$IN_TYPE" in
    field) right="fill $2 TEXT" ;;
    toggle) right="toggle $2" ;;
    choice) right="choose $2 OPTION…" ;;
    *) return 1 ;;
  esac
  [ "${right%% *}" != "$1" ] || return 1
  echo "error: $2 is a $IN_TYPE: try '$right'" >&2
}

# fill KEY [TEXT]: types TEXT (\n: a line break) into the field KEY of the top view and leaves it.
fill_command() {
  local vid key=${1%% *} text="" before status
  [ -n "$key" ] || { echo "usage: fill KEY [TEXT]" >&2; return 1; }
  [ "$key" != "$1" ] && text=${1#* }
  vid=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  input_facts "$vid" "$key"
  wrong_command fill "$key" && return 1
  if [ "$IN_KIND" = secure ] && [ "$key" = "$1" ] && [ -t 0 ]; then
    IFS= read -r -s -p "$IN_LABEL (not shown): " text
    echo >&2
  else
    unescape "$text"
    text=$UNESCAPED
  fi
  if [ -n "$IN_MAX" ] && [ "$(printf '%s' "$text" | jq -Rs 'length')" -gt "$IN_MAX" ]; then
    echo "error: $key takes at most $IN_MAX characters" >&2
    return 1
  fi
  if [ "$IN_SEND" = submit ]; then
    # Rule 4: it goes with its form's submit; shown as typed until then.
    WAITING[$vid/$key]=$text
    WAIT_SETS[$vid/$key]=$IN_SET
    print_input "$vid" "$key"
    return 0
  fi
  before=$IN_VALUE
  send_edit "$vid" "$key" "${IN_KIND:-text}" "$text"
  status=$?
  [ "$status" -eq 2 ] && return 2
  [ -n "$IN_TYPE" ] || return "$status"
  print_input "$vid" "$key"
  [ "$IN_KIND" = secure ] || printf '%s' "$text" | jq -rRs --argjson before "$before" --argjson after "$IN_VALUE" --arg k "$key" '
    if $after == . then empty
    elif $after == $before then "(\($k): the screen refused \(tojson) and kept \($after | tojson))"
    else "(\($k): the screen made \(tojson) into \($after | tojson))" end'
  return "$status"
}

# toggle KEY [on|off]: flips the toggle KEY of the top view, or sets it.
toggle_command() {
  local vid key=${1%% *} arg="" on status
  [ -n "$key" ] || { echo "usage: toggle KEY [on|off]" >&2; return 1; }
  [ "$key" != "$1" ] && arg=${1#* }
  vid=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  input_facts "$vid" "$key"
  wrong_command toggle "$key" && return 1
  case "$arg" in
    on|true) on=true ;;
    off|false) on=false ;;
    "") if [ "$IN_VALUE" = true ]; then on=false; else on=true; fi ;;
    *) echo "usage: toggle KEY [on|off]" >&2; return 1 ;;
  esac
  send_edit "$vid" "$key" toggle "$on"
  status=$?
  [ "$status" -ne 2 ] && [ -n "$IN_TYPE" ] && print_input "$vid" "$key"
  return "$status"
}

# choose KEY [OPTION…]: makes the value of the choice KEY of the top view the OPTIONs, each an
# option's key or its number in show (a key first), or JSON (a key, null, or an array of keys);
# none: no option. One view/input with the whole value: a key or null, or for a multiple choice
# the keys in the options' order ([]: none). Then it prints the choice as the host has it.
choose_command() {
  local vid key=${1%% *} args="" value before status
  [ -n "$key" ] || { echo "usage: choose KEY [OPTION…]" >&2; return 1; }
  [ "$key" != "$1" ] && args=${1#* }
  vid=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  input_facts "$vid" "$key"
  wrong_command choose "$key" && return 1
  # The words as keys (or numbers), or JSON as keys; for no such choice, as given (the host says so).
  value=$(jq -r -L "$HERE" --arg k "$key" --arg a "$args" 'include "render"; (input($k) // null) as $c | [$c.options[]?.key] as $keys
    | def named: . as $w | if any($keys[]; . == $w) or $c == null then $w
        elif test("^[0-9]+$") and (tonumber | . >= 1 and . <= ($keys | length)) then $keys[tonumber - 1]
        else error("\($k) has no option \(tojson) (its options: \([$keys | to_entries[] | "\(.key + 1) \(.value)"] | join(", ")))") end;
    try (if $a | test("^\\s*([\\[\"]|null\\s*$)") then [$a | fromjson?] | if length == 1 then .[0] else error("not JSON: \($a)") end
         else [$a | splits("\\s+") | select(. != "") | named] | if $c == null and length < 2 then .[0] else . end end
      | if $c == null then .
        elif if type == "array" then any(.[]; type != "string") else type != "string" and . != null end then
          error("an option is its key, a string")
        elif $c.multiple then ((if type == "array" then . elif . == null then [] else [.] end) | map(named)) as $chosen
          | [$keys[] | select(IN($chosen[]))]
        elif type != "array" then (if . == null then null else named end)
        elif length > 1 then error("\($k) takes one option (it is not multiple)")
        else (.[0] // null | if . == null then null else named end) end
      | "ok\t\(tojson)")
    catch "error\t\(.)"' <<<"${VIEWS[$vid]:-null}")
  case "$value" in
    ok$'\t'*) value=${value#ok$'\t'} ;;
    *) echo "error: ${value#error$'\t'}" >&2; return 1 ;;
  esac
  if [ "$IN_SEND" = submit ]; then
    # Rule 4: it goes with its form's submit; shown as chosen until then.
    WAITING[$vid/$key]=$value
    WAIT_SETS[$vid/$key]=$IN_SET
    print_input "$vid" "$key"
    return 0
  fi
  before=$IN_VALUE
  send_edit "$vid" "$key" choice "$value"
  status=$?
  [ "$status" -eq 2 ] && return 2
  [ -n "$IN_TYPE" ] || return "$status"
  print_input "$vid" "$key"
  jq -rn --argjson sent "$value" --argjson before "$before" --argjson after "$IN_VALUE" --arg k "$key" '
    if $after == $sent then empty
    elif $after == $before then "(\($k): the screen refused \($sent | tojson) and kept \($after | tojson))"
    else "(\($k): the screen made \($sent | tojson) into \($after | tojson))" end'
  return "$status"
}

# submit [FORM]: the form's waiting edits in tree order (rule 4), then its submit action (rule 5);
# the view as the answer left it when the form is pending, then (host/idle) as the host is done,
# then the form's errors.
submit_command() {
  local vid form key keys forms
  vid=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  forms=$(jq -r '[.. | objects | select(.type == "form") | .key] | join(" ")' <<<"${VIEWS[$vid]}")
  key=$1
  if [ -z "$key" ]; then
    case "$forms" in
      "") echo "error: the view has no form" >&2; return 1 ;;
      *" "*) echo "error: which form? submit FORM (the view has: $forms)" >&2; return 1 ;;
      *) key=$forms ;;
    esac
  fi
  form=$(jq -c --arg k "$key" 'first(.. | objects | select(.type == "form" and .key == $k)) // empty' <<<"${VIEWS[$vid]}")
  [ -n "$form" ] || { echo "error: the view has no form '$key' (it has: ${forms:-none})" >&2; return 1; }
  drop_replaced "$vid"
  mapfile -t keys < <(jq -r '.. | objects | select(.type == "field" or .type == "choice") | .key' <<<"$form")
  local k
  for k in "${keys[@]}"; do
    [ -n "${WAITING[$vid/$k]+set}" ] || continue
    local text=${WAITING[$vid/$k]}
    unset "WAITING[$vid/$k]" "WAIT_SETS[$vid/$k]"
    input_facts "$vid" "$k"
    send_edit "$vid" "$k" "$IN_KIND" "$text" false || { local status=$?; [ $status -eq 1 ] && print_input "$vid" "$k"; return $status; }
  done
  rpc view/event "$(jq -cn --arg v "$vid" --arg a "$(jq -r '.submit.action' <<<"$form")" '{viewId:$v,action:$a}')" || return $?
  if [ "$(jq -r --arg k "$key" 'first(.. | objects | select(.type == "form" and .key == $k) | .pending)' <<<"${VIEWS[$vid]}")" = true ]; then
    show_view "$vid"
  fi
  rpc host/idle || return $?
  show_view
  [ "$(top)" = "$vid" ] || return 0
  jq -r --arg k "$key" 'first(.. | objects | select(.type == "form" and .key == $k))
    | ((.message // "") | select(. != "") | "! \($k): \(.)"),
      (.. | objects | select((.type == "field" or .type == "choice") and (.error // "") != "") | "! \(.key): \(.error)")' <<<"${VIEWS[$vid]}"
}

# is_secret_line LINE: LINE fills a secure field of the top view with its text (kept out of the history).
is_secret_line() {
  local line=$1 vid key
  [[ "$line" =~ ^[[:space:]]*(try[[:space:]]+)?fill[[:space:]]+([^[:space:]]+)[[:space:]] ]] || return 1
  key=${BASH_REMATCH[2]}
  vid=$(top) || return 0
  input_facts "$vid" "$key"
  [ "$IN_KIND" = secure ] || [ -z "$IN_TYPE" ]
}
