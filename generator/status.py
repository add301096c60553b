"""Content and coverage numbers, shared by `stats` and the site's status page."""
from __future__ import annotations

from typing import Any

from generator import coverage
from generator.corpus import Corpus
from generator.model import texts


def _languages(data: dict[str, Any]) -> list[str]:
    found = {path[-1] for path, text in texts(data) if text.strip()}
    return sorted(found)


def collect(corpus: Corpus, torch_version: str) -> dict[str, Any]:
    entries = []
    for doc in sorted(corpus.documents, key=lambda d: (d.family, d.id)):
        data = doc.data
        pitfalls = data.get("pitfalls") if isinstance(data.get("pitfalls"), list) else []
        examples = data.get("examples") if isinstance(data.get("examples"), list) else []
        if doc.family == "error":
            examples = [data["fix_snippet"]] if isinstance(data.get("fix_snippet"), dict) else []
        if doc.family == "guide":
            examples = [ex for s in data.get("sections") or [] for ex in (s.get("examples") or [])]
        entries.append({
            "id": doc.id,
            "family": doc.family,
            "layer": data.get("layer", doc.family + "s"),
            "kind": data.get("kind"),
            "examples": len(examples),
            "pitfalls": len(pitfalls),
            "pitfalls_with_checked_error": sum(1 for p in pitfalls if isinstance(p, dict) and p.get("raises")),
            "has_reproducer": bool(data.get("reproducer")),
            "languages": _languages(data),
        })
    ids = {e["id"] for e in entries}
    seed = {heading: {"total": len(names), "missing": [n for n in names if n not in ids]}
            for heading, names in coverage.seed_headings().items()}
    official = {page: {"total": len(names), "covered": sum(1 for n in names if n in ids)}
                for page, names in coverage.official_pages().items()}
    return {"torch_version": torch_version, "entries": entries, "seed_coverage": seed, "official_coverage": official}
