"""`pdf`: from the built site, a PDF book per language (site/pdf/) and the offline site archive
(site/download/pytorch-api-site.zip), all without network access (generator/pdf/make.py)."""
from __future__ import annotations

import argparse
from pathlib import Path

from generator import paths
from generator.pdf.make import make
from generator.pdf.printer import PARALLEL


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site-dir", type=Path, default=paths.SITE, help="the built site (default: site/)")
    parser.add_argument("--build-dir", type=Path, default=paths.BUILD,
                        help="the build folder of that site: its Markdown and navigation (default: build/)")
    parser.add_argument("--parallel", type=int, default=PARALLEL,
                        help=f"parts (chapters, front matter) printed at once (default: {PARALLEL})")


def run(args: argparse.Namespace) -> int:
    make(args.site_dir.resolve(), args.build_dir.resolve(), args.parallel)
    return 0
