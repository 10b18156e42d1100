# The connection of viper-sh (sourced by viper-sh): requests, the host's notifications, and
# viper-sh's own copy of each view (VIEWS, REVS), kept from view/update and view/patch.
# Uses viper-sh's HERE, TIMEOUT, TO_HOST, FROM_HOST, NEXT_ID, VIEWS, REVS, STALE, STACK, RESULT
# and top.

# read_line: the host's next line (the transport: tests/frontend-cases.sh puts a scripted host here).
read_line() {
  local line
  IFS= read -r -t "$TIMEOUT" -u "$FROM_HOST" line || return 1
  printf '%s\n' "$line"
}

# One jq call per message: kind, id, view id, and a payload.
read_message() {
  local line
  line=$(read_line) || return 1
  jq -r '
    if .method == "view/update" then ["update", (.params.rev | tostring), .params.viewId, (.params.view | tojson)]
    elif .method == "view/patch" then ["patch", (.params.rev | tostring), .params.viewId, (.params.ops | tojson)]
    elif .method == "router/navigate" then ["navigate", "", .params.viewId, (.params.stack | join(" "))]
    elif .method == "view/closed" then ["closed", "", .params.viewId,
      (if .params.error then "view \(.params.viewId) closed: \(.params.error.message)" else "" end)]
    elif .error then ["error", (.id | tostring),
      "", "error \(.error.code) \(.error.data.kind // "error"): \(.error.message)"]
    else ["result", (.id | tostring), "", (.result | tojson)] end
    | join("\u001f")' <<<"$line"
}

# apply_patch VIEWID REV OPS_JSON: patches viper-sh's copy of the view; a rev that is not
# its own + 1, or ops that do not apply, mark the view STALE (gap): rpc reads it again
# (view/get), and the patches that come until its answer (STALE: asked) are skipped.
apply_patch() {
  local vid=$1 rev=$2 ops=$3 patched
  [ -z "${STALE[$vid]:-}" ] || return 0
  if [ -z "${VIEWS[$vid]:-}" ] || [ "$rev" != "$((${REVS[$vid]:-0} + 1))" ]; then
    echo "viper-sh: view $vid: patch rev $rev after rev ${REVS[$vid]:-none}; reading the view again" >&2
    STALE[$vid]=gap
  elif patched=$(printf '%s\n%s\n' "${VIEWS[$vid]}" "$ops" |
    jq -c -n -L "$HERE" 'include "patch"; input as $view | input as $ops | $view | apply_patch($ops)' 2>&1); then
    VIEWS[$vid]=$patched REVS[$vid]=$rev
  else
    echo "viper-sh: view $vid: patch rev $rev does not apply (${patched#jq: error*: }); reading the view again" >&2
    STALE[$vid]=gap
  fi
}

# settle: one view/get for each view with a gap (STALE: gap); RESULT is kept. Until its answer
# the view is STALE: asked (its patches are older than the answer); a view/update or a close
# meanwhile ends that, and the answer is then not needed.
settle() {
  local vid saved=$RESULT
  for vid in "${!STALE[@]}"; do
    [ "${STALE[$vid]:-}" = gap ] || continue
    STALE[$vid]=asked
    if rpc view/get "$(jq -cn --arg v "$vid" '{viewId:$v}')" && [ "${STALE[$vid]:-}" = asked ]; then
      VIEWS[$vid]=$(jq -c '.view' <<<"$RESULT") REVS[$vid]=$(jq -r '.rev' <<<"$RESULT")
    fi
    [ "${STALE[$vid]:-}" != asked ] || unset "STALE[$vid]"
  done
  RESULT=$saved
}

# take_notification KIND REV VIEWID PAYLOAD (read_message's fields): applies a notification to
# viper-sh's copies; status 1 for what is not one (a response).
take_notification() {
  case "$1" in
    update) VIEWS[$3]=$4 REVS[$3]=$2; unset "STALE[$3]" ;;
    patch) apply_patch "$3" "$2" "$4" ;;
    navigate) read -r -a STACK <<<"$4" ;;
    closed)
      unset "VIEWS[$3]" "REVS[$3]" "STALE[$3]"
      [ -z "$4" ] || printf '%s\n' "$4" >&2 ;;
    *) return 1 ;;
  esac
}

# rpc METHOD [PARAMS_JSON]: applies the notifications it causes; the result lands in RESULT.
rpc() {
  local method=$1 params=${2:-} id=$NEXT_ID kind rid vid payload status
  NEXT_ID=$((NEXT_ID + 1))
  if [ -n "$params" ]; then
    # The params through a pipe, never an argument list (ps shows those): they may hold a secret.
    printf '%s' "$params" |
      jq -cn --arg m "$method" --argjson id "$id" '{jsonrpc:"2.0",id:$id,method:$m,params:input}' >&"$TO_HOST"
  else
    jq -cn --arg m "$method" --argjson id "$id" '{jsonrpc:"2.0",id:$id,method:$m}' >&"$TO_HOST"
  fi
  while true; do
    IFS=$'\x1f' read -r kind rid vid payload < <(read_message) || { echo "viper-sh: the host did not answer" >&2; return 2; }
    take_notification "$kind" "$rid" "$vid" "$payload" && continue
    case "$kind" in
      result) [ "$rid" = "$id" ] && { RESULT=$payload; status=0; break; } ;;
      error) [ "$rid" = "$id" ] && { printf '%s\n' "$payload" >&2; status=1; break; } ;;
    esac
  done
  [ ${#STALE[@]} -eq 0 ] || settle
  return $status
}

# check_view [VIEWID]: view/get, compared with viper-sh's copy: the first differing path and
# a unified diff on stderr and status 1 when they differ.
check_view() {
  local vid=${1:-$(top)} host mine path
  [ -n "$vid" ] || { echo "usage: check [VIEWID]" >&2; return 1; }
  rpc view/get "$(jq -cn --arg v "$vid" '{viewId:$v}')" || return 1
  host=$(jq -c '.view' <<<"$RESULT")
  mine=${VIEWS[$vid]:-null}
  path=$(printf '%s\n%s\n' "$host" "$mine" | jq -r -n -L "$HERE" 'include "patch"; first_difference(input; input)')
  if [ -n "$path" ]; then
    echo "view $vid: viper-sh's copy differs from the host's (view/get) at $path" >&2
    diff -u --label "host (view/get)" --label "viper-sh" <(jq -S . <<<"$host") <(jq -S . <<<"$mine") >&2
    return 1
  fi
  host=$(jq -r '.rev' <<<"$RESULT")
  if [ "$host" != "${REVS[$vid]:-}" ]; then
    echo "view $vid: viper-sh has rev ${REVS[$vid]:-none}, the host rev $host" >&2
    return 1
  fi
  echo "view $vid: viper-sh's copy is the host's (rev $host)"
}
