"""Python client for ViperHost."""

from .errors import HostClosed, HostError, HostTimeout
from .client import Host
from .client import Mirror, ViewState

__all__ = ["Host", "HostClosed", "HostError", "HostTimeout", "Mirror", "ViewState"]
