# The host's life under viper-sh (sourced by viper-sh): started, its end noticed and told with its
# exit status or signal, and at the prompt started again on the session it saved (Clients/README.md,
# "When the host ends"; as the TUI does: Protocol/SESSIONS.md §2, §5). Uses viper-sh's HOST_BIN,
# HOST_ARGS, NODES, INTERACTIVE and connection.sh.

HOST_ENDED=""     # how the host ended ("killed by signal 9, SIGKILL"), once viper-sh knows it ended

# start_host: the host as a coproc, under a shell that writes, after the host's last line, one of
# its own, {"viper-sh-host-ended":STATUS}: how viper-sh learns that the host ended, and how. That
# shell, not viper-sh, waits for the host, so bash's own "Killed" is not printed (its stderr is
# /dev/null; the host's is viper-sh's). SIGPIPE, which viper-sh ignores, is the host's again.
# The host's pid (HOST_PID_NOW) comes first, {"viper-sh-host-pid":PID}, before the host reads a line.
start_host() {
  coproc HOST {
    exec {MIRROR_IN}>&- {MIRROR_OUT}<&-
    trap - PIPE
    (printf '{"viper-sh-host-pid":%d}\n' "$BASHPID"; exec "$HOST_BIN" "${HOST_ARGS[@]}" 2>&3 3>&-)
    printf '\n{"viper-sh-host-ended":%d}\n' "$?"
  } 3>&2 2>/dev/null
  HOST_PROCESS=$HOST_PID
  exec {TO_HOST}>&"${HOST[1]}" {FROM_HOST}<&"${HOST[0]}"
  HOST_ENDED="" HOST_PID_NOW=""
  read_line && [[ "$LINE" == '{"viper-sh-host-pid":'* ]] && HOST_PID_NOW=${LINE//[!0-9]/}
}

# host_runs: the host process is there and not a zombie (dead, its shell not yet told): /proc's
# state where there is one, so that a command right after a kill -9 is not run on a dead host.
host_runs() {
  local stat
  [ -n "$HOST_PID_NOW" ] && kill -0 "$HOST_PID_NOW" 2>/dev/null || return 1
  { read -r stat <"/proc/$HOST_PID_NOW/stat"; } 2>/dev/null || return 0
  stat=${stat##*) }
  [ "${stat:0:1}" != Z ]
}

# initialize_host: initialize, announcing viewPatch and the nodes viper-sh renders; MAX_WINDOW_ROWS
# and HOST_INFO from its answer.
initialize_host() {
  rpc initialize "{\"protocolVersion\":\"1\",\"clientInfo\":{\"name\":\"viper-sh\"},\"capabilities\":{\"viewPatch\":true$NODES}}" || return
  result_part initialize
  fields MAX_WINDOW_ROWS HOST_INFO
}

# ended_how STATUS: what an exit status says: "exit status N", or "killed by signal N, SIGNAME".
ended_how() {
  if [ -z "$1" ]; then echo "its output closed"
  elif [ "$1" -gt 128 ]; then echo "killed by signal $(($1 - 128)), SIG$(kill -l "$(($1 - 128))" 2>/dev/null)"
  else echo "exit status $1"; fi
}

# host_ended STATUS [METHOD]: the host ended (STATUS: its exit status; "" when only its output closed):
# said once, on stderr, naming the request it did not answer.
host_ended() {
  [ -n "$HOST_ENDED" ] && return 0
  HOST_ENDED=$(ended_how "$1")
  echo "viper-sh: the host ended ($HOST_ENDED)${2:+ before it answered $2}" >&2
}

# host_check: status 0 while the host runs; else its end is read (its last lines, then the end
# line of start_host's shell), said if it was not yet, and the status is 1.
host_check() {
  [ -z "$HOST_ENDED" ] && host_runs && return 0
  while [ -z "$HOST_ENDED" ]; do
    if ! read_message; then host_ended ""; break; fi
    take_notification && continue
    [ "$MSG_KIND" = ended ] && host_ended "$MSG_TEXT"
  done
  return 1
}

# At the prompt (the CHLD trap, when the host's shell exits): the host's end is said at once, with
# what Enter does. Once: AT_PROMPT is 0 while it runs (its own children end too).
prompt_watch() {
  [ "${AT_PROMPT:-0}" = 1 ] && [ -z "$HOST_ENDED" ] && ! kill -0 "$HOST_PROCESS" 2>/dev/null || return 0
  AT_PROMPT=0
  printf '\n' >&2
  host_check
  printf "viper-sh: Enter starts it again on the session it saved (any command does, then runs)\nviper> " >&2
  AT_PROMPT=1
}

# restart_host: after the host ended, at the prompt: the same host (same arguments: its data directory)
# started again, its saved session restored (app/start {restore: true}) and shown. What viper-sh held
# of the old host's views goes, but the edits waiting for a submit on the top view, which follow it
# to the restored top view when that is the same screen at the same depth (input.sh, carry_waiting).
restart_host() {
  local old_top=$TOP depth=${#STACK[@]} module=""
  [ -z "$old_top" ] || { ask module "$old_top"; module=$MQ; }
  exec {TO_HOST}>&- {FROM_HOST}<&-
  wait "$HOST_PROCESS" 2>/dev/null
  json_str "$old_top"
  mq "{\"q\":\"forget\",\"keep\":$JSON_STR}"
  REVS=() STALE=() STACK=() TOP=""
  forget_pages
  echo "viper-sh: starting the host again on the session it saved" >&2
  start_host
  initialize_host || return 2
  rpc app/start '{"restore":true}' || return 2
  result_part restored
  [ "$MQ" = true ] || echo "(nothing was saved (--in-memory?): the launch screen)" >&2
  rpc host/idle || return 2
  carry_waiting "$old_top" "$module" "$depth"
  show_view
}
