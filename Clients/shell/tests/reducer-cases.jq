# The shared frontend cases (Protocol/frontend-cases/) run against viper-sh's reducer alone
# (input-machine.jq's `step`), with no host, no bash and no mirror: each step is an event, each
# command is what the frontend did (a request sent, a value or an error shown).
#
#   jq -c '{name: (input_filename | ltrimstr(DIR + "/")), case: .}' DIR/*.json | jq -s -L Clients/shell -f reducer-cases.jq
#
# One line per case: {name, result: "passed" | "skipped" | "failed", why}. A field typed in and then
# left is user_edit then focus_moved (to nothing); an answer to view/input is edit_answered, a refusal
# edit_refused; an answer to view/get is tree_arrived while the view waits for one (as viper-sh's
# glue does); the submit's answer is no event (viper-sh does not meet submit_answered). What an input
# shows, and its error, are what render.jq's show prints from the commands (`shown_value`, `error_text`).
include "render";
include "input-machine";

# What the reducer alone can take: events in any order (overlap); no focus, clock or reconnect.
def supported: ["overlap"];

def params: del(.command);
def request: if .command == "send_edit" then {method: "view/input", params: params}
  elif .command == "send_event" then {method: "view/event", params: params}
  elif .command == "get_view" then {method: "view/get", params: params} else null end;

# One event: the state steps; the commands are sent (requests) or shown (display).
def event($e):
  . as $run
  | (try (.s | step($e)) catch {error: .}) as $r
  | if $r.error != null then .fails += ["\($e.event): \($r.error)"]
    else .s = $r.state
      | reduce $r.commands[] as $c (.;
          ($c | request) as $q
          | if $q != null then .sent += [$q] | .unanswered += [$q]
            elif $c.command == "show_value" then .display[$c.viewId][$c.key].value = $c.value
            elif $c.command == "show_refusal" then .display[$c.viewId][$c.key].error = $c.message
            else .fails += ["a command viper-sh does not run: \($c.command)"] end)
    end;

def matches($to): . as $q | $q.method == $to.method and ($to | del(.method) | to_entries | all(.value == $q.params[.key]));

# An answer or a refusal to the first unanswered request `to` names.
def answer($step):
  (first(.unanswered | to_entries[] | select(.value | matches($step.to))) // null) as $at
  | if $at == null then .fails += ["an answer to \($step.to | tojson), which was not sent (or was answered)"]
    else .unanswered |= del(.[$at.key]) | $at.value as $q
      | if $q.method == "view/input" then
          if $step.do == "answer" then event({event: "edit_answered", viewId: $q.params.viewId, key: $q.params.key, seq: $q.params.seq})
          else event({event: "edit_refused", viewId: $q.params.viewId, key: $q.params.key, seq: $q.params.seq, error: $step.error}) end
        elif $q.method == "view/get" and $step.do == "answer" and .s.views[$q.params.viewId].resyncing == true then
          event({event: "tree_arrived", viewId: $q.params.viewId, rev: $step.result.rev, view: $step.result.view})
        else . end end;

def input_of($k): .s.views[.top].view // {} | input($k);
def o: {inputs: (.s.views[.top].inputs // {}), display: (.display[.top] // {})};

def expect($n; $step):
  (if .sent != ($step.sent // []) then .fails += ["step \($n): sent \(.sent | tojson), expected \($step.sent // [] | tojson)"] else . end)
  | o as $o
  | reduce ($step.shows // {} | to_entries[]) as $w (.;
      (input_of($w.key) | shown_value($o)) as $got
      | if $got != $w.value then .fails += ["step \($n): \($w.key) shows \($got | tojson), expected \($w.value | tojson)"] else . end)
  | reduce ($step.errors // {} | to_entries[]) as $w (.;
      (input_of($w.key) | error_text($o) | if . == "" then null else . end) as $got
      | if $got != $w.value then .fails += ["step \($n): \($w.key) shows the error \($got | tojson), expected \($w.value | tojson)"] else . end)
  | (if $step | has("focused") then .fails += ["step \($n): expects focus, which the case does not declare it needs"] else . end)
  | .sent = [];

def run_case($c):
  reduce ($c.steps | to_entries[]) as $e ({s: {}, top: null, sent: [], unanswered: [], display: {}, fails: []};
    $e.value as $st | ($e.key + 1) as $n
    | if $st.do == "tree" then .top = $st.viewId | event({event: "tree_arrived", viewId: $st.viewId, rev: $st.rev, view: $st.view})
      elif $st.do == "patch" then event({event: "patch_arrived", viewId: $st.viewId, rev: $st.rev, ops: $st.ops})
      elif $st.do | IN("type", "flip", "choose") then
        ({type: $st.text, flip: $st.on, choose: $st.value}[$st.do]) as $v
        | .display[.top][$st.key].value = $v | event({event: "user_edit", viewId: .top, key: $st.key, value: $v})
      elif $st.do == "leave" then event({event: "focus_moved", viewId: .top, key: null})
      elif $st.do == "submit" then event({event: "submit_pressed", viewId: .top, form: $st.form})
      elif $st.do | IN("answer", "refuse") then answer($st)
      elif $st.do == "expect" then expect($n; $st)
      elif $st.do == "focus" then .fails += ["step \($n): focus, which the case does not declare it needs"]
      elif $st.do == "time" then .fails += ["step \($n): time passes, which needs debounce"]
      elif $st.do | IN("lost", "reconnected") then .fails += ["step \($n): \($st.do) needs reconnect"]
      else .fails += ["step \($n): unknown step \($st.do)"] end)
  | .fails + (if $c.steps[-1].do != "expect" then ["a case ends with an expectation"] else [] end);

.[] | .name as $name | .case as $c
| ([$c.needs // [] | .[] | select(IN(supported[]) | not)]) as $missing
| if $missing != [] then {name: $name, result: "skipped", why: "needs \($missing | join(" "))"}
  else run_case($c) as $fails
    | if $fails == [] then {name: $name, result: "passed"} else {name: $name, result: "failed", why: ($fails | join("; "))} end
  end
