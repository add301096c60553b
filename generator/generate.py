"""From a validated corpus and its snippet outcomes to Markdown for both languages."""
from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from generator import paths
from generator.compat import history
from generator.corpus import Corpus
from generator.errors import UserError
from generator.model import FAMILY_FOLDERS, LANGS, LAYERS, Release, Verification
from generator.pages import NavItem, Page
from generator.render.contributing import contributing_page
from generator.render.nav import navigation
from generator.render.page_keys import PageKeys
from generator.render.pages import Renderer, notes_page, release_page
from generator.render.writer import TreeWriter
from generator.search_terms import dictionary_file, jieba_dictionary
from generator.site import copies_dir, markdown_file, repo_url
from generator.site_model import SiteModel
from generator.status import collect


@dataclass
class Generated:
    navs: dict[str, list[NavItem]]
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


def site_model(corpus: Corpus, verification: Verification, releases: Sequence[Release] = ()) -> SiteModel:
    return SiteModel(
        corpus=corpus,
        verification=verification,
        snippet_sources=SnippetSources(corpus.snippets_root),
        source_paths={d.id: d.path.relative_to(paths.ROOT).as_posix() if d.path.is_relative_to(paths.ROOT) else d.path.name
                      for d in corpus.documents},
        releases=list(releases),
        histories={d.id: history(d, list(releases), verification) for d in corpus.documents},
    )


def _markdown(render: Callable[[], Page], where: str, lang: str, front_matter: bool = True) -> Callable[[], str]:
    """The page's file text (with the site builder's front matter, or as the page's plain Markdown copy); an
    exception while rendering becomes one line naming the page's source (the entry's PATH, like validate) and
    the template line, not a traceback."""
    def text() -> str:
        try:
            page = render()
        except Exception as exc:
            frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.endswith(".j2")]
            at = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
            raise UserError(f"{where}: the {lang} page could not be rendered: {type(exc).__name__}: {exc}{at}") from None
        return markdown_file(page.meta, page.body) if front_matter else page.body
    return text


def _release_pages(model: SiteModel, keys: PageKeys, renderer: Renderer) -> list[tuple[str, str, Callable[[], Page]]]:
    """(page, key, render) of each release page in the renderer's language: the comparison with each release,
    and where there are releases, each release's notes and their index."""
    lang = renderer.lang
    pages: list[tuple[str, str, Callable[[], Page]]] = [
        (release_page(release), keys.release(lang, release), partial(renderer.release_changes, release))
        for release in model.releases]
    if model.releases:
        everything = model.corpus.documents
        histories = sorted((d.id, model.histories.get(d.id)) for d in everything)
        pages += [(notes_page(minor), keys.listing(lang, f"notes-{minor}", everything, histories),
                   partial(renderer.release_notes, minor, before)) for minor, before in renderer.note_releases()]
        pages.append(("releases/index.md", keys.listing(lang, "releases", [], histories), renderer.releases_index))
    return pages


def _write_copies(model: SiteModel, keys: PageKeys, docs_root: Path) -> TreeWriter:
    """Each language's Markdown copy of every entry, error page, guide and release page (the comparisons with
    each release, each release's notes and their index), for readers of plain Markdown such as coding assistants;
    its llms.txt listing them and its llms-full.txt holding the entries, error pages and guides."""
    corpus = model.corpus
    writer = TreeWriter(copies_dir(docs_root.parent))
    order = [d for layer in corpus.layers for d in corpus.in_layer(layer)] + corpus.of_family("error") \
        + corpus.of_family("guide")
    for lang in LANGS:
        renderer = Renderer(model, lang, copy=True)
        for doc in corpus.documents:
            writer.emit(f"{lang}/{doc.page}", keys.document(doc, lang),
                        _markdown(partial(renderer.document, doc), doc.shown_path, lang, front_matter=False))
        for page, key, render in _release_pages(model, keys, renderer):
            writer.emit(f"{lang}/{page}", key, _markdown(render, page, lang, front_matter=False))
        writer.write(f"{lang}/llms.txt", renderer.llms_index())
        pages = [(doc.page, (writer.root / lang / doc.page).read_text(encoding="utf-8")) for doc in order]
        writer.write(f"{lang}/llms-full.txt", renderer.llms_full(pages))
    writer.remove_stale()
    return writer


def generate(corpus: Corpus, verification: Verification, docs_root: Path = paths.DOCS,
             releases: Sequence[Release] = ()) -> Generated:
    """`releases`: other torch releases' results compared with this run (generator/compat.py), shown on the pages."""
    model = site_model(corpus, verification, releases)
    writer = TreeWriter(docs_root)
    keys = PageKeys(model)
    navs: dict[str, list[NavItem]] = {}
    stats = collect(corpus, model.torch_version)
    for lang in LANGS:
        renderer = Renderer(model, lang)
        for doc in corpus.documents:
            writer.emit(f"{lang}/{doc.page}", keys.document(doc, lang),
                        _markdown(partial(renderer.document, doc), doc.shown_path, lang))
        for layer in LAYERS:
            members = [d for d in corpus.documents if d.layer == layer]
            writer.emit(f"{lang}/{layer}/index.md", keys.listing(lang, layer, members),
                        _markdown(partial(renderer.layer_index, layer), f"{layer}/index.md", lang))
            for group in corpus.groups_in_layer(layer):
                writer.emit(f"{lang}/{group.page(layer)}", keys.listing(lang, group.page(layer), group.docs),
                            _markdown(partial(renderer.group_index, layer, group), group.page(layer), lang))
        for family, folder in FAMILY_FOLDERS.items():
            writer.emit(f"{lang}/{folder}/index.md", keys.listing(lang, family, corpus.of_family(family)),
                        _markdown(partial(renderer.family_index, family), f"{folder}/index.md", lang))
        everything = corpus.documents
        writer.emit(f"{lang}/index.md", keys.listing(lang, "home", everything), _markdown(renderer.home, "index.md", lang))
        writer.emit(f"{lang}/tags.md", keys.listing(lang, "tags", everything), _markdown(renderer.tags, "tags.md", lang))
        writer.emit(f"{lang}/status.md", keys.listing(lang, "status", [], stats),
                    _markdown(partial(renderer.status, stats), "status.md", lang))
        for page, key, render in _release_pages(model, keys, renderer):
            writer.emit(f"{lang}/{page}", key, _markdown(render, page, lang))
        writer.write(f"{lang}/contributing.md", contributing_page(lang, repo_url()))
        navs[lang] = navigation(renderer)
    removed = writer.remove_stale()
    _write_copies(model, keys, docs_root)
    dictionary_file(docs_root.parent).write_text(jieba_dictionary(corpus.documents), encoding="utf-8")
    return Generated(navs, writer.written, removed, model, writer.rendered)
