#!/usr/bin/env bash
# scripts/timed.sh NAME COMMAND...: runs COMMAND, then says how long NAME took (make test's lanes use it, so
# every run shows each suite's cost: a slow suite slows every change). Exits with COMMAND's status.
name=$1
shift
start=$(date +%s)
"$@"
status=$?
echo "timed: $name took $(($(date +%s) - start)) s (exit $status)"
exit $status
