"""Finding the viper-host binary and the protocol folder."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path


def repo_root() -> Path | None:
    """The ViperHost checkout this package lives in, if any."""
    for parent in Path(__file__).resolve().parents:
        if (parent / "Package.swift").is_file() and (parent / "Protocol").is_dir():
            return parent
    return None


def find_host_binary() -> str:
    """$VIPER_HOST_BIN, else a viper-host next to the program run (an installed
    PREFIX/bin/viperhost-tui finds PREFIX/bin/viper-host), else viper-host on
    PATH, else the checkout's build folder."""
    explicit = os.environ.get("VIPER_HOST_BIN")
    if explicit:
        return explicit
    if sys.argv and sys.argv[0]:
        beside = Path(os.path.abspath(sys.argv[0])).parent / "viper-host"
        if beside.is_file() and os.access(beside, os.X_OK):
            return str(beside)
    on_path = shutil.which("viper-host")
    if on_path:
        return on_path
    root = repo_root()
    if root is not None:
        for build in ("release", "debug"):
            candidate = root / ".build" / build / "viper-host"
            if candidate.is_file():
                return str(candidate)
    raise FileNotFoundError("viper-host not found: set VIPER_HOST_BIN, put it on PATH, or run `make build`")


def protocol_dir() -> Path:
    """$VIPER_PROTOCOL_DIR, else the Protocol/ folder (schemas, transcripts)
    of the checkout or installation this package is part of."""
    explicit = os.environ.get("VIPER_PROTOCOL_DIR")
    if explicit:
        return Path(explicit)
    found = own_data("Protocol", "protocol")
    if found is None:
        raise FileNotFoundError("Protocol/ not found: set VIPER_PROTOCOL_DIR")
    return found


def own_data(in_checkout: str, installed: str) -> Path | None:
    """CHECKOUT/IN_CHECKOUT or PREFIX/share/viper-host/INSTALLED, whichever
    holds this package nearest: a checkout's editable install, or the venv
    make install puts in PREFIX/lib/viper-host/python (which may itself lie
    inside a checkout, for make install PREFIX=$PWD/inst)."""
    for parent in Path(__file__).resolve().parents:
        if (parent / "Package.swift").is_file() and (parent / "Protocol").is_dir():
            return parent / in_checkout
        candidate = parent / "share" / "viper-host" / installed
        if candidate.is_dir():
            return candidate
    return None
