"""From a validated corpus and its snippet outcomes to Markdown for both languages."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import paths
from generator.corpus import Corpus
from generator.render.contributing import contributing_page
from generator.render.nav import navigation
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


def site_model(corpus: Corpus, outcomes: list[Outcome]) -> SiteModel:
    version, devices = torch_facts()
    sources = {o.ref.path: (corpus.snippets_root / o.ref.path).read_text(encoding="utf-8") for o in outcomes}
    return SiteModel(
        documents=corpus.documents,
        outcomes=outcomes,
        snippet_sources=sources,
        torch_version=version.split("+")[0],
        devices_available=devices,
        source_paths={d.id: d.path.relative_to(paths.ROOT).as_posix() if d.path.is_relative_to(paths.ROOT) else d.path.name
                      for d in corpus.documents},
    )


def generate(corpus: Corpus, outcomes: list[Outcome], docs_root: Path = paths.DOCS) -> Generated:
    model = site_model(corpus, outcomes)
    writer = TreeWriter(docs_root)
    navs: dict[str, list[Any]] = {}
    stats = collect(corpus, model.torch_version)
    for lang in LANGS:
        renderer = Renderer(model, lang)
        for doc in corpus.documents:
            writer.write(f"{lang}/{page_path(doc)}", renderer.document(doc))
        for layer in LAYERS:
            writer.write(f"{lang}/{layer}/index.md", renderer.layer_index(layer))
        for family in ("error", "guide"):
            writer.write(f"{lang}/{family}s/index.md", renderer.family_index(family))
        writer.write(f"{lang}/index.md", renderer.home())
        writer.write(f"{lang}/tags.md", renderer.tags())
        writer.write(f"{lang}/status.md", renderer.status(stats))
        writer.write(f"{lang}/contributing.md", contributing_page(lang))
        navs[lang] = navigation(renderer)
    removed = writer.remove_stale()
    jieba_dict(docs_root.parent).write_text(jieba_dictionary(corpus.documents), encoding="utf-8")
    return Generated(navs, writer.written, removed, model)
