# What viper-sh asks the mirror (mirror.jq) about one view: `query($q)` on viper-sh's copy of the view
# $q.view (null when it has none), a text back. input.sh and rows.sh ask these; what each answers is
# told beside it. US (\u001f) separates the fields of an answer read into several shell variables.
include "render";

def us: "\u001f";
def told($fields): [$fields[] | tostring] | join(us);

# The input KEY (input.sh's input_facts): type (field, toggle, choice; "" for none), kind (a field's,
# else its type), label, send, set, seq, maxLength ("" for none), and its value as JSON (a toggle's on).
def facts($k):
  input($k) // {}
  | told([.type // "", .kind // .type // "", .label // "", .send // "", .set // 0, .seq // 0, .maxLength // "",
          (if .type == "toggle" then .on // false else .value // null end | tojson)]);

# What show prints for the input KEY, as JSON (tests/frontend-cases.sh): what the reducer's commands
# and the user's edits made it show (render.jq's `shown_value`), and its error, or null.
def shown($k; $o): input($k) | shown_value($o) | tojson;
def error_shown($k; $o): input($k) | error_text($o) | if . == "" then null else . end | tojson;

# A choose's words (input.sh's choose_command): "ok\tVALUE" (JSON: a key, null or keys) or "error\tWHY".
def chosen($k; $a):
  (input($k) // null) as $c | [$c.options[]?.key] as $keys
  | def named: . as $w | if any($keys[]; . == $w) or $c == null then $w
      elif test("^[0-9]+$") and (tonumber | . >= 1 and . <= ($keys | length)) then $keys[tonumber - 1]
      else error("\($k) has no option \(tojson) (its options: \([$keys | to_entries[] | "\(.key + 1) \(.value)"] | join(", ")))") end;
  try (if $a | test("^\\s*([\\[\"]|null\\s*$)") then [$a | fromjson?] | if length == 1 then .[0] else error("not JSON: \($a)") end
       else [$a | splits("\\s+") | select(. != "") | named] | if $c == null and length < 2 then .[0] else . end end
    | if $c == null then .
      elif if type == "array" then any(.[]; type != "string") else type != "string" and . != null end then
        error("an option is its key, a string")
      elif $c.multiple then ((if type == "array" then . elif . == null then [] else [.] end) | map(named)) as $chosen
        | [$keys[] | select(IN($chosen[]))]
      elif type != "array" then (if . == null then null else named end)
      elif length > 1 then error("\($k) takes one option (it is not multiple)")
      else (.[0] // null | if . == null then null else named end) end
    | "ok\t\(tojson)")
  catch "error\t\(.)";

def form($k): first(.. | objects | select(.type == "form" and .key == $k));

# The view's forms and the form KEY (input.sh's submit_command): its forms' keys (a space between), the
# form's submit action ("" for no such form), and the keys of its fields and choices (US between).
def forms($k):
  [.. | objects | select(.type == "form") | .key] as $forms
  | (form($k) // null) as $f
  | told([($forms | join(" ")), ($f.submit.action // ""),
          ([$f | .. | objects? | select(.type == "field" or .type == "choice") | .key] | join("\u001e"))]);

# The form's message and its fields' and choices' errors, a line each (after a submit).
def form_errors($k):
  [form($k) | ((.message // "") | select(. != "") | "! \($k): \(.)"),
     (.. | objects | select((.type == "field" or .type == "choice") and (.error // "") != "") | "! \(.key): \(.error)")]
  | join("\n");

def windowed: first(.. | objects | select(.type == "list" and (.window | type) == "object"));

# The view's first list with a window (rows.sh's window_facts): its action ("" for none), its first and
# last rows' keys, the last row's position (0-based), and whether KEY is a row of the window.
def window_facts($k):
  windowed // {items: [], window: {start: 0}}
  | (.items // []) as $items
  | told([.action // "", $items[0].key // "", $items[-1].key // "", .window.start + ($items | length) - 1,
          any($items[]; .key == $k)]);

# rows.sh's page: the first and last row's keys and positions (US between; "" for none) on the first
# line, then the page's rows as show prints them, then their range, or what there is instead.
def page($mode; $value; $count):
  windowed as $list
  | ($list.items // []) as $items | $list.window as $w | ($items | length) as $n
  | (first(range(0; $n) | select($items[.].key == $value)) // null) as $at
  | (if $mode == "from" then
       ($value | tonumber) as $from
       | (if ($w.more | not) and $from + $count > $w.start + $n then [$w.start + $n - $count, 0] | max else $from end) as $s
       | [range(0; $n) | select($w.start + . >= $s and $w.start + . < $s + $count)]
     elif $at == null then []
     elif $mode == "after" then [range($at + 1; [$at + 1 + $count, $n] | min)]
     else [range([$at - $count, 0] | max; $at)] end) as $page
  | [(if $page == [] then "" else told([$items[$page[0]].key, $w.start + $page[0], $items[$page[-1]].key, $w.start + $page[-1]]) end),
     ($page[] as $i | $items[$i] | row_text($w.start + $i)),
     if $page != [] then range_text($w.start + $page[0]; $page | length; $w.total; $page[-1] < $n - 1 or $w.more)
     elif $mode != "from" and $at == null then "(the row {\($value)} is not in the window the host sent)"
     elif $mode == "after" then "no rows after {\($value)}: it is the last row"
     elif $mode == "before" then "no rows before {\($value)}: it is the first row"
     else "no rows" end]
  | join("\n");

# view/rows' params (rows.sh's ask_rows): a COUNT or FROM that is not a number goes as the text it is.
def rows_params($q):
  def number: if test("^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$") then tonumber else . end;
  {viewId: $q.view, list: $q.list, count: ($q.count | number),
   ($q.member): (if $q.member == "from" then $q.value | number else $q.value end)}
  | tojson;

# What a fill or a choose says when the host kept or changed what was sent (input.sh).
def edit_note($q):
  if $q.after == $q.sent then ""
  elif $q.after == $q.before then "(\($q.key): the screen refused \($q.sent | tojson) and kept \($q.after | tojson))"
  else "(\($q.key): the screen made \($q.sent | tojson) into \($q.after | tojson))" end;

def query($q):
  ($q.o // {inputs: {}, display: {}}) as $o
  | if $q.q == "render" then render_inputs($o)
    elif $q.q == "facts" then facts($q.key)
    elif $q.q == "shown" then shown($q.key; $o)
    elif $q.q == "error_shown" then error_shown($q.key; $o)
    elif $q.q == "input_lines" then [input($q.key) | lines(0; $o)[]] | join("\n")
    elif $q.q == "edit_note" then edit_note($q)
    elif $q.q == "choose" then chosen($q.key; $q.args)
    elif $q.q == "forms" then forms($q.key)
    elif $q.q == "form_pending" then form($q.key).pending == true | tostring
    elif $q.q == "form_errors" then form_errors($q.key)
    elif $q.q == "window" then window_facts($q.key)
    elif $q.q == "page" then page($q.mode; $q.value; $q.count | tonumber)
    elif $q.q == "rows_params" then rows_params($q)
    else error("no question \($q.q | tojson)") end;
