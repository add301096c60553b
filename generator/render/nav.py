"""Navigation per language, as a tree in no site builder's terms: layer -> task group (or, for entries without
one, module) -> entry, as the layer's index page lists them (Corpus.groups_in_layer), so no section grows with
the corpus as a whole.

Site builders typically copy a section's siblings into every page of it, so big flat sections make the build
quadratic (see ../shared/notes/MEASURED.md); a task group stays the size of one task (tests/test_generate.py
holds them under MAX_SECTION)."""
from __future__ import annotations

from generator.model import FAMILY_FOLDERS
from generator.pages import NavItem, NavPage, NavSection
from generator.render.pages import Renderer, notes_page, release_page

MAX_SECTION = 60


def navigation(renderer: Renderer) -> list[NavItem]:
    corpus = renderer.model.corpus
    nav: list[NavItem] = [NavPage(renderer.label("home"), "index.md")]
    for layer in corpus.layers:
        sections = tuple(NavSection(renderer.group_title(group), group.page(layer),
                                    tuple(NavPage(doc.id, doc.page) for doc in group.docs))
                         for group in corpus.groups_in_layer(layer))
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

