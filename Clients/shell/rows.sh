# Windowed lists for viper-sh (sourced by viper-sh): rows, more and less on the top view's list
# with a `window` (PROTOCOL §6, "Lists of any size: windows"). Uses viper-sh's HERE, VIEWS,
# RESULT, rpc and top.
#
# viper-sh keeps no rows of its own: its copy of the view holds the window the host sent (the
# rows asked for and the host's margin around them), which view/patch replaces as the window
# moves, so walking a list of any size with `more` holds one window at a time. Positions are
# 1-based as show prints them (the wire's `from` is 0-based); a page is named by its rows' keys,
# never by positions, but where a key is no longer in the window.

# Per view: the key and the 0-based position of the first and the last row the last page printed
# (rows, more, less), and its COUNT. show prints the whole window, and forgets them: the page is
# then the window.
declare -A PAGE_FIRST=() PAGE_FIRST_AT=() PAGE_LAST=() PAGE_LAST_AT=() PAGE_COUNT=()
# initialize's limits.maxWindowRows (set by viper-sh): the most rows one view/rows asks for.
MAX_WINDOW_ROWS=200

forget_page() { unset "PAGE_FIRST[$1]" "PAGE_FIRST_AT[$1]" "PAGE_LAST[$1]" "PAGE_LAST_AT[$1]"; }

# window_facts VIEWID [KEY]: the view's first list with a window, in one jq call: W_LIST (its
# action; empty when the view has none), W_FIRST and W_LAST (its first and last rows' keys),
# W_LAST_AT (the last row's position, 0-based), W_HAS (KEY is a row of the window: true/false).
window_facts() {
  IFS=$'\x1f' read -r W_LIST W_FIRST W_LAST W_LAST_AT W_HAS < <(jq -r --arg k "${2-}" '
    first(.. | objects | select(.type == "list" and (.window | type) == "object")) // {items: [], window: {start: 0}}
    | (.items // []) as $items
    | [.action // "", $items[0].key // "", $items[-1].key // "", .window.start + ($items | length) - 1,
       any($items[]; .key == $k)] | map(tostring) | join("\u001f")' <<<"${VIEWS[$1]:-null}")
}

# page_count VIEWID [COUNT]: COUNT, else the view's last page's, else 50 (at most maxWindowRows).
page_count() {
  if [ -n "${2-}" ]; then echo "$2"
  elif [ -n "${PAGE_COUNT[$1]:-}" ]; then echo "${PAGE_COUNT[$1]}"
  elif [ "$MAX_WINDOW_ROWS" -lt 50 ]; then echo "$MAX_WINDOW_ROWS"
  else echo 50; fi
}

# ask_rows VIEWID COUNT MEMBER VALUE: view/rows for COUNT rows (MEMBER from, after or before),
# then waits until the host sent the window (host/idle). A COUNT or FROM that is not a number goes
# as the text it is: the host judges it, and its -32602 answer is shown, with what viper-sh takes.
ask_rows() {
  local params
  params=$(jq -cn --arg v "$1" --arg l "$W_LIST" --arg c "$2" --arg m "$3" --arg x "$4" '
    def number: if test("^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$") then tonumber else . end;
    {viewId: $v, list: $l, count: ($c | number), ($m): (if $m == "from" then $x | number else $x end)}')
  if ! rpc view/rows "$params"; then
    echo "(rows [FROM [COUNT]]: FROM a row's position as shown, 1 for the first (the wire's from is FROM - 1); COUNT 1 … $MAX_WINDOW_ROWS, the host's limits.maxWindowRows)" >&2
    return 1
  fi
  rpc host/idle
}

# print_page VIEWID MODE VALUE COUNT: prints the page MODE names out of the window the host sent —
# from: the COUNT rows at position VALUE (0-based; past the end, the list's last COUNT rows, as
# the host sends them); after or before: the COUNT rows after or before the row keyed VALUE —,
# one row a line as show prints it, numbered by position, then their range; and keeps it as the
# view's page. No rows (the end of the list) is said, and is no error.
print_page() {
  local vid=$1 first first_at last last_at
  {
    IFS=$'\x1f' read -r first first_at last last_at
    cat
  } < <(jq -r -L "$HERE" --arg mode "$2" --arg value "$3" --arg count "$4" 'include "render"; ($count | tonumber) as $count |
    first(.. | objects | select(.type == "list" and (.window | type) == "object")) as $list
    | ($list.items // []) as $items | $list.window as $w | ($items | length) as $n
    | (first(range(0; $n) | select($items[.].key == $value)) // null) as $at
    | (if $mode == "from" then
         ($value | tonumber) as $from
         | (if ($w.more | not) and $from + $count > $w.start + $n then [$w.start + $n - $count, 0] | max else $from end) as $s
         | [range(0; $n) | select($w.start + . >= $s and $w.start + . < $s + $count)]
       elif $at == null then []
       elif $mode == "after" then [range($at + 1; [$at + 1 + $count, $n] | min)]
       else [range([$at - $count, 0] | max; $at)] end) as $page
    | (if $page == [] then "" else [$items[$page[0]].key, $w.start + $page[0], $items[$page[-1]].key, $w.start + $page[-1]]
       | map(tostring) | join("\u001f") end),
      ($page[] as $i | $items[$i] | row_text($w.start + $i)),
      if $page != [] then range_text($w.start + $page[0]; $page | length; $w.total; $page[-1] < $n - 1 or $w.more)
      elif $mode != "from" and $at == null then "(the row {\($value)} is not in the window the host sent)"
      elif $mode == "after" then "no rows after {\($value)}: it is the last row"
      elif $mode == "before" then "no rows before {\($value)}: it is the first row"
      else "no rows" end' <<<"${VIEWS[$vid]}")
  [ -n "$first" ] || return 0
  PAGE_FIRST[$vid]=$first PAGE_FIRST_AT[$vid]=$first_at PAGE_LAST[$vid]=$last PAGE_LAST_AT[$vid]=$last_at
}

# windowed_top [KEY]: the top view, with window_facts' W_* of its list; an error when it has none.
# It waits for the host's effects first (host/idle): a row an edit deletes or hides (a toggle
# with Hide done on) leaves the window then, and a page is not asked after a row the host dropped.
windowed_top() {
  WINDOWED=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  rpc host/idle || return
  window_facts "$WINDOWED" "${1-}"
  [ -n "$W_LIST" ] && return 0
  echo "error: the view has no list with a window (rows, more and less page through one; with --no-input the host sends its More and Earlier buttons instead)" >&2
  return 1
}

# rows [FROM [COUNT]]: the COUNT rows from position FROM (1-based, as shown; default 1).
rows_command() {
  local args from count
  read -r -a args <<<"$1"
  [ "${#args[@]}" -le 2 ] || { echo "usage: rows [FROM [COUNT]]" >&2; return 1; }
  from=${args[0]:-1}
  windowed_top || return 1
  count=$(page_count "$WINDOWED" "${args[1]-}")
  if [[ "$from" =~ ^-?[0-9]+$ ]]; then
    from=$(jq -n --arg f "$from" '$f | tonumber - 1')
  fi
  ask_rows "$WINDOWED" "$count" from "$from" || return 1
  PAGE_COUNT[$WINDOWED]=$count
  print_page "$WINDOWED" from "$from" "$count"
}

# more [COUNT] / less [COUNT]: the COUNT rows after the last row the last page printed (or show:
# the window's last), or before its first. A row gone since (deleted) is passed by position.
page_command() {
  local direction=$1 args count vid key at
  read -r -a args <<<"$2"
  [ "${#args[@]}" -le 1 ] || { echo "usage: $direction [COUNT]" >&2; return 1; }
  vid=$(top) || { echo "no view open: try 'start'" >&2; return 1; }
  if [ "$direction" = more ]; then key=${PAGE_LAST[$vid]:-} at=${PAGE_LAST_AT[$vid]:-}
  else key=${PAGE_FIRST[$vid]:-} at=${PAGE_FIRST_AT[$vid]:-}; fi
  windowed_top "$key" || return 1
  count=$(page_count "$WINDOWED" "${args[0]-}")
  if [ -z "$key" ]; then
    if [ "$direction" = more ]; then key=$W_LAST; else key=$W_FIRST; fi
    [ -n "$key" ] || { echo "no rows"; return 0; }
  elif [ "$W_HAS" != true ]; then
    # The row was deleted (or hidden): on from the position it had, where the row that followed it is now.
    [ "$direction" = more ] || at=$((at > count ? at - count : 0))
    ask_rows "$WINDOWED" "$count" from "$at" || return 1
    PAGE_COUNT[$WINDOWED]=$count
    print_page "$WINDOWED" from "$at" "$count"
    return
  fi
  if [ "$direction" = more ]; then
    ask_rows "$WINDOWED" "$count" after "$key" || return 1
    PAGE_COUNT[$WINDOWED]=$count
    print_page "$WINDOWED" after "$key" "$count"
  else
    ask_rows "$WINDOWED" "$count" before "$key" || return 1
    PAGE_COUNT[$WINDOWED]=$count
    print_page "$WINDOWED" before "$key" "$count"
  fi
}
