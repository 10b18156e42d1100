# The readable text form of a view (Clients/README.md, "Text rendering"):
# the same text as the Python client's viperhost.render.render_text.
def pad($d): [range(0; $d) | "  "] | join("");
# An image node or a row's image: its label (alt text), else its name or URL.
def image_text: if (.label // "") != "" then .label else (.name // .url // "?") end;
def lines($d):
  . as $n
  | pad($d) as $p
  | if .type == "screen" then ["\($p)== \(.title // "") =="] + [(.children // [])[] | lines($d + 1)[]]
    elif .type == "text" then [(.text // "" | tostring) | split("\n")[] | $p + .]
    elif .type == "image" then ["\($p)[image: \(image_text)]"]
    elif .type == "button" then
      ["\($p)[\(.title // "")] -> \(.action // "")" + (if .enabled == false then " (disabled)" else "" end)]
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
    else ["\($p)<\(.type)>"] + [(.children // [])[] | lines($d + 1)[]]
    end;
def render_text: lines(0) | join("\n");
