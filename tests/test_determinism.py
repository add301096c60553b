"""Snippets print nothing that varies between runs, and generation is a pure function of the corpus and results.

The session runs every snippet file once (conftest.corpus_outcomes). Here a seeded sample of them, and every file
whose output the normaliser rewrites (addresses, pids, ports, temporary names: the outputs most likely to vary),
runs a second time, fresh; the pages generated from those second results are byte-identical to the first.
"""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from conftest import DETERMINISM_SAMPLE, real_corpus
from generator.generate import generate
from generator.model import Outcome, Verification
from generator.output import printed_output, shown_output, stable_output
from generator.verification import run_snippets

SAMPLE = 200  # snippet files drawn at random, beside those the normaliser rewrites
SEED = int(os.environ.get("KB_DETERMINISM_SEED", "20261203"))  # set it to draw another sample
CORPUS = real_corpus()


def tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def sample(outcomes: list[Outcome]) -> set[str]:
    ran = [o for o in outcomes if not o.skipped]
    rewritten = {o.ref.path for o in ran if stable_output(printed_output(o.result)) != printed_output(o.result)}
    others = sorted({o.ref.path for o in ran} - rewritten)
    return rewritten | set(random.Random(SEED).sample(others, min(SAMPLE, len(others))))


@pytest.fixture(scope="module")
def second_run(corpus_outcomes: Verification, request: pytest.FixtureRequest) -> Verification:
    chosen = sample(corpus_outcomes.outcomes)
    request.config.stash[DETERMINISM_SAMPLE] = len(chosen)
    return run_snippets(CORPUS, use_cache=False, snippet_paths=chosen)


def test_the_sample_is_large_and_holds_every_rewritten_output(corpus_outcomes: Verification,
                                                              second_run: Verification) -> None:
    files = {o.ref.path for o in second_run.outcomes}
    rewritten = {o.ref.path for o in corpus_outcomes.outcomes
                 if not o.skipped and stable_output(printed_output(o.result)) != printed_output(o.result)}
    assert len(files) >= SAMPLE
    assert rewritten and rewritten <= files


def test_a_second_fresh_run_shows_the_same_output(corpus_outcomes: Verification, second_run: Verification) -> None:
    first = {(o.ref.path, o.device): o for o in corpus_outcomes.outcomes}
    differing = [f"snippets/{o.ref.path} [{o.device}]" for o in second_run.outcomes if not o.skipped
                 and (shown_output(o.result) != shown_output(first[o.ref.path, o.device].result)
                      or (o.failure is None) != (first[o.ref.path, o.device].failure is None))]
    assert differing == [], f"KB_DETERMINISM_SEED={SEED}"


def test_pages_generated_from_either_run_are_byte_identical(tmp_path: Path, corpus_outcomes: Verification,
                                                            second_run: Verification) -> None:
    again = {(o.ref.path, o.device): o for o in second_run.outcomes}
    mixed = Verification([again.get((o.ref.path, o.device), o) for o in corpus_outcomes.outcomes],
                         corpus_outcomes.torch_version, corpus_outcomes.devices)
    generate(CORPUS, corpus_outcomes, tmp_path / "first")
    generate(CORPUS, mixed, tmp_path / "second")
    first, second = tree(tmp_path / "first"), tree(tmp_path / "second")
    assert first.keys() == second.keys()
    assert [name for name in first if first[name] != second[name]] == [], f"KB_DETERMINISM_SEED={SEED}"


def test_a_cpp_log_lines_time_is_not_part_of_the_output() -> None:
    # gloo's checks print glog lines that carry the date and time, which differ on every run
    line = "RuntimeError: [rank0]:[F1204 13:08:17.573400509 ProcessGroupGloo.cpp:1584] Check failed: (8 vs. 4)."
    assert stable_output(line) == "RuntimeError: [rank0]:[F… ProcessGroupGloo.cpp:1584] Check failed: (8 vs. 4)."
