"""The client: a viper-host child process and the JSON-RPC conversation with it."""

from .mirror import Mirror, ViewState
from .sync import Host

__all__ = ["Host", "Mirror", "ViewState"]
