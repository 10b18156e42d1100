"""python -m viperhost.replay: the transcript replayer."""

import sys

from .run import main

sys.exit(main())
