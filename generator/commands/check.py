"""`check [ID ...]`: the contributor's quick loop. Validate the whole corpus, then run, fresh, the snippets of the
entries named, or else of those changed against main (committed or not). `make check` adds the quick tests;
CI still runs the whole suite (`make test`)."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from generator import paths
from generator.changes import changed_documents, changed_files
from generator.corpus import load_corpus
from generator.problems import report
from generator.validation import validate
from generator.verification import failure_line, run_snippets


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("ids", nargs="*", metavar="ID", help="run these entries' snippets (default: those changed)")
    parser.add_argument("--against", default="main", help="the branch changes are counted from (default: main)")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    corpus = load_corpus(args.entries, args.snippets)
    corpus.require(args.ids)
    problems = validate(corpus)
    if problems:
        print(report(problems))
        return 1
    ids = args.ids or changed_documents(corpus, changed_files(args.against))
    if not ids:
        print(f"check: {len(corpus.documents)} file(s) valid; no entry changed against {args.against}, "
              "so no snippet to run")
        return 0
    verification = run_snippets(corpus, ids, use_cache=False)
    for outcome in verification.failures:
        print(f"FAIL {failure_line(outcome, corpus)}")
    failed = len(verification.failures)
    print(f"check: {len(corpus.documents)} file(s) valid; {len(ids)} entr{'y' if len(ids) == 1 else 'ies'} "
          f"({', '.join(ids[:5])}{', …' if len(ids) > 5 else ''}): {len(verification.ran)} snippet run(s), "
          f"{failed} failed, in {time.monotonic() - started:.1f} s")
    return 1 if failed else 0
