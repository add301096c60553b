"""`build`: validate, run (or reuse) snippet results, generate Markdown, build the site into site/, then scan
every built page for what a reader would see wrong (generator/page_scan.py)."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from generator import paths
from generator.compat import read_runs, releases
from generator.corpus import load_corpus
from generator.errors import UserError
from generator.export import entries_json
from generator.generate import Generated, generate
from generator.model import LANGS
from generator.page_scan import scan_site
from generator.problems import report
from generator.search_index import write_search_records
from generator.site import build_site, host_path, markdown_copies, redirect_pages, write_navigation, write_redirects
from generator.validation import validate
from generator.verification import failure_line, run_snippets

SHOWN_FINDINGS = 30  # the page scan's findings printed before the count


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
    verification = run_snippets(corpus, use_cache=True)
    print(f"snippets: {len(verification.ran)} run, {len(verification.reused)} reused from cached results")
    for outcome in verification.failures:
        print(f"FAIL {failure_line(outcome, corpus)}")
    if verification.failures:
        raise UserError(f"{len(verification.failures)} snippet(s) failed; nothing was built "
                        "(run `python -m generator verify`)")
    generated = generate(corpus, verification, build_dir / "docs", releases(corpus, verification, read_runs()))
    write_navigation(generated.navs, build_dir)
    write_redirects(corpus, build_dir)
    write_search_records(corpus, build_dir)
    return generated


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    build_dir = args.build_dir.resolve()
    generated = prepare(args.entries.resolve(), args.snippets.resolve(), build_dir)
    print(f"generated: {len(generated.written)} page(s) written, {len(generated.removed)} removed")
    if not args.no_site:
        extra = {"api/entries.json": entries_json(generated.model), **redirect_pages(build_dir),
                 **markdown_copies(build_dir)}
        build_site(generated.navs, extra, args.site_dir.resolve(), build_dir)
        print(f"site: {paths.rel(args.site_dir)}/ built in {time.monotonic() - started:.1f} s")
        findings = scan_site(args.site_dir.resolve(), LANGS, host_path(build_dir))
        for finding in findings[:SHOWN_FINDINGS]:
            print(finding)
        if findings:
            raise UserError(f"page scan: {len(findings)} finding(s) on the built pages"
                            + (f" (the first {SHOWN_FINDINGS} above)" if len(findings) > SHOWN_FINDINGS else " (above)"))
    return 0
