"""site/api/entries.json: the entries in machine-readable form (shape: schema/entries-export.schema.json)."""
from __future__ import annotations

import json
from typing import Any

from generator.explain import proven_errors
from generator.model import LANGS, Document
from generator.site import copy_url, page_url, repo_url
from generator.site_model import SiteModel


def _aliases(doc: Document) -> list[dict[str, Any]]:
    """Each alias with how it relates to the entry and its signature where the page shows one."""
    found = []
    for alias in doc.aliases:
        item: dict[str, Any] = {"name": alias.name, "form": alias.form}
        signature = doc.alias_signature(alias)
        if signature:
            item["signature"] = signature
        found.append(item)
    return found


def _pitfall_errors(model: SiteModel, doc: Document) -> list[dict[str, Any]]:
    """Each pitfall whose error verify proves: the exception and the pattern it is checked against, and the
    message torch raised in the verified run (as its page shows it)."""
    errors = []
    for _, pitfall, raises in proven_errors(doc):
        item: dict[str, Any] = {"title": {lang: pitfall["title"][lang] for lang in LANGS},
                                "exception": str(raises.get("type", "")), "match": raises["match"]}
        raised = model.raised(pitfall["snippet"]) if isinstance(pitfall.get("snippet"), str) else None
        if raised is not None:
            item["message"] = raised
        errors.append(item)
    return errors


def _history(model: SiteModel, doc: Document) -> dict[str, Any]:
    """Since / changed in, as the page's badges and the release pages show them."""
    history = model.histories.get(doc.id)
    if history is None:
        return {"since": None, "changed_in": [], "parameter_since": {}}
    return {"since": history.since, "changed_in": list(history.changed), "parameter_since": dict(history.parameter_since)}


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
            "alias_details": _aliases(doc),
            "pitfall_errors": _pitfall_errors(model, doc),
            **_history(model, doc),
            "url": {lang: page_url(doc.page, lang) for lang in LANGS},
            "markdown_url": {lang: copy_url(doc.page, lang) for lang in LANGS},
            "verified_torch": model.torch_version,
            "verified_devices": verified,
        })
    payload = {"torch_version": model.torch_version, "generated_from": repo_url(), "entries": entries}
    return json.dumps(payload, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
