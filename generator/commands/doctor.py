"""`doctor`: the environment check (generator/environment.py) as a command. Observed failures are looked up in
the error catalogue."""
from __future__ import annotations

import argparse

from generator.corpus import load_corpus
from generator.environment import collect
from generator.explain import match_errors
from generator.site import page_url


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("zh", "en"), default="en", help="language of the matched entries' titles")


def run(args: argparse.Namespace) -> int:
    report = collect()
    width = max(len(name) for name, _ in report.lines)
    for name, value in report.lines:
        print(f"{name:<{width}}  {value}")
    for item in report.unchecked:
        print(f"not checked: {item}")
    if not report.problems:
        print("no known problem found")
        return 0
    corpus = load_corpus()
    for text in report.problems:
        print(f"problem: {text.splitlines()[0][:200]}")
        for match in match_errors(corpus, text)[:1]:
            print(f"  see: {match.doc.id} — {match.doc.data['title'][args.lang]} ({page_url(match.doc.page, args.lang)})")
    return 1
