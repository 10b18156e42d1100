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
# after it. The state: {views: {VIEWID: {view, rev, module, stale}}, results: {ID: result}}.
include "patch";
include "render";
include "queries";

def us: "\u001f";
def told($fields): [$fields[] | tostring] | join(us);

# view/patch: applied to the copy when its rev is the copy's + 1 (PROTOCOL §5); else, or when its ops
# do not apply, the view is `stale: "gap"` (viper-sh reads it again, view/get) and its next patches
# are skipped until it was read again (stale "asked", then the answer: `installed`).
def take_patch($p):
  .views[$p.viewId] as $v
  | if ($v.stale // null) != null then .out = told(["skip", $p.rev, $p.viewId, ""])
    elif $v.view == null or $p.rev != $v.rev + 1 then
      .views[$p.viewId].stale = "gap"
      | .out = told(["gap", $p.rev, $p.viewId,
          "viper-sh: view \($p.viewId): patch rev \($p.rev) after rev \($v.rev // "none"); reading the view again"])
    else
      (try {view: ($v.view | apply_patch($p.ops))} catch {error: .}) as $done
      | if $done | has("view") then
          .views[$p.viewId].view = $done.view | .views[$p.viewId].rev = $p.rev
          | .out = told(["patch", $p.rev, $p.viewId, ""])
        else
          .views[$p.viewId].stale = "gap"
          | .out = told(["gap", $p.rev, $p.viewId,
              "viper-sh: view \($p.viewId): patch rev \($p.rev) does not apply (\($done.error)); reading the view again"])
        end
    end;

# A line of the host. A result is kept by its id (the last few: viper-sh asks about the one it waited for).
def take_host($line):
  ($line | try fromjson catch null) as $m
  | if ($m | type) != "object" then .out = told(["junk", "", "", $line[:200]])
    elif $m.method == "view/update" then
      .views[$m.params.viewId] = {view: $m.params.view, rev: $m.params.rev, module: $m.params.module}
      | .out = told(["update", $m.params.rev, $m.params.viewId, $m.params.module // ""])
    elif $m.method == "view/patch" then take_patch($m.params)
    elif $m.method == "router/navigate" then
      .out = told(["navigate", "", $m.params.viewId, ($m.params.stack | join(" "))])
    elif $m.method == "view/closed" then
      del(.views[$m.params.viewId])
      | .out = told(["closed", "", $m.params.viewId,
          (if $m.params.error then "view \($m.params.viewId) closed: \($m.params.error.message)" else "" end)])
    elif $m | has("method") then .out = told(["notice", "", "", $m.method])
    elif $m | has("error") then
      .out = told(["error", ($m.id | tostring), "",
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
  # view/get's answer (result `id`) becomes the copy of `view`, if it was asked for (not updated since).
  elif $q.q == "install" then
    if .views[$q.view].stale == "asked" then
      .views[$q.view] += {view: .results[$q.id | tostring].view, rev: .results[$q.id | tostring].rev, stale: null}
      | .out = (.views[$q.view].rev | tostring)
    else .out = "" end
  elif $q.q == "ask" then .views[$q.view].stale = "asked" | .out = ""
  elif $q.q == "settled" then (if .views[$q.view].stale == "asked" then .views[$q.view].stale = null else . end) | .out = ""
  elif $q.q == "module" then .out = (.views[$q.view].module // "")
  elif $q.q == "forget" then .views = {} | .results = {} | .out = ""
  # Text a user typed as JSON: compact, or an error.
  elif $q.q == "json" then .out = ($q.text | try (fromjson | tojson) catch error("not JSON: \($q.text)"))
  elif $q.q == "length" then .out = ($q.text | length | tostring)
  else (if $q.view != null then .views[$q.view].view else null end) as $view | .out = ($view | query($q)) end;

# One line read: exactly one answer (`.out`); a question that answers nothing, or fails, is a NAK (the
# state kept). No first() around the try: jq 1.6's break is an error, which a try above it would catch.
def step($line):
  . as $state
  | [try (if $line[:1] == "H" then take_host($line[1:]) else question($line | fromjson) end)
     catch (. as $why | $state | .out = "\u0015\($why | if type == "string" then . else tojson end)")]
  | if length > 0 then .[0] else $state | .out = "\u0015no answer to \($line[:100])" end;
