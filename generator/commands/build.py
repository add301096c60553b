"""`build`: validate, run (or reuse) snippet results, generate Markdown, build the site into site/, then scan
every built page for what a reader would see wrong; the steps are generator/pipeline.py's."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from generator import paths, pipeline
from generator.errors import UserError

SHOWN_FINDINGS = 30  # the page scan's findings printed before the count


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site-dir", type=Path, default=paths.SITE, help="output folder (default: site/)")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help=argparse.SUPPRESS)
    parser.add_argument("--build-dir", type=Path, default=paths.BUILD,
                        help="where the generated Markdown and site-builder config go (default: build/)")
    parser.add_argument("--no-site", action="store_true", help="generate the Markdown only, skip the site builder")


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    build_dir, site_dir = args.build_dir.resolve(), args.site_dir.resolve()
    generated = pipeline.prepare(args.entries.resolve(), args.snippets.resolve(), build_dir)
    print(f"generated: {len(generated.written)} page(s) written, {len(generated.removed)} removed")
    if not args.no_site:
        pipeline.publish(generated, build_dir, site_dir)
        print(f"site: {paths.rel(args.site_dir)}/ built in {time.monotonic() - started:.1f} s")
        findings = pipeline.scan(site_dir, build_dir)
        for finding in findings[:SHOWN_FINDINGS]:
            print(finding)
        if findings:
            raise UserError(f"page scan: {len(findings)} finding(s) on the built pages"
                            + (f" (the first {SHOWN_FINDINGS} above)" if len(findings) > SHOWN_FINDINGS else " (above)"))
    return 0
