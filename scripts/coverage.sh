#!/usr/bin/env bash
# make coverage: line coverage of Sources/ by every test, not only `swift test`.
#
# Most of the viper-host command line is tested from outside (Python, bats,
# the transcript replayers, the browser), by processes `swift test` never
# sees. Here an instrumented host is built in .build-cov/, each suite runs
# with it as VIPER_HOST_BIN and LLVM_PROFILE_FILE pointing into
# .build-cov/profiles/, and every profile is merged into one report:
#   .build-cov/coverage.txt        per target (Sources/<Target>/) and the total,
#                                  then the files with the most uncovered lines
#   .build-cov/coverage-swift.txt  the same for `swift test` alone (before)
#   .build-cov/coverage.json       llvm-cov's per-file summary of the whole run
#
# A suite that fails is reported and the rest still run (their profiles
# count); the exit status is then 1. COVERAGE_SUITES picks suites
# (default: "swift python shell transcripts web scaffold"; scaffold is
# Tests/Scaffold without its slow tests, which build whole packages).
set -uo pipefail
# All of it in main, read whole before it runs: editing this file during a run cannot change that run.
main() {

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
SWIFT=${SWIFT:-swift}
TOOLS=${LLVM_TOOLS:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")}
PROFDATA=$TOOLS/llvm-profdata
LLVMCOV=$TOOLS/llvm-cov
VENV=${VENV:-$ROOT/.venv}
SCRATCH=$ROOT/.build-cov
PROFILES=$SCRATCH/profiles
SUITES=${COVERAGE_SUITES:-swift python shell transcripts web scaffold}
failed=()
started=$SECONDS

step() { printf '\n== %s (%ds)\n' "$*" $((SECONDS - started)); }
has() { [[ " $SUITES " == *" $1 "* ]]; }
run() { # run NAME COMMAND...: a suite; its failure is noted, not fatal
  local name=$1; shift
  "$@" || { echo "coverage: $name failed (status $?); its profiles still count" >&2; failed+=("$name"); }
}

for tool in "$PROFDATA" "$LLVMCOV"; do
  [[ -x $tool ]] || { echo "coverage: $tool not found (set LLVM_TOOLS to the folder holding llvm-cov)" >&2; exit 2; }
done

step "build: instrumented host and tests in .build-cov"
"$SWIFT" build --enable-code-coverage --build-tests --scratch-path "$SCRATCH" || exit 1
BIN=$("$SWIFT" build --enable-code-coverage --scratch-path "$SCRATCH" --show-bin-path)
HOST=$BIN/viper-host
BUNDLE=$BIN/ViperHostPackageTests.xctest
PLUGIN=$BIN/libTicTacToePlugin.so

rm -rf "$PROFILES" "$BIN/codecov"
mkdir -p "$PROFILES"

if has swift; then
  step "swift test (its own profiles in $BIN/codecov)"
  run swift "$SWIFT" test --enable-code-coverage --scratch-path "$SCRATCH"
fi

# Every host from here on writes its profile here: %p a file per process,
# %m merged per binary (the host, the plugin library).
export LLVM_PROFILE_FILE=$PROFILES/%p-%m.profraw
export VIPER_HOST_BIN=$HOST

if has python || has web || has transcripts || has scaffold; then
  [[ -x $VENV/bin/pytest ]] || { echo "coverage: no $VENV (run make venv)" >&2; exit 1; }
fi
if has python; then
  step "Python tests"
  run python "$VENV/bin/pytest" -q -p no:cacheprovider Clients/python/tests
fi
if has shell; then
  step "shell client (bats)"
  run shell bats Clients/shell/tests
fi
if has transcripts; then
  step "transcripts: viper-host replay, its coverage check, viperhost-replay"
  run replay "$HOST" replay Protocol/transcripts
  run replay-coverage "$HOST" replay --coverage --allow-uncovered kind:internal_error Protocol/transcripts
  run viperhost-replay "$VENV/bin/viperhost-replay" Protocol/transcripts
fi
if has web; then
  step "browser frontend (Chromium)"
  run web "$VENV/bin/pytest" -q -p no:cacheprovider Clients/web/tests
fi
if has scaffold; then
  step "viper-host new (Tests/Scaffold, -m 'not slow')"
  run scaffold "$VENV/bin/pytest" -q -p no:cacheprovider -m "not slow" Tests/Scaffold
fi
unset LLVM_PROFILE_FILE

# A host started with a cleaned environment writes default.profraw in its
# working directory: gather any such file left in the checkout.
while IFS= read -r -d '' stray; do
  echo "coverage: collected $stray"
  mv "$stray" "$PROFILES/stray-$RANDOM-$(basename "$stray")"
done < <(find "$ROOT" -path "$ROOT/.build*" -prune -o -name '*.profraw' -print0)

step "merge and report"
swift_raws=()
[[ -d $BIN/codecov ]] && mapfile -t swift_raws < <(find "$BIN/codecov" -name '*.profraw')
mapfile -t outside_raws < <(find "$PROFILES" -name '*.profraw')
echo "${#swift_raws[@]} profiles from swift test, ${#outside_raws[@]} from the other suites"

objects=("$HOST" -object "$BUNDLE")
[[ -f $PLUGIN ]] && objects+=(-object "$PLUGIN")
report() { # report PROFDATA OUT.json: llvm-cov's per-file summary of Sources/
  "$LLVMCOV" export -summary-only -instr-profile "$1" "${objects[@]}" \
    -ignore-filename-regex '(/\.build[^/]*/|/Tests/|/Fuzz/)' >"$2"
}
summarize() { # summarize JSON TITLE OUT.txt
  "${PYTHON:-python3}" "$ROOT/scripts/coverage_summary.py" "$1" "$2" "$ROOT" | tee "$3"
}

if ((${#swift_raws[@]})); then
  "$PROFDATA" merge -sparse "${swift_raws[@]}" -o "$SCRATCH/swift.profdata" || exit 1
  report "$SCRATCH/swift.profdata" "$SCRATCH/coverage-swift.json" || exit 1
  summarize "$SCRATCH/coverage-swift.json" "swift test alone" "$SCRATCH/coverage-swift.txt" >/dev/null
fi
"$PROFDATA" merge -sparse "${swift_raws[@]}" "${outside_raws[@]}" -o "$SCRATCH/all.profdata" || exit 1
report "$SCRATCH/all.profdata" "$SCRATCH/coverage.json" || exit 1
echo
summarize "$SCRATCH/coverage.json" "suites: $SUITES" "$SCRATCH/coverage.txt"
if [[ -f $SCRATCH/coverage-swift.txt ]]; then
  echo "(swift test alone: $(grep '^TOTAL' "$SCRATCH/coverage-swift.txt"); full table in .build-cov/coverage-swift.txt)"
fi
echo "make coverage took $((SECONDS - started)) s; report in .build-cov/coverage.txt"

if ((${#failed[@]})); then
  echo "coverage: these suites failed: ${failed[*]}" >&2
  exit 1
fi
}
main "$@"
