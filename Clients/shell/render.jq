# The readable text form of a view (Clients/README.md, "Text rendering"):
# the same text as the Python client's viperhost.render.render_text.
def pad($d): [range(0; $d) | "  "] | join("");
# An image node or a row's image: its label (alt text), else its name or URL.
def image_text: if (.label // "") != "" then .label else (.name // .url // "?") end;
# An action's role (PROTOCOL §6, Controls), shown after it; a role viper-sh does not know is none.
def role_mark: if .role == "destructive" then " (destructive)" elif .role == "cancel" then " (cancel)" else "" end;
# An alert's, a row's or a toolbar's action: [TITLE] -> ACTION, its role, and whether it is disabled.
def action_text: "[\(.title // "")] -> \(.action // "")" + role_mark + (if .enabled == false then " (disabled)" else "" end);
# A list row: N. [x] [image: …] TITLE - SUBTITLE {KEY}, its accessory or its actions.
def row_text($i):
  "\($i + 1). "
  + (if (.toggle | type) == "object" then (if .toggle.on == true then "[x] " else "[ ] " end) else "" end)
  + (if (.image | type) == "object" then "[image: \(.image | image_text)] " else "" end)
  + (.title // "")
  + (if (.subtitle // "") != "" then " - \(.subtitle)" else "" end)
  + " {\(.key // "")}"
  + (if .accessory then " [\(.accessory.title // "")] -> \(.accessory.action // "")" else "" end)
  + ([(.actions // [])[] | " " + action_text] | join(""))
  + (if (.toggle | type) == "object" and .toggle.enabled == false then " (toggle disabled)" else "" end);

# A windowed list (PROTOCOL §6, "Lists of any size: windows"), in viper-sh's show: its rows hold
# only a window of the whole list, so each row is numbered by its position in the whole list and
# a line says which run of it they are. $start: the first row's position (0-based), $n rows;
# $after: rows follow them (said when the total is unknown).
def range_text($start; $n; $total; $after):
  "rows \($start + 1)–\($start + $n)" + (if $total != null then " of \($total)" elif $after then ", more after" else "" end);
def window_lines($p):
  .window as $w | (.items // []) as $items
  | ["\($p)list -> \(.action // ""):"]
  + [$items | to_entries[] | ($w.start + .key) as $at | "\($p)  " + (.value | row_text($at))]
  + ["\($p)  " + if ($items | length) > 0 then range_text($w.start; $items | length; $w.total; $w.more)
                   elif $w.more or ($w.total // 0) > 0 then "no rows here (\($w.start) before\(if $w.total != null then ", of \($w.total)" else "" end))"
                   else "no rows" end];

# The inputs of a view, in tree order: fields, toggles, choices, and each list row's toggle as the
# toggle it is (PROTOCOL §6, Input: keyed by the row, labelled with its title).
def inputs:
  .. | objects
  | if .type == "field" or .type == "toggle" or .type == "choice" then .
    elif .type == "list" then (.items // [])[] | select((.toggle | type) == "object")
      | {type: "toggle", row: true, key, label: .title, on: .toggle.on, seq: .toggle.seq, set: .toggle.set,
         enabled: .toggle.enabled}
    else empty end;
def input($k): first(inputs | select(.key == $k));

# viper-sh's show ($o not null: render_inputs) also renders the input nodes (Clients/README.md,
# viper-sh): $o is {inputs, display}, the view's inputs in the reducer's state (input-machine.jq: an
# edit `waiting` for the submit, a secure field's `secret` set) and what its commands made each input
# show (mirror.jq's `display`: its value, its refusal's message). A secret itself never comes here.
def waits($o): ($o.inputs[.key].waiting // null) != null;
# What an input shows: a secure field's mask, else its displayed value, else the host's.
def shown_value($o):
  ($o.display[.key] // {}) as $d
  | if .type == "toggle" then (if $d | has("value") then $d.value else .on end) == true
    elif .kind == "secure" then ""
    elif $d | has("value") then $d.value
    elif .type == "choice" then .value else .value // "" end;
# Its error: the node's own, else the message of a refusal of its latest edit.
def error_text($o): if (.error // "") != "" then .error else $o.display[.key].error // "" end;
def marks($f; $w):
  [$f.kind] + (if $f.required then ["required"] else [] end) + (if $f.enabled == false then ["disabled"] else [] end)
  + (if $f.maxLength then ["max \($f.maxLength)"] else [] end)
  + (if $f.min then ["min \($f.min)"] else [] end) + (if $f.max then ["max \($f.max)"] else [] end)
  + (if $w then ["not sent: goes with submit"] else [] end)
  | join(", ");
def field_lines($p; $o):
  . as $f
  | waits($o) as $w
  | ($o.inputs[$f.key] // {}) as $i
  | (if $f.kind == "secure" then (if $w or ($i.secret != null and $i.secret == $f.set) then "••••••••" else "" end)
     else shown_value($o) end) as $v
  # A date or time field without a placeholder says the form it takes (PROTOCOL §6, Controls).
  | ((.placeholder // "") | if . != "" then . else {date: "YYYY-MM-DD", time: "HH:MM"}[$f.kind] // "" end) as $ph
  | "\($p)\($f.label // "") (\(marks($f; $w))) {\($f.key)}:" as $head
  | (if $v == "" then ["\($head) " + (if $ph != "" then "(empty: \($ph))" else "(empty)" end)]
     elif ($v | contains("\n")) then [$head] + [$v | split("\n")[] | "\($p)  | " + .]
     else ["\($head) \($v)"] end)
  + (error_text($o) | if . != "" then ["\($p)  ! \(.)"] else [] end)
  + (if ($f.hint // "") != "" then ["\($p)  hint: \($f.hint)"] else [] end);
# A choice: its head, then its options numbered, the chosen ones marked ((*) of one, [x] of several).
def choice_lines($p; $o):
  . as $c
  | waits($o) as $waits
  | shown_value($o) as $v
  | (["choice"] + (if $c.multiple then ["multiple"] else [] end) + (if $c.required then ["required"] else [] end)
     + (if $c.enabled == false then ["disabled"] else [] end) + (if $waits then ["not sent: goes with submit"] else [] end)
     | join(", ")) as $marks
  | ["\($p)\($c.label // "") (\($marks)) {\($c.key)}:"]
  + [($c.options // []) | to_entries[] | .key as $i | .value
     | .key as $k
     | (if $c.multiple then ($v | type) == "array" and any($v[]; . == $k) else $v == $k end) as $on
     | "\($p)  \($i + 1). "
       + (if $c.multiple then (if $on then "[x]" else "[ ]" end) else (if $on then "(*)" else "( )" end) end)
       + " \(.title // "") {\(.key)}"]
  + (error_text($o) | if . != "" then ["\($p)  ! \(.)"] else [] end);
# The types `lines` renders beyond the first eight, and the later members it renders (PROTOCOL §6, rule 8), on one
# line (viper-sh reads it with bash):
# what viper-sh announces in `capabilities.nodes`. A new type is its branch below and its name here.
def announced: ["field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle", "list.window"];
def lines($d; $o):
  . as $n
  | pad($d) as $p
  | if .type == "screen" then
      ["\($p)== \(.title // "") =="]
      # viper-sh's show prints the screen's toolbar in its header, right under the title.
      + (if $o == null then [(.children // [])[] | lines($d + 1; $o)[]]
         else [(.children // [])[] | select(.type == "toolbar") | lines($d + 1; $o)[]]
              + [(.children // [])[] | select(.type != "toolbar") | lines($d + 1; $o)[]] end)
    elif .type == "text" then [(.text // "" | tostring) | split("\n")[] | $p + .]
    elif .type == "image" then ["\($p)[image: \(image_text)]"]
    elif .type == "button" then
      ["\($p)[\(.title // "")] -> \(.action // "")" + (if .enabled == false then " (disabled)" else "" end)
       + (if $o != null and .busy == true then " (busy)" else "" end)]
    elif .type == "list" and $o != null and (.window | type) == "object" then window_lines($p)
    elif .type == "list" then
      ["\($p)list -> \(.action // ""):"] + [(.items // []) | to_entries[] | .key as $i | "\($p)  " + (.value | row_text($i))]
    elif .type == "picker" then
      ["\($p)\(.label // "") -> \(.action // ""): "
       + ([(.options // [])[] | if .key == $n.selected then "[\(.title // "")]" else (.title // "") end] | join(" "))]
    elif .type == "spinner" then ["\($p)... \(.label // "Loading")"]
    elif .type == "alert" then
      ["\($p)!! \(.title // ""): \(.message // "")"] + [(.actions // [])[] | "\($p)  " + action_text]
    elif $o == null then ["\($p)<\(.type)>"] + [(.children // [])[] | lines($d + 1; $o)[]]
    elif .type == "field" then field_lines($p; $o)
    elif .type == "choice" then choice_lines($p; $o)
    elif .type == "toggle" then
      ["\($p)[\(if shown_value($o) then "x" else " " end)] \(.label // "") {\(.key)}" + (if .enabled == false then " (disabled)" else "" end)]
    elif .type == "toolbar" then ["\($p)toolbar: " + ([(.actions // [])[] | action_text] | join("  "))]
    elif .type == "form" then
      ["\($p)form {\(.key)}:" + (if .pending then " (pending)" else "" end)]
      + [(.children // [])[] | lines($d + 1; $o)[]]
      + (if (.message // "") != "" then ["\($p)  ! \(.message)"] else [] end)
      + ["\($p)  [\(.submit.title // "")] -> submit \(.key)" + (if .pending then " (busy)" else "" end)]
    elif .type == "section" then ["\($p)-- \(.title // "") --"] + [(.children // [])[] | lines($d + 1; $o)[]]
    elif .type == "stack" then [(.children // [])[] | lines($d; $o)[]]
    else ["\($p)<\(.type)>"] + [(.children // [])[] | lines($d + 1; $o)[]]
    end;
def lines($d): lines($d; null);
def render_text: lines(0) | join("\n");
def render_inputs($o): lines(0; $o) | join("\n");
