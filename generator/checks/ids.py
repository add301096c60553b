"""Ids equal file names and are unique, files sit in their layer's folder, and every public name (id or
alias) belongs to one entry only."""
from __future__ import annotations

from collections import defaultdict

from generator.corpus import Corpus
from generator.model import Alias, Document
from generator.problems import Problem


def _aliases(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    claims: dict[str, list[tuple[Document, Alias]]] = defaultdict(list)
    for doc in corpus.of_family("entry"):
        for alias in doc.aliases:
            claims[alias.name].append((doc, alias))
    for name, claimants in claims.items():
        if name in corpus.by_id:
            for doc, alias in claimants:
                problems.append(doc.problem(alias.json_path, "E207",
                                            f"`{name}` is an alias here and the id of {corpus.by_id[name].shown_path}"))
        if len({doc.id for doc, _ in claimants}) > 1:
            others = ", ".join(sorted({doc.shown_path for doc, _ in claimants}))
            for doc, alias in claimants:
                problems.append(doc.problem(alias.json_path, "E206", f"`{name}` is claimed by {others}"))
    return problems


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
        actual = doc.path.relative_to(corpus.root).parts[0]
        if doc.family == "entry" and doc.folder and actual != doc.folder:
            problems.append(doc.problem(("layer",), "E202", f"layer `{doc.folder}` but the file is in entries/{actual}/"))
    for value, docs in seen.items():
        if len(docs) > 1:
            others = ", ".join(d.shown_path for d in docs)
            for doc in docs:
                problems.append(doc.problem(("id",), "E201", f"`{value}` is defined in {others}"))
    return problems + _aliases(corpus)
