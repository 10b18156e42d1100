# The input and controls files of Protocol/conformance/ (README there, "Input files") as a user
# of viper-sh plays them: their `#>` steps as viper-sh commands, and the checks of what `show`
# prints. Loaded by conformance.bats.

# The viper-sh script for an input file (Protocol/conformance/input-*.txt) on stdin: its `#>`
# steps become what a user of viper-sh types (README there, "Input files"): `fill K T` and
# `toggle K on|off` as they are; `submit F`, which sends the form's waiting edits, the submit and
# then host/idle itself (so the file's host/idle after the submit event is not sent again);
# `type K T` on a send:"submit" field is `fill K T` (its edit waits for the submit), on another
# field it is remembered and `leave K` fills it then (viper-sh has no keystrokes: a fill is the
# typing and the leaving); `enter K` (Enter in a field submits its form) is `submit`. The lines
# only a typing frontend sends — a debounced edit, without left, of a field being typed in, and
# at `enter` the waiting edit of that field — are sent as they are (`send view/input …`): the
# latitude README gives viper-sh. Each group of checks (`shows`, `readonly`, `ready`) becomes
# `show` between two `help`s (markers in the output); `busy F at rev N` (the answer said pending)
# is the view submit prints then; `focused`, `same` and an immediate `busy` are about focus and a
# press not yet answered, which viper-sh, which waits for each answer, does not have. The controls'
# steps (the controls-*.txt files): `choose K JSON` is `choose K JSON`, a row's `toggle` a toggle,
# `press A [V]` is `do A [V]` (which sends the file's view/event and host/idle), `escape` is `do`
# of the action the file sends then (viper-sh has no keys: the user runs the action marked
# `(cancel)`, which input_checks checks). A step whose edit or event the file refuses runs under
# `try`. The requests the harness makes (host/idle, view/get, a button outside a form) as in to_commands.
to_input_commands() {
  jq -R -n -r '
    def esc: gsub("\\\\"; "\\\\") | gsub("\n"; "\\n");
    def step: capture("^(?<verb>\\S+)(?: (?<key>\\S+))?(?: (?<rest>.+?))?(?: ?at rev (?<rev>\\d+))?$")
      | . + {text: (if (.rest // "") | startswith("\"") then .rest | fromjson else null end)};
    [inputs] as $lines
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "field" or .type == "choice")
        | {(.key): .send}] | add // {}) as $sends
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "form") | .submit.action]) as $submits
    | [$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | select(.error and .id != null) | .id] as $failing
    | [$lines[] | if startswith("#> ") then {step: (.[3:] | step)} elif startswith("--> ") then {req: (.[4:] | fromjson)} else empty end] as $items
    | ($items | length) as $n
    | def check: .step != null and (.step.verb | IN("shows", "readonly", "ready") or (. == "busy" and false));
      def is_check: .step != null and (.step.verb | IN("shows", "readonly", "ready", "busy", "focused", "same", "destructive", "alertfocus"));
      def shown: .step.verb | IN("shows", "readonly", "ready");
      def plain_idle: .req != null and .req.method == "host/idle" and (.req | has("params") | not);
      def raw: "send view/input \(.req.params | tojson)";
      # "try " when the request the step sends next is one the file answers with an error.
      def try_at($j): if any($failing[]; . == $items[$j].req.id) then "try " else "" end;
      # After a press: the view/event it sends, and the host/idle after it, which `do` sends itself.
      def after_press($j): if $items[$j].req.method == "view/event" then
          (if $items[$j + 1] | plain_idle then $j + 2 else $j + 1 end) else $j end;
      def go($i; $typed; $skip_idle; $in_checks):
        if $i >= $n then empty
        else $items[$i] as $it
        | if $it.step != null then
            $it.step as $s
            | if ($it | is_check) then
                (if $it | shown then
                   (if $in_checks then empty else "help", "show", "help" end), go($i + 1; $typed; $skip_idle; true)
                 else go($i + 1; $typed; $skip_idle; $in_checks) end)
              elif $s.verb == "fill" then try_at($i + 1) + "fill \($s.key) \($s.text | esc)", go($i + 1; $typed; false; false)
              elif $s.verb == "toggle" then try_at($i + 1) + "toggle \($s.key) \($s.rest)", go($i + 1; $typed; false; false)
              elif $s.verb == "choose" then try_at($i + 1) + "choose \($s.key) \($s.rest)", go($i + 1; $typed; false; false)
              elif $s.verb == "press" then
                try_at($i + 1) + "do \($s.key)" + (if $s.rest then " \($s.rest)" else "" end), go(after_press($i + 1); $typed; false; false)
              elif $s.verb == "escape" then
                try_at($i + 1) + "do \($items[$i + 1].req.params.action)", go(after_press($i + 1); $typed; false; false)
              elif $s.verb == "submit" then "submit \($s.key)", go($i + 1; $typed; true; false)
              elif $s.verb == "type" and $sends[$s.key] == "submit" then "fill \($s.key) \($s.text | esc)", go($i + 1; $typed; false; false)
              elif $s.verb == "type" then
                ($items[$i + 1]) as $next
                | if $next.req != null and $next.req.method == "view/input" and $next.req.params.key == $s.key
                     and ($next.req.params | has("left") | not) then
                    ($next | raw), go($i + 2; $typed + {($s.key): $s.text}; false; false)
                  else go($i + 1; $typed + {($s.key): $s.text}; false; false) end
              elif $s.verb == "leave" and $sends[$s.key] == "submit" then go($i + 1; $typed; false; false)
              elif $s.verb == "leave" then "fill \($s.key) \($typed[$s.key] | esc)", go($i + 1; $typed | del(.[$s.key]); false; false)
              elif $s.verb == "enter" then
                # the waiting edits of fields that are not send:"submit", as the typing frontend sends them
                ([range($i + 1; $n) as $j | $items[$j]] | until(length == 0 or (.[0].req == null) or (.[0].req.method != "view/input"); .[1:])) as $rest
                | ([range($i + 1; $n - ($rest | length)) as $j | $items[$j] | select($sends[.req.params.key] != "submit") | raw][]),
                  "submit", go($i + 1; $typed; true; false)
              else error("unknown step \($s.verb)") end
          else
            $it.req as $r
            | if $r.method | IN("initialize", "shutdown", "exit") then go($i + 1; $typed; $skip_idle; false)
              elif $r.method == "view/input" then go($i + 1; $typed; $skip_idle; false)
              elif $r.method == "view/event" and any($submits[]; . == $r.params.action) then go($i + 1; $typed; $skip_idle; false)
              elif ($it | plain_idle) and $skip_idle then go($i + 1; $typed; false; false)
              elif $r.method == "app/start" and ($items[$i + 1] | plain_idle) then "start", go($i + 2; $typed; false; false)
              elif $r.method == "view/get" then "check \($r.params.viewId)", go($i + 1; $typed; false; false)
              elif $it | plain_idle then "idle", go($i + 1; $typed; false; false)
              elif $r.method == "view/event" and ($items[$i + 1] | plain_idle) then "do \($r.params.action)", go($i + 2; $typed; false; false)
              elif $r.method == "view/event" then "do \($r.params.action)", go($i + 1; $typed; false; false)
              else error("no command for \($r.method)") end
          end
        end;
      go(0; {}; false; false)'
}

# input_checks FILE: for each group of checks of to_input_commands (in order), one line per check:
# GROUP<TAB>a grep -E pattern that viper-sh's `show` of that group must print (GROUP 0: anywhere).
input_checks() {
  jq -R -n -r '
    def step: capture("^(?<verb>\\S+)(?: (?<key>\\S+))?(?: (?<rest>.+?))?(?: ?at rev (?<rev>\\d+))?$")
      | . + {text: (if (.rest // "") | startswith("\"") then .rest | fromjson else null end)};
    def re: gsub("(?<c>[][\\\\.^$*+?(){}|])"; "\\\(.c)");
    [inputs] as $lines
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "field")
        | {(.key): .kind}] | add // {}) as $kinds
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "choice")
        | {(.key): true}] | add // {}) as $choices
    | ([$lines[] | select(startswith("<-- ")) | .[4:] | fromjson | .. | objects | select(.type == "field")
        | {(.key): .send}] | add // {}) as $sends
    | [$lines[] | if startswith("#> ") then {step: (.[3:] | step)} elif startswith("--> ") then {line: true, req: (.[4:] | fromjson)}
                  elif startswith("<-- ") then {line: true} else empty end]
    | reduce .[] as $it ({group: 0, open: false, out: [], typing: {}, escape: false};
        # The controls: roles are marked on the action anywhere in what viper-sh printed; Escape and
        # an alert'"'"'s initial focus (viper-sh has neither keys nor focus) are the action marked (cancel).
        if $it.step.verb == "destructive" then .out += ["0\t\\] -> \($it.step.key | re) \\(destructive\\)"]
        elif $it.step.verb == "alertfocus" then .out += ["0\t\\] -> \($it.step.key | re) \\(cancel\\)$"]
        elif $it.step.verb == "escape" then .escape = true | .open = false
        elif .escape and $it.req.method == "view/event" then
          .escape = false | .out += ["0\t\\] -> \($it.req.params.action | re) \\(cancel\\)$"]
        elif $it.step.verb == "shows" and $choices[$it.step.key] then
          (if .open then . else .group += 1 | .open = true end)
          | .out += ["\(.group)\tchoice\t\($it.step.key)\t\($it.step.rest | fromjson | tojson)"]
        # A field being typed in (not left yet) shows its text only in a typing frontend.
        elif $it.step.verb == "type" and $sends[$it.step.key] != "submit" then .typing[$it.step.key] = true | .open = false
        elif $it.step.verb == "leave" then .typing |= del(.[$it.step.key]) | .open = false
        elif $it.step.verb == "shows" and .typing[$it.step.key] then (if .open then . else .group += 1 | .open = true end)
        elif $it.step == null or ($it.step.verb | IN("shows", "readonly", "ready", "busy", "focused", "same") | not) then
          .open = false
        elif $it.step.verb == "busy" and $it.step.rev != null then
          .out += ["0\t\\] -> submit \($it.step.key | re) \\(busy\\)$"]
        elif $it.step.verb | IN("shows", "readonly", "ready") then
          (if .open then . else .group += 1 | .open = true end)
          | .group as $g | $it.step as $s
          | .out += [if $s.verb == "readonly" then "\($g)\t\\{\($s.key | re)\\}.*disabled|\\(.*disabled.*\\) \\{\($s.key | re)\\}"
              elif $s.verb == "ready" then "\($g)\t\\] -> submit \($s.key | re)$"
              elif $s.rest == "on" then "\($g)\t\\[x\\] .* \\{\($s.key | re)\\}"
              elif $s.rest == "off" then "\($g)\t\\[ \\] .* \\{\($s.key | re)\\}"
              elif $kinds[$s.key] == "secure" then "\($g)\t\\{\($s.key | re)\\}: ••••••••$"
              elif $s.text == "" then "\($g)\t\\{\($s.key | re)\\}: \\(empty"
              elif ($s.text | contains("\n")) then ($s.text | split("\n") | map("\($g)\t^ *\\| \(re)$") | .[])
              else "\($g)\t\\{\($s.key | re)\\}: \($s.text | re)( \\(not sent|$)" end]
        else . end)
    | .out[]'
}

# chosen_in KEY: what the choice KEY shows chosen in the show on stdin (its first one), as JSON: the
# keys of its options marked (*) or [x] — one key or null for a single choice, a list for a multiple one.
chosen_in() {
  awk -v head="{$1}:" '
    on && /^ *[0-9]+\. (\(.\)|\[.\]) / { if ($2 == "(*)" || $2 == "[x]") { match($0, /\{[^}]*\}$/); print substr($0, RSTART + 1, RLENGTH - 2) } next }
    on { exit }
    /\(choice/ && substr($0, length($0) - length(head) + 1) == head { on = 1; print ($0 ~ /\(choice, multiple/) ? "multiple" : "single" }' |
    jq -R -s -c 'split("\n") | map(select(. != "")) | if .[0] == "multiple" then .[1:] else .[1] end'
}
