"""Snippets read like code a user writes: none reads the test harness's old `DEVICE` variable, or tells the
reader to set it (`# run with DEVICE=cuda`): nothing reads it any more, so such a comment misleads."""
from __future__ import annotations

import re

from generator.checks.snippets import snippet_file
from generator.corpus import Corpus
from generator.problems import Problem

HARNESS = re.compile(r"""environ(?:\.get)?\(\s*["']DEVICE["']|environ\[\s*["']DEVICE["']\s*\]|getenv\(\s*["']DEVICE["']"""
                     r"|\bDEVICE=")


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for ref in doc.snippets:
            path = snippet_file(corpus.snippets_root, ref.path)
            if path is None:
                continue  # reported by the snippets check
            for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
                if HARNESS.search(line):
                    problems.append(doc.problem(ref.json_path, "E214", f"snippets/{ref.path} line {number} reads DEVICE or asks for it"))
    return problems
