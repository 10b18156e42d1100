# viper-sh's debug commands (SESSIONS.md §4, time travel): sourced by viper-sh, which defines
# top, rpc, RESULT and show_view.

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
  vid=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  if [ -n "$index" ]; then
    params=$(jq -cn --arg v "$vid" --argjson i "$index" '{viewId:$v,index:$i}')
  else
    params=$(jq -cn --arg v "$vid" '{viewId:$v}')
  fi
  rpc "debug/$cmd" "$params" || return 1
  case "$cmd" in
    history)
      jq -r '.cursor as $c | .entries[]
        | "\(if .index == $c then "*" else " " end) \(.index)\t\(.kind)\t\(.name // "-")\trev \(.rev)"' <<<"$RESULT" ;;
    state) jq '.state' <<<"$RESULT" ;;
    goto) rpc host/idle && show_view ;;
  esac
}
