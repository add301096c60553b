"""A key per generated page: a hash of everything its Markdown is made from.

A page whose key is the one recorded when its file was last written is not rendered again (see
writer.TreeWriter.emit), so editing one entry re-renders that entry, the pages that link to it or that it
links to, and the listing pages of its layer, not the whole site.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import cached_property
from pathlib import Path
from typing import Any

from generator.imports import import_graph, loaded_by
from generator.model import LANGS, Document, Release
from generator.site_model import SiteModel

GENERATOR = Path(__file__).resolve().parent.parent
PAGES = "generator.generate"  # the module that renders every page: what it loads shapes every page


def render_inputs() -> list[Path]:
    """The code and data that shape every page (a change to any of them re-renders everything), found rather
    than listed: the generator's modules that page generation loads, each with its own data (the files beside
    it with its name: strings.yaml, formulas.cjs) and the Python-free folders beside them (render/templates,
    data/)."""
    graph, where = import_graph(GENERATOR.parent, (GENERATOR.name,))
    modules = [GENERATOR.parent / where[name] for name in loaded_by(graph, PAGES)]
    files = set(modules)
    for module in modules:
        files.update(p for p in module.parent.glob(module.stem + ".*") if p.suffix not in (".py", ".pyc"))
    for folder in {module.parent for module in modules}:
        for data in folder.iterdir():
            if data.is_dir() and data.name != "__pycache__" and not any(data.rglob("*.py")):
                files.update(p for p in data.rglob("*") if p.is_file())
    return sorted(files)


SHOWN_RESULT = ("stdout", "status", "exc_name", "message")  # the parts of a snippet's result a page shows


def digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, ensure_ascii=False, sort_keys=True, default=str).encode("utf-8")).hexdigest()


def code_version() -> str:
    hasher = hashlib.sha256()
    for path in render_inputs():
        hasher.update(path.relative_to(GENERATOR).as_posix().encode() + b"\0" + path.read_bytes())
    return hasher.hexdigest()


class PageKeys:
    def __init__(self, model: SiteModel) -> None:
        self.model = model
        self.base = digest(code_version(), model.torch_version, model.devices_available)

    @cached_property
    def data(self) -> dict[str, str]:
        """id -> hash of the document's data."""
        return {doc.id: digest(doc.data) for doc in self.model.documents}

    @cached_property
    def structure(self) -> str:
        """Every document's id, page and names: what auto-links in any text resolve against."""
        return digest(sorted((doc.id, doc.page, doc.names) for doc in self.model.documents))

    def face(self, doc_id: str) -> tuple[Any, ...]:
        """What a link to a document shows: its page and, for errors and guides, its title."""
        doc = self.model.by_id[doc_id]
        return doc_id, doc.page, doc.data.get("title") if doc.family != "entry" else None, doc.names

    def snippets(self, doc: Document) -> list[Any]:
        by_path = self.model.outcomes_by_path
        return [(ref.path, [(o.device, o.source_digest, o.skipped, o.failure,
                             {k: o.result.get(k) for k in SHOWN_RESULT}) for o in by_path.get(ref.path, [])],
                 {lang: digest(self.model.shown_source(ref.path, lang)) for lang in LANGS})  # comments shown
                for ref in doc.snippets]

    def document(self, doc: Document, lang: str) -> str:
        model = self.model
        # Documents whose summary the page shows (related, apis, replacement), with what their summaries link to.
        shown = [t for t in doc.summarised if t in model.by_id]
        second = sorted({c for t in shown for c in model.mentions[t]})
        return digest(self.base, lang, "document", self.data[doc.id], model.source_paths.get(doc.id),
                      self.snippets(doc), [(t, self.data[t]) for t in shown], [self.face(c) for c in second],
                      [self.face(t) for t in sorted(model.mentions[doc.id])],
                      [self.face(o) for o in model.referenced_by.get(doc.id, [])],
                      [(r.release, r.documents.get(doc.id), [r.stand_ins.get(ref.path) for ref in doc.snippets])
                       for r in model.releases], model.histories.get(doc.id))

    def release(self, lang: str, release: Release) -> str:
        """A release's changes page: everything compared there, and the faces of the documents it lists."""
        return digest(self.base, lang, "release", release, self.structure)

    def listing(self, lang: str, name: str, docs: Iterable[Document], *extra: Any) -> str:
        """A page listing documents (with their summaries, which may auto-link anywhere)."""
        return digest(self.base, lang, name, [(d.id, self.data[d.id]) for d in docs], self.structure, extra)
