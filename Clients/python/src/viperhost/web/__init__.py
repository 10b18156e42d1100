"""viperhost-web: the browser frontend's bridge.

Serves the page (``Clients/web/``) and a WebSocket endpoint ``/session`` to the
user's own browser only (guard.py: Host, token, Origin). Each WebSocket
connection gets its own ``viper-host`` process, started with the options given
here; every text frame the page sends is one line on the host's stdin, every
line the host writes is one text frame (bridge.py). Closing the tab ends the
host (stdin EOF); a host that stops closes the socket with a reason the page
shows. Logs go to stderr.
"""

from .bridge import LINE_LIMIT, Bridge, clip_reason, frame_refusal, stopped_reason
from .cli import main, make_app, parse_args, web_root
from .guard import Guard

__all__ = ["LINE_LIMIT", "Bridge", "Guard", "clip_reason", "frame_refusal", "main", "make_app", "parse_args",
           "stopped_reason", "web_root"]
