# Windowed lists for viper-sh (sourced by viper-sh): rows, more and less on the top view's list
# with a `window` (PROTOCOL §6, "Lists of any size: windows"). Uses viper-sh's TOP and
# connection.sh (rpc, and ask/mq: the mirror's answers about a view, queries.jq).
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
# forget_pages: every view's (a host started again: its views are new).
forget_pages() { PAGE_FIRST=() PAGE_FIRST_AT=() PAGE_LAST=() PAGE_LAST_AT=() PAGE_COUNT=(); }

# window_facts VIEWID [KEY]: the view's first list with a window (the mirror's): W_LIST (its
# action; empty when the view has none), W_FIRST and W_LAST (its first and last rows' keys),
# W_LAST_AT (the last row's position, 0-based), W_HAS (KEY is a row of the window: true/false).
window_facts() {
  ask window "$1" "${2-}"
  fields W_LIST W_FIRST W_LAST W_LAST_AT W_HAS
}

# page_count VIEWID [COUNT]: in COUNT: COUNT, else the view's last page's, else 50 (at most maxWindowRows).
page_count() {
  if [ -n "${2-}" ]; then COUNT=$2
  elif [ -n "${PAGE_COUNT[$1]:-}" ]; then COUNT=${PAGE_COUNT[$1]}
  elif [ "$MAX_WINDOW_ROWS" -lt 50 ]; then COUNT=$MAX_WINDOW_ROWS
  else COUNT=50; fi
}

# ask_rows VIEWID COUNT MEMBER VALUE: view/rows for COUNT rows (MEMBER from, after or before),
# then waits until the host sent the window (host/idle). A COUNT or FROM that is not a number goes
# as the text it is: the host judges it, and its -32602 answer is shown, with what viper-sh takes.
ask_rows() {
  local more
  json_str "$W_LIST"
  more=",\"list\":$JSON_STR"
  json_str "$2"
  more+=",\"count\":$JSON_STR,\"member\":\"$3\""
  json_str "$4"
  ask rows_params "$1" "" "$more,\"value\":$JSON_STR"
  if ! rpc view/rows "$MQ"; then
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
  local vid=$1 first first_at last last_at value
  json_str "$3"
  value=$JSON_STR
  json_str "$4"
  ask page "$vid" "" ",\"mode\":\"$2\",\"value\":$value,\"count\":$JSON_STR" || { printf '%s\n' "$MQ" >&2; return 1; }
  [[ "$MQ" == *$'\n'* ]] || MQ+=$'\n'
  printf '%s\n' "${MQ#*$'\n'}"
  MQ=${MQ%%$'\n'*}
  fields first first_at last last_at
  [ -n "$first" ] || return 0
  PAGE_FIRST[$vid]=$first PAGE_FIRST_AT[$vid]=$first_at PAGE_LAST[$vid]=$last PAGE_LAST_AT[$vid]=$last_at
}

# windowed_top [KEY]: the top view, with window_facts' W_* of its list; an error when it has none.
# It waits for the host's effects first (host/idle): a row an edit deletes or hides (a toggle
# with Hide done on) leaves the window then, and a page is not asked after a row the host dropped.
windowed_top() {
  WINDOWED=$TOP
  [ -n "$WINDOWED" ] || { echo "no view open: try 'start'" >&2; return 1; }
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
  page_count "$WINDOWED" "${args[1]-}"
  count=$COUNT
  # A whole number is a position (1-based): the wire's is one less; any other FROM goes as it is.
  if [[ "$from" =~ ^(-?)0*([0-9]{1,15})$ ]]; then
    from=$((${BASH_REMATCH[1]}${BASH_REMATCH[2]} - 1))
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
  vid=$TOP
  [ -n "$vid" ] || { echo "no view open: try 'start'" >&2; return 1; }
  if [ "$direction" = more ]; then key=${PAGE_LAST[$vid]:-} at=${PAGE_LAST_AT[$vid]:-}
  else key=${PAGE_FIRST[$vid]:-} at=${PAGE_FIRST_AT[$vid]:-}; fi
  windowed_top "$key" || return 1
  page_count "$WINDOWED" "${args[0]-}"
  count=$COUNT
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
