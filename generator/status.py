"""Content and coverage numbers, shared by `stats` and the site's status page."""
from __future__ import annotations

from typing import Any

from generator import coverage
from generator.corpus import Corpus
from generator.model import LANGS, texts


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


def _covering(corpus: Corpus, names: list[str], entries: list[dict[str, Any]]) -> dict[str, Any]:
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


def collect(corpus: Corpus, torch_version: str) -> dict[str, Any]:
    entries: list[dict[str, Any]] = []
    for doc in sorted(corpus.documents, key=lambda d: (d.family, d.id)):
        data = doc.data
        found = data.get("pitfalls")
        pitfalls: list[Any] = found if isinstance(found, list) else []
        entries.append({
            "id": doc.id,
            "family": doc.family,
            "layer": doc.layer or doc.folder,
            "kind": data.get("kind"),
            "aliases": [alias.name for alias in doc.aliases],
            "examples": len(_examples(data, doc.family)),
            "pitfalls": len(pitfalls),
            "pitfalls_with_checked_error": sum(1 for p in pitfalls if isinstance(p, dict) and p.get("raises")),
            "no_pitfalls_reason": bool(data.get("no_pitfalls_reason")),
            "has_reproducer": bool(data.get("reproducer")),
            "languages": _languages(data),
            "translation_complete": _languages(data) == sorted(LANGS),
        })
    ids = {doc.id for doc in corpus.documents}
    aliases = set(corpus.alias_owner)
    seed = {heading: {"total": len(names), "missing": [n for n in names if n not in ids and n not in aliases]}
            for heading, names in coverage.seed_headings().items()}
    lists = {name: {**coverage.covered(names, ids, aliases), **_covering(corpus, names, entries)}
             for name, names in coverage.lists().items()}
    return {"torch_version": torch_version, "entries": entries, "aliases": len(aliases), "seed_coverage": seed,
            "coverage": lists}
