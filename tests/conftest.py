"""Shared helpers: copies of the fixture corpus, the CLI run in-process or as a subprocess, and the real corpus's
expensive results (its snippets run, its site built, its books printed), each made once per test session."""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from generator.corpus import Corpus
    from generator.model import Verification

pytest_plugins = ("phases",)

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
ARCHIVE = Path("download/pytorch-api-site.zip")  # the offline copy, written by `pdf` beside the books
SNIPPET_RUNS = pytest.StashKey["Verification"]()  # read by the session's report (phases.py)
SITE_FOLDER = pytest.StashKey[Path]()
DETERMINISM_SAMPLE = pytest.StashKey[int]()


def pytest_configure(config: pytest.Config) -> None:
    """A result cache of the session's own, before any generator module reads where the cache is: no result made
    outside this session (an earlier checkout, a developer's `.cache/`) can stand in for a run."""
    folder = tempfile.mkdtemp(prefix="kb-test-cache-")
    os.environ["KB_CACHE_DIR"] = folder
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))


SESSION_RESULTS = {"corpus_outcomes", "site", "site_build", "printed_site"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `corpus` every test that needs the real corpus's session results, so `make check` can leave them out."""
    for item in items:
        if SESSION_RESULTS & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.corpus)


def require_system_tool(present: bool, what: str) -> None:
    """Skip a test whose Debian package is missing on a developer's machine; in CI (`CI` set) that is a failure,
    so a browser or PDF test can never pass by not running."""
    message = f"{what} is not installed (`make system-deps` installs it; see debian-packages.txt)"
    if present:
        return
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture
def corpus_dir(tmp_path: Path) -> Path:
    """A writable copy of the small valid fixture corpus (entries/ and snippets/)."""
    target = tmp_path / "corpus"
    shutil.copytree(FIXTURES / "corpus", target)
    return target


@functools.cache
def real_corpus() -> Corpus:
    """The real corpus, loaded once for every test module that reads it (read-only)."""
    from generator.corpus import load_corpus

    return load_corpus()


def cli(*args: str, cwd: Path = ROOT, stdin: str | None = None, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, env=env, input=stdin,
                          capture_output=True, text=True, timeout=timeout)


def corpus_args(corpus: Path) -> list[str]:
    return ["--entries", str(corpus / "entries"), "--snippets", str(corpus / "snippets")]


@pytest.fixture(scope="session")
def corpus_outcomes(request: pytest.FixtureRequest) -> Verification:
    """Every snippet of the real corpus run once per session, fresh; the session's cache keeps the verified
    results, which the build then reads instead of running them again."""
    from generator.verification import run_snippets

    verification = run_snippets(real_corpus(), use_cache=False)
    request.config.stash[SNIPPET_RUNS] = verification
    return verification


BUILD_RUNS = re.compile(r"^snippets: (\d+) run, (\d+) reused", re.MULTILINE)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory, corpus_outcomes: Verification,
         request: pytest.FixtureRequest) -> Path:
    """The real corpus built once per test session into a temporary site folder, from the session's results."""
    target = tmp_path_factory.mktemp("site") / "site"
    result = cli("build", "--site-dir", str(target), "--build-dir", str(target.parent / "build"), timeout=1800)
    assert result.returncode == 0, result.stdout + result.stderr
    counts = BUILD_RUNS.search(result.stdout)
    assert counts, result.stdout
    assert int(counts.group(1)) == 0, f"the build ran snippets the session had already run:\n{result.stdout}"
    request.config.stash[SITE_FOLDER] = target
    return target


@pytest.fixture(scope="session")
def site_build(site: Path) -> Path:
    """The build folder of the session's site: its generated Markdown, navigation and search dictionary."""
    return site.parent / "build"


@pytest.fixture(scope="session")
def printed_site(site: Path, site_build: Path) -> Path:
    """The session's site with its PDF books and offline archive, printed once (`python -m generator pdf`)."""
    result = cli("pdf", "--site-dir", str(site), "--build-dir", str(site_build), timeout=1800)
    assert result.returncode == 0, result.stdout + result.stderr
    return site

