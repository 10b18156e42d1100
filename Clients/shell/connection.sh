# The connection of viper-sh (sourced by viper-sh): requests, the host's notifications, and
# viper-sh's own copy of each view, kept from view/update and view/patch by the mirror: ONE jq
# for the whole session (mirror.jq), which holds the copies and answers every question about
# them, so that a command starts no process (a jq started per question cost ~30 ms each).
# Uses viper-sh's HERE, TIMEOUT, TO_HOST, FROM_HOST, NEXT_ID, REVS, STALE, STACK, TOP and RESULT_ID
# (the id of the request whose result the mirror answers about), and host.sh's host_ended.

MIRROR_PROGRAM='include "mirror"; foreach inputs as $line ({}; step($line); .out + "\u0000")'

# start_mirror: the mirror, its input MIRROR_IN and output MIRROR_OUT; through two FIFOs in a
# directory removed at once (the open descriptors stay): no coproc, which bash has one of (the host's).
start_mirror() {
  local dir
  dir=$(mktemp -d "${TMPDIR:-/tmp}/viper-sh.XXXXXX") || return 1
  mkfifo -m 600 "$dir/in" "$dir/out" || return 1
  jq -n -R -j --unbuffered -L "$HERE" "$MIRROR_PROGRAM" <"$dir/in" >"$dir/out" &
  MIRROR_PID=$!
  exec {MIRROR_IN}>"$dir/in" {MIRROR_OUT}<"$dir/out"
  rm -rf "$dir"
}

stop_mirror() {
  exec {MIRROR_IN}>&- {MIRROR_OUT}<&-
  wait "$MIRROR_PID" 2>/dev/null
}

# mq LINE: asks the mirror (a JSON question, or "H" and a line of the host); its answer in MQ.
# Status 1 when the question failed (MQ: why).
mq() {
  printf '%s\n' "$1" >&"$MIRROR_IN"
  # 60 s: a guard against a hang only (an answer takes a millisecond or so).
  IFS= read -r -d '' -t 60 -u "$MIRROR_OUT" MQ || {
    echo "viper-sh: its jq (the copies of the views) stopped answering" >&2
    exit 2
  }
  [[ "$MQ" == $'\x15'* ]] || return 0
  MQ=${MQ:1}
  return 1
}

# fields NAME…: MQ's fields (\x1f between) into the variables NAME…, the last one taking the rest.
fields() {
  local rest=$MQ
  while [ $# -gt 1 ]; do
    printf -v "$1" '%s' "${rest%%$'\x1f'*}"
    if [[ "$rest" == *$'\x1f'* ]]; then rest=${rest#*$'\x1f'}; else rest=""; fi
    shift
  done
  printf -v "$1" '%s' "$rest"
}

# json_str TEXT: TEXT as a JSON string, in JSON_STR (no process: control characters escaped here).
json_str() {
  local s=${1//\\/\\\\} c code
  s=${s//\"/\\\"}
  if [[ "$s" == *[[:cntrl:]]* ]]; then
    s=${s//$'\n'/\\n}
    s=${s//$'\t'/\\t}
    s=${s//$'\r'/\\r}
    while [[ "$s" =~ [[:cntrl:]] ]]; do
      c=${BASH_REMATCH[0]}
      printf -v code '\\u%04x' "'$c"
      s=${s//"$c"/$code}
    done
  fi
  JSON_STR="\"$s\""
}

# ask QUESTION VIEWID [KEY [MORE]]: a question about a view (queries.jq), through mq; MORE: more
# members of the question, as JSON (",\"args\":…").
ask() {
  local view key=""
  json_str "$2"
  view=$JSON_STR
  if [ $# -ge 3 ]; then json_str "$3"; key=",\"key\":$JSON_STR"; fi
  mq "{\"q\":\"$1\",\"view\":$view$key${4:-}}"
}

# result_part WHAT: a part of the last result (mirror.jq's result_part), in MQ.
result_part() { mq "{\"q\":\"result\",\"id\":$RESULT_ID,\"what\":\"$1\"}"; }

# read_line: the host's next line in LINE (the transport: tests/frontend-cases.sh puts a scripted
# host here). Status 1 at the end of its output, over 128 when it sent nothing for TIMEOUT seconds.
read_line() { IFS= read -r -t "$TIMEOUT" -u "$FROM_HOST" LINE; }

# read_message: the host's next message, taken into the copies by the mirror: MSG_KIND (update,
# patch, skip, gap, navigate, closed, notice, junk, result, error, or ended: the host's end, which
# host.sh's wrapper writes after the host's last line), MSG_ID (a rev or a request's id), MSG_VIEW,
# MSG_TEXT (a message, the stack, the host's exit status). Status: read_line's.
read_message() {
  LINE=""
  while [ -z "$LINE" ]; do read_line || return; done
  if [[ "$LINE" == '{"viper-sh-host-ended":'* ]]; then
    MSG_KIND=ended MSG_ID="" MSG_VIEW="" MSG_TEXT=${LINE//[!0-9]/}
    return 0
  fi
  mq "H$LINE" || MQ=$'junk\x1f\x1f\x1f'"$MQ"
  fields MSG_KIND MSG_ID MSG_VIEW MSG_TEXT
}

# take_notification: applies read_message's notification to viper-sh's own records (the mirror
# holds the views); status 1 for what is not one (a response, the host's end).
take_notification() {
  case "$MSG_KIND" in
    update) REVS[$MSG_VIEW]=$MSG_ID; unset "STALE[$MSG_VIEW]" ;;
    patch) REVS[$MSG_VIEW]=$MSG_ID ;;
    skip | notice) ;;
    gap) STALE[$MSG_VIEW]=gap; printf '%s\n' "$MSG_TEXT" >&2 ;;
    navigate)
      read -r -a STACK <<<"$MSG_TEXT"
      TOP=""; [ ${#STACK[@]} -eq 0 ] || TOP=${STACK[${#STACK[@]}-1]} ;;
    closed)
      unset "REVS[$MSG_VIEW]" "STALE[$MSG_VIEW]"
      [ -z "$MSG_TEXT" ] || printf '%s\n' "$MSG_TEXT" >&2 ;;
    junk) printf 'viper-sh: the host wrote a line that is not a message: %s\n' "${MSG_TEXT:0:200}" >&2 ;;
    *) return 1 ;;
  esac
}

# settle: one view/get for each view with a gap (STALE: gap); RESULT_ID is kept. Until its answer
# the view is STALE: asked (its patches are older than the answer); a view/update or a close
# meanwhile ends that, and the answer is then not needed.
settle() {
  local vid view saved=$RESULT_ID
  for vid in "${!STALE[@]}"; do
    [ "${STALE[$vid]:-}" = gap ] || continue
    STALE[$vid]=asked
    json_str "$vid"
    view=$JSON_STR
    if rpc view/get "{\"viewId\":$view}" && [ "${STALE[$vid]:-}" = asked ]; then
      mq "{\"q\":\"install\",\"view\":$view,\"id\":$RESULT_ID}" && [ -n "$MQ" ] && REVS[$vid]=$MQ
    fi
    [ "${STALE[$vid]:-}" != asked ] || unset "STALE[$vid]"
  done
  RESULT_ID=$saved
}

# rpc METHOD [PARAMS_JSON]: applies the notifications it causes; the result is the mirror's (RESULT_ID).
# Status 1: the host's error (on stderr); 2: no answer (the host ended: host_ended, or it was silent).
rpc() {
  local method=$1 params=${2:-} id=$NEXT_ID status=1 request got
  NEXT_ID=$((NEXT_ID + 1))
  [ -z "$HOST_ENDED" ] || return 2
  json_str "$method"
  request="{\"jsonrpc\":\"2.0\",\"id\":$id,\"method\":$JSON_STR${params:+,\"params\":$params}}"
  # A builtin's write: the params (a secret too) are in no argument list (ps shows those). A host
  # gone makes it fail (SIGPIPE is ignored): reading then finds how it ended.
  printf '%s\n' "$request" >&"$TO_HOST" 2>/dev/null
  while true; do
    read_message
    got=$?
    if [ $got -gt 128 ]; then echo "viper-sh: the host did not answer $method in ${TIMEOUT} s" >&2; return 2; fi
    [ $got -eq 0 ] || { host_ended "" "$method"; return 2; }
    take_notification && continue
    case "$MSG_KIND" in
      result) [ "$MSG_ID" = "$id" ] && { RESULT_ID=$id; status=0; break; } ;;
      error) [ "$MSG_ID" = "$id" ] && { ERROR_ID=$id; printf '%s\n' "$MSG_TEXT" >&2; break; } ;;
      ended) host_ended "$MSG_TEXT" "$method"; return 2 ;;
    esac
  done
  [ ${#STALE[@]} -eq 0 ] || settle
  return $status
}

# check_view [VIEWID]: view/get, compared with viper-sh's copy: the first differing path and
# a unified diff on stderr and status 1 when they differ.
check_view() {
  local vid=${1:-$TOP} kind path host mine
  [ -n "$vid" ] || { echo "usage: check [VIEWID]" >&2; return 1; }
  json_str "$vid"
  local view=$JSON_STR
  rpc view/get "{\"viewId\":$view}" || return 1
  mq "{\"q\":\"check\",\"view\":$view,\"id\":$RESULT_ID}" || { printf '%s\n' "$MQ" >&2; return 1; }
  fields kind path host mine
  if [ "$kind" = differs ]; then
    echo "view $vid: viper-sh's copy differs from the host's (view/get) at $path" >&2
    diff -u --label "host (view/get)" --label "viper-sh" <(printf '%s\n' "$host") <(printf '%s\n' "$mine") >&2
    return 1
  fi
  # same: path is the host's rev, host viper-sh's.
  if [ "$path" != "$host" ]; then
    echo "view $vid: viper-sh has rev $host, the host rev $path" >&2
    return 1
  fi
  echo "view $vid: viper-sh's copy is the host's (rev $path)"
}
