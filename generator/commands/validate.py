"""`validate`: report every problem in the corpus in one pass; exit 1 if there is any."""
from __future__ import annotations

import argparse
from pathlib import Path

from generator import paths
from generator.corpus import load_corpus
from generator.problems import report
from generator.validation import validate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="*", type=Path, help="report only problems in these files (the whole corpus is still loaded for cross-checks)")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help="entries folder (default: entries/)")
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help="snippets folder (default: snippets/)")


def run(args: argparse.Namespace) -> int:
    corpus = load_corpus(args.entries, args.snippets)
    problems = validate(corpus)
    if args.files:
        wanted = {paths.rel(f) for f in args.files}
        problems = [p for p in problems if p.path in wanted]
    if problems:
        print(report(problems))
        return 1
    print(f"ok: {len(corpus.documents)} file(s) valid")
    return 0
