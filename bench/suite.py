"""`make test` on a clean checkout, as CI runs it, split into its phases.

The checkout is a `git clone` of this repository's HEAD (committed work only, as CI sees it). venv creation is
timed on its own with pip's download cache as this machine has it (CI's case), then once more with no cache
(what a machine that never downloaded the wheels adds); lint is timed on its own; `make test` then runs whole
(venv and node modules in place, lint again) and tests/phases.py reports where pytest's time went.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

from bench.table import Table, seconds
from bench.workspace import REPO

BUDGET_S = 25 * 60  # the whole of a clean checkout's `make test`, venv included
FIXED_BUDGET_S = 8 * 60  # the part that does not grow with the corpus: lint, browser and the rest
SUITE_TIMEOUT_S = 90 * 60


def _make(checkout: Path, *args: str, env: dict[str, str] | None = None) -> float:
    started = time.monotonic()
    done = subprocess.run(["make", *args], cwd=checkout, env={**os.environ, **(env or {})}, capture_output=True,
                          text=True, timeout=SUITE_TIMEOUT_S)
    if done.returncode != 0:
        raise RuntimeError(f"make {' '.join(args)} failed in {checkout}:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}")
    return time.monotonic() - started


def measure(base: Path) -> dict[str, Any]:
    checkout = base / "suite-checkout"
    shutil.rmtree(checkout, ignore_errors=True)
    subprocess.run(["git", "clone", "-q", str(REPO), str(checkout)], check=True)
    figures: dict[str, Any] = {"commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=checkout,
                                                        capture_output=True, text=True).stdout.strip()}
    figures["venv_cold_s"] = _make(checkout, "venv", env={"PIP_NO_CACHE_DIR": "1"})
    shutil.rmtree(checkout / ".venv")
    figures["venv_s"] = _make(checkout, "venv")
    figures["lint_s"] = _make(checkout, "lint")
    phases = base / "suite-phases.json"
    figures["make_test_s"] = _make(checkout, "test", env={"KB_PHASES_FILE": str(phases)})
    figures["pytest"] = json.loads(phases.read_text(encoding="utf-8"))
    shutil.rmtree(checkout, ignore_errors=True)
    return figures


def rows(figures: dict[str, Any], table: Table) -> None:
    area, corpus = "6 suite", f"real, {figures['pytest'].get('snippet_files', '?')} snippet files"
    pytest_run = figures["pytest"]
    phases = pytest_run["phases_s"]
    # `make test` on a clean checkout = the venv, then everything `make test` does with the venv in place
    total = figures["venv_s"] + figures["make_test_s"]
    table.add(area, f"clean checkout `make test`, venv included ({figures['commit']})", corpus, seconds(total),
              f"≤ {BUDGET_S // 60} min", total <= BUDGET_S)
    table.add(area, "venv (pip's download cache warm, as in CI)", corpus, seconds(figures["venv_s"]))
    table.add(area, "venv with no download cache (a machine that never fetched the wheels)", corpus,
              seconds(figures["venv_cold_s"]), f"{figures['venv_cold_s'] - figures['venv_s']:+.1f} s against the warm cache")
    table.add(area, "lint (ruff, mypy)", corpus, seconds(figures["lint_s"]))
    for phase in ("snippets", "site", "books", "browser", "rest"):
        table.add(area, f"pytest phase: {phase}", corpus, seconds(phases[phase]))
    fixed = figures["lint_s"] + phases["browser"] + phases["rest"]
    table.add(area, "not growing with the corpus: lint + browser + rest", corpus, seconds(fixed),
              f"≤ {FIXED_BUDGET_S // 60} min", fixed <= FIXED_BUDGET_S)
    files, pages = pytest_run.get("snippet_files_run"), pytest_run.get("pages")
    if files:
        table.add(area, "snippets per snippet file", corpus, f"{phases['snippets'] / files:.3f} s")
    if pages:
        table.add(area, "site and books per page", f"real, {pages} pages",
                  f"{(phases['site'] + phases['books']) / pages:.3f} s")
    table.add(area, "snippet files run once in the session / run again for determinism", corpus,
              f"{pytest_run.get('snippet_files_run')} / {pytest_run.get('determinism_sample_files')}")
