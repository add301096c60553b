"""`verify [ID ...]`: run snippets, check outcomes, print one line per failure and a summary."""
from __future__ import annotations

import argparse
import time
from collections import Counter

from pathlib import Path

from generator import paths
from generator.corpus import load_corpus
from generator.errors import UserError
from generator.verification import run_snippets


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("ids", nargs="*", metavar="ID", help="only these entries (default: all)")
    parser.add_argument("--cached", action="store_true", help="reuse cached results of unchanged snippets")
    parser.add_argument("--entries", default=paths.ENTRIES, type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", default=paths.SNIPPETS, type=Path, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    corpus = load_corpus(args.entries, args.snippets)
    unknown = sorted(set(args.ids) - set(corpus.by_id()))
    if unknown:
        raise UserError(f"no entry with id {', '.join(unknown)}")
    outcomes = run_snippets(corpus, args.ids or None, use_cache=args.cached)
    for outcome in outcomes:
        if outcome.failure:
            print(f"FAIL {outcome.ref.entry_id} {outcome.shown_path} [{outcome.device}]: {outcome.failure}")
    skipped = Counter(o.skipped for o in outcomes if o.skipped)
    failed = sum(1 for o in outcomes if o.failure)
    ran = sum(1 for o in outcomes if not o.skipped)
    cached = sum(1 for o in outcomes if o.cached)
    print(f"snippets: {ran} run ({cached} from cache), {ran - failed} passed, {failed} failed, "
          f"{sum(skipped.values())} skipped in {time.monotonic() - started:.1f} s")
    for reason, count in sorted(skipped.items()):
        print(f"  skipped {count}: {reason}")
    return 1 if failed else 0
