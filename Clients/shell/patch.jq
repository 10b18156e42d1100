# RFC 6902 JSON Patch for viper-sh's copies of views (PROTOCOL §5, view/patch).
# `apply_patch($ops)` turns the input document into the patched one, or stops with
# error("…") naming the operation that cannot apply (viper-sh then resyncs with view/get).
# Operations: add, remove and replace, the ones PROTOCOL §5 says the host sends; any other
# (move, copy, test) stops as unknown, and viper-sh resyncs.

# RFC 6901: "" is the whole document; "/a~1b/0" is ["a/b", "0"].
def pointer_tokens:
  if . == "" then []
  elif startswith("/") then .[1:] | split("/") | map(gsub("~1"; "/") | gsub("~0"; "~"))
  else error("the path \(tojson) is not a JSON pointer") end;

# The array index a token names; "-" (one past the end) only where $end_ok.
def index_of($token; $length; $end_ok):
  if $token == "-" and $end_ok then $length
  elif ($token | test("^(0|[1-9][0-9]*)$")) | not then error("\($token | tojson) is not an array index")
  else ($token | tonumber) as $i
    | if $i < $length or ($end_ok and $i == $length) then $i
      else error("the index \($i) is out of range (length \($length))") end
  end;

# `op_at(tokens; op; value)` on the input: op is "add", "remove" or "replace" at the
# location the tokens name (its parent must exist; remove and replace need the location).
def op_at($tokens; $op; $value):
  if ($tokens | length) == 0 then
    if $op == "remove" then error("the whole document cannot be removed") else $value end
  elif ($tokens | length) == 1 then
    $tokens[0] as $t
    | if type == "array" then
        index_of($t; length; $op == "add") as $i
        | if $op == "add" then .[:$i] + [$value] + .[$i:]
          elif $op == "remove" then del(.[$i])
          else .[$i] = $value end
      elif type == "object" then
        if $op != "add" and (has($t) | not) then error("there is no member \($t | tojson)")
        elif $op == "remove" then del(.[$t])
        else .[$t] = $value end
      else error("a \(type) has no members") end
  else
    $tokens[0] as $t
    | if type == "array" then index_of($t; length; false) as $i | .[$i] |= op_at($tokens[1:]; $op; $value)
      elif type == "object" then
        if has($t) then .[$t] |= op_at($tokens[1:]; $op; $value)
        else error("there is no member \($t | tojson)") end
      else error("a \(type) has no members") end
  end;

def apply_op($o):
  ($o.path | pointer_tokens) as $path
  | if $o.op == "add" or $o.op == "replace" then
      if ($o | has("value")) then op_at($path; $o.op; $o.value) else error("\($o.op) needs a value") end
    elif $o.op == "remove" then op_at($path; "remove"; null)
    else error("the operation \($o.op | tojson) is unknown") end;

def apply_patch($ops):
  reduce range(0; $ops | length) as $n (.;
    try apply_op($ops[$n])
      catch error("op \($n) (\($ops[$n].op) \($ops[$n].path)): \(.)"));

# The first JSON path (as $.a[0].b) where two documents differ, or "" when they are equal.
def first_difference($a; $b; $path):
  if ($a | type) == "object" and ($b | type) == "object" then
    first((($a | keys_unsorted) + (($b | keys_unsorted) - ($a | keys_unsorted)))[] as $k
      | "\($path).\($k)" as $p
      | if ($a | has($k)) and ($b | has($k)) then first_difference($a[$k]; $b[$k]; $p) else $p end
      | select(. != "")) // ""
  elif ($a | type) == "array" and ($b | type) == "array" then
    first((range(0; [($a | length), ($b | length)] | min) as $i | first_difference($a[$i]; $b[$i]; "\($path)[\($i)]"))
      | select(. != "")) // (if ($a | length) == ($b | length) then "" else "\($path)[\([($a | length), ($b | length)] | min)]" end)
  elif $a == $b then ""
  else $path end;
def first_difference($a; $b): first_difference($a; $b; "$");
