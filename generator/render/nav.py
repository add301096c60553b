"""Navigation per language: layer -> module group -> entry, so no section grows with the corpus.

Material copies a section's siblings into every page of it, so big flat sections make the build quadratic
(see ../shared/notes/MEASURED.md); a module group larger than MAX_SECTION is split by initial letter."""
from __future__ import annotations

from typing import Any

from generator.render.pages import LAYERS, Renderer
from generator.render.site_model import module_of, page_path


def navigation(renderer: Renderer) -> list[Any]:
    docs = renderer.model.documents
    nav: list[Any] = [{renderer.label("home"): "index.md"}]
    for layer in LAYERS:
        entries = sorted((d for d in docs if d.family == "entry" and d.data.get("layer") == layer), key=lambda d: d.id)
        if not entries:
            continue
        groups: dict[str, list[Any]] = {}
        for doc in entries:
            groups.setdefault(module_of(doc), []).append({doc.id: page_path(doc)})
        section: list[Any] = [f"{layer}/index.md"]
        for module, items in groups.items():
            section.append({module: split_large(items)})
        nav.append({renderer.layer_text(layer): section})
    for family, folder, key in (("guide", "guides", "guides"), ("error", "errors", "errors")):
        members = sorted((d for d in docs if d.family == family), key=lambda d: d.id)
        if members:
            items = [f"{folder}/index.md"] + [{renderer.title_of(d): page_path(d)} for d in members]
            nav.append({renderer.label(key): items})
    nav.append({renderer.label("tags"): "tags.md"})
    nav.append({renderer.label("status"): "status.md"})
    nav.append({renderer.label("contributing"): "contributing.md"})
    return nav


MAX_SECTION = 40


def split_large(items: list[dict[str, str]]) -> list[Any]:
    """Items as they are, or grouped into runs of initial letters (`a–f`) of at most MAX_SECTION each."""
    if len(items) <= MAX_SECTION:
        return items
    buckets: list[list[dict[str, str]]] = [[]]
    for item in items:  # items are sorted by id
        if len(buckets[-1]) >= MAX_SECTION and _initial(item) != _initial(buckets[-1][-1]):
            buckets.append([])
        buckets[-1].append(item)
    return [{f"{_initial(b[0])}–{_initial(b[-1])}": b} for b in buckets]


def _initial(item: dict[str, str]) -> str:
    return next(iter(item)).rsplit(".", 1)[-1][:1].lower()
