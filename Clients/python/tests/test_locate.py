"""find_host_binary: an installed program finds the viper-host in its own bin/."""

import os
import sys

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
