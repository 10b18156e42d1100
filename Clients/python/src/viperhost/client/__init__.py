"""The client: one viper-host child process and the JSON-RPC conversation with it.

- ``process``: ``HostProcess``, the one asyncio process wrapper (start, send a
  line, read lines, stderr's tail, end with timeouts): the client, the
  replayer and the browser bridge start their host through it.
- ``host``: ``AsyncHost``, requests with ids and futures, notifications, the
  mirror (with a resync on a rev gap), bounded logs (``LOG_LIMIT``).
- ``methods``: the protocol's methods, once, as coroutines.
- ``mirror``: ``Mirror``/``ViewState``, the copy of the views and the stack.
- ``sync``: ``Host``, the blocking facade (its own loop on a thread).
"""

from .host import LOG_LIMIT, AsyncHost
from .mirror import Mirror, ViewState
from .process import HostProcess, LineTooLong
from .sync import Host

__all__ = ["LOG_LIMIT", "AsyncHost", "Host", "HostProcess", "LineTooLong", "Mirror", "ViewState"]
