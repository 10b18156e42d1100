# viper-sh's mirror: ONE jq for a whole session (connection.sh starts it), holding viper-sh's copy
# of each view and the host's latest answers, and answering viper-sh's questions about them, so that
# a command starts no process (issue #46: a jq per question cost ~30 ms each, 46 for one add).
#
#   jq -n -R -j --unbuffered -L DIR 'include "mirror"; foreach inputs as $line ({}; step($line); .out + "\u0000")'
#
# (`inputs` there is jq's: render.jq's `inputs`, a view's, hides it in this file.)
#
# Input: one line per question. "H" + a line of the host: the host's message, taken into the copies
# (view/update, view/patch, view/closed) and told back as KIND US ID US VIEWID US TEXT (US: \u001f);
# or a JSON object {"q": NAME, …}: a question (below, and queries.jq). Output: one answer per line
# of input, a text ended by a NUL; an answer starting with \u0015 (NAK) is a question that failed, why
# after it. The state: the reducer's (input-machine.jq: {views: {VIEWID: {view, rev, resyncing, inputs…}}})
# and the mirror's: each view's module, `display` (what show prints of each input), `outbox`, `results`
# and `errors` (the host's last answers, by id).
include "patch";
include "render";
include "input-machine";
include "queries";

def us: "\u001f";
def told($fields): [$fields[] | tostring] | join(us);

# The reducer (input-machine.jq) steps here, on this state: `machine($event)` takes what it commands
# that the mirror does itself (show_value, show_refusal: `.display`, what show prints of an input) and
# keeps the rest for viper-sh (`.outbox`: send_edit, send_event, a show_value that dropped a waiting
# edit, to say so), which input.sh's run_commands runs. A user's edit shows as typed (`.display`).
def machine($e; $r):
  $r.state
  | (if $e.event == "user_edit" then .display[$e.viewId][$e.key].value = $e.value else . end)
  | reduce $r.commands[] as $c (.;
      if $c.command == "show_value" then .display[$c.viewId][$c.key].value = $c.value
        | if $c.dropped then .outbox += [$c] else . end
      elif $c.command == "show_refusal" then .display[$c.viewId][$c.key].error = $c.message
      elif $c.command == "get_view" then .
      else .outbox += [$c] end)
  # What is shown of inputs a view no longer has goes (a window of rows moving holds only its own).
  | (if $e.event | IN("tree_arrived", "patch_arrived") then (.views[$e.viewId].inputs // {}) as $ins
       | .display[$e.viewId] |= (. // {} | with_entries(select(.key as $k | $ins | has($k))))
     else . end)
  | .outbox = (.outbox // [] | .[-100:]);
def machine($e): step($e) as $r | machine($e; $r);

# The outbox as lines for run_commands (emptied): NAME US VIEWID US KEY US SEQ US PARAMS (the
# command's members but `command` and `dropped`, as JSON), or show_value US VIEWID US KEY for a
# dropped waiting edit.
def drain:
  .out = ([.outbox[]? | if .command == "show_value" then told(["show_value", .viewId, .key])
           else told([.command, .viewId, .key // "", .seq // "", (del(.command) | tojson)]) end] | join("\n"))
  | .outbox = [];

# view/patch (PROTOCOL §5), through the reducer's patch_arrived: applied when its rev is the copy's
# + 1; else, or when its ops do not apply, the reducer commands get_view, told as `gap` (connection.sh's
# settle asks); the view's next patches are skipped until a whole view came.
def take_patch($p):
  .views[$p.viewId] as $v
  | {event: "patch_arrived", viewId: $p.viewId, rev: $p.rev, ops: $p.ops} as $e
  | step($e) as $r
  | if any($r.commands[]; .command == "get_view") then
      machine($e; $r)
      | .out = told(["gap", $p.rev, $p.viewId, "viper-sh: view \($p.viewId): "
          + (if $v.view == null or $p.rev != $v.rev + 1 then "patch rev \($p.rev) after rev \($v.rev // "none")"
             else "patch rev \($p.rev) does not apply (\(try ($v.view | apply_patch($p.ops) | "") catch .))" end)
          + "; reading the view again"])
    elif $v.resyncing == true then .out = told(["skip", $p.rev, $p.viewId, ""])
    else machine($e; $r) | .out = told(["patch", $p.rev, $p.viewId, ""]) end;

# A line of the host. A result is kept by its id (the last few: viper-sh asks about the one it waited for).
def take_host($line):
  ($line | try fromjson catch null) as $m
  | if ($m | type) != "object" then .out = told(["junk", "", "", $line[:200]])
    elif $m.method == "view/update" then
      machine({event: "tree_arrived", viewId: $m.params.viewId, rev: $m.params.rev, view: $m.params.view})
      | .views[$m.params.viewId].module = $m.params.module
      | .out = told(["update", $m.params.rev, $m.params.viewId, $m.params.module // ""])
    elif $m.method == "view/patch" then take_patch($m.params)
    elif $m.method == "router/navigate" then
      .out = told(["navigate", "", $m.params.viewId, ($m.params.stack | join(" "))])
    elif $m.method == "view/closed" then
      del(.views[$m.params.viewId]) | del(.display[$m.params.viewId])
      | .out = told(["closed", "", $m.params.viewId,
          (if $m.params.error then "view \($m.params.viewId) closed: \($m.params.error.message)" else "" end)])
    elif $m | has("method") then .out = told(["notice", "", "", $m.method])
    elif $m | has("error") then
      .errors = ((.errors // {}) | to_entries | .[-3:] | from_entries) | .errors[$m.id | tostring] = $m.error
      | .out = told(["error", ($m.id | tostring), "",
        "error \($m.error.code) \($m.error.data.kind // "error"): \($m.error.message)"])
    else
      ($m.id | tostring) as $id
      | .results = ((.results // {}) | with_entries(select(.key != $id)) | to_entries | .[-3:] | from_entries)
      | .results[$id] = $m.result
      | .out = told(["result", $id, "", ""])
    end;

# JSON pretty-printed as `jq .` prints it (two spaces), and with its objects' keys sorted (`jq -S .`).
def pretty($indent):
  if type == "object" and length > 0 then
    "{\n" + ([to_entries[] | "\($indent)  \(.key | tojson): \(.value | pretty($indent + "  "))"] | join(",\n"))
    + "\n\($indent)}"
  elif type == "array" and length > 0 then
    "[\n" + ([.[] | "\($indent)  \(pretty($indent + "  "))"] | join(",\n")) + "\n\($indent)]"
  else tojson end;
def pretty: pretty("");
def sorted: if type == "object" then to_entries | sort_by(.key) | map(.value |= sorted) | from_entries
  elif type == "array" then map(sorted) else . end;

# What viper-sh asks about a result (`id`: the request's): `what` names the part.
def result_part($r; $what):
  if $what == "json" then $r | tojson
  elif $what == "pretty" then $r | pretty
  elif $what == "restored" then $r.restored // false | tostring
  elif $what == "link" then $r.link
  elif $what == "seq" then $r.seq | tostring
  elif $what == "rev" then $r.rev | tostring
  elif $what == "modules" then [$r.modules[] | [.name, .title, .version] | @tsv] | join("\n")
  elif $what == "initialize" then told([$r.limits.maxWindowRows // 200, "\($r.hostInfo.name) \($r.hostInfo.version)"])
  elif $what == "history" then
    $r.cursor as $c
    | [$r.entries[] | "\(if .index == $c then "*" else " " end) \(.index)\t\(.kind)\t\(.name // "-")\trev \(.rev)"]
    | join("\n")
  elif $what == "state" then $r.state | pretty
  else error("no part \($what | tojson) of a result") end;

# check: view/get's answer (result `id`) against the copy of `view`: DIFFERS US PATH US HOST US MINE (each
# pretty and sorted) when they differ, else SAME US HOST_REV US MY_REV.
def check($q):
  .results[$q.id | tostring] as $r
  | (.views[$q.view].view // null) as $mine
  | first_difference($r.view; $mine) as $path
  | if $path != "" then told(["differs", $path, ($r.view | sorted | pretty), ($mine | sorted | pretty)])
    else told(["same", $r.rev, .views[$q.view].rev // "none"]) end;

def question($q):
  if $q.q == "result" then .out = result_part(.results[$q.id | tostring]; $q.what)
  elif $q.q == "check" then .out = check($q)
  # view/get's answer (result `id`) is a whole view for the reducer, if the view still waits for one.
  elif $q.q == "install" then
    if .views[$q.view].resyncing == true then
      .results[$q.id | tostring] as $r
      | machine({event: "tree_arrived", viewId: $q.view, rev: $r.rev, view: $r.view}) | .out = ($r.rev | tostring)
    else .out = "" end
  # An event for the reducer (an edit's refusal: the error of request `error_id`); the answer is the outbox.
  # `then`: a second event at once (a fill's leaving after its edit: one question, not two).
  elif $q.q == "step" then
    machine($q.event + (if $q.error_id != null then {error: .errors[$q.error_id | tostring]} else {} end))
    | (if $q.then != null then machine($q.then) else . end) | drain
  elif $q.q == "drain" then drain
  elif $q.q == "module" then .out = (.views[$q.view].module // "")
  # The host is gone (host.sh's restart_host): the edits waiting on view `keep` are kept for `carry`.
  elif $q.q == "forget" then
    .kept = [.views[$q.keep // ""].inputs // {} | to_entries[] | select(.value.waiting != null) | {key, waiting: .value.waiting}]
    | .views = {} | .results = {} | .display = {} | .outbox = [] | .out = ""
  # carry: the kept edits wait on the restored view `view` when it is the same screen (`same`) and has
  # their inputs (PROTOCOL §6 rule 7: the host never had them): the keys carried (US between), and
  # how many were dropped.
  elif $q.q == "carry" then
    (.views[$q.view].inputs // {}) as $inputs
    | [.kept[]? | select(.key as $k | $q.same and ($inputs | has($k)))] as $carried
    | reduce $carried[] as $c (.; .views[$q.view].inputs[$c.key] += {waiting: $c.waiting, changed: true}
        | .display[$q.view][$c.key].value = $c.waiting.value)
    | .out = told([([$carried[].key] | join("\u001e")), ((.kept | length) - ($carried | length))]) | .kept = []
  # Text a user typed as JSON: compact, or an error.
  elif $q.q == "json" then .out = ($q.text | try (fromjson | tojson) catch error("not JSON: \($q.text)"))
  elif $q.q == "length" then .out = ($q.text | length | tostring)
  else (if $q.view != null then .views[$q.view] else null end) as $v
    | {inputs: ($v.inputs // {}), display: (if $q.view != null then .display[$q.view] else null end // {})} as $o
    | .out = ($v.view | query($q + {o: $o}))
  end;

# One line read: exactly one answer (`.out`); a question that answers nothing, or fails, is a NAK (the
# state kept). No first() around the try: jq 1.6's break is an error, which a try above it would catch.
def step($line):
  . as $state
  | [try (if $line[:1] == "H" then take_host($line[1:]) else question($line | fromjson) end)
     catch (. as $why | $state | .out = "\u0015\($why | if type == "string" then . else tojson end)")]
  | if length > 0 then .[0] else $state | .out = "\u0015no answer to \($line[:100])" end;
