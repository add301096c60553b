"""`build`: validate, run (or reuse) snippet results, generate Markdown, build the site into site/."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from generator import paths
from generator.corpus import load_corpus
from generator.errors import UserError
from generator.export import entries_json
from generator.generate import Generated, generate
from generator.problems import report
from generator.site import build_site
from generator.validation import validate
from generator.verification import run_snippets


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site-dir", type=Path, default=paths.SITE, help="output folder (default: site/)")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help=argparse.SUPPRESS)
    parser.add_argument("--build-dir", type=Path, default=paths.BUILD,
                        help="where the generated Markdown and site-builder config go (default: build/)")
    parser.add_argument("--no-site", action="store_true", help="generate the Markdown only, skip the site builder")


def prepare(entries: Path, snippets: Path, build_dir: Path) -> Generated:
    """Validate, run the snippets whose results are not cached, and generate the Markdown into build_dir/docs.
    Raises UserError (after printing the problems) when something is wrong; nothing is generated then."""
    corpus = load_corpus(entries, snippets)
    problems = validate(corpus)
    if problems:
        print(report(problems))
        raise UserError("validation failed; nothing was built")
    outcomes = run_snippets(corpus, use_cache=True)
    failures = [o for o in outcomes if o.failure]
    for outcome in failures:
        print(f"FAIL {outcome.ref.entry_id} {outcome.shown_path} [{outcome.device}]: {outcome.failure}")
    if failures:
        raise UserError(f"{len(failures)} snippet(s) failed; nothing was built (run `python -m generator verify`)")
    return generate(corpus, outcomes, build_dir / "docs")


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    build_dir = args.build_dir.resolve()
    generated = prepare(args.entries.resolve(), args.snippets.resolve(), build_dir)
    print(f"generated: {len(generated.written)} page(s) written, {len(generated.removed)} removed")
    if not args.no_site:
        build_site(generated.navs, {"api/entries.json": entries_json(generated.model)}, args.site_dir.resolve(),
                   build_dir)
        print(f"site: {paths.rel(args.site_dir)}/ built in {time.monotonic() - started:.1f} s")
    return 0
