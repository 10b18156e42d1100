#!/usr/bin/env bats
# The node vocabulary gate for viper-sh (Protocol/schema/README.md, "What a frontend must render"):
# every node type of the schema is rendered by render.jq — each example shows the text its x-render
# names, none shows as the fallback for unknown nodes, each state member and each value of a
# `variants` member changes what is shown — viper-sh's `show` prints exactly that, shows none of
# what is typed into a secure field, and announces the schema's announced types in capabilities.nodes. The cases come from Protocol/schema/vocabulary.py, as for the TUI and the page.

bats_require_minimum_version 1.5.0

setup() {
  SHELL_DIR="$BATS_TEST_DIRNAME/.."
  SH="$SHELL_DIR/viper-sh"
  TREE_HOST="$BATS_TEST_DIRNAME/../../python/tests/hosts/tree_host.py"
  VOCABULARY="$BATS_TEST_TMPDIR/vocabulary.json"
  python3 "$BATS_TEST_DIRNAME/../../../Protocol/schema/vocabulary.py" >"$VOCABULARY"
}

# Each case (and the unknown node) with its text, rendered as viper-sh's show does (render_inputs,
# nothing typed yet) or, with `text`, in the readable text form (render_text).
rendered() {
  jq -L "$SHELL_DIR" --arg form "${1:-inputs}" 'include "render";
    def shown: if $form == "text" then render_text else render_inputs({waiting: {}, secrets: {}}) end;
    [.cases[], .unknown | . + {text: (.view | shown)}]' "$VOCABULARY"
}

# What is wrong with each rendered case, one line each: a text not shown, a type shown as "<type>"
# (the fallback), nothing shown but the screen's title, a variant (a state flipped, a value of a
# `variants` member) shown as its example or as another value of its member; not a variant viper-sh
# is excused from (`unseen`), nor one that hides what is typed (the last test judges those).
CHECK='
  def fallback($t): split("\n") | any(test("^ *<" + ($t | gsub("[^a-z0-9-]"; ".")) + ">$"));
  (map({key: .name, value: .text}) | from_entries) as $by_name
  | . as $all
  | .[] | select(.name != "unknown") | . as $c
  | [$all[:([$all[].name] | index($c.name))][] | select($c | has("value")) | select(.variantOf == $c.variantOf and .member == $c.member)
     | .name] as $siblings
  | ([$c.shows[] | . as $line | select($c.text | contains($line) | not) | "\($c.name): does not show \(tojson)"]
     + [$c.types[] | select(. as $t | $c.text | fallback($t)) | "\($c.name): shows \(.) as an unknown node"]
     + (if $c.type != "screen" and ($c.text | split("\n") | length) < 2 then ["\($c.name): shows nothing"] else [] end)
     + (if $c.variantOf and (($c.unseen // {}) | has("viper-sh") | not) and (($c | has("value")) and $c.typed != "" | not)
        then [[$c.variantOf] + $siblings | .[] | select($by_name[.] == $c.text)
              | "\($c.name): \($c.member) \(if $c | has("value") then "= \($c.value | tojson)" else "flipped" end) shows the same as \(.)"]
        else [] end))[]'

@test "render.jq renders every node type of the schema (viper-sh's show)" {
  rendered >"$BATS_TEST_TMPDIR/shown.json"
  run --separate-stderr jq -r "$CHECK" "$BATS_TEST_TMPDIR/shown.json"
  [ "$status" -eq 0 ]
  [ "$output" = "" ] || { echo "$output"; false; }
  # The fallback is what the check looks for: an unknown type shows as "<type>" and its children.
  run jq -r '.[] | select(.name == "unknown") | .text' "$BATS_TEST_TMPDIR/shown.json"
  [ "${lines[1]}" = "  <x-future-node>" ]
  [ "${lines[2]}" = "    Inside a future node" ]
}

# The text form (Clients/README.md, "Text rendering", the same as viperhost.render) is of the types every
# frontend renders; it shows no state member that came later (button's busy): their variants are left out.
@test "render.jq's readable text form renders the types every frontend renders (not announced)" {
  rendered text | jq --argjson announced "$(jq -c .announced "$VOCABULARY")" \
    '[.[] | select(.name == "unknown" or ((.variantOf | not) and (.types - (.types - $announced)) == []))]' \
    >"$BATS_TEST_TMPDIR/shown.json"
  run --separate-stderr jq -r "$CHECK" "$BATS_TEST_TMPDIR/shown.json"
  [ "$status" -eq 0 ]
  [ "$output" = "" ] || { echo "$output"; false; }
}

@test "viper-sh shows a view of every example as render.jq does, and announces the schema's announced types" {
  jq '[{name: "every", view: {type: "screen", title: "Every example",
                              children: [.cases[] | select(.variantOf | not) | .node]}}]' \
    "$VOCABULARY" >"$BATS_TEST_TMPDIR/views.json"
  local expected
  expected=$(jq -r -L "$SHELL_DIR" 'include "render"; .[0].view | render_inputs({waiting: {}, secrets: {}})' \
    "$BATS_TEST_TMPDIR/views.json")
  run --separate-stderr "$SH" --host "$TREE_HOST" -c start -- "$BATS_TEST_TMPDIR/views.json" "$BATS_TEST_TMPDIR/log"
  [ "$status" -eq 0 ] || { echo "$stderr"; false; }
  [ "$output" = "$expected" ] || { diff <(echo "$expected") <(echo "$output"); false; }
  local said wanted
  said=$(jq -c 'select(.method == "initialize") | .params.capabilities.nodes // [] | sort' "$BATS_TEST_TMPDIR/log")
  wanted=$(jq -c '.announced | sort' "$VOCABULARY")
  [ "$said" = "$wanted" ] || { echo "capabilities.nodes: $said; the schema's announced types: $wanted"; false; }
}

# A secure field, an example or a variant (the `hides` of field's x-render): viper-sh fills it with
# the case's `typed` as a user would (`fill KEY TEXT`), then shows the view: no line of that text may
# appear, and the host must have got it (as `secret`) or, for a `send: "submit"` field, viper-sh must
# hold it (marked not sent), so the check is not of a text never typed.
@test "viper-sh shows none of what is typed into a secure field" {
  local count case_index checked=()
  count=$(jq '[.cases[] | select((.typed // "") != "")] | length' "$VOCABULARY")
  [ "$count" -gt 0 ]
  # (not `i`: bats' `run` sets an `i` of its own)
  for ((case_index = 0; case_index < count; case_index++)); do
    jq --argjson i "$case_index" '[.cases[] | select((.typed // "") != "")][$i]' "$VOCABULARY" >"$BATS_TEST_TMPDIR/case.json"
    jq '[{name: "typed", view: .view}]' "$BATS_TEST_TMPDIR/case.json" >"$BATS_TEST_TMPDIR/views.json"
    local name key text
    name=$(jq -r .name "$BATS_TEST_TMPDIR/case.json")
    key=$(jq -r .node.key "$BATS_TEST_TMPDIR/case.json")
    text=$(jq -r '.typed | gsub("\\\\"; "\\\\") | gsub("\n"; "\\n")' "$BATS_TEST_TMPDIR/case.json")
    : >"$BATS_TEST_TMPDIR/log"
    run --separate-stderr "$SH" --host "$TREE_HOST" -c "start; fill $key $text; show" -- \
      "$BATS_TEST_TMPDIR/views.json" "$BATS_TEST_TMPDIR/log"
    [ "$status" -eq 0 ] || { echo "$name: $stderr"; false; }
    if [ "$(jq -r .node.send "$BATS_TEST_TMPDIR/case.json")" = submit ]; then
      [[ "$output" == *"not sent: goes with submit"* ]] || { echo "$name: viper-sh does not hold the text"; false; }
    else
      jq -se --slurpfile c "$BATS_TEST_TMPDIR/case.json" \
        'any(.[]; .method == "view/input" and .params.secret == $c[0].typed)' "$BATS_TEST_TMPDIR/log" >/dev/null \
        || { echo "$name: the host did not get the typed text as secret"; false; }
    fi
    while IFS= read -r line; do
      if [[ "$output" == *"$line"* ]]; then echo "$name: shows \"$line\" typed in it"; echo "$output"; false; fi
    done < <(jq -r '.hides[]' "$BATS_TEST_TMPDIR/case.json")
    checked+=("$name")
  done
  [ "${#checked[@]}" -eq "$count" ] # every case, each once
}
