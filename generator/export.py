"""site/api/entries.json: the entries in machine-readable form (shape: schema/entries-export.schema.json)."""
from __future__ import annotations

import json
from typing import Any

from generator.model import LANGS
from generator.render.site_model import SiteModel
from generator.site import page_url, repo_url


def entries_json(model: SiteModel) -> str:
    entries: list[dict[str, Any]] = []
    for doc in model.corpus.of_family("entry"):
        verified, _ = model.verified_devices(doc)
        entries.append({
            "id": doc.id,
            "layer": doc.data["layer"],
            "kind": doc.data["kind"],
            "signature": doc.data["signature"],
            "summary": {"zh": doc.data["summary"]["zh"], "en": doc.data["summary"]["en"]},
            "aliases": [alias.name for alias in doc.aliases],
            "url": {lang: page_url(doc.page, lang) for lang in LANGS},
            "verified_torch": model.torch_version,
            "verified_devices": verified,
        })
    payload = {"torch_version": model.torch_version, "generated_from": repo_url(), "entries": entries}
    return json.dumps(payload, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
