#!/usr/bin/env bats
# viper-sh's input (PROTOCOL §6, "Input"; Clients/README.md, viper-sh): fields, toggles and forms
# in show; fill, toggle and submit against the real viper-host's bench-form (--bench-modules),
# behind a slow link too, and against `viper-host mock` for what bench-form does not show.

bats_require_minimum_version 1.5.0

setup() {
  SH="$BATS_TEST_DIRNAME/../viper-sh"
  : "${VIPER_HOST_BIN:?set VIPER_HOST_BIN to the viper-host binary}"
  export VIPER_HOST_BIN
  FIXTURES="$BATS_TEST_DIRNAME/fixtures"
}

# A host wrapper that copies what viper-sh writes to the host to $BATS_TEST_TMPDIR/to-host.
recording_host() {
  cat >"$BATS_TEST_TMPDIR/host" <<WRAPPER
#!/usr/bin/env bash
exec "$VIPER_HOST_BIN" "\$@" < <(tee "$BATS_TEST_TMPDIR/to-host")
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/host"
}

FORM=(
  "== Form =="
  "  form {form}:"
  "    -- You --"
  "      Name (text, required) {name}: (empty)"
  "      Email (email) {email}: (empty)"
  "      Token (secure) {token}: (empty)"
  "    Shout (text) {upper}: (empty)"
  "    Digits (number) {digits}: (empty)"
  "    Note (multiline, max 20) {note}: (empty)"
  "    [ ] Share my login {share}"
  "    [Save] -> submit form"
  "  [Clear name] -> clear"
)

@test "show renders bench-form's form, section, stack, every kind of field and the toggle" {
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form'
  [ "$status" -eq 0 ]
  [ "$output" = "$(printf '%s\n' "${FORM[@]}")" ]
}

@test "every member of the input nodes, a secret as secret, an unsent edit the module replaced (mock)" {
  cat >"$BATS_TEST_TMPDIR/mock-host" <<WRAPPER
#!/bin/sh
"$VIPER_HOST_BIN" mock --timeout 10 "$FIXTURES/input-every-member.txt" 2>"$BATS_TEST_TMPDIR/mock.err"
echo \$? >"$BATS_TEST_TMPDIR/mock.status"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/mock-host"
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/mock-host" \
    -c 'open gallery; fill pin 1234; fill bio new; show; do reset; try submit; submit f'
  cat "$BATS_TEST_TMPDIR/mock.err"
  [ "$status" -eq 0 ]
  [ "$(cat "$BATS_TEST_TMPDIR/mock.status")" -eq 0 ]
  grep -q "every expectation met" "$BATS_TEST_TMPDIR/mock.err"
  [ "${lines[0]}" = "== Members ==" ]
  [ "$(printf '%s\n' "${lines[@]:1:19}")" = "$(cat <<'TXT'
  form {f}:
    -- Account --
      User (text, required) {user}: (empty: you@example.com)
        hint: Your login
      PIN (secure) {pin}: (empty)
        ! Four digits
    Bio (multiline, max 100) {bio}:
      | line one
      | line two
    Age (number, disabled) {age}: 42
    Mail (email) {mail}: a@b.c
    [x] News {news}
    [ ] Locked {locked} (disabled)
    ! Saving failed: try again
    [Save] -> submit f
  form {g}: (pending)
    left
    right
    [Go] -> submit g (busy)
TXT
)" ]
  [ "${lines[20]}" = "  [Retry] -> retry (busy)" ]
  # The secret went as `secret` (the mock matched it) and shows masked; bio waits for the submit.
  [ "${lines[21]}" = "PIN (secure) {pin}: ••••••••" ]
  [ "${lines[23]}" = "Bio (multiline, max 100, not sent: goes with submit) {bio}: new" ]
  [[ "$output" == *$'      PIN (secure) {pin}: ••••••••\n'*$'    Bio (multiline, max 100, not sent: goes with submit) {bio}: new\n'* ]]
  # reset replaced bio and pin (their `set` grew): the waiting edit is dropped, the pin unknown.
  [[ "$output" == *$'(bio: the screen replaced its value; the edit not sent is dropped)\n== Members ==\n'* ]]
  [ "$(grep -c '{pin}: ••••••••' <<<"$output")" -eq 2 ]
  [[ "$output" == *$'      PIN (secure) {pin}: (empty)\n        ! Four digits\n    Bio (multiline, max 100) {bio}: reset\n'* ]]
  [ "$stderr" = "error: which form? submit FORM (the view has: f g)" ]
  # After the submit: the form's message and the fields' errors.
  [ "${lines[-2]}" = "! f: Saving failed: try again" ]
  [ "${lines[-1]}" = "! pin: Four digits" ]
  [[ "$output" != *1234* ]]
}

@test "fill, toggle and submit: the saved text shows the values; viper-sh's copy is the host's" {
  run --separate-stderr "$SH" --in-memory --bench-modules -c \
    'open bench-form; fill name Ada Lovelace; fill email ada@example.com; fill upper abc; fill digits 12; fill note two\nlines; toggle share on; submit; check'
  [ "$status" -eq 0 ]
  [ "${lines[-3]}" = "  Saved: name=Ada Lovelace email=ada@example.com upper=ABC digits=12 note=two" ]
  [ "${lines[-2]}" = "  lines share=true token=not set" ]
  [[ "$output" == *$'    Note (multiline, max 20) {note}:\n      | two\n      | lines\n    [x] Share my login {share}\n'* ]]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
  # A toggle flips without on/off.
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form; toggle share; toggle share; toggle share'
  [ "$status" -eq 0 ]
  [ "$(printf '%s\n' "${lines[@]: -3}")" = $'[x] Share my login {share}\n[ ] Share my login {share}\n[x] Share my login {share}' ]
}

@test "the host's value after each edit: upper-cased, a refused edit kept, the host's error" {
  run --separate-stderr "$SH" --in-memory --bench-modules -c \
    'open bench-form; fill upper abc; fill digits 12; fill digits 12x; fill name a\nb'
  [ "$status" -eq 1 ]
  [ "$(printf '%s\n' "${lines[@]:12}")" = "$(cat <<'TXT'
Shout (text) {upper}: ABC
(upper: the screen made "abc" into "ABC")
Digits (number) {digits}: 12
Digits (number) {digits}: 12
(digits: the screen refused "12x" and kept "12")
Name (text, required) {name}: (empty)
  ! Invalid params: bad value for the input "name": a text field holds one line
(name: the screen refused "a\nb" and kept "")
TXT
)" ]
  [[ "$stderr" == "error -32602 invalid_value: "*"a text field holds one line" ]]
}

@test "a submit the host works on shows the form pending and its button busy, then the values" {
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form {"saveMs":1000}; fill name Ada; submit'
  [ "$status" -eq 0 ]
  [[ "$output" == *$'  form {form}: (pending)\n    -- You --\n      Name (text, required, disabled) {name}: Ada\n'* ]]
  # The view as the answer left it, then as the host is done.
  [[ "$output" == *$'    [ ] Share my login {share} (disabled)\n    [Save] -> submit form (busy)\n  [Clear name] -> clear (disabled)\n== Form ==\n  form {form}:\n'* ]]
  [ "${lines[-1]}" = "  Saved: name=Ada email= upper= digits= note= share=false token=not set" ]
}

@test "errors show after a field is left (a fill) and after a submit, not before" {
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form; fill email adax; submit'
  [ "$status" -eq 0 ]
  [ "$(printf '%s\n' "${lines[@]:0:12}")" = "$(printf '%s\n' "${FORM[@]}")" ]
  [ "${lines[12]}" = "Email (email) {email}: adax" ]
  [ "${lines[13]}" = "  ! An email address has an @" ]
  [[ "$output" == *$'      Name (text, required) {name}: (empty)\n        ! A name is required\n'* ]]
  [ "${lines[-2]}" = "! name: A name is required" ]
  [ "${lines[-1]}" = "! email: An email address has an @" ]
  [[ "$output" != *"Saved:"* ]]
}

@test "a send:submit field's edit waits for the submit, then goes before it, after the others" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory --bench-modules -c \
    'open bench-form; fill note hi; fill name Ada; fill note hello; fill name Bo; submit'
  [ "$status" -eq 0 ]
  [ "$(jq -r 'select(.method == "view/input" or .method == "view/event")
        | "\(.method) \(.params.key // .params.action) \(.params.seq // "") \(.params.value // "")"' \
        "$BATS_TEST_TMPDIR/to-host")" = $'view/input name 1 Ada\nview/input name 2 Bo\nview/input note 1 hello\nview/event save  ' ]
  # Every fill's edit was sent as left (a fill types the whole text and leaves the field); the
  # note's, sent by the submit, without: leaving a send:"submit" field sends nothing (rule 4).
  [ "$(jq -r 'select(.method == "view/input") | "\(.params.key) \(.params.left // "-")"' "$BATS_TEST_TMPDIR/to-host")" = \
    $'name true\nname true\nnote -' ]
  [ "${lines[-1]}" = "  Saved: name=Bo email= upper= digits= note=hello share=false token=not set" ]
}

# secrets_kept_out DIR...: the secrets are in no file under DIR..., nor in $output.
secrets_kept_out() {
  local secret
  for secret in "${SECRETS[@]}"; do
    [[ "$output" != *"$secret"* ]]
    ! grep -rqaF -- "$secret" "$@"
  done
}

@test "a secret read at a hidden prompt: never shown, never in the history, a file or a recording" {
  mkdir "$BATS_TEST_TMPDIR/home" "$BATS_TEST_TMPDIR/tmp" "$BATS_TEST_TMPDIR/data"
  SECRETS=(hidden-Pa55 again-Pa55)
  cat >"$BATS_TEST_TMPDIR/steps" <<'STEPS'
expect viper> 
send open bench-form
expect viper> 
send fill token
expect Token (not shown): 
noecho
send hidden-Pa55
expect viper> 
send fill token typed-Pa55
expect viper> 
send \x10
expect Token (not shown): 
noecho
send again-Pa55
expect viper> 
send fill name Ada
expect viper> 
send submit
expect viper> 
send quit
STEPS
  run env -u HISTFILE HOME="$BATS_TEST_TMPDIR/home" TMPDIR="$BATS_TEST_TMPDIR/tmp" \
    python3 "$FIXTURES/pty-drive.py" "$BATS_TEST_TMPDIR/steps" -- \
    "$SH" --data-dir "$BATS_TEST_TMPDIR/data" --bench-modules --record "$BATS_TEST_TMPDIR/session.txt"
  [ "$status" -eq 0 ]
  [[ "$output" == *"Token (secure) {token}: ••••••••"* ]]
  [[ "$output" == *"Saved: name=Ada email= upper= digits= note= share=false token=set"* ]]
  # Ctrl-P recalled 'fill token' (no secret in it), not 'fill token typed-Pa55': the line with
  # a secret is shown once, as it was typed, and is not in the history.
  [ "$(grep -o 'typed-Pa55' <<<"$output" | wc -l)" -eq 1 ]
  [ "$(grep -c 'Token (not shown): ' <<<"$output")" -eq 2 ]
  SECRETS+=(typed-Pa55)
  output=${output//typed-Pa55/}
  secrets_kept_out "$BATS_TEST_TMPDIR/home" "$BATS_TEST_TMPDIR/tmp" "$BATS_TEST_TMPDIR/data" "$BATS_TEST_TMPDIR/session.txt"
  # The recording has the edits, masked by the host.
  [ "$(grep -c '"secret":"\*\*\*\*\*\*\*\*"' "$BATS_TEST_TMPDIR/session.txt")" -eq 3 ]
}

@test "a secret from a script: sent as secret, in no output and no file viper-sh or the host writes" {
  recording_host
  mkdir "$BATS_TEST_TMPDIR/home" "$BATS_TEST_TMPDIR/tmp" "$BATS_TEST_TMPDIR/data"
  SECRETS=(piped-Pa55)
  run env HOME="$BATS_TEST_TMPDIR/home" TMPDIR="$BATS_TEST_TMPDIR/tmp" "$SH" --host "$BATS_TEST_TMPDIR/host" \
    --data-dir "$BATS_TEST_TMPDIR/data" --bench-modules <<<$'open bench-form\nfill token piped-Pa55\nfill name Ada\nsubmit\nshow'
  [ "$status" -eq 0 ]
  [[ "$output" == *"token=set"* ]]
  [ "$(jq -r 'select(.method == "view/input" and .params.key == "token") | .params | has("value"), .secret' \
        "$BATS_TEST_TMPDIR/to-host")" = $'false\npiped-Pa55' ]
  secrets_kept_out "$BATS_TEST_TMPDIR/home" "$BATS_TEST_TMPDIR/tmp" "$BATS_TEST_TMPDIR/data"
}

@test "behind a link that delays every host line by 300 ms the script ends with exactly the typed values" {
  cat >"$BATS_TEST_TMPDIR/slow-host" <<WRAPPER
#!/usr/bin/env bash
export PYTHONPATH="$BATS_TEST_DIRNAME/../../python/src"
exec python3 -m viperhost.latency --delay-ms 300 -- "$VIPER_HOST_BIN" "\$@"
WRAPPER
  chmod +x "$BATS_TEST_TMPDIR/slow-host"
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/slow-host" --in-memory --bench-modules -c \
    'open bench-form; fill name Ada; fill upper abc; fill digits 12; fill digits 12x; fill note hi; fill email a@b; toggle share on; fill name Ada B; submit; show; check'
  [ "$status" -eq 0 ]
  [ "$(printf '%s\n' "${lines[@]: -14:13}")" = "$(cat <<'TXT'
== Form ==
  form {form}:
    -- You --
      Name (text, required) {name}: Ada B
      Email (email) {email}: a@b
      Token (secure) {token}: (empty)
    Shout (text) {upper}: ABC
    Digits (number) {digits}: 12
    Note (multiline, max 20) {note}: hi
    [x] Share my login {share}
    [Save] -> submit form
  [Clear name] -> clear
  Saved: name=Ada B email=a@b upper=ABC digits=12 note=hi share=true token=not set
TXT
)" ]
  [[ "${lines[-1]}" == "view v1: viper-sh's copy is the host's (rev "* ]]
}

@test "initialize announces the later nodes and members; --no-input does not, and shows the readable form" {
  recording_host
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --in-memory -c 'modules'
  [ "$status" -eq 0 ]
  [ "$(head -1 "$BATS_TEST_TMPDIR/to-host" | jq -c '.params.capabilities')" = \
    '{"viewPatch":true,"nodes":["field","toggle","form","stack","section","choice","toolbar","list.actions","list.toggle","list.window"]}' ]
  run --separate-stderr "$SH" --host "$BATS_TEST_TMPDIR/host" --no-input --in-memory --bench-modules -c 'open bench-form'
  [ "$status" -eq 0 ]
  [ "$(head -1 "$BATS_TEST_TMPDIR/to-host" | jq -c '.params.capabilities')" = '{"viewPatch":true}' ]
  [ "${lines[2]}" = "  Name: (empty)" ]
  [ "${lines[4]}" = "  Token: (hidden)" ]
  [ "${lines[-2]}" = "  [Save] -> save" ]
}

@test "help lists fill, toggle and submit; they check their arguments" {
  run "$SH" --in-memory -c help
  [[ "$output" == *$'\n  fill KEY [TEXT] '* ]]
  [[ "$output" == *$'\n  toggle KEY [on|off] '* ]]
  [[ "$output" == *$'\n  submit [FORM] '* ]]
  [[ "$output" == *"--no-input"* ]]
  local cmd
  for cmd in 'fill' 'toggle' 'toggle share maybe'; do
    run --separate-stderr "$SH" --in-memory --bench-modules -c "open bench-form; $cmd"
    [ "$status" -eq 1 ]
    [[ "$stderr" == "usage: "* ]]
  done
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form; fill share on'
  [ "$stderr" = "error: share is a toggle: try 'toggle share'" ]
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form; toggle name'
  [ "$stderr" = "error: name is a field: try 'fill name TEXT'" ]
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form; fill note 123456789012345678901'
  [ "$stderr" = "error: note takes at most 20 characters" ]
  run --separate-stderr "$SH" --in-memory -c 'open jobs; submit'
  [ "$stderr" = "error: the view has no form" ]
  run --separate-stderr "$SH" --in-memory --bench-modules -c 'open bench-form; fill nothing x'
  [[ "$stderr" == "error -32602 unknown_input: "* ]]
}
