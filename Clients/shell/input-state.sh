# viper-sh's input glue (sourced by input.sh): the reducer's events in and its commands run. The rules
# are input-machine.jq's (one pure reducer, stepped in the mirror: mirror.jq's `machine`); this file
# turns what the user and the host do into its events, and its commands into requests and printing.
# Uses viper-sh's TOP and STACK and connection.sh (rpc, ask, mq, fields, json_str).

# SECRETS: a secure field's text, per "VIEWID/KEY", from its fill until its edit is sent: the reducer
# (and so the mirror) only ever holds SECRET_STAND_IN in its place, which send_edit swaps back.
declare -A SECRETS=()
SECRET_STAND_IN='"\u0000secret"'

# input_facts VIEWID KEY: the input KEY of the view (the mirror's facts): IN_TYPE (field, toggle,
# choice, or empty when the view has no such input), IN_KIND (a field's kind, else its type),
# IN_LABEL, IN_SEND, IN_SET, IN_SEQ, IN_MAX (maxLength or empty), IN_VALUE (a field's or a
# choice's value or a toggle's on, as JSON).
input_facts() {
  ask facts "$1" "$2"
  fields IN_TYPE IN_KIND IN_LABEL IN_SEND IN_SET IN_SEQ IN_MAX IN_VALUE
}

# event NAME VIEWID [MEMBERS [MORE]]: the reducer takes the event NAME of the view (MEMBERS: its other
# members, as JSON: ",\"key\":…"; MORE: the question's: ",\"error_id\":N", the refusal's request, or ",\"then\":EVENT", a second event at once), and
# its commands run (run_commands). Status: run_commands'.
event() {
  json_str "$2"
  mq "{\"q\":\"step\",\"event\":{\"event\":\"$1\",\"viewId\":$JSON_STR${3:-}}${4:-}}" || { echo "viper-sh: $MQ" >&2; return 1; }
  run_commands
}

# run_commands: the commands in MQ (mirror.jq's drain), in order: send_edit and send_event go to the
# host (the answer to an edit is the reducer's next event); a show_value that dropped a waiting edit
# says so (show prints what the others show: the mirror keeps it). Status 1 at the first request the
# host refuses (the commands after it are not run: viper-sh waits for each answer, so a submit whose
# waiting edit is refused stops there), 2 when the host did not answer.
run_commands() {
  local commands line name vid key seq params
  [ -n "$MQ" ] || return 0
  mapfile -t commands <<<"$MQ"
  for line in "${commands[@]}"; do
    IFS=$'\x1f' read -r name vid key seq params <<<"$line"
    case "$name" in
      send_edit) send_edit "$vid" "$key" "$seq" "$params" || return $? ;;
      send_event) rpc view/event "$params" || return $? ;;
      show_value)
        unset "SECRETS[$vid/$key]"
        echo "($key: the screen replaced its value; the edit not sent is dropped)" ;;
      *) echo "viper-sh: no such command: $name" >&2; return 1 ;;
    esac
  done
}

# send_edit VIEWID KEY SEQ PARAMS: view/input (a secure field's text put back in place of the stand-in,
# here only), then the answer to the reducer: edit_answered, or edit_refused with the host's error.
send_edit() {
  local vid=$1 key=$2 seq=$3 params=$4 status
  if [[ "$params" == *"$SECRET_STAND_IN"* ]]; then
    json_str "${SECRETS[$vid/$key]-}"
    params=${params%%"$SECRET_STAND_IN"*}$JSON_STR${params#*"$SECRET_STAND_IN"}
  fi
  unset "SECRETS[$vid/$key]"
  rpc view/input "$params"
  status=$?
  [ "$status" -ne 2 ] || return 2
  json_str "$key"
  if [ "$status" -eq 0 ]; then
    event edit_answered "$vid" ",\"key\":$JSON_STR,\"seq\":$seq" || return $?
  else
    event edit_refused "$vid" ",\"key\":$JSON_STR,\"seq\":$seq" ",\"error_id\":$ERROR_ID" || return $?
  fi
  return "$status"
}

# drain_commands: runs what the host's lines left for viper-sh (a waiting edit dropped: said).
drain_commands() { mq '{"q":"drain"}' && run_commands; }

# input_shown VIEWID KEY: what show prints for the input KEY, as JSON; input_error: its error, or null.
input_shown() { ask shown "$1" "$2" && printf '%s\n' "$MQ"; }
input_error() { ask error_shown "$1" "$2" && printf '%s\n' "$MQ"; }

# print_input VIEWID KEY: the input's lines as show prints them, unindented (a row's toggle as a toggle).
print_input() {
  ask input_lines "$1" "$2" && [ -n "$MQ" ] && printf '%s\n' "$MQ"
  return 0
}

# edit_note KEY SENT_JSON BEFORE_JSON AFTER_JSON: what a fill or a choose says when the host kept or
# changed what was sent.
edit_note() {
  json_str "$1"
  mq "{\"q\":\"edit_note\",\"key\":$JSON_STR,\"sent\":$2,\"before\":$3,\"after\":$4}" && [ -n "$MQ" ] && printf '%s\n' "$MQ"
  return 0
}

# carry_waiting OLD_TOP MODULE DEPTH: after the host was started again on its saved session (host.sh),
# the edits waiting for a submit on the old top view (the host never had them: PROTOCOL §6 rule 7;
# the mirror kept them at `forget`) wait on the restored top view when it is the same screen (MODULE)
# at the same DEPTH; the others are dropped, said.
carry_waiting() {
  local old=$1 new=$TOP same=false carried dropped k
  local -A secrets=()
  if [ -n "$old" ] && [ -n "$new" ] && [ "${#STACK[@]}" = "$3" ]; then
    ask module "$new"
    [ "$MQ" = "$2" ] && same=true
  fi
  json_str "$new"
  mq "{\"q\":\"carry\",\"view\":$JSON_STR,\"same\":$same}"
  fields carried dropped
  [ "$dropped" = 0 ] || echo "(the restored screen is not the one the edits not sent were for: they are dropped)" >&2
  IFS=$'\x1e' read -r -a carried <<<"$carried"
  for k in "${carried[@]}"; do
    [ -z "${SECRETS[$old/$k]+set}" ] || secrets[$new/$k]=${SECRETS[$old/$k]}
  done
  SECRETS=()
  for k in "${!secrets[@]}"; do SECRETS[$k]=${secrets[$k]}; done
}
