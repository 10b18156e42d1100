#!/usr/bin/env bash
# frontend-cases.sh CASE.json [SHELL_DIR]: runs one case of Protocol/frontend-cases/ (README there)
# against viper-sh's own code — connection.sh and its mirror (the copies of the views, the rev gap
# and view/get) and input.sh (fill, toggle, choose, submit) — with a scripted host in place of
# viper-sh's transport (read_line): it writes the case's trees and patches, and answers each
# request the case answers.
# Exit 0: passed; 3: skipped (viper-sh does not do what the case needs: printed); 1: failed.
#
# viper-sh waits for each answer and has no focus and no clock: "type" then "leave" of a field is
# `fill KEY TEXT`; "type" of a send:"submit" field is `fill` (it waits); "flip" is `toggle` (a
# row's too, keyed by the row); "choose" is `choose KEY OPTION…` (the keys as a user types them, or
# JSON when a key holds a space); a
# host step is taken as viper-sh would take it, before or during its next request; an "expect"
# is checked once the command before it has its answers (what a synchronous frontend shows).
set -uo pipefail

CASE=$1
SHELL_DIR=${2:-$(cd "$(dirname "$0")/.." && pwd)}
SUPPORTS=()
KNOWN_NEEDS=(focus debounce overlap reconnect)

needs=$(jq -r '.needs // [] | join(" ")' "$CASE")
missing=()
for need in $needs; do
  [[ " ${KNOWN_NEEDS[*]} " == *" $need "* ]] || { echo "unknown need: $need"; exit 1; }
  [[ " ${SUPPORTS[*]-} " == *" $need "* ]] || missing+=("$need")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "needs ${missing[*]}"
  exit 3
fi

DIR=$(mktemp -d)
HERE=$SHELL_DIR
TIMEOUT=1
NEXT_ID=1
declare -A REVS=() STALE=()
STACK=()
TOP=""
RESULT_ID=0
HOST_ENDED=""
# shellcheck source=../connection.sh
source "$SHELL_DIR/connection.sh"
# shellcheck source=../input.sh
source "$SHELL_DIR/input.sh"
start_mirror
trap 'stop_mirror; rm -rf "$DIR"' EXIT
show_view() { drain_commands >/dev/null; } # what show does to the inputs (it prints)
host_ended() { :; } # the scripted host's end: what it says is in $DIR/problems

fail() {
  echo "$*"
  FAILED=1
}
FAILED=0

# The script: the case's host steps, one a line: the step's number, its kind, and the line the
# host writes (tree, patch) or the step (answer, refuse).
jq -r '.steps | to_entries[] | select(.value.do | IN("tree", "patch", "answer", "refuse"))
  | [(.key + 1 | tostring), .value.do,
     (.value | if .do == "tree" then {jsonrpc: "2.0", method: "view/update",
                                      params: {viewId, module: "case", rev, view}}
               elif .do == "patch" then {jsonrpc: "2.0", method: "view/patch", params: {viewId, rev, ops}}
               else . end | tojson)] | join("\t")' "$CASE" >"$DIR/script"
echo 0 >"$DIR/position"
: >"$DIR/requests" >"$DIR/answered" >"$DIR/problems"
exec {TO_HOST}>>"$DIR/requests"
FROM_HOST=

# The scripted host (scripted_line runs in read_line's subshell: its state is in files).
unanswered() { # the requests not answered yet, as a JSON array
  jq -sc --slurpfile done <(jq -s '.' "$DIR/answered") '[.[] | select(.id as $i | $done[0] | index($i) | not)]' \
    "$DIR/requests"
}
respond() { # ID RESULT_JSON | ID ERROR_JSON error
  echo "$1" >>"$DIR/answered"
  if [ "${3:-}" = error ]; then jq -cn --argjson id "$1" --argjson e "$2" '{jsonrpc: "2.0", id: $id, error: $e}'
  else jq -cn --argjson id "$1" --argjson r "$2" '{jsonrpc: "2.0", id: $id, result: $r}'; fi
}
read_line() { LINE=$(scripted_line); }
scripted_line() {
  local pos entry number kind body id idle
  pos=$(<"$DIR/position")
  entry=$(sed -n "$((pos + 1))p" "$DIR/script")
  idle=$(unanswered | jq -r 'map(select(.method == "host/idle"))[0].id // empty')
  if [ -z "$entry" ]; then
    [ -n "$idle" ] && { respond "$idle" null; return 0; }
    echo "viper-sh waits for an answer the case does not give: $(unanswered)" >>"$DIR/problems"
    return 1
  fi
  IFS=$'\t' read -r number kind body <<<"$entry"
  case "$kind" in
    tree)
      id=$(jq -r '.params.viewId' <<<"$body")
      if [ "$TOP" != "$id" ]; then # a view not on top: the host announces it first
        jq -cn --arg v "$id" '{jsonrpc: "2.0", method: "router/navigate",
          params: {action: "replaceRoot", viewId: $v, module: "case", stack: [$v]}}'
        return 0
      fi
      echo $((pos + 1)) >"$DIR/position"
      printf '%s\n' "$body" ;;
    patch)
      echo $((pos + 1)) >"$DIR/position"
      printf '%s\n' "$body" ;;
    *)
      id=$(unanswered | jq -r --argjson step "$body" '$step.to as $to
        | map(select(.method == $to.method and (.params as $p | $to | del(.method) | to_entries
                     | all(.value == $p[.key]))))[0].id // empty')
      if [ -n "$id" ]; then
        echo $((pos + 1)) >"$DIR/position"
        if [ "$kind" = answer ]; then respond "$id" "$(jq -c '.result' <<<"$body")"
        else respond "$id" "$(jq -c '.error' <<<"$body")" error; fi
      elif [ -n "$idle" ]; then
        respond "$idle" null
      else
        echo "step $number answers $(jq -c '.to' <<<"$body"); viper-sh asked: $(unanswered)" >>"$DIR/problems"
        return 1
      fi ;;
  esac
}

next_number() { # the step number of the first host step not taken yet (empty: none left)
  sed -n "$(($(<"$DIR/position") + 1))p" "$DIR/script" | cut -f1
}

# take_until N: viper-sh takes the host's lines up to step N, as its next request would.
take_until() {
  local next
  while next=$(next_number) && [ -n "$next" ] && [ "$next" -le "$1" ]; do
    read_message || { fail "step $1: the host's line was not read"; return; }
    take_notification || fail "step $1: an answer nothing asked for"
  done
  settle
}

SEEN=0 # the requests checked so far
check() { # STEP_NUMBER STEP_JSON
  local sent expected key want got
  sent=$(tail -n "+$((SEEN + 1))" "$DIR/requests" | jq -sc 'map(select(.method != "host/idle") | {method, params})')
  SEEN=$(wc -l <"$DIR/requests")
  expected=$(jq -c '.sent // []' <<<"$2")
  [ "$(jq -S . <<<"$sent")" = "$(jq -S . <<<"$expected")" ] || fail "step $1: sent $sent, expected $expected"
  while IFS=$'\t' read -r key want; do
    [ -n "$key" ] || continue
    got=$(input_shown "$TOP" "$key")
    [ "$got" = "$want" ] || fail "step $1: $key shows $got, expected $want"
  done < <(jq -r '.shows // {} | to_entries[] | [.key, (.value | tojson)] | join("\t")' <<<"$2")
  while IFS=$'\t' read -r key want; do
    [ -n "$key" ] || continue
    got=$(input_error "$TOP" "$key")
    [ "$got" = "$want" ] || fail "step $1: $key shows the error $got, expected $want"
  done < <(jq -r '.errors // {} | to_entries[] | [.key, (.value | tojson)] | join("\t")' <<<"$2")
  jq -e 'has("focused")' <<<"$2" >/dev/null && fail "step $1: expects focus, which the case does not declare it needs"
}

count=$(jq '.steps | length' "$CASE")
typed_key="" typed_text=""
for ((i = 0; i < count; i++)); do
  n=$((i + 1))
  step=$(jq -c ".steps[$i]" "$CASE")
  kind=$(jq -r '.do' <<<"$step")
  key=$(jq -r '.key // empty' <<<"$step")
  if [ -n "$typed_key" ] && ! { [ "$kind" = leave ] && [ "$key" = "$typed_key" ]; }; then
    fail "step $n: a field typed in (step $((n - 1))) and not left at once needs focus or debounce"
    typed_key=""
  fi
  case "$kind" in
    tree | patch)
      next=$(next_number)
      [ -n "$next" ] && [ "$next" -le "$n" ] && take_until "$n" ;;
    answer | refuse)
      next=$(next_number)
      [ -n "$next" ] && [ "$next" -le "$n" ] && fail "step $n answers $(jq -c .to <<<"$step"), which viper-sh did not send" ;;
    type)
      input_facts "$TOP" "$key"
      text=$(jq -r '.text' <<<"$step")
      if [ "$IN_SEND" = submit ]; then fill_command "$key $text" >>"$DIR/output" 2>&1
      else typed_key=$key typed_text=$text; fi ;;
    leave)
      if [ "$key" = "$typed_key" ]; then
        fill_command "$key $typed_text" >>"$DIR/output" 2>&1
        typed_key=""
      elif [ "$(jq -r --arg k "$key" '.steps[:'"$i"'] | map(select(.do == "type" and .key == $k)) | length' "$CASE")" = 0 ] \
        || [ "$(jq -r --arg k "$key" '[.steps[:'"$i"'][] | select(.key == $k)] | last | .do' "$CASE")" != type ]; then
        fail "step $n: leaving a field not typed in just before needs focus"
      fi ;;
    choose)
      choose_args=$(jq -r 'def words: map(select(test("\\s") | not)); .value
        | if type == "string" and ([.] | words | length) == 1 then .
          elif type == "array" and (words | length) == length then join(" ")
          elif . == null then "" else tojson end' <<<"$step")
      choose_command "$key${choose_args:+ $choose_args}" >>"$DIR/output" 2>&1 ;;
    flip) toggle_command "$key $(jq -r 'if .on then "on" else "off" end' <<<"$step")" >>"$DIR/output" 2>&1 ;;
    submit) submit_command "$(jq -r '.form' <<<"$step")" >>"$DIR/output" 2>&1 ;;
    expect) check "$n" "$step" ;;
    focus) fail "step $n: focus, which the case does not declare it needs" ;;
    time) fail "step $n: time passes, which needs debounce" ;;
    lost | reconnected) fail "step $n: $kind needs reconnect" ;;
    *) fail "step $n: unknown step $kind" ;;
  esac
done
[ -z "$(next_number)" ] || fail "host steps not taken: from step $(next_number)"
[ "$(jq -r '.steps[-1].do' "$CASE")" = expect ] || fail "a case ends with an expectation"
if [ -s "$DIR/problems" ] || [ "$FAILED" = 1 ]; then
  cat "$DIR/problems"
  echo "--- viper-sh said:"
  cat "$DIR/output" 2>/dev/null
  exit 1
fi
exit 0
