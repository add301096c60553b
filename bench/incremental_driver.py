"""Run inside a workspace that was just built: edit one entry's summary, regenerate, count the writes.

The entry edited is the one most linked to (by `related`/`apis`), so the expected set is as large as it
gets: its own page in both languages, the pages of the documents linking to it (their related lists show
its summary) and the listing pages that show summaries. "Expected" is every generated page whose content
holds the edit (found by a marker), so nothing outside it should have been written. Prints one JSON object.
"""
from __future__ import annotations

import json
import time
from collections import Counter

import yaml

from generator import paths
from generator.compat import read_runs, releases
from generator.corpus import load_corpus
from generator.generate import generate
from generator.verification import run_snippets

MARKER = {"zh": "（基准测试改动）", "en": " (benchmark edit)"}


def most_linked(corpus_ids: list[str], links: list[list[str]]) -> str:
    counts = Counter(target for targets in links for target in targets if target in set(corpus_ids))
    return max(sorted(counts), key=lambda target: counts[target])


def main() -> None:
    corpus = load_corpus()
    outcomes = run_snippets(corpus, use_cache=True)
    runs = read_runs()  # the other releases' results, shown on the pages as `build` shows them
    started = time.monotonic()
    unchanged = generate(corpus, outcomes, paths.DOCS, releases(corpus, outcomes, runs))
    noop_s = time.monotonic() - started
    entries = [d for d in corpus.documents if d.family == "entry"]
    links = [[t for key in ("related", "apis") for t in (d.data.get(key) or []) if isinstance(t, str)] for d in corpus.documents]
    target_id = most_linked([d.id for d in entries], links)
    target = corpus.by_id[target_id]
    data = yaml.safe_load(target.path.read_text(encoding="utf-8"))
    data["summary"] = {lang: text.rstrip() + MARKER[lang] for lang, text in data["summary"].items()}
    target.path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
    corpus = load_corpus()
    started = time.monotonic()
    edited = generate(corpus, outcomes, paths.DOCS, releases(corpus, outcomes, runs))
    edit_s = time.monotonic() - started
    markers = tuple(text.strip(" （）()") for text in MARKER.values())
    expected = {p for p in paths.DOCS.rglob("*.md") if any(m in p.read_text(encoding="utf-8") for m in markers)}
    written = set(edited.written)
    linkers = sum(1 for targets in links if target_id in targets)
    print(json.dumps({
        "documents": len(corpus.documents), "entry": target_id, "linked_from": linkers,
        "noop_written": len(unchanged.written), "noop_s": noop_s, "edit_s": edit_s,
        "written": len(written), "expected": len(expected),
        "unexpected": sorted(p.relative_to(paths.DOCS).as_posix() for p in written - expected)[:20],
        "missing": sorted(p.relative_to(paths.DOCS).as_posix() for p in expected - written)[:20],
    }))


if __name__ == "__main__":
    main()
