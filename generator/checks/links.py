"""Links between documents resolve, and error patterns compile, are safe to search untrusted text with (E140,\ngenerator/patterns.py) and match their examples."""
from __future__ import annotations

import re
from typing import Any

from generator.corpus import Corpus
from generator.model import Document
from generator.patterns import SearchTooSlow, bounded_search, searchable, unsafe
from generator.problems import Problem, did_you_mean

SEARCH_SECONDS = 1.0  # for a pattern on its example: a slower one is E140


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for json_path, target in doc.links:
            if target not in corpus.by_id:
                hint = f"; it is an alias of `{corpus.by_name[target].id}`" if target in corpus.by_name else \
                    did_you_mean(target, corpus.by_id)
                field = "replacement" if json_path[0] == "deprecated" else json_path[0]
                problems.append(doc.problem(json_path, "E203", f"{field} names `{target}`, which has no entry{hint}"))
        messages = doc.data.get("messages")
        for index, message in enumerate(messages if isinstance(messages, list) else []):
            if not isinstance(message, dict) or not isinstance(message.get("pattern"), str):
                continue
            try:
                re.compile(message["pattern"], re.IGNORECASE)
            except (re.error, RecursionError, OverflowError) as exc:
                problems.append(doc.problem(("messages", index, "pattern"), "E205", str(exc)))
                continue
            why = unsafe(message["pattern"])
            pattern = searchable(message["pattern"], re.IGNORECASE)
            if why or pattern is None:
                problems.append(doc.problem(("messages", index, "pattern"), "E140", why or "cannot be searched safely"))
                continue
            example = message.get("example")
            try:
                found = bounded_search(pattern, example, SEARCH_SECONDS) if isinstance(example, str) else True
            except SearchTooSlow:
                problems.append(doc.problem(("messages", index, "pattern"), "E140",
                                            f"searching its example took over {SEARCH_SECONDS:g} s"))
                continue
            if not found:
                problems.append(doc.problem(("messages", index, "example"), "E204", "the example is not matched by the pattern"))
        for index, _, raises in proven_matches(doc):
            why = unsafe(raises["match"])
            if why:
                problems.append(doc.problem(("pitfalls", index, "raises", "match"), "E140", why))
    return problems


def proven_matches(doc: Document) -> list[tuple[int, dict[str, Any], dict[str, Any]]]:
    """(index, pitfall, its `raises`) for each pitfall with a `raises.match` string."""
    pitfalls = doc.data.get("pitfalls")
    return [(index, pitfall, pitfall["raises"]) for index, pitfall in enumerate(pitfalls if isinstance(pitfalls, list) else [])
            if isinstance(pitfall, dict) and isinstance(pitfall.get("raises"), dict)
            and isinstance(pitfall["raises"].get("match"), str)]
