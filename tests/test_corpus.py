"""The real corpus: valid, and every snippet verified on CPU (and on CUDA where a GPU exists)."""
from __future__ import annotations

import warnings

import pytest

from conftest import real_corpus
from generator.model import Outcome, Verification
from generator.problems import report
from generator.validation import validate
from generator.verification import failure_line, stderr_tail

CORPUS = real_corpus()
CASES = [(ref.entry_id, ref.path, device) for doc in CORPUS.documents for ref in doc.snippets for device in ref.devices]


def test_corpus_validates() -> None:
    problems = validate(CORPUS)
    assert not problems, report(problems)


@pytest.fixture(scope="session")
def outcomes(corpus_outcomes: Verification) -> dict[tuple[str, str], Outcome]:
    return {(o.ref.path, o.device): o for o in corpus_outcomes.outcomes}


@pytest.mark.parametrize("entry_id, path, device", CASES, ids=[f"{p}[{d}]" for _, p, d in CASES])
def test_snippet(outcomes: dict[tuple[str, str], Outcome], entry_id: str, path: str, device: str) -> None:
    outcome = outcomes[(path, device)]
    if outcome.skipped:
        pytest.skip(outcome.skipped)
    assert outcome.failure is None, \
        f"{failure_line(outcome, CORPUS)}\nstderr ends:\n{stderr_tail(outcome.result)}"
    if outcome.first_failure:  # passed when run again: shown in the warnings summary, never silent
        warnings.warn(f"{entry_id} snippets/{path} [{device}] passed on its second run; first: {outcome.first_failure}"
                      f"\nits stderr ended:\n{outcome.first_stderr}", stacklevel=1)
