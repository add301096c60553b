"""Run inside a workspace: which documents fail validation or their snippets (cached results reused).

Prints one JSON object: {"invalid": [paths], "failing": [paths], "problems": [...], "failures": [...]}.
"""
from __future__ import annotations

import json

from generator.corpus import load_corpus
from generator.paths import rel
from generator.validation import validate
from generator.verification import run_snippets


def main() -> None:
    corpus = load_corpus()
    problems = validate(corpus)
    invalid = sorted({p.path for p in problems})
    failing: set[str] = set()
    failures: list[str] = []
    if not problems:
        paths = {doc.id: rel(doc.path) for doc in corpus.documents}
        for outcome in run_snippets(corpus, use_cache=True).outcomes:
            if outcome.failure:
                failing.add(paths[outcome.ref.entry_id])
                failures.append(f"{outcome.shown_path} [{outcome.device}]: {str(outcome.failure)[:200]}")
    print(json.dumps({"invalid": invalid, "failing": sorted(failing),
                      "problems": [str(p)[:300] for p in problems][:50], "failures": failures[:50]}))


if __name__ == "__main__":
    main()
