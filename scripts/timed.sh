#!/usr/bin/env bash
# scripts/timed.sh NAME COMMAND...: runs COMMAND, then says how long NAME took, on the clock and on the CPU (make
# test's lanes use it, so every run shows each suite's cost: a slow suite slows every change; on a 2-core machine
# the CPU seconds of all lanes together bound the total). Exits with COMMAND's status.
name=$1
shift
start=$(date +%s)
"$@"
status=$?
# `times` prints the shell's user/sys, then its children's (everything COMMAND started and waited for).
# Not in a pipe or $(...): a subshell has no children of its own to count.
times_file=$(mktemp)
times >"$times_file"
cpu=$(awk 'NR == 2 { gsub(/[ms]/, " "); printf "%d", $1 * 60 + $2 + $3 * 60 + $4 }' "$times_file")
rm -f "$times_file"
echo "timed: $name took $(($(date +%s) - start)) s, ${cpu} s of CPU (exit $status)"
exit $status
