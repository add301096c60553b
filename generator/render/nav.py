"""Navigation per language: layer -> module group -> entry, so no section grows with the corpus."""
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
        section.extend({module: items} for module, items in groups.items())
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
