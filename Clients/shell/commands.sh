# viper-sh's commands (sourced by viper-sh): run_command runs one line; run_script the lines of a
# script (-c or stdin) as they come, run_prompt those typed at the prompt. When the host ends, a
# script stops (status 3) and the prompt starts it again on the session it saved (host.sh). Uses
# viper-sh's start_session and show_view, and the other files' commands.

# json_value TEXT: TEXT as JSON in JSON_VALUE: JSON when it starts as JSON does ({, [, ") or is
# true, false or null (an error when it is not JSON), else a string.
json_value() {
  case "$1" in
    \{*|\[*|\"*|true|false|null)
      json_str "$1"
      mq "{\"q\":\"json\",\"text\":$JSON_STR}" || { echo "error: $MQ" >&2; return 1; } ;;
    *) json_str "$1"; MQ=$JSON_STR ;;
  esac
  JSON_VALUE=$MQ
}

run_command() {
  local line=$1 cmd rest
  line=${line#"${line%%[![:space:]]*}"}
  [ -z "$line" ] || [ "${line:0:1}" = "#" ] && return 0
  cmd=${line%% *}
  rest=""; [ "$cmd" != "$line" ] && rest=${line#* }
  case "$cmd" in
    start) start_session "$rest" ;;
    link) rpc app/link && result_part link && printf '%s\n' "$MQ" ;;
    open)
      local module=${rest%% *} input=""
      [ -n "$module" ] || { echo "usage: open MODULE [JSON]" >&2; return 1; }
      [ "$module" != "$rest" ] && input=${rest#* }
      json_str "$module"
      module=$JSON_STR
      if [ -n "$input" ]; then
        json_str "$input"
        mq "{\"q\":\"json\",\"text\":$JSON_STR}" || { echo "error: $MQ" >&2; return 1; }
        input=",\"input\":$MQ"
      fi
      rpc view/open "{\"module\":$module$input}" || return
      rpc host/idle && show_view ;;
    do)
      local action=${rest%% *} value="" vid
      [ -n "$action" ] || { echo "usage: do ACTION [VALUE]" >&2; return 1; }
      [ "$action" != "$rest" ] && value=${rest#* }
      vid=$TOP
      [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
      if [ -n "$value" ]; then
        json_value "$value" || return 1
        value=",\"value\":$JSON_VALUE"
      fi
      json_str "$vid"
      vid=$JSON_STR
      json_str "$action"
      rpc view/event "{\"viewId\":$vid,\"action\":$JSON_STR$value}" || return
      rpc host/idle && show_view ;;
    back) rpc navigation/back && rpc host/idle && show_view ;;
    show) show_view ;;
    get) show_view "$rest" ;;
    close)
      local vid=${rest:-$TOP}
      [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
      json_str "$vid"
      rpc view/close "{\"viewId\":$JSON_STR}" && rpc host/idle && show_view ;;
    check) check_view "$rest" ;;
    fill) fill_command "$rest" ;;
    toggle) toggle_command "$rest" ;;
    choose) choose_command "$rest" ;;
    submit) submit_command "$rest" ;;
    rows) rows_command "$rest" ;;
    more|less) page_command "$cmd" "$rest" ;;
    send)
      local method=${rest%% *} params=""
      [ -n "$method" ] || { echo "usage: send METHOD [JSON]" >&2; return 1; }
      if [ "$method" != "$rest" ]; then
        json_str "${rest#* }"
        mq "{\"q\":\"json\",\"text\":$JSON_STR}" || { echo "error: $MQ" >&2; return 1; }
        params=$MQ
      fi
      rpc "$method" "$params" && result_part json && printf '%s\n' "$MQ" ;;
    try)
      [ -n "$rest" ] || { echo "usage: try COMMAND" >&2; return 1; }
      run_command "$rest"
      [ $? -eq 3 ] && return 3
      return 0 ;;
    stack) echo "${STACK[*]:-}" ;;
    modules) rpc module/list && result_part modules && printf '%s\n' "$MQ" ;;
    idle) rpc host/idle ;;
    history|state|goto) debug_command "$cmd" "$rest" ;;
    help) usage ;;
    quit|exit) return 3 ;;
    *) echo "error: unknown command '$cmd' (try 'help')" >&2; return 1 ;;
  esac
}

# Runs the commands on stdin as they arrive, until the end, 'quit' or the first error (status 1),
# or the host's end (status 3: said, with the command it stopped).
run_script() {
  local line rc first=1
  while IFS= read -r line || [ -n "$line" ]; do
    if [ "$first" = 1 ] && [[ "$line" =~ ^[[:space:]]*[^[:space:]#] ]]; then
      first=0
      # --open: the link opens first, unless the script begins with its own start.
      if [ "$HAVE_LINK" = 1 ] && ! [[ "$line" =~ ^[[:space:]]*start([[:space:]]|$) ]]; then
        run_command start || { script_stops start; return; }
      fi
    fi
    host_check || { script_stops "$line"; return; }
    run_command "$line"
    rc=$?
    [ -z "$HOST_ENDED" ] || { script_stops "$line"; return; }
    [ $rc -eq 3 ] && return 0
    [ $rc -ne 0 ] && return 1
  done
  if [ "$first" = 1 ] && [ "$HAVE_LINK" = 1 ]; then run_command start || { script_stops start; return; }; fi
  return 0
}

# script_stops LINE: status 3 when the host ended (said with LINE), else 1.
script_stops() {
  [ -n "$HOST_ENDED" ] || return 1
  local line=${1#"${1%%[![:space:]]*}"}
  echo "viper-sh: the script stops at '$line' (viper-sh's exit status: 3)" >&2
  return 3
}

# The prompt: commands as they are typed; the host's end is said at once (the CHLD trap), and the next
# line starts it again on its saved session (host.sh), then runs.
run_prompt() {
  local line rc
  trap prompt_watch CHLD
  while true; do
    AT_PROMPT=1
    IFS= read -e -r -p "viper> " line || break
    AT_PROMPT=0
    # A line with a secret (fill of a secure field) stays out of the history.
    [ -n "$line" ] && ! is_secret_line "$line" && history -s "$line"
    # quit needs no host: one that ended is not started again for it.
    [[ "$line" =~ ^[[:space:]]*(quit|exit)[[:space:]]*$ ]] && break
    host_check || restart_host || continue
    run_command "$line"
    rc=$?
    if [ -n "$HOST_ENDED" ]; then
      echo "viper-sh: '$line' was not answered: the restored session shows what the host had done; run it again if it is not there" >&2
      restart_host
    fi
    [ $rc -eq 3 ] && break
  done
  AT_PROMPT=0
  trap - CHLD
}
