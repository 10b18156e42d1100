#!/usr/bin/env bats
# The repository screen (#30) from viper-sh against the real viper-host: type owner/name, submit,
# and the stargazers of that repository show; an invalid name stays with its error; the
# repositories opened are listed in the next session (--data-dir).

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  export VIPER_HOST_BIN
}

# The last view `show` printed: from its last `== … ==` line.
last_view() { awk '/^== /{view=""} {view=view $0 "\n"} END{printf "%s", view}' <<<"$output"; }

@test "open repository; fill; submit; show: the stargazers of the typed repository" {
  run --separate-stderr "$SH" --in-memory \
    -c 'open repository; fill repository Kuniwak/MirrorDiffKit; submit; show'
  [ "$status" -eq 0 ]
  view=$(last_view)
  [ "$(head -n 1 <<<"$view")" = "== Kuniwak/MirrorDiffKit ==" ]
  [[ "$view" == *"1. [image: Kuniwak] Kuniwak {1000}"* ]]
  [[ "$view" == *"[Next page] -> next"* ]]
}

@test "an invalid name: submit shows its error and opens nothing" {
  run --separate-stderr "$SH" --in-memory -c 'open repository; fill repository octocat; submit; show'
  [ "$status" -eq 0 ]
  [[ "$output" == *"! repository: A repository is owner/name, with one “/”"* ]]
  view=$(last_view)
  [ "$(head -n 1 <<<"$view")" = "== Repository ==" ]
  [[ "$view" == *"      ! A repository is owner/name, with one “/”"* ]]
}

@test "the repositories opened are listed in the next session, most recent first, and open again" {
  data="$BATS_TEST_TMPDIR/data"
  for name in octocat/Hello-World Kuniwak/MirrorDiffKit; do
    run --separate-stderr "$SH" --data-dir "$data" -c "open repository; fill repository $name; submit"
    [ "$status" -eq 0 ]
  done
  run --separate-stderr "$SH" --data-dir "$data" -c 'open repository; show'
  [ "$status" -eq 0 ]
  [ "$(last_view | tail -n 3)" = "$(printf '%s\n' '  list -> recent:' \
    '    1. Kuniwak/MirrorDiffKit {Kuniwak/MirrorDiffKit}' '    2. octocat/Hello-World {octocat/Hello-World}')" ]
  run --separate-stderr "$SH" --data-dir "$data" -c 'open repository; do recent octocat/Hello-World; show'
  [ "$status" -eq 0 ]
  [ "$(last_view | head -n 1)" = "== octocat/Hello-World ==" ]
}
