"""The session's own report (a pytest plugin, loaded by conftest.py): where its time went, by phase, and how many
times the real corpus's snippet files ran. `make bench` reads the same figures from KB_PHASES_FILE.

Phases: the three expensive session results (the snippets run, the site built, the books printed) are timed as
their fixtures are set up; every test's own time goes to the phase of its module, else `browser` for tests that
drive Chromium, else `rest` (collection included). venv and lint happen before pytest; make times those.
"""
from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

FIXTURE_PHASES = {"corpus_outcomes": "snippets", "site": "site", "printed_site": "books"}
MODULE_PHASES = {"test_corpus": "snippets", "test_determinism": "snippets", "test_site": "site", "test_pdf": "books"}
PHASES = ("snippets", "site", "books", "browser", "rest")


class _Clock:
    def __init__(self) -> None:
        self.started = time.monotonic()
        self.seconds: Counter[str] = Counter()
        self.claimed = 0.0  # fixture time inside the current test that a phase already counted


_clock = _Clock()


def phase_of(item: pytest.Item) -> str:
    module = Path(str(item.fspath)).stem
    if module in MODULE_PHASES:
        return MODULE_PHASES[module]
    return "browser" if item.get_closest_marker("browser") else "rest"


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef[Any], request: pytest.FixtureRequest) -> Generator[None, Any, Any]:
    phase = FIXTURE_PHASES.get(fixturedef.argname)
    started = time.monotonic()
    try:
        return (yield)
    finally:
        if phase:  # dependencies are set up before this hook runs, so phases never nest
            spent = time.monotonic() - started
            _clock.seconds[phase] += spent
            _clock.claimed += spent


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, Any, Any]:
    _clock.claimed = 0.0
    started = time.monotonic()
    try:
        return (yield)
    finally:
        _clock.seconds[phase_of(item)] += time.monotonic() - started - _clock.claimed


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Generator[None, Any, Any]:
    started = time.monotonic()
    try:
        return (yield)
    finally:
        _clock.seconds["rest"] += time.monotonic() - started


def _figures(config: pytest.Config) -> dict[str, Any]:
    from conftest import DETERMINISM_SAMPLE, SITE_FOLDER, SNIPPET_RUNS

    figures: dict[str, Any] = {"wall_s": round(time.monotonic() - _clock.started, 1),
                               "phases_s": {phase: round(_clock.seconds[phase], 1) for phase in PHASES}}
    verification = config.stash.get(SNIPPET_RUNS, None)
    if verification is not None:
        ran = verification.ran
        per_file = Counter(outcome.ref.path for outcome in ran)
        devices = Counter(outcome.device for outcome in ran)
        figures.update(
            snippet_files=len({outcome.ref.path for outcome in verification.outcomes}),
            snippet_files_run=len(per_file),
            snippet_runs=dict(sorted(devices.items())),
            snippet_files_run_more_than_once_per_device=sum(1 for path, n in per_file.items()
                                                            if n > len({o.device for o in ran if o.ref.path == path})),
            snippet_reruns_after_a_child_died=sum(1 for outcome in ran if outcome.first_failure),
            snippet_runs_skipped=dict(Counter(o.skipped for o in verification.outcomes if o.skipped)),
        )
    sample = config.stash.get(DETERMINISM_SAMPLE, None)
    if sample is not None:
        figures["determinism_sample_files"] = sample
    site = config.stash.get(SITE_FOLDER, None)
    if site is not None and site.is_dir():
        figures["pages"] = sum(1 for _ in site.rglob("index.html"))
    return figures


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    figures = _figures(config)
    write = terminalreporter.write_line
    phases = figures["phases_s"]
    write("phases: " + ", ".join(f"{phase} {phases[phase]:.0f} s" for phase in PHASES)
          + f"; pytest wall {figures['wall_s']:.0f} s")
    if "snippet_files" in figures:
        runs = ", ".join(f"{count} on {device}" for device, count in figures["snippet_runs"].items())
        write(f"real corpus: {figures['snippet_files']} snippet files; {figures['snippet_files_run']} ran in this "
              f"session, each once per device it runs on ({runs}; "
              f"{figures['snippet_files_run_more_than_once_per_device']} more than once, "
              f"{figures['snippet_reruns_after_a_child_died']} run again after a child process died); "
              + "; ".join(f"{count} skipped: {why}" for why, count in figures["snippet_runs_skipped"].items()))
        if figures["snippet_files_run"]:
            write(f"grows with the corpus: snippets {phases['snippets'] / figures['snippet_files_run']:.3f} s "
                  "per snippet file" + (f", site and books {(phases['site'] + phases['books']) / figures['pages']:.3f}"
                                        f" s per page ({figures['pages']} pages)" if figures.get("pages") else ""))
    if "determinism_sample_files" in figures:
        write(f"determinism: {figures['determinism_sample_files']} snippet files run a second time")
    target = os.environ.get("KB_PHASES_FILE")
    if target:
        Path(target).write_text(json.dumps(figures, indent=1), encoding="utf-8")
