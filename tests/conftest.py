"""Shared helpers: copies of the fixture corpus, and the CLI run in-process or as a subprocess."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from generator.model import Verification

ROOT = Path(__file__).resolve().parent.parent


def require_system_tool(present: bool, what: str) -> None:
    """Skip a test whose Debian package is missing on a developer's machine; in CI (`CI` set) that is a failure,
    so a browser or PDF test can never pass by not running."""
    message = f"{what} is not installed (`make system-deps` installs it; see debian-packages.txt)"
    if present:
        return
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture
def corpus_dir(tmp_path: Path) -> Path:
    """A writable copy of the small valid fixture corpus (entries/ and snippets/)."""
    target = tmp_path / "corpus"
    shutil.copytree(FIXTURES / "corpus", target)
    return target


def cli(*args: str, cwd: Path = ROOT, stdin: str | None = None, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, env=env, input=stdin,
                          capture_output=True, text=True, timeout=timeout)


def corpus_args(corpus: Path) -> list[str]:
    return ["--entries", str(corpus / "entries"), "--snippets", str(corpus / "snippets")]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real corpus built once per test session into a temporary site folder."""
    target = tmp_path_factory.mktemp("site") / "site"
    result = cli("build", "--site-dir", str(target), timeout=1800)
    assert result.returncode == 0, result.stdout + result.stderr
    return target


@pytest.fixture(scope="session")
def corpus_outcomes() -> Verification:
    """Every snippet of the real corpus run once per session, fresh (no cache)."""
    from generator.corpus import load_corpus
    from generator.verification import run_snippets

    return run_snippets(load_corpus(), use_cache=False)
