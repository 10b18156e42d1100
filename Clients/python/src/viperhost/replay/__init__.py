"""viperhost-replay: an independent transcript replayer (Protocol/TRANSCRIPTS.md).

``transcript`` reads a file into runs and groups, ``compare`` matches what the
host wrote against them, ``run`` drives the host (through the client's process
wrapper) and is the command line."""

from .compare import match_message
from .run import answers_due, check, main, transcript_files
from .transcript import Failure, Group, Run, parse

__all__ = ["Failure", "Group", "Run", "answers_due", "check", "main", "match_message", "parse", "transcript_files"]
