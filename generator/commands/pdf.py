"""`pdf`: from the built site, a PDF book per language (site/pdf/) and the offline site archive
(site/download/pytorch-api-site.zip), all without network access."""
from __future__ import annotations

import argparse
import datetime
import html
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from generator import paths
from generator.errors import UserError
from generator.pdf.book import assemble
from generator.pdf.contents import check_site_matches, languages
from generator.pdf.fonts import font_faces
from generator.pdf.offline import offline_build, package
from generator.pdf.printer import print_pdfs

ARCHIVE = Path("download/pytorch-api-site.zip")


def pdf_path(lang: str) -> Path:
    return Path("pdf") / f"pytorch-api-{lang}.pdf"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site-dir", type=Path, default=paths.SITE, help="the built site (default: site/)")
    parser.add_argument("--build-dir", type=Path, default=paths.BUILD,
                        help="the build folder of that site: its Markdown and navigation (default: build/)")


def site_export(site: Path) -> dict[str, Any]:
    """The site's api/entries.json: the torch version its content was verified on, and its entries."""
    export = site / "api" / "entries.json"
    if not export.is_file():
        raise UserError(f"{export} is missing: build the site first (`python -m generator build`)")
    return json.loads(export.read_text(encoding="utf-8"))


def run(args: argparse.Namespace) -> int:
    site: Path = args.site_dir.resolve()
    export = site_export(site)
    config = args.build_dir.resolve() / "mkdocs.yml"  # written by `build`: the navigation of the site it built
    langs = languages(config)
    check_site_matches(site, langs, {url.lstrip("/") for e in export["entries"] for url in e["url"].values()})
    today = datetime.date.today()
    with tempfile.TemporaryDirectory(prefix="kb-pdf-") as folder:
        began = time.monotonic()
        with offline_build(config, Path(folder)) as copy:
            books = [assemble(site, language, export["torch_version"], today) for language in langs]
            font_css = font_faces(html.unescape("".join(book.body for book in books)), Path(folder) / "fonts")
            print(f"pdf: books and fonts assembled in {time.monotonic() - began:.1f} s")
            started = time.monotonic()
            jobs, targets = [], [site / pdf_path(book.lang) for book in books]
            for book, target in zip(books, targets):
                source = Path(folder) / f"book-{book.lang}.html"
                source.write_text(book.html(font_css), encoding="utf-8")
                target.parent.mkdir(parents=True, exist_ok=True)
                jobs.append((source, target.with_name(target.name + ".partial")))  # a failed print keeps the old PDF
            print_pdfs(jobs)
            for (_, printed), target in zip(jobs, targets):
                printed.replace(target)
            print(f"pdf: {', '.join(paths.rel(t) for t in targets)} printed in {time.monotonic() - started:.1f} s")
        package(site, copy, site / ARCHIVE)
    print(f"offline site: {paths.rel(site / ARCHIVE)}; everything in {time.monotonic() - began:.1f} s")
    return 0
