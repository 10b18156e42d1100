#!/bin/sh
# The misbehaving plugin as "big", whose manifest's input schema alone is
# longer than 4096 bytes (the smallest --max-message-bytes): initialize's
# answer cannot fit. A wrapper, since a plugin command is split on spaces.
big=$(python3 -c 'print("x" * 4100)')
exec "$(dirname "$0")/misbehaving_plugin.py" big "json:{\"description\":\"$big\"}"
