"""MkDocs hooks (mkdocs.yml `hooks`, set by write_config): the site search's pages, from the HTML MkDocs renders.

Each page's content is cut into sections at its h1-h3 headings (the anchors Material's table of contents
links to); after the build, generator/search_index.py writes the language's two search tiers into
<language root>/search/ (and, in the default language's build, the search's scripts and KaTeX's stylesheet and fonts into assets/). Runs inside each language's own build process, so both languages index side by side."""
from __future__ import annotations

import html.parser
from pathlib import Path
from typing import Any

from generator.formulas import write_assets as write_formula_assets
from generator.search_index import IndexedPage, Section, read_records, write_language_index, write_scripts
from generator.search_terms import dictionary_file
from generator.site import PRINT
from generator.strings import strings

HEADINGS = {"h1", "h2", "h3"}
# Sections that list other pages by name and summary: their text is those pages', and the names tier has the names.
LINK_LISTS = ("related", "referenced_by")
# Not indexed: code and printed output (names and error messages have their own tier), the badge line, the
# labels above printed output ("Output — torch 2.13.0, CPU"), typeset formulas (their text is glyphs twice over).
SKIPPED = {"script", "style", "svg", "pre"}
SKIPPED_CLASSES = PRINT.screen_only_classes | {"kb-badges", "kb-output-label", "katex"}
# (language, url) -> page. Kept across builds in one process: `mkdocs serve --dirty` renders only the pages that
# changed, and mkdocs-static-i18n builds every language in one process there.
_pages: dict[tuple[str, str], IndexedPage] = {}


class _Sections(html.parser.HTMLParser):
    def __init__(self, page_title: str) -> None:
        super().__init__(convert_charrefs=True)
        self.sections = [Section("", page_title, "")]
        self.text: list[str] = []
        self.heading: list[str] | None = None
        self.skipping = 0  # depth inside elements whose text is not the page's (permalinks, scripts)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = set((dict(attrs).get("class") or "").split())
        if self.skipping or tag in SKIPPED or classes & SKIPPED_CLASSES:
            self.skipping += tag not in {"br", "img", "input", "hr", "wbr"}
            return
        if tag in HEADINGS:
            self._close()
            anchor = dict(attrs).get("id") or ""
            self.sections.append(Section(anchor, "", ""))
            self.heading = []

    def handle_endtag(self, tag: str) -> None:
        if self.skipping:
            self.skipping -= 1
            return
        if tag in HEADINGS and self.heading is not None:
            self.sections[-1].title = " ".join("".join(self.heading).split())
            self.heading = None

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            (self.heading if self.heading is not None else self.text).append(data)

    def _close(self) -> None:
        self.sections[-1].text = " ".join(" ".join(self.text).split())
        self.text = []

    def result(self) -> list[Section]:
        self._close()
        top, rest = self.sections[0], self.sections[1:]
        if rest and rest[0].title == top.title and not top.text:  # the page's own h1: its text is the top's
            top, rest = Section("", top.title, rest[0].text), rest[1:]
        return [top] + [s for s in rest if s.title or s.text]


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    lang = config["theme"]["language"]
    title = str((page.meta or {}).get("title") or page.title or "")
    title = html.unescape(title).replace("\u2060", "")  # the front matter's title is HTML (site.markdown_file)
    parser = _Sections(title)
    parser.feed(html_text)
    url = page.url.removeprefix(f"{lang}/") if page.url.startswith(f"{lang}/") else page.url
    source = page.file.src_uri.split("/", 1)[1] if "/" in page.file.src_uri else page.file.src_uri
    lists = {strings()["labels"][key][lang] for key in LINK_LISTS}
    sections = [section for section in parser.result() if section.title not in lists]
    _pages[lang, url] = IndexedPage(source, url, title, sections)
    return html_text


def on_post_build(config: Any) -> None:
    lang = config["theme"]["language"]
    build_dir = Path(config["docs_dir"]).parent
    root = Path(config["site_dir"])
    language_root = root / lang if (root / lang / "index.html").is_file() else root
    pages = [page for (language, url), page in sorted(_pages.items()) if language == lang]
    write_language_index(pages, read_records(build_dir), lang, language_root / "search", dictionary_file(build_dir))
    if language_root == root:  # the default language's build writes the site's shared assets
        write_scripts(root)
        write_formula_assets(root)
