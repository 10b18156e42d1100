# viper-sh's input rules as one pure reducer (docs/INPUT.md, "The frontend's state machine" and "One
# reducer per client"): `step($event)` takes the state and an event, and gives {state, commands}. No
# I/O: the mirror (mirror.jq) holds the state and steps it, input.sh and connection.sh turn events in
# and run the commands. Events and commands are named as in Protocol/input-machine.json; `names`
# below says which of them viper-sh meets, and why not the others (tests/reducer.bats checks it).
# viper-sh's events and commands carry `viewId` too: one state holds every open view's inputs.
#
# The state: {views: {VIEWID: {view, rev, resyncing, focused, inputs: {KEY: INPUT}}}}, INPUT being
# {seq: the latest edit sent, refused: the latest refused, set: the host's `set` last seen,
#  waiting: {value} (an edit not sent yet), changed, secret: the `set` of a secure field that was sent
#  a non-empty text (null: none), sent_secret: that text was not empty, refusal: the shown refusal}.
# A secure field's text never comes here: viper-sh's glue gives the reducer a stand-in (input.sh).
include "patch";
include "render";

def names: {
  events: {
    met: ["user_edit", "focus_moved", "submit_pressed", "tree_arrived", "patch_arrived", "edit_answered",
          "edit_refused"],
    not_met: {
      debounce_fired: "no clock: a fill types the whole text and leaves the field at once, so a send:\"change\" field's edit goes on leaving",
      submit_answered: "it waits for the submit's answer and then for the host (host/idle): no form to unlock, no focus to move",
      connection_lost: "it waits for each answer: when the host ends nothing is unanswered (host.sh says how it ended)",
      reconnected: "its prompt starts the host again and only the edits waiting for a submit follow (mirror.jq's carry), outside these rules"
    }
  },
  commands: {
    met: ["send_edit", "send_event", "get_view", "show_value", "show_refusal"],
    not_met: {
      start_debounce: "no clock (see debounce_fired)",
      stop_debounce: "no clock (see debounce_fired)",
      lock_form: "it waits for the submit's answer, then host/idle: no command runs while a form is busy; show prints `pending` from the tree",
      unlock_form: "see lock_form",
      move_focus: "no focus: show prints the form's errors after a submit"
    }
  }
};

def command($name; $params): {command: $name} + $params;

# What an input node shows of the host's value: a toggle's on, a secure field nothing, else its value.
def host_value: if .type == "toggle" then .on == true elif .kind == "secure" then "" elif .type == "choice" then .value
  else .value // "" end;

# Rule 1a: the host's value is shown when nothing waits and the node answers the latest edit (or a
# refusal did); 1b (a changed `set`) is tree_arrived's.
def answered($n): .waiting == null and ([$n.seq // 0, .refused // 0] | max) >= (.seq // 0);

# send_edit for input $k of view $vid (its state is `.`), with its value $value: the next seq.
def sending($vid; $k; $n; $value; $left):
  .seq += 1 | .waiting = null | .changed = false
  | (if $n.kind == "secure" then .sent_secret = ($value != "") else . end)
  | {input: ., commands: [command("send_edit"; {viewId: $vid, key: $k, seq: .seq}
      + (if $n.kind == "secure" then {secret: $value} else {value: $value} end)
      + (if $left then {left: true} else {} end))]};

# A whole view: its inputs follow the host's seq above theirs; a changed `set` drops a waiting edit
# (rule 1b); an input whose host value is shown, and is not what it showed, shows it.
def take_tree($vid; $rev; $view):
  . as $s | (.views[$vid] // {}) as $v
  | [$view | inputs | select(.key | type == "string")] as $nodes
  | reduce $nodes[] as $n ({inputs: {}, commands: []};
      ($v.inputs[$n.key] // null) as $old
      | ($old // {seq: 0, refused: 0, set: ($n.set // 0)} | .seq = ([.seq, $n.seq // 0] | max)) as $i
      | ($old != null and ($n.set // 0) != $i.set) as $replaced
      | (if $replaced then $i + {set: ($n.set // 0), waiting: null, changed: false, secret: null} else $i end) as $i2
      | (if $replaced or ($i2 | answered($n)) then $n | host_value else $i2.shows end) as $shows
      | .inputs[$n.key] = ($i2 + {shows: $shows})
      | if $old == null or $replaced or $shows != $old.shows then
          .commands += [command("show_value"; {viewId: $vid, key: $n.key, value: $shows}
            + (if $replaced and $i.waiting != null then {dropped: true} else {} end))]
        else . end)
  | . as $done | {state: ($s | .views[$vid] = $v + {view: $view, rev: $rev, resyncing: false, inputs: $done.inputs}),
                  commands: $done.commands};

def resync($vid): {state: (.views[$vid].resyncing = true), commands: [command("get_view"; {viewId: $vid})]};

def step($e):
  . as $s | $e.viewId as $vid | (.views[$vid] // {}) as $v | ($e.key // null) as $k
  # An input the view does not have (a key mistyped, a node sent as text: rule 8) takes an edit that
  # goes at once: the host judges it (unknown_input).
  | (if $k == null then null else $v.view // {} | input($k) // {type: "unknown", key: $k} end) as $n
  | (if $k == null then null else $v.inputs[$k] end // {seq: 0, refused: 0, set: ($n.set // 0)}) as $i
  | def put($input): .views[$vid].inputs[$k] = $input;
  if $e.event == "tree_arrived" then take_tree($vid; $e.rev; $e.view)
  elif $e.event == "patch_arrived" then
    # Rule: a patch applies to rev + 1; else (or when it does not apply) one view/get, and the view's
    # patches are skipped until a whole view comes.
    if $v.resyncing == true then {state: ., commands: []}
    elif $v.view == null or $e.rev != $v.rev + 1 then resync($vid)
    else ([$v.view | try apply_patch($e.ops) catch null] | .[0]) as $view
      | if $view == null then resync($vid) else take_tree($vid; $e.rev; $view) end end
  elif $n == null and ($e.event | IN("user_edit", "edit_answered", "edit_refused")) then {state: ., commands: []}
  elif $e.event == "user_edit" then
    # The user's edit: a toggle's or a choice's goes at once (but a send:"submit" choice's); a
    # field's waits for its leaving (no clock: a fill leaves at once) or its form's submit. A shown
    # refusal goes.
    (if $i.refusal != null then [command("show_refusal"; {viewId: $vid, key: $k, message: null})] else [] end) as $c
    | ($i + {refusal: null}) as $i
    | if $n.type == "toggle" or $n.type == "unknown" or ($n.type == "choice" and $n.send != "submit") then
        ($i | sending($vid; $k; $n; $e.value; false)) as $r
        | {state: (put($r.input + {shows: $e.value}) | .views[$vid].focused = $k), commands: ($c + $r.commands)}
      else {state: (put($i + {waiting: {value: $e.value}, changed: true, shows: ($e.value | if $n.kind == "secure" then "" else . end)})
                    | .views[$vid].focused = $k), commands: $c} end
  elif $e.event == "focus_moved" then
    # Leaving a changed field (not send:"submit") sends its text now, with left: true.
    ($v.focused // null) as $f | ($v.view // {} | input($f) // null) as $fn
    | (if $f == null then null else $v.inputs[$f] end // {}) as $fi
    | if $f != null and $f != $k and $fn.type == "field" and $fi.changed == true and $fn.send != "submit" then
        ($fi | sending($vid; $f; $fn; $fi.waiting.value // $fi.shows; true)) as $r
        | {state: (.views[$vid].inputs[$f] = $r.input | .views[$vid].focused = $k), commands: $r.commands}
      else {state: (.views[$vid].focused = $k), commands: []} end
  elif $e.event == "submit_pressed" then
    # The form's waiting edits in tree order, then its submit; nothing is `changed` any more.
    ($v.view // {} | first(.. | objects | select(.type == "form" and .key == $e.form)) // null) as $form
    | if $form == null then {state: ., commands: []} else
      reduce ($form | inputs) as $in ({state: $s, commands: []};
        (.state.views[$vid].inputs[$in.key] // {}) as $ii
        | if $ii.waiting != null then ($ii | sending($vid; $in.key; $in; $ii.waiting.value; false)) as $r
            | .state.views[$vid].inputs[$in.key] = $r.input | .commands += $r.commands
          else .state.views[$vid].inputs[$in.key].changed = false end)
      | .commands += [command("send_event"; {viewId: $vid, action: $form.submit.action})] end
  elif $e.event == "edit_answered" then
    # The answer to the latest edit shows the host's value (the tree carries it), a secret as set.
    if $e.seq != $i.seq then {state: ., commands: []}
    else ($i | if $n.kind == "secure" then .secret = (if .sent_secret then $n.set // 0 else null end) else . end) as $i
      | if $i | answered($n) then {state: put($i + {shows: ($n | host_value)}),
                                   commands: [command("show_value"; {viewId: $vid, key: $k, value: ($n | host_value)})]}
        else {state: put($i), commands: []} end end
  elif $e.event == "edit_refused" then
    # Refused: answered for rule 1a; the message of an invalid_value or action_unavailable refusal of
    # the latest edit shows at the input, unless the tree gives it an error of its own.
    ($i + {refused: ([$i.refused // 0, $e.seq] | max)} | if $n.kind == "secure" then .secret = null else . end) as $i
    | ($e.seq == $i.seq and ($e.error.data.kind // "" | IN("invalid_value", "action_unavailable"))
       and ($n.error // "") == "") as $why
    | (if $why then [command("show_refusal"; {viewId: $vid, key: $k, message: $e.error.message})] else [] end) as $c
    | ($i | if $why then .refusal = $e.error.message else . end) as $i
    | if $i | answered($n) then {state: put($i + {shows: ($n | host_value)}),
                                 commands: ($c + [command("show_value"; {viewId: $vid, key: $k, value: ($n | host_value)})])}
      else {state: put($i), commands: $c} end
  elif any(names.events.not_met | keys[]; . == $e.event) then
    error("viper-sh does not meet \($e.event): \(names.events.not_met[$e.event])")
  else error("no event \($e.event | tojson)") end;
