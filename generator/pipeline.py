"""The build pipeline, which `build`, `serve` and the benchmark call: `prepare` validates, runs (or reuses)
snippet results and generates the Markdown; `publish` builds the site from that Markdown; `scan` reads every
built page for what a reader would see wrong (generator/page_scan.py).

A caller that passes a `Phases` learns each phase's seconds (the benchmark does), so nothing needs patching
to time a build."""
from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from generator.compat import read_runs, releases
from generator.corpus import load_corpus
from generator.errors import UserError
from generator.export import entries_json
from generator.generate import Generated, generate
from generator.model import LANGS
from generator.page_scan import Finding, scan_site
from generator.problems import report
from generator.search_index import write_search_records
from generator.site import build_site, host_path, markdown_copies, redirect_pages, write_navigation, write_redirects
from generator.validation import validate
from generator.verification import failure_line, run_snippets


@dataclass
class Phases:
    """Seconds spent in each phase (load, validate, snippets, generate, site), summed over the calls given it."""

    seconds: dict[str, float] = field(default_factory=dict)

    @contextmanager
    def timed(self, name: str) -> Iterator[None]:
        begun = time.monotonic()
        try:
            yield
        finally:
            self.seconds[name] = self.seconds.get(name, 0.0) + time.monotonic() - begun


def prepare(entries: Path, snippets: Path, build_dir: Path, phases: Phases | None = None) -> Generated:
    """Validate, run the snippets whose results are not cached, and generate the Markdown into build_dir/docs.
    Raises UserError (after printing the problems) when something is wrong; nothing is generated then."""
    phases = Phases() if phases is None else phases
    with phases.timed("load"):
        corpus = load_corpus(entries, snippets)
    with phases.timed("validate"):
        problems = validate(corpus)
    if problems:
        print(report(problems))
        raise UserError("validation failed; nothing was built")
    with phases.timed("snippets"):
        verification = run_snippets(corpus, use_cache=True)
    print(f"snippets: {len(verification.ran)} run, {len(verification.reused)} reused from cached results")
    for outcome in verification.failures:
        print(f"FAIL {failure_line(outcome, corpus)}")
    if verification.failures:
        raise UserError(f"{len(verification.failures)} snippet(s) failed; nothing was built "
                        "(run `python -m generator verify`)")
    known = releases(corpus, verification, read_runs())
    with phases.timed("generate"):
        generated = generate(corpus, verification, build_dir / "docs", known)
    write_navigation(generated.navs, build_dir)
    write_redirects(corpus, build_dir)
    write_search_records(corpus, build_dir)
    return generated


def publish(generated: Generated, build_dir: Path, site_dir: Path, phases: Phases | None = None) -> None:
    """The site, from the Markdown `prepare` generated into build_dir, with the entries' export, the redirect
    pages and the Markdown copies beside it."""
    phases = Phases() if phases is None else phases
    extra = {"api/entries.json": entries_json(generated.model), **redirect_pages(build_dir), **markdown_copies(build_dir)}
    with phases.timed("site"):
        build_site(generated.navs, extra, site_dir, build_dir)


def scan(site_dir: Path, build_dir: Path) -> list[Finding]:
    """What a reader would see wrong on the pages of the site built from build_dir."""
    return scan_site(site_dir, LANGS, host_path(build_dir))
