"""Issue 42: 2,000 seeded mutations of real entries (tests/fuzz_entries.py), each validated alone: no
traceback, no validation over 5 s, no information silently lost (a key given twice or not a string is always
reported). `.venv/bin/python tests/fuzz_entries.py --mutations 10000 --seed 0` runs more."""
from __future__ import annotations

from pathlib import Path

import pytest

from fuzz_entries import fuzz

pytestmark = pytest.mark.slow  # a minute of validation: left out of `make check`


def test_two_thousand_mutated_entries_validate_cleanly(tmp_path: Path) -> None:
    stats = fuzz(2000, seed=0, workdir=tmp_path)
    details = "\n".join(f"{f.kind}: #{f.index} {f.mutation} on {f.source}: {f.detail}" for f in stats.failures[:10])
    assert stats.clean, f"{stats.summary()}\n{details}"
    assert stats.mutations == 2000
    assert stats.outcomes["new problems"] > 1000  # the mutations do reach validate's checks
