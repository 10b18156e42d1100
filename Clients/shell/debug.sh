# viper-sh's debug commands (SESSIONS.md §4, time travel): sourced by viper-sh, which defines
# TOP and show_view (and connection.sh: rpc, json_str and result_part).

# debug_command history|state|goto [N]: the debug/* requests on the top view.
debug_command() {
  local cmd=$1 index=$2 vid params
  case "$cmd:$index" in
    history:) ;;
    state:|state:[0-9]*|goto:[0-9]*) [[ "$index" =~ ^[0-9]*$ ]] || index=bad ;;
    *) index=bad ;;
  esac
  if [ "$index" = bad ]; then
    case "$cmd" in
      history) echo "usage: history" >&2 ;;
      state) echo "usage: state [N]" >&2 ;;
      goto) echo "usage: goto N" >&2 ;;
    esac
    return 1
  fi
  vid=$TOP
  [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
  json_str "$vid"
  params="{\"viewId\":$JSON_STR${index:+,\"index\":$((10#$index))}}"
  rpc "debug/$cmd" "$params" || return 1
  case "$cmd" in
    history | state) result_part "$cmd" && [ -n "$MQ" ] && printf '%s\n' "$MQ"; return 0 ;;
    goto) rpc host/idle && show_view ;;
  esac
}
