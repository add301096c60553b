"""From the built site, a PDF book per language (site/pdf/) and the offline site archive
(site/download/pytorch-api-site.zip), all without network access; `pdf` calls `make`, which says how long each
stage took as it goes."""
from __future__ import annotations

import datetime
import json
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from generator import paths
from generator.errors import UserError
from generator.pdf.book import Book, Part, assemble, label
from generator.pdf.contents import check_site_matches, languages
from generator.pdf.fonts import font_faces, page_number_font
from generator.pdf.merge import merge_files, page_numbers, read
from generator.pdf.printer import print_pdfs
from generator.site import config_file
from generator.site.offline import offline_build, package

ARCHIVE = Path("download/pytorch-api-site.zip")


def pdf_path(lang: str) -> Path:
    return Path("pdf") / f"pytorch-api-{lang}.pdf"


def site_export(site: Path) -> dict[str, Any]:
    """The site's api/entries.json: the torch version its content was verified on, and its entries."""
    export = site / "api" / "entries.json"
    if not export.is_file():
        raise UserError(f"{export} is missing: build the site first (`python -m generator build`)")
    return json.loads(export.read_text(encoding="utf-8"))


MAX_FRONT_PRINTS = 3  # the front matter's length does not depend on its numbers; this only guards that


def _print_parts(folder: Path, jobs: list[tuple[Book, Part, str]], parallel: int) -> list[Path]:
    """Print each (book, part, font CSS), longest first; returns the PDFs in the order given."""
    sources = []
    for book, part, font_css in jobs:
        source = folder / f"{part.name}.html"
        source.write_text(book.html(part, font_css), encoding="utf-8")
        sources.append((source, folder / f"{part.name}.pdf", len(part.body)))
    print_pdfs([(s, t) for s, t, _ in sorted(sources, key=lambda job: -job[2])], parallel)
    return [target for _, target, _ in sources]


def make(site: Path, build: Path, parallel: int) -> None:
    """`build`: the build folder of the site (its Markdown and navigation); `parallel`: parts printed at once."""
    export = site_export(site)
    config = config_file(build)
    langs = languages(build)
    check_site_matches(site, langs, {url.lstrip("/") for e in export["entries"] for url in e["url"].values()})
    today = datetime.date.today()
    with tempfile.TemporaryDirectory(prefix="kb-pdf-") as name:
        folder = Path(name)
        began = time.monotonic()
        with offline_build(config, folder) as copy:
            books = [assemble(site, language, export["torch_version"], today) for language in langs]
            fonts = {book.lang: font_faces(book.text, folder / f"fonts-{book.lang}") for book in books}
            stamp = page_number_font()
            print(f"pdf: books and fonts assembled in {time.monotonic() - began:.1f} s")
            started = time.monotonic()
            # 1. every chapter, and the front matter with placeholder numbers (only its length is wanted)
            jobs = [(book, part, fonts[book.lang].css) for book in books for part in (book.front(), *book.chapters)]
            printed = dict(zip([part.name for _, part, _ in jobs], _print_parts(folder, jobs, parallel)))
            parts = {book.lang: [read(printed[part.name], part.continues) for part in (book.front(), *book.chapters)]
                     for book in books}
            chapters_s = time.monotonic() - started
            # 2. the front matter again, with the book page of every line, until its length holds
            for attempt in range(1, MAX_FRONT_PRINTS + 1):
                numbers = {book.lang: page_numbers(parts[book.lang][0].pages, parts[book.lang][1:]) for book in books}
                again = [(book, replace(front, name=f"{front.name}-{attempt}"), fonts[book.lang].css)
                         for book in books for front in [book.front(numbers[book.lang])]]
                fronts = [read(path) for path in _print_parts(folder, again, parallel)]
                settled = all(new.pages == parts[book.lang][0].pages for book, new in zip(books, fronts))
                for book, new in zip(books, fronts):
                    parts[book.lang][0].pdf.close()
                    parts[book.lang][0] = new
                if settled:
                    break
            else:
                raise UserError("the contents kept changing length between prints")
            printed_s = time.monotonic() - started
            # 3. one book per language, side by side (a process each: qpdf's writing holds Python's lock)
            paths_of = {book.lang: [(part.path, part.continues) for part in parts[book.lang]] for book in books}
            for book in books:
                for part in parts[book.lang]:
                    part.pdf.close()
            targets = [site / pdf_path(book.lang) for book in books]
            for target in targets:
                target.parent.mkdir(parents=True, exist_ok=True)
            partials = [t.with_name(t.name + ".partial") for t in targets]  # a failed merge keeps the old PDF
            with ProcessPoolExecutor(max_workers=len(books)) as pool:
                merged = list(pool.map(merge_files, [paths_of[b.lang] for b in books], partials,
                                       [fonts[b.lang].files for b in books], [stamp] * len(books),
                                       [label("site_title", b.lang) for b in books]))
            report = []
            for book, done, partial, target in zip(books, merged, partials, targets):
                partial.replace(target)
                size = target.stat().st_size
                report.append(f"{book.lang} {done.pages} pages, {size / 1e6:.1f} MB, {size / 1024 / done.pages:.1f} KB/page, "
                              f"{done.bookmarks} bookmarks, {done.links} links"
                              + (f" ({done.dropped} to no marked place, removed)" if done.dropped else ""))
            print(f"pdf: {sum(len(b.chapters) + 2 for b in books)} parts printed in {printed_s:.1f} s "
                  f"(chapters {chapters_s:.1f} s, {parallel} at a time), merged in {time.monotonic() - started - printed_s:.1f} s: "
                  + "; ".join(report))
            print(f"pdf: {', '.join(paths.rel(t) for t in targets)} printed in {time.monotonic() - started:.1f} s")
        package(site, copy, site / ARCHIVE)
    print(f"offline site: {paths.rel(site / ARCHIVE)}; everything in {time.monotonic() - began:.1f} s")
