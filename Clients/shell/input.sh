# Input for viper-sh (sourced by viper-sh): fill, toggle, choose and submit on the top view's
# fields, toggles (a list row's too), choices and forms (PROTOCOL §6, "Input" and "Controls";
# Clients/README.md, viper-sh). Uses viper-sh's TOP, REVS and show_view, and connection.sh (rpc,
# and ask/mq: the mirror's answers about a view, queries.jq). The inputs of a view are render.jq's
# `inputs` (a row's toggle as a toggle keyed by the row).
#
# The rules are the reducer's (input-machine.jq): a command here is its events (a fill: user_edit,
# then focus_moved to nothing; a toggle or a choose: user_edit; a submit: submit_pressed), whose
# commands input-state.sh runs. viper-sh waits for each answer, so an edit it sent is answered
# (the host's tree carries its seq) before the next command runs, and what it shows is the host's
# value (rules 1a, 2), but for a send:"submit" field's edit, which waits for its form's submit
# (rule 4) and shows as typed. A secret stays in this process's memory only (SECRETS): it reaches
# the host through a pipe, never an argument list, a file, the history or the mirror (the reducer
# gets a stand-in), and is never printed.

# shellcheck source=input-state.sh
source "$HERE/input-state.sh"

# unescape TEXT: TEXT with \n as a line break and \\ as a backslash, in UNESCAPED.
unescape() {
  local text=${1//\\\\/$'\x01'}
  text=${text//\\n/$'\n'}
  UNESCAPED=${text//$'\x01'/\\}
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
  local vid key=${1%% *} text="" before status value
  [ -n "$key" ] || { echo "usage: fill KEY [TEXT]" >&2; return 1; }
  [ "$key" != "$1" ] && text=${1#* }
  vid=$TOP
  [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
  input_facts "$vid" "$key"
  wrong_command fill "$key" && return 1
  if [ "$IN_KIND" = secure ] && [ "$key" = "$1" ] && [ -t 0 ]; then
    IFS= read -r -s -p "$IN_LABEL (not shown): " text
    echo >&2
  else
    unescape "$text"
    text=$UNESCAPED
  fi
  # A send:"submit" field's edit waits: one longer than maxLength is said at once, not at the submit
  # (characters, as the host counts them: the mirror's count, when bash's locale counts bytes). The
  # others go, and the host judges them (its refusal shows at the field).
  if [ "$IN_SEND" = submit ] && [ -n "$IN_MAX" ] && [ "${#text}" -gt "$IN_MAX" ]; then
    json_str "$text"
    mq "{\"q\":\"length\",\"text\":$JSON_STR}"
    if [ "$MQ" -gt "$IN_MAX" ]; then
      echo "error: $key takes at most $IN_MAX characters" >&2
      return 1
    fi
  fi
  before=$IN_VALUE
  # A fill is the user's edit, then the field left (to nothing): the reducer sends it, or it waits.
  if [ "$IN_KIND" = secure ]; then
    value='""'
    [ -z "$text" ] || { SECRETS[$vid/$key]=$text; value=$SECRET_STAND_IN; }
  else
    json_str "$text"
    value=$JSON_STR
  fi
  json_str "$vid"
  local leave="{\"event\":\"focus_moved\",\"viewId\":$JSON_STR,\"key\":null}"
  json_str "$key"
  event user_edit "$vid" ",\"key\":$JSON_STR,\"value\":$value" ",\"then\":$leave"
  status=$?
  [ "$status" -eq 2 ] && return 2
  [ -n "$IN_TYPE" ] || return "$status"
  print_input "$vid" "$key"
  if [ "$IN_KIND" != secure ] && [ "$IN_SEND" != submit ]; then
    input_facts "$vid" "$key"
    edit_note "$key" "$value" "$before" "$IN_VALUE"
  fi
  return "$status"
}

# toggle KEY [on|off]: flips the toggle KEY of the top view, or sets it.
toggle_command() {
  local vid key=${1%% *} arg="" on status
  [ -n "$key" ] || { echo "usage: toggle KEY [on|off]" >&2; return 1; }
  [ "$key" != "$1" ] && arg=${1#* }
  vid=$TOP
  [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
  input_facts "$vid" "$key"
  wrong_command toggle "$key" && return 1
  case "$arg" in
    on|true) on=true ;;
    off|false) on=false ;;
    "") if [ "$IN_VALUE" = true ]; then on=false; else on=true; fi ;;
    *) echo "usage: toggle KEY [on|off]" >&2; return 1 ;;
  esac
  json_str "$key"
  event user_edit "$vid" ",\"key\":$JSON_STR,\"value\":$on"
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
  vid=$TOP
  [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
  input_facts "$vid" "$key"
  wrong_command choose "$key" && return 1
  # The words as keys (or numbers), or JSON as keys; for no such choice, as given (the host says so).
  json_str "$args"
  ask choose "$vid" "$key" ",\"args\":$JSON_STR"
  value=$MQ
  case "$value" in
    ok$'\t'*) value=${value#ok$'\t'} ;;
    *) echo "error: ${value#error$'\t'}" >&2; return 1 ;;
  esac
  before=$IN_VALUE
  json_str "$key"
  event user_edit "$vid" ",\"key\":$JSON_STR,\"value\":$value"
  status=$?
  [ "$status" -eq 2 ] && return 2
  [ -n "$IN_TYPE" ] || return "$status"
  print_input "$vid" "$key"
  if [ "$IN_SEND" != submit ]; then
    input_facts "$vid" "$key"
    edit_note "$key" "$value" "$before" "$IN_VALUE"
  fi
  return "$status"
}

# submit [FORM]: the form's waiting edits in tree order (rule 4), then its submit action (rule 5);
# the view as the answer left it when the form is pending, then (host/idle) as the host is done,
# then the form's errors.
submit_command() {
  local vid key forms action keys
  vid=$TOP
  [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
  key=$1
  ask forms "$vid" "$key"
  fields forms action keys
  if [ -z "$key" ]; then
    case "$forms" in
      "") echo "error: the view has no form" >&2; return 1 ;;
      *" "*) echo "error: which form? submit FORM (the view has: $forms)" >&2; return 1 ;;
      *) key=$forms
         ask forms "$vid" "$key"
         fields forms action keys ;;
    esac
  fi
  [ -n "$action" ] || { echo "error: the view has no form '$key' (it has: ${forms:-none})" >&2; return 1; }
  drain_commands
  # The reducer sends the form's waiting edits in tree order, then its submit (view/event).
  json_str "$key"
  event submit_pressed "$vid" ",\"form\":$JSON_STR" || return $?
  ask form_pending "$vid" "$key"
  [ "$MQ" != true ] || show_view "$vid"
  rpc host/idle || return $?
  show_view
  [ "$TOP" = "$vid" ] || return 0
  ask form_errors "$vid" "$key"
  [ -z "$MQ" ] || printf '%s\n' "$MQ"
}

# is_secret_line LINE: LINE fills a secure field of the top view with its text (kept out of the history).
is_secret_line() {
  local line=$1 vid key
  [[ "$line" =~ ^[[:space:]]*(try[[:space:]]+)?fill[[:space:]]+([^[:space:]]+)[[:space:]] ]] || return 1
  key=${BASH_REMATCH[2]}
  vid=$TOP
  [ -n "$vid" ] || return 0
  input_facts "$vid" "$key"
  [ "$IN_KIND" = secure ] || [ -z "$IN_TYPE" ]
}
