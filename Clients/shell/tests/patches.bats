#!/usr/bin/env bats
# viper-sh's copies of views against the real viper-host: it announces view/patch, applies the
# host's patches, and check compares with view/get; close, try and send.

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  export VIPER_HOST_BIN
}

# A host wrapper that copies what the host writes to $BATS_TEST_TMPDIR/from-host.
recording_host() {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
exec "$VIPER_HOST_BIN" "\$@" | tee "$BATS_TEST_TMPDIR/from-host"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
}

@test "the host's patches keep viper-sh's copies equal to view/get; close and check" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory \
    -c 'open jobs; do apply 2; do select 2; do withdraw; check; back; check; do select 3; close v3; check v1; stack'
  [ "$status" -eq 0 ]
  # viper-sh announced view/patch and the host sent some.
  [ "$(grep -c '"method":"view/patch"' "$BATS_TEST_TMPDIR/from-host")" -ge 1 ]
  [ "$(grep -c "^view v[0-9]*: viper-sh's copy is the host's (rev [0-9]*)$" <<<"$output")" -eq 3 ]
  [ "${lines[-1]}" = "v1" ]
}

@test "try runs a command whose error does not end the script; send is any request" {
  run --separate-stderr "$SH" --in-memory -c 'open jobs; try do fly; send view/get {"viewId":"v1"}; try send teleport; stack'
  [ "$status" -eq 0 ]
  [[ "$stderr" == *"error -32602 unknown_action: "* ]]
  [[ "$stderr" == *"error -32601 method_not_found: "* ]]
  [ "$(jq -r '.viewId' <<<"${lines[-2]}")" = "v1" ]
  [ "${lines[-1]}" = "v1" ]
  run --separate-stderr "$SH" --in-memory -c 'try; send'
  [ "$status" -eq 1 ]
  [ "$stderr" = "usage: try COMMAND" ]
}
