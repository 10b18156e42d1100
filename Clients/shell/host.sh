# The host under viper-sh (sourced by viper-sh): started as a coproc, and initialized. Uses
# viper-sh's HOST_BIN, HOST_ARGS and NODES, and connection.sh.

# start_host: the host as a coproc; TO_HOST and FROM_HOST its input and output (copies: bash closes
# a coproc's own when it ends, and its last lines are still to be read).
start_host() {
  coproc HOST {
    exec {MIRROR_IN}>&- {MIRROR_OUT}<&-
    exec "$HOST_BIN" "${HOST_ARGS[@]}"
  }
  HOST_PROCESS=$HOST_PID
  exec {TO_HOST}>&"${HOST[1]}" {FROM_HOST}<&"${HOST[0]}"
}

# initialize_host: initialize, announcing viewPatch and the nodes viper-sh renders; MAX_WINDOW_ROWS
# and HOST_INFO from its answer.
initialize_host() {
  rpc initialize "{\"protocolVersion\":\"1\",\"clientInfo\":{\"name\":\"viper-sh\"},\"capabilities\":{\"viewPatch\":true$NODES}}" || return
  result_part initialize
  fields MAX_WINDOW_ROWS HOST_INFO
}
