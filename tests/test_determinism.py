"""Two builds from the same commit produce byte-identical Markdown: snippets print nothing that varies."""
from __future__ import annotations

from pathlib import Path

from generator.corpus import load_corpus
from generator.generate import generate
from generator.verification import run_snippets


def tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_generated_markdown_is_byte_identical_across_fresh_runs(tmp_path: Path, corpus_outcomes) -> None:
    corpus = load_corpus()
    generate(corpus, corpus_outcomes, tmp_path / "first")
    generate(corpus, run_snippets(corpus, use_cache=False), tmp_path / "second")
    first, second = tree(tmp_path / "first"), tree(tmp_path / "second")
    assert first.keys() == second.keys()
    differing = [name for name in first if first[name] != second[name]]
    assert differing == []
