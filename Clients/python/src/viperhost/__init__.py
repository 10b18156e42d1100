"""Python client for ViperHost."""

from .errors import HostClosed, HostError, HostTimeout
from .host import Host
from .mirror import Mirror, ViewState

__all__ = ["Host", "HostClosed", "HostError", "HostTimeout", "Mirror", "ViewState"]
