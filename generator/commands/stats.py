"""`stats [--json]`: content counts per entry and coverage of the required API lists."""
from __future__ import annotations

import argparse
import json
from typing import Any

from generator import coverage
from generator.corpus import load_corpus
from generator.model import texts


def _languages(data: dict[str, Any]) -> list[str]:
    found = {path[-1] for path, text in texts(data) if text.strip()}
    return sorted(found)


def collect() -> dict[str, Any]:
    import torch

    corpus = load_corpus()
    entries = []
    for doc in sorted(corpus.documents, key=lambda d: (d.family, d.id)):
        data = doc.data
        pitfalls = data.get("pitfalls") if isinstance(data.get("pitfalls"), list) else []
        examples = data.get("examples") if isinstance(data.get("examples"), list) else []
        if doc.family == "error":
            examples = [data["fix_snippet"]] if isinstance(data.get("fix_snippet"), dict) else []
        if doc.family == "guide":
            examples = [ex for s in data.get("sections") or [] for ex in (s.get("examples") or [])]
        entries.append({
            "id": doc.id,
            "family": doc.family,
            "layer": data.get("layer", doc.family + "s"),
            "kind": data.get("kind"),
            "examples": len(examples),
            "pitfalls": len(pitfalls),
            "pitfalls_with_checked_error": sum(1 for p in pitfalls if isinstance(p, dict) and p.get("raises")),
            "has_reproducer": bool(data.get("reproducer")),
            "languages": _languages(data),
        })
    ids = {e["id"] for e in entries}
    seed = {heading: {"total": len(names), "missing": [n for n in names if n not in ids]}
            for heading, names in coverage.seed_headings().items()}
    official = {page: {"total": len(names), "covered": sum(1 for n in names if n in ids)}
                for page, names in coverage.official_pages().items()}
    return {"torch_version": torch.__version__, "entries": entries, "seed_coverage": seed, "official_coverage": official}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(args: argparse.Namespace) -> int:
    stats = collect()
    if args.json:
        print(json.dumps(stats, ensure_ascii=False, indent=2))
        return 0
    entries = stats["entries"]
    pitfalls = sum(e["pitfalls"] for e in entries)
    checked = sum(e["pitfalls_with_checked_error"] for e in entries)
    print(f"torch {stats['torch_version']}: {len(entries)} documents, {pitfalls} pitfalls ({checked} with a checked error)")
    layers: dict[str, int] = {}
    for e in entries:
        layers[e["layer"]] = layers.get(e["layer"], 0) + 1
    print("per layer: " + ", ".join(f"{k} {v}" for k, v in sorted(layers.items())))
    for heading, info in stats["seed_coverage"].items():
        print(f"seed list / {heading}: {info['total'] - len(info['missing'])}/{info['total']}"
              + (f"  missing: {' '.join(info['missing'])}" if info["missing"] else ""))
    for page, info in stats["official_coverage"].items():
        print(f"official / {page}: {info['covered']}/{info['total']}")
    no_pitfall = [e["id"] for e in entries if e["family"] == "entry" and e["pitfalls"] == 0]
    print(f"entries without a pitfall: {len(no_pitfall)}" + (f" ({' '.join(no_pitfall)})" if no_pitfall else ""))
    incomplete = [e["id"] for e in entries if e["languages"] != ["en", "zh"]]
    print(f"translation complete: {len(entries) - len(incomplete)}/{len(entries)}")
    return 0
