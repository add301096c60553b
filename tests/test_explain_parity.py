"""Pasted error text is read in two places: `python -m generator explain` (generator/explain.py) and the site's
search box, which lists the same pages first (rank.js's `explained`, run here by node through
generator/search_query.cjs on the built site's own search tiers). One is held to the other on every error text the
corpus knows: what each raising snippet printed, bare and as a traceback, every error entry's message examples and
the variants of tests/error_variants.yaml. The whole ordered list must agree, not only the first page."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import yaml

from conftest import ROOT, real_corpus
from generator.explain import match_errors
from generator.model import LANGS
from generator.site import page_url
from generator.verification import Verification

CORPUS = real_corpus()
VARIANTS = yaml.safe_load((Path(__file__).parent / "error_variants.yaml").read_text(encoding="utf-8"))
SEARCH_QUERY = ROOT / "generator" / "search_query.cjs"


def error_texts(verification: Verification) -> list[str]:
    texts = []
    for outcome in verification.outcomes:
        if outcome.result.get("status") == "raised":
            printed = f"{outcome.result['exc_name']}: {outcome.result['message']}"
            texts += [printed, f"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n{printed}"]
    for doc in CORPUS.of_family("error"):
        texts += [m["example"] for m in doc.data.get("messages") or [] if isinstance(m.get("example"), str)]
    texts += [variant["message"] for variant in VARIANTS]
    return list(dict.fromkeys(texts))


def explained_by_the_search(folder: Path, texts: list[str]) -> list[list[str]]:
    stdin = "".join(json.dumps({"explain": text}) + "\n" for text in texts)
    result = subprocess.run(["node", str(SEARCH_QUERY), str(folder)], input=stdin, capture_output=True, text=True,
                            encoding="utf-8", cwd=ROOT, timeout=600)
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.mark.parametrize("lang", LANGS)
def test_the_search_box_explains_every_known_error_as_explain_does(site: Path, corpus_outcomes: Verification,
                                                                   lang: str) -> None:
    texts = error_texts(corpus_outcomes)
    root = site if lang == LANGS[0] else site / lang
    answers = explained_by_the_search(root / "search", texts)
    assert len(answers) == len(texts)
    prefix = len(page_url("", lang))  # the tiers hold URLs relative to the language's root
    differing = []
    for text, answer in zip(texts, answers, strict=True):
        expected = [page_url(match.doc.page, lang)[prefix:] for match in match_errors(CORPUS, text)]
        if answer != expected:
            differing.append((text[:120], expected[:4], answer[:4]))
    assert len(texts) > 1000
    assert differing == [], f"{len(differing)} of {len(texts)} texts differ, e.g. {differing[:5]}"
