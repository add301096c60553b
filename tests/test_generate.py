"""Incremental generation: only the pages whose inputs changed are rendered, and only changed files written."""
from __future__ import annotations

from pathlib import Path

from generator.corpus import load_corpus
from generator.generate import Generated, generate
from generator.render.page_keys import GENERATOR, render_inputs
from generator.verification import run_snippets


def build(corpus_dir: Path, docs: Path) -> Generated:
    corpus = load_corpus(corpus_dir / "entries", corpus_dir / "snippets")
    return generate(corpus, run_snippets(corpus, use_cache=True), docs)


def written(generated: Generated, docs: Path) -> set[str]:
    return {p.relative_to(docs).as_posix() for p in generated.written}


def test_unchanged_corpus_renders_nothing_again(corpus_dir: Path, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    first = build(corpus_dir, docs)
    again = build(corpus_dir, docs)
    assert first.rendered == len(list(docs.rglob("*.md")))
    assert again.written == [] and again.removed == []
    assert again.rendered == 2  # the contribution guide, copied from CONTRIBUTING*.md each time


def test_edit_renders_the_entry_and_its_neighbours_only(corpus_dir: Path, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    build(corpus_dir, docs)
    entry = corpus_dir / "entries" / "tensor" / "torch.zeros.yaml"
    entry.write_text(entry.read_text(encoding="utf-8").replace("filled with zeros.", "filled with zeros (edited)."),
                     encoding="utf-8")
    edited = build(corpus_dir, docs)
    # torch.ones lists torch.zeros under "related" with its summary; the layer index, its group's page (the fixture's
    # entries have no task group: their module's) and the tags page list it too.
    assert written(edited, docs) == {"en/tensor/torch.zeros.md", "en/tensor/torch.ones.md", "en/tensor/index.md",
                                     "en/tensor/groups/torch/index.md", "en/tags.md"}
    assert "filled with zeros (edited)." in (docs / "en/tensor/torch.ones.md").read_text(encoding="utf-8")
    assert edited.rendered < len(list(docs.rglob("*.md")))  # the Chinese pages were not rendered at all


def test_a_generated_file_changed_by_hand_is_rewritten(corpus_dir: Path, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    build(corpus_dir, docs)
    page = docs / "zh" / "tensor" / "torch.ones.md"
    original = page.read_text(encoding="utf-8")
    page.write_text(original + "\nhand edit\n", encoding="utf-8")
    again = build(corpus_dir, docs)
    assert written(again, docs) == {"zh/tensor/torch.ones.md"}
    assert page.read_text(encoding="utf-8") == original


def test_a_changed_snippet_rerenders_the_pages_that_show_it(corpus_dir: Path, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    build(corpus_dir, docs)
    snippet = corpus_dir / "snippets" / "tensor" / "torch.ones" / "basic.py"
    snippet.write_text(snippet.read_text(encoding="utf-8") + "print('one more line')\n", encoding="utf-8")
    again = build(corpus_dir, docs)
    assert written(again, docs) == {"zh/tensor/torch.ones.md", "en/tensor/torch.ones.md"}
    assert "one more line" in (docs / "en/tensor/torch.ones.md").read_text(encoding="utf-8")


def test_every_file_page_generation_loads_keys_the_pages() -> None:
    """The pages' code inputs are found from generate.py's imports, not listed by hand: the front matter's writer
    (site/__init__.py), the Chinese ranges the prose layout uses and the templates are among them; the search's
    and the books' code, which no page is made from, are not."""
    inputs = {path.relative_to(GENERATOR).as_posix() for path in render_inputs()}
    assert {"generate.py", "site/__init__.py", "chinese.py", "status.py", "strings.yaml", "formulas.cjs",
            "render/templates/entry.md.j2", "render/templates/partials/pitfalls.md.j2"} <= inputs
    assert not inputs & {"search_index.py", "search_query.cjs", "pdf/book.py", "site/book.css", "site/search_hook.py",
                         "pipeline.py", "verification.py"}
