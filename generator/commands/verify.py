"""`verify [ID ...]`: run snippets, check outcomes, print one line per failure and a summary."""
from __future__ import annotations

import argparse
import textwrap
import time
from collections import Counter
from pathlib import Path

from generator import paths
from generator.checks import live_torch
from generator.corpus import Corpus, load_corpus
from generator.verification import failure_line, run_snippets


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("ids", nargs="*", metavar="ID", help="only these entries (default: all)")
    parser.add_argument("--cached", action="store_true", help="reuse cached results of unchanged snippets")
    parser.add_argument("--entries", default=paths.ENTRIES, type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", default=paths.SNIPPETS, type=Path, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    corpus = load_corpus(args.entries, args.snippets)
    corpus.require(args.ids)
    live_failures = live_facts(corpus, set(args.ids))
    outcomes = run_snippets(corpus, args.ids or None, use_cache=args.cached).outcomes
    for outcome in outcomes:
        if outcome.failure:
            print(f"FAIL {failure_line(outcome, corpus)}")
        elif outcome.first_failure:
            print(f"PASSED ON SECOND RUN {outcome.ref.entry_id} {outcome.shown_path} [{outcome.device}]: "
                  f"first run {outcome.first_failure}")
            print(textwrap.indent(outcome.first_stderr, "    | "))
    skipped = Counter((o.device, o.skipped) for o in outcomes if o.skipped)  # a snippet runs once per device
    failed = sum(1 for o in outcomes if o.failure)
    print(f"live facts: {live_failures} mismatch(es) with torch")
    ran = sum(1 for o in outcomes if not o.skipped)
    cached = sum(1 for o in outcomes if o.cached)
    print(f"snippets: {ran} run ({cached} from cache), {ran - failed} passed, {failed} failed, "
          f"{sum(skipped.values())} skipped in {time.monotonic() - started:.1f} s")
    for (device, reason), count in sorted(skipped.items()):
        print(f"  skipped {count} {device.upper()} run(s): {reason}")
    return 1 if failed or live_failures else 0


def live_facts(corpus: Corpus, ids: set[str]) -> int:
    """Entry ids, signatures and defaults against the installed torch; prints one line per mismatch."""
    selected = corpus.subset(ids) if ids else corpus
    by_path = {d.shown_path: d.id for d in selected.documents}
    problems = live_torch.check(selected)
    for problem in problems:
        print(f"FAIL {by_path.get(problem.path, problem.path)} {problem.format()}")
    return len(problems)
