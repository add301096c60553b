"""site/api/entries.json: the entries in machine-readable form (shape: schema/entries-export.schema.json)."""
from __future__ import annotations

import json
from typing import Any

from generator.render.site_model import SiteModel, page_path
from generator.site import repo_url


def entries_json(model: SiteModel) -> str:
    entries: list[dict[str, Any]] = []
    for doc in sorted((d for d in model.documents if d.family == "entry"), key=lambda d: d.id):
        url = "/" + page_path(doc).removesuffix(".md") + "/"
        verified, _ = model.verified_devices(doc)
        entries.append({
            "id": doc.id,
            "layer": doc.data["layer"],
            "kind": doc.data["kind"],
            "signature": doc.data["signature"],
            "summary": {"zh": doc.data["summary"]["zh"], "en": doc.data["summary"]["en"]},
            "url": {"zh": url, "en": "/en" + url},
            "verified_torch": model.torch_version,
            "verified_devices": verified,
        })
    payload = {"torch_version": model.torch_version, "generated_from": repo_url(), "entries": entries}
    return json.dumps(payload, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
