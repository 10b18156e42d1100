# The readable text form of a view (Clients/README.md, "Text rendering"):
# the same text as the Python client's viperhost.render.render_text.
def pad($d): [range(0; $d) | "  "] | join("");
# An image node or a row's image: its label (alt text), else its name or URL.
def image_text: if (.label // "") != "" then .label else (.name // .url // "?") end;
# viper-sh's show ($o not null: render_inputs) also renders the input nodes (Clients/README.md,
# viper-sh): $o is {waiting: {KEY: {value} | {secret: true}}, secrets: {KEY: SET}}, what viper-sh
# holds of a view's inputs: edits not sent yet (rule 4), and the secure fields it sent a secret to
# (while their `set` stays). A secret itself never comes here.
def marks($f; $w):
  [$f.kind] + (if $f.required then ["required"] else [] end) + (if $f.enabled == false then ["disabled"] else [] end)
  + (if $f.maxLength then ["max \($f.maxLength)"] else [] end) + (if $w then ["not sent: goes with submit"] else [] end)
  | join(", ");
def field_lines($p; $o):
  . as $f
  | ($o.waiting[$f.key]) as $w
  | (if $f.kind == "secure" then (if ($w.secret // false) or ($o.secrets[$f.key] == $f.set) then "••••••••" else "" end)
     else ($w.value // $f.value // "") end) as $v
  | "\($p)\($f.label // "") (\(marks($f; $w))) {\($f.key)}:" as $head
  | (if $v == "" then ["\($head) " + (if ($f.placeholder // "") != "" then "(empty: \($f.placeholder))" else "(empty)" end)]
     elif ($v | contains("\n")) then [$head] + [$v | split("\n")[] | "\($p)  | " + .]
     else ["\($head) \($v)"] end)
  + (if ($f.error // "") != "" then ["\($p)  ! \($f.error)"] else [] end)
  + (if ($f.hint // "") != "" then ["\($p)  hint: \($f.hint)"] else [] end);
def lines($d; $o):
  . as $n
  | pad($d) as $p
  | if .type == "screen" then ["\($p)== \(.title // "") =="] + [(.children // [])[] | lines($d + 1; $o)[]]
    elif .type == "text" then [(.text // "" | tostring) | split("\n")[] | $p + .]
    elif .type == "image" then ["\($p)[image: \(image_text)]"]
    elif .type == "button" then
      ["\($p)[\(.title // "")] -> \(.action // "")" + (if .enabled == false then " (disabled)" else "" end)
       + (if $o != null and .busy == true then " (busy)" else "" end)]
    elif .type == "list" then
      ["\($p)list -> \(.action // ""):"]
      + [(.items // []) | to_entries[] | .key as $i | .value
         | "\($p)  \($i + 1). "
           + (if (.image | type) == "object" then "[image: \(.image | image_text)] " else "" end)
           + (.title // "")
           + (if (.subtitle // "") != "" then " - \(.subtitle)" else "" end)
           + " {\(.key // "")}"
           + (if .accessory then " [\(.accessory.title // "")] -> \(.accessory.action // "")" else "" end)]
    elif .type == "picker" then
      ["\($p)\(.label // "") -> \(.action // ""): "
       + ([(.options // [])[] | if .key == $n.selected then "[\(.title // "")]" else (.title // "") end] | join(" "))]
    elif .type == "spinner" then ["\($p)... \(.label // "Loading")"]
    elif .type == "alert" then
      ["\($p)!! \(.title // ""): \(.message // "")"]
      + [(.actions // [])[] | "\($p)  [\(.title // "")] -> \(.action // "")"]
    elif $o == null then ["\($p)<\(.type)>"] + [(.children // [])[] | lines($d + 1; $o)[]]
    elif .type == "field" then field_lines($p; $o)
    elif .type == "toggle" then
      ["\($p)[\(if .on then "x" else " " end)] \(.label // "") {\(.key)}" + (if .enabled == false then " (disabled)" else "" end)]
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
