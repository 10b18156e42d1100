"""find_host_binary: an installed program finds the viper-host in its own bin/."""

import os
import sys

import pytest

from viperhost.locate import find_host_binary


def test_a_viper_host_next_to_the_program_wins_over_path(tmp_path, monkeypatch):
    installed = tmp_path / "prefix" / "bin"
    elsewhere = tmp_path / "elsewhere"
    for folder in (installed, elsewhere):
        folder.mkdir(parents=True)
        (folder / "viper-host").write_text("#!/bin/sh\n")
        os.chmod(folder / "viper-host", 0o755)
    monkeypatch.delenv("VIPER_HOST_BIN", raising=False)
    monkeypatch.setenv("PATH", str(elsewhere))
    monkeypatch.setattr(sys, "argv", [str(installed / "viperhost-tui")])
    assert find_host_binary() == str(installed / "viper-host")


def test_without_one_next_to_it_path_is_used(tmp_path, monkeypatch):
    (tmp_path / "viper-host").write_text("#!/bin/sh\n")
    os.chmod(tmp_path / "viper-host", 0o755)
    monkeypatch.delenv("VIPER_HOST_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "argv", [str(tmp_path / "other" / "viperhost-tui")])
    assert find_host_binary() == str(tmp_path / "viper-host")


def _fake_package(root, *parts):
    """A path for locate.py under ROOT/PARTS…/viperhost/ (the folders exist)."""
    folder = root.joinpath(*parts, "viperhost")
    folder.mkdir(parents=True)
    return str(folder / "locate.py")


def test_an_installation_inside_a_checkout_uses_its_own_data(tmp_path, monkeypatch):
    from viperhost import locate

    (tmp_path / "Package.swift").write_text("// ViperHost\n")
    (tmp_path / "Protocol").mkdir()
    prefix = tmp_path / "inst"
    (prefix / "share" / "viper-host" / "protocol").mkdir(parents=True)
    monkeypatch.delenv("VIPER_PROTOCOL_DIR", raising=False)
    monkeypatch.setattr(locate, "__file__", _fake_package(prefix, "lib", "viper-host", "python", "site-packages"))
    assert locate.protocol_dir() == prefix / "share" / "viper-host" / "protocol"
    # The checkout's own package (an editable install) uses the checkout's.
    monkeypatch.setattr(locate, "__file__", _fake_package(tmp_path, "Clients", "python", "src"))
    assert locate.protocol_dir() == tmp_path / "Protocol"
    assert locate.own_data("Clients/web", "web") == tmp_path / "Clients" / "web"


def test_outside_any_checkout_or_installation_protocol_dir_says_what_to_set(tmp_path, monkeypatch):
    from viperhost import locate

    monkeypatch.delenv("VIPER_PROTOCOL_DIR", raising=False)
    monkeypatch.setattr(locate, "__file__", _fake_package(tmp_path, "site-packages"))
    with pytest.raises(FileNotFoundError, match="VIPER_PROTOCOL_DIR"):
        locate.protocol_dir()
