"""Content and coverage numbers, shared by `stats` and the site's status page."""
from __future__ import annotations

from typing import Any, TypedDict

from generator import coverage
from generator.corpus import Corpus
from generator.coverage import Covered
from generator.model import LANGS, texts


class DocumentStats(TypedDict):
    """One document's counts, a row of `stats --json`'s `entries`."""

    id: str
    family: str
    layer: str  # an entry's layer, or the folder of an error page or guide
    kind: str | None
    aliases: list[str]
    examples: int
    pitfalls: int
    pitfalls_with_checked_error: int
    no_pitfalls_reason: bool
    has_reproducer: bool
    languages: list[str]
    translation_complete: bool


class Covering(TypedDict):
    """What the entries covering a list of names hold."""

    entries: int
    with_example: int
    with_pitfall_or_reason: int
    pitfalls: int
    pitfalls_with_checked_error: int
    translation_complete: int


class ListCoverage(Covered, Covering):
    """A coverage list (`official/nn`, `next/deploy`, ...): its names covered, and by what."""


class SeedCoverage(TypedDict):
    total: int
    missing: list[str]


class ReleaseCoverage(TypedDict):
    """How many of the corpus's snippet files a release's run in compat/ has results for."""

    release: str
    torch: str
    date: str
    snippets: int
    checked: int
    unchecked: list[str]


class Stats(TypedDict, total=False):
    """What `stats` prints (and `--json` writes) and the status page shows; `releases` only from `stats`, which
    reads compat/."""

    torch_version: str
    entries: list[DocumentStats]
    aliases: int
    seed_coverage: dict[str, SeedCoverage]
    coverage: dict[str, ListCoverage]
    releases: list[ReleaseCoverage]


def _languages(data: dict[str, Any]) -> list[str]:
    found = {path[-1] for path, text in texts(data) if text.strip()}
    return sorted(found)


def _examples(data: dict[str, Any], family: str) -> list[Any]:
    if family == "error":
        return [data["fix_snippet"]] if isinstance(data.get("fix_snippet"), dict) else []
    if family == "guide":
        return [ex for s in data.get("sections") or [] for ex in (s.get("examples") or [])]
    examples = data.get("examples")
    return examples if isinstance(examples, list) else []


def _covering(corpus: Corpus, names: list[str], entries: list[DocumentStats]) -> Covering:
    """What the entries covering a list hold: examples, pitfalls (or the stated reason for none), proven pitfalls."""
    by_id = {e["id"]: e for e in entries}
    covering = sorted({corpus.by_name[n].id for n in names if n in corpus.by_name})
    rows = [by_id[i] for i in covering]
    return {"entries": len(rows),
            "with_example": sum(1 for r in rows if r["examples"]),
            "with_pitfall_or_reason": sum(1 for r in rows if r["pitfalls"] or r["no_pitfalls_reason"]),
            "pitfalls": sum(r["pitfalls"] for r in rows),
            "pitfalls_with_checked_error": sum(r["pitfalls_with_checked_error"] for r in rows),
            "translation_complete": sum(1 for r in rows if r["translation_complete"])}


def collect(corpus: Corpus, torch_version: str) -> Stats:
    entries: list[DocumentStats] = []
    for doc in sorted(corpus.documents, key=lambda d: (d.family, d.id)):
        data = doc.data
        pitfalls = doc.pitfalls
        entries.append({
            "id": doc.id,
            "family": doc.family,
            "layer": doc.layer or doc.folder or doc.family,
            "kind": data.get("kind"),
            "aliases": [alias.name for alias in doc.aliases],
            "examples": len(_examples(data, doc.family)),
            "pitfalls": len(pitfalls),
            "pitfalls_with_checked_error": sum(1 for p in pitfalls if p.get("raises")),
            "no_pitfalls_reason": bool(data.get("no_pitfalls_reason")),
            "has_reproducer": bool(data.get("reproducer")),
            "languages": _languages(data),
            "translation_complete": _languages(data) == sorted(LANGS),
        })
    ids = {doc.id for doc in corpus.documents}
    aliases = set(corpus.alias_owner)
    seed = {heading: SeedCoverage(total=len(names), missing=[n for n in names if n not in ids and n not in aliases])
            for heading, names in coverage.seed_headings().items()}
    lists = {name: ListCoverage(**coverage.covered(names, ids, aliases), **_covering(corpus, names, entries))
             for name, names in coverage.lists().items()}
    return {"torch_version": torch_version, "entries": entries, "aliases": len(aliases), "seed_coverage": seed,
            "coverage": lists}
