"""Runs every check over the corpus and returns all problems in one pass."""
from __future__ import annotations

from generator.checks import (
    formulas,
    ids,
    links,
    live_torch,
    markup,
    releases,
    schema,
    shown_code,
    snippet_style,
    snippets,
    terminology,
)
from generator.corpus import Corpus
from generator.problems import Problem

CHECKS = (schema, ids, links, snippets, snippet_style, shown_code, markup, formulas, terminology, releases, live_torch)


def validate(corpus: Corpus) -> list[Problem]:
    problems = list(corpus.problems)
    for module in CHECKS:
        problems.extend(module.check(corpus))
    return problems
