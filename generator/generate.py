"""From a validated corpus and its snippet outcomes to Markdown for both languages."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import paths
from generator.corpus import Corpus
from generator.render.contributing import contributing_page
from generator.render.nav import navigation
from generator.render.page_keys import PageKeys
from generator.render.pages import LAYERS, Renderer
from generator.render.site_model import LANGS, SiteModel, page_path
from generator.render.writer import TreeWriter
from generator.search_terms import jieba_dictionary
from generator.site import jieba_dict
from generator.status import collect
from generator.verification import Outcome, torch_facts


@dataclass
class Generated:
    navs: dict[str, list[Any]]
    written: list[Path]
    removed: list[Path]
    model: SiteModel
    rendered: int  # pages rendered; the others were unchanged since the last run (render/page_keys.py)


class SnippetSources(dict):
    """Snippet path -> source text, read when a page being rendered first shows it."""

    def __init__(self, root: Path) -> None:
        super().__init__()
        self.root = root

    def __missing__(self, path: str) -> str:
        text = self[path] = (self.root / path).read_text(encoding="utf-8")
        return text


def site_model(corpus: Corpus, outcomes: list[Outcome]) -> SiteModel:
    version, devices = torch_facts()
    return SiteModel(
        documents=corpus.documents,
        outcomes=outcomes,
        snippet_sources=SnippetSources(corpus.snippets_root),
        torch_version=version.split("+")[0],
        devices_available=devices,
        source_paths={d.id: d.path.relative_to(paths.ROOT).as_posix() if d.path.is_relative_to(paths.ROOT) else d.path.name
                      for d in corpus.documents},
    )


def generate(corpus: Corpus, outcomes: list[Outcome], docs_root: Path = paths.DOCS) -> Generated:
    model = site_model(corpus, outcomes)
    writer = TreeWriter(docs_root)
    keys = PageKeys(model)
    navs: dict[str, list[Any]] = {}
    stats = collect(corpus, model.torch_version)
    for lang in LANGS:
        renderer = Renderer(model, lang)
        for doc in corpus.documents:
            writer.emit(f"{lang}/{page_path(doc)}", keys.document(doc, lang), lambda: renderer.document(doc))
        for layer in LAYERS:
            members = [d for d in corpus.documents if d.data.get("layer") == layer]
            writer.emit(f"{lang}/{layer}/index.md", keys.listing(lang, layer, members), lambda: renderer.layer_index(layer))
        for family in ("error", "guide"):
            members = [d for d in corpus.documents if d.family == family]
            writer.emit(f"{lang}/{family}s/index.md", keys.listing(lang, family, members),
                        lambda: renderer.family_index(family))
        everything = corpus.documents
        writer.emit(f"{lang}/index.md", keys.listing(lang, "home", everything), renderer.home)
        writer.emit(f"{lang}/tags.md", keys.listing(lang, "tags", everything), renderer.tags)
        writer.emit(f"{lang}/status.md", keys.listing(lang, "status", [], stats), lambda: renderer.status(stats))
        writer.write(f"{lang}/contributing.md", contributing_page(lang))
        navs[lang] = navigation(renderer)
    removed = writer.remove_stale()
    jieba_dict(docs_root.parent).write_text(jieba_dictionary(corpus.documents), encoding="utf-8")
    return Generated(navs, writer.written, removed, model, writer.rendered)
