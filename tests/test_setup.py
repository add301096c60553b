"""Set-up on a fresh machine: one list of Debian packages, installed by `make` as root or named in one line."""
from __future__ import annotations

import os
import subprocess

import pytest

from conftest import ROOT, require_system_tool


def test_one_package_list_used_by_make_and_ci() -> None:
    assert "debian-packages.txt" in (ROOT / "Makefile").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    assert "apt-get" not in ci and "make test" in ci


def test_a_normal_user_gets_one_line_naming_the_command() -> None:
    command = ["make", "-s", "-C", str(ROOT), "system-deps", "DEBIAN_PACKAGES=no-such-package-kb"]
    if os.geteuid() == 0:  # as root make would install: ask as `nobody` instead
        command = ["su", "nobody", "-s", "/bin/sh", "-c", " ".join(command)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0
    assert result.stdout == ""
    line = next(n for n, text in enumerate((ROOT / "Makefile").read_text().splitlines(), 1)
                if "$(error missing Debian packages" in text)
    assert result.stderr.strip().splitlines() == [
        f"Makefile:{line}: *** missing Debian packages: no-such-package-kb. Run: sudo apt-get update && "
        "sudo apt-get install -y no-such-package-kb.  Stop."]


def test_a_missing_tool_fails_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="not installed"):
        require_system_tool(False, "Chromium")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception):
        require_system_tool(False, "Chromium")
