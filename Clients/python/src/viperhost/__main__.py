"""python -m viperhost: the terminal UI."""

import sys

from .tui import main

sys.exit(main())
