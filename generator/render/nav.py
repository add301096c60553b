"""Navigation per language, as a tree in no site builder's terms: layer -> module group -> entry, so no
section grows with the corpus.

Site builders typically copy a section's siblings into every page of it, so big flat sections make the build
quadratic (see ../shared/notes/MEASURED.md); a module group larger than MAX_SECTION is split by initial letter."""
from __future__ import annotations

from dataclasses import dataclass

from generator.model import FAMILY_FOLDERS
from generator.render.pages import Renderer, notes_page, release_page

MAX_SECTION = 40


@dataclass(frozen=True)
class NavPage:
    title: str
    page: str  # Markdown path inside the language's docs, e.g. tensor/torch.zeros.md


@dataclass(frozen=True)
class NavSection:
    title: str
    index: str | None  # the section's own page, if it has one
    children: tuple[NavPage | NavSection, ...]


NavItem = NavPage | NavSection


def navigation(renderer: Renderer) -> list[NavItem]:
    corpus = renderer.model.corpus
    nav: list[NavItem] = [NavPage(renderer.label("home"), "index.md")]
    for layer in corpus.layers:
        groups: dict[str, list[NavItem]] = {}
        for doc in corpus.in_layer(layer):
            groups.setdefault(doc.module, []).append(NavPage(doc.id, doc.page))
        sections = tuple(NavSection(module, None, split_large(items)) for module, items in groups.items())
        nav.append(NavSection(renderer.layer_text(layer), f"{layer}/index.md", sections))
    for family in ("guide", "error"):
        folder = FAMILY_FOLDERS[family]
        members = corpus.of_family(family)
        if members:
            pages = tuple(NavPage(d.title(renderer.lang), d.page) for d in members)
            nav.append(NavSection(renderer.label(folder), f"{folder}/index.md", pages))
    releases = renderer.model.releases
    if releases:
        notes = tuple(NavPage(f"torch {minor}", notes_page(minor)) for minor, _ in reversed(renderer.note_releases()))
        raw = tuple(NavPage(f"torch {r.release} ↔ {renderer.model.torch_version}", release_page(r)) for r in releases)
        nav.append(NavSection(renderer.label("releases_index_title"), "releases/index.md", notes + raw))
    nav += [NavPage(renderer.label(key), f"{key}.md") for key in ("tags", "status", "contributing")]
    return nav


def split_large(items: list[NavItem]) -> tuple[NavItem, ...]:
    """Items as they are, or grouped into runs of initial letters (`a–f`) of at most MAX_SECTION each."""
    if len(items) <= MAX_SECTION:
        return tuple(items)
    buckets: list[list[NavItem]] = [[]]
    for item in items:  # items are sorted by id
        if len(buckets[-1]) >= MAX_SECTION and _initial(item) != _initial(buckets[-1][-1]):
            buckets.append([])
        buckets[-1].append(item)
    return tuple(NavSection(f"{_initial(b[0])}–{_initial(b[-1])}", None, tuple(b)) for b in buckets)


def _initial(item: NavItem) -> str:
    return item.title.rsplit(".", 1)[-1][:1].lower()
