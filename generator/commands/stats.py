"""`stats [--json]`: content counts per entry and coverage of the required API lists."""
from __future__ import annotations

import argparse
import json

from generator.compat import read_runs, snippet_coverage
from generator.corpus import load_corpus
from generator.status import collect


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(args: argparse.Namespace) -> int:
    from generator.verification import torch_facts

    corpus = load_corpus()
    stats = collect(corpus, torch_facts()[0])
    stats["releases"] = [snippet_coverage(corpus, run) for run in read_runs()]
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
    print(f"aliases: {stats['aliases']}")
    for name, info in stats["coverage"].items():
        total = info["by_entry"] + info["by_alias"]
        print(f"{name}: {total}/{info['total']} covered ({info['by_entry']} by an entry, {info['by_alias']} by an alias)"
              f"; covering entries {info['entries']}: {info['with_example']} with an example, "
              f"{info['with_pitfall_or_reason']} with a pitfall or the reason for none, {info['pitfalls']} pitfalls "
              f"({info['pitfalls_with_checked_error']} with a checked error)")
    no_pitfall = [e["id"] for e in entries if e["family"] == "entry" and e["pitfalls"] == 0]
    print(f"entries without a pitfall: {len(no_pitfall)}" + (f" ({' '.join(no_pitfall)})" if no_pitfall else ""))
    incomplete = [e["id"] for e in entries if e["languages"] != ["en", "zh"]]
    print(f"translation complete: {len(entries) - len(incomplete)}/{len(entries)}")
    for release in stats["releases"]:
        print(f"compat/{release['release']}.json (torch {release['torch']}, {release['date'][:10]}): "
              f"{release['checked']}/{release['snippets']} snippet files checked"
              + (f"; not yet checked there: {' '.join(release['unchecked'])}" if release["unchecked"] else ""))
    return 0
