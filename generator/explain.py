"""Matching pasted error text against the error catalogue's patterns (the patterns are data, in entries/errors)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from generator.corpus import Corpus
from generator.loader import Document

NOT_PYTORCH = Path(__file__).parent / "data" / "not_pytorch.yaml"


@dataclass(frozen=True)
class Match:
    doc: Document
    span: int  # characters of the text covered by the best pattern: longer is more specific


def match_errors(corpus: Corpus, text: str) -> list[Match]:
    """Error entries whose patterns occur in text, most specific first."""
    matches = []
    for doc in corpus.documents:
        if doc.family != "error":
            continue
        best = 0
        for message in doc.data.get("messages") or []:
            try:
                found = re.search(message["pattern"], text, re.IGNORECASE)
            except (re.error, KeyError, TypeError):
                continue
            if found:
                best = max(best, len(found.group(0)) or 1)
        if best:
            matches.append(Match(doc, best))
    return sorted(matches, key=lambda m: (-m.span, m.doc.id))


@lru_cache(maxsize=1)
def _not_pytorch() -> dict:
    return yaml.safe_load(NOT_PYTORCH.read_text(encoding="utf-8"))


def looks_like_http_service_error(text: str) -> bool:
    return any(re.search(p, text, re.IGNORECASE) for p in _not_pytorch()["patterns"])


def http_triage(lang: str) -> str:
    return _not_pytorch()["triage"][lang].rstrip()
