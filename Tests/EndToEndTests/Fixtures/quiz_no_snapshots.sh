#!/bin/sh
# The sample quiz (viperhost-quiz-plugin, installed by `make venv`) as a
# plugin that takes no snapshots. A wrapper, since a plugin command is split
# on spaces.
exec "$(dirname "$0")/../../../.venv/bin/viperhost-quiz-plugin" --no-snapshots
