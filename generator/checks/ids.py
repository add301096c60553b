"""Ids equal file names, are unique, and files sit in their layer's folder."""
from __future__ import annotations

from collections import defaultdict

from generator.corpus import Corpus
from generator.loader import Document
from generator.problems import Problem

FAMILY_FOLDERS = {"error": "errors", "guide": "guides"}


def expected_folder(doc: Document) -> str | None:
    if doc.family in FAMILY_FOLDERS:
        return FAMILY_FOLDERS[doc.family]
    layer = doc.data.get("layer")
    return layer if isinstance(layer, str) else None


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    seen: dict[str, list[Document]] = defaultdict(list)
    for doc in corpus.documents:
        value = doc.data.get("id")
        if not isinstance(value, str):
            continue
        seen[value].append(doc)
        if doc.path.stem != value:
            problems.append(doc.problem(("id",), "E200", f"id `{value}` but the file is `{doc.path.name}`"))
        folder = expected_folder(doc)
        actual = doc.path.relative_to(corpus.root).parts[0]
        if folder and doc.family == "entry" and actual != folder:
            problems.append(doc.problem(("layer",), "E202", f"layer `{folder}` but the file is in entries/{actual}/"))
    for value, docs in seen.items():
        if len(docs) > 1:
            others = ", ".join(d.shown_path for d in docs)
            for doc in docs:
                problems.append(doc.problem(("id",), "E201", f"`{value}` is defined in {others}"))
    return problems
