# What viper-sh holds of the views' inputs beyond the host's trees (sourced by input.sh): the seqs it
# sent, the edits waiting for a submit, the secure fields it sent a secret to; and its questions to the
# mirror about a view's inputs (queries.jq), with that overlay where show prints them. Uses viper-sh's
# TOP and STACK and connection.sh (ask, mq, fields, json_str).

# Per view and input ("VIEWID/KEY"): SEQS the latest seq sent (rule: one counter per input per
# view, from 1); WAITING a send:"submit" field's unsent text (a choice's value, as JSON),
# WAIT_SETS its `set` then and WAIT_KINDS its kind (secure, choice, or another);
# SECRET_SETS the `set` of a secure field viper-sh sent a non-empty secret to (shown as set
# while that `set` stays).
declare -A SEQS=() WAITING=() WAIT_SETS=() WAIT_KINDS=() SECRET_SETS=()

# input_facts VIEWID KEY: the input KEY of the view (the mirror's facts): IN_TYPE (field, toggle,
# choice, or empty when the view has no such input), IN_KIND (a field's kind, else its type),
# IN_LABEL, IN_SEND, IN_SET, IN_SEQ, IN_MAX (maxLength or empty), IN_VALUE (a field's or a
# choice's value or a toggle's on, as JSON).
input_facts() {
  ask facts "$1" "$2"
  fields IN_TYPE IN_KIND IN_LABEL IN_SEND IN_SET IN_SEQ IN_MAX IN_VALUE
}

# input_overlay VIEWID: what viper-sh holds of the view's inputs, for render_inputs (render.jq), as
# JSON in OVERLAY: waiting edits (a secure one as {secret: true}, never its text; a choice's as its
# JSON value) and the secure fields it set.
input_overlay() {
  local vid=$1 id waiting="" secrets="" key value
  for id in "${!WAITING[@]}"; do
    [[ "$id" == "$vid/"* ]] || continue
    json_str "${id#*/}"
    key=$JSON_STR
    case "${WAIT_KINDS[$id]}" in
      secure) value='{"secret":true}' ;;
      choice) value="{\"value\":${WAITING[$id]}}" ;;
      *) json_str "${WAITING[$id]}"; value="{\"value\":$JSON_STR}" ;;
    esac
    waiting+="${waiting:+,}$key:$value"
  done
  for id in "${!SECRET_SETS[@]}"; do
    [[ "$id" == "$vid/"* ]] || continue
    json_str "${id#*/}"
    secrets+="${secrets:+,}$JSON_STR:${SECRET_SETS[$id]}"
  done
  OVERLAY="{\"waiting\":{$waiting},\"secrets\":{$secrets}}"
}

# ask_with_overlay QUESTION VIEWID [KEY]: a question (render, input_lines, shown) with the overlay.
ask_with_overlay() {
  local view key=""
  input_overlay "$2"
  json_str "$2"
  view=$JSON_STR
  if [ $# -ge 3 ]; then json_str "$3"; key=",\"key\":$JSON_STR"; fi
  mq "{\"q\":\"$1\",\"view\":$view$key,\"o\":$OVERLAY}"
}

# input_shown VIEWID KEY: what show prints for the input KEY, as JSON: its waiting text, else the
# host's value (a toggle's on; a choice's key, null or keys; "" for a secure field, whose text is
# never shown). A waiting edit whose input the module replaced is dropped first, as show does (rule 1b).
input_shown() {
  drop_replaced "$1" >/dev/null
  ask_with_overlay shown "$1" "$2" && printf '%s\n' "$MQ"
}

# drop_replaced VIEWID: a waiting edit whose input the module replaced (its `set` changed) is dropped (rule 1b).
drop_replaced() {
  local vid=$1 id ids=() keys="" sets
  for id in "${!WAITING[@]}"; do
    [[ "$id" == "$vid/"* ]] || continue
    ids+=("$id")
    json_str "${id#*/}"
    keys+="${keys:+,}$JSON_STR"
  done
  [ ${#ids[@]} -gt 0 ] || return 0
  json_str "$vid"
  mq "{\"q\":\"sets\",\"view\":$JSON_STR,\"keys\":[$keys]}" || return 0
  mapfile -t sets <<<"$MQ"
  local i
  for i in "${!ids[@]}"; do
    id=${ids[$i]}
    if [ "${sets[$i]}" != "${WAIT_SETS[$id]}" ]; then
      unset "WAITING[$id]" "WAIT_SETS[$id]" "WAIT_KINDS[$id]"
      echo "(${id#*/}: the screen replaced its value; the edit not sent is dropped)"
    fi
  done
}

# print_input VIEWID KEY: the input's lines as show prints them, unindented (a row's toggle as a toggle).
print_input() {
  ask_with_overlay input_lines "$1" "$2" && [ -n "$MQ" ] && printf '%s\n' "$MQ"
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
# the edits waiting for a submit on the old top view (the host never had them: PROTOCOL §6 rule 7)
# go to the restored top view when it is the same screen (MODULE) at the same DEPTH, keyed by its id
# and by the `set` its inputs have now (the restored view numbers them afresh); the other views'
# go. Seqs and secrets sent to the old views go too: the host numbers seq afresh, keeps no secret.
carry_waiting() {
  local old=$1 new=$TOP id key same=0
  local -A waiting=() sets=() kinds=()
  if [ -n "$old" ] && [ -n "$new" ] && [ "${#STACK[@]}" = "$3" ]; then
    ask module "$new"
    [ "$MQ" = "$2" ] && same=1
  fi
  for id in "${!WAITING[@]}"; do
    key=${id#*/}
    [ "$same" = 1 ] && [ "${id%%/*}" = "$old" ] || continue
    input_facts "$new" "$key"
    [ -n "$IN_TYPE" ] || continue
    waiting[$new/$key]=${WAITING[$id]} sets[$new/$key]=$IN_SET kinds[$new/$key]=${WAIT_KINDS[$id]}
  done
  [ ${#WAITING[@]} -eq ${#waiting[@]} ] || echo "(the restored screen is not the one the edits not sent were for: they are dropped)" >&2
  WAITING=() WAIT_SETS=() WAIT_KINDS=() SEQS=() SECRET_SETS=()
  for id in "${!waiting[@]}"; do
    WAITING[$id]=${waiting[$id]} WAIT_SETS[$id]=${sets[$id]} WAIT_KINDS[$id]=${kinds[$id]}
  done
}
