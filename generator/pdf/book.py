"""The print HTML of a book, one document per part: the front matter (a cover and the contents) and each
chapter (a layer, the guides, the error catalogue) with its pages' bodies, styled by the site's own
stylesheets plus the book's own (site/book.css). The parts are printed separately and merged (generator/pdf/merge.py); a long chapter is printed in slices
of PART_PAGES entries.

Links between parts cannot be resolved by Chromium, which only knows the document it prints: every link to
a place in the book is written `kb-dest:<id>`, which Chromium keeps as a URI action, and the merge turns it
into a link to the page and spot of that id. Chromium marks the spot of an id (a named destination) only when
the document itself links to it, so each chapter carries a hidden list of links to its ids that some part
of the book links to."""
from __future__ import annotations

import datetime
import html
import re
from dataclasses import dataclass
from pathlib import Path

from generator.pdf.article import Target, rewrite
from generator.pdf.contents import Chapter, Language, anchor, chapters
from generator.site import PRINT
from generator.strings import strings

HTML_LANG = {"zh": "zh-Hans", "en": "en"}  # zh-Hans makes Chromium pick the Simplified Chinese glyphs
DEST = "kb-dest:"  # the scheme of a link to a place in the book, resolved by the merge
# Text is escaped (`<` as &lt;) and attribute values are quoted and escaped: these match real tags only.
_LOCAL_LINK = re.compile(r'(<a\s[^>]*?)href="#([^"]*)"')
_ID = re.compile(r'<[a-zA-Z][^>]*?\sid="([^"]*)"')
PLACEHOLDER = 0  # the page number the contents show before the chapters are printed
# Entries per printed part: a long chapter is printed in slices of this many, each its own document. Chromium's
# time for one document grows faster than the document; bounded parts keep the book's time linear.
PART_PAGES = 40


def label(key: str, lang: str) -> str:
    return strings()["labels"][key][lang]


def targets(parts: list[Chapter]) -> dict[str, Target]:
    found = {c.url: Target(anchor(c.url), has_ids=False) for c in parts}
    found.update({p.url: Target(anchor(p.url), has_ids=True) for c in parts for p in c.pages})
    return found


def _cover(lang: str, torch_version: str, built: datetime.date) -> str:
    return (f'<section class="kb-cover"><div class="kb-cover-title">{html.escape(label("site_title", lang))}</div>'
            f'<p class="kb-cover-intro">{html.escape(label("home_intro", lang))}</p><dl>'
            f'<dt>{html.escape(label("pdf_verified_on", lang))}</dt><dd>torch {html.escape(torch_version)}</dd>'
            f'<dt>{html.escape(label("pdf_built_on", lang))}</dt><dd>{built.isoformat()}</dd></dl></section>')


@dataclass(frozen=True)
class Entry:
    """A line of the contents: an anchor in the book and its title as HTML (an error page's title may hold code)."""
    anchor: str
    title: str


@dataclass(frozen=True)
class Part:
    name: str  # the file stem of its HTML and PDF
    body: str  # what goes inside the page's typeset block (site.PRINT.typeset_class)
    ids: frozenset[str]  # the ids in it that the book links to: where the merge points those links
    continues: bool = False  # a later slice of a chapter: its bookmarks go under the chapter's


@dataclass(frozen=True)
class Book:
    lang: str
    head: str  # the site's stylesheets
    body_attrs: str  # text direction and colour scheme, as on the site's <body>
    cover: str
    contents: tuple[tuple[Entry, tuple[Entry, ...]], ...]  # each chapter's heading and its pages
    chapters: tuple[Part, ...]

    @property
    def text(self) -> str:
        """Every character the book prints, for its font subsets."""
        toc = "".join(e.title + "".join(p.title for p in pages) for e, pages in self.contents)
        return html.unescape(self.cover + toc + label("pdf_contents", self.lang) + "0123456789"
                             + "".join(part.body for part in self.chapters))

    def front(self, numbers: dict[str, int] | None = None) -> Part:
        """The cover and the contents, each line with the book page of its anchor (`numbers`; a placeholder
        of the same width before they are known: the numbers sit in a fixed-width box, so they never change
        the layout, and the front matter has the same number of pages with or without them)."""
        numbers = numbers or {}

        def line(entry: Entry, cls: str) -> str:
            number = numbers.get(entry.anchor, PLACEHOLDER)
            return (f'<a class="{cls}" href="{DEST}{entry.anchor}"><span class="kb-toc-text">{entry.title}</span>'
                    f'<span class="kb-toc-page">{number}</span></a>')

        items = []
        for chapter, pages in self.contents:
            listed = "".join(f'<li>{line(p, "kb-toc-entry")}</li>' for p in pages)
            items.append(f'<li>{line(chapter, "kb-toc-chapter")}<ol>{listed}</ol></li>')
        title = html.escape(label("pdf_contents", self.lang))  # a div, not a heading: the contents need no bookmark
        toc = f'<nav class="kb-toc"><div class="kb-toc-title">{title}</div><ol>{"".join(items)}</ol></nav>'
        return Part(f"{self.lang}-front", self.cover + '<div class="kb-cover-back"></div>' + toc, frozenset())

    def html(self, part: Part, font_css: str) -> str:
        hidden = "".join(f'<a href="#{i}"></a>' for i in sorted(part.ids))
        marks = f'<nav class="kb-dests" aria-hidden="true">{hidden}</nav>' if hidden else ""
        return (f'<!doctype html><html lang="{HTML_LANG.get(self.lang, self.lang)}"><head><meta charset="utf-8">'
                f'<title>{html.escape(label("site_title", self.lang))}</title>{self.head}'
                f'<style>{font_css}\n{PRINT.stylesheet.read_text(encoding="utf-8")}</style></head>'
                f'<body{self.body_attrs}>{marks}<div class="{PRINT.typeset_class}">{part.body}</div></body></html>')


def _book_links(bodies: list[str]) -> tuple[list[str], list[frozenset[str]]]:
    """Each body with its links to ids of the book written as `kb-dest:` links (a link to an id that is in
    no part loses its target, as Chromium would drop it), and the linked ids each body holds."""
    held = [set(_ID.findall(body)) for body in bodies]
    everywhere = set().union(*held) if held else set()
    linked: set[str] = set()

    def local(match: re.Match[str]) -> str:
        if match.group(2) not in everywhere:
            return match.group(1).rstrip()
        linked.add(match.group(2))
        return f'{match.group(1)}href="{DEST}{match.group(2)}"'

    rewritten = [_LOCAL_LINK.sub(local, body) for body in bodies]
    return rewritten, [frozenset(ids & linked) for ids in held]


def assemble(site: Path, language: Language, torch_version: str, built: datetime.date) -> Book:
    lang, parts = language.locale, chapters(language)
    links = targets(parts)
    home_url = language.url_of("index.md")  # the look of the site (stylesheets, colour scheme) as on its home page
    home = rewrite((site / home_url / "index.html").read_text(encoding="utf-8"), home_url, "home", links, site)
    bodies: list[str] = []
    continued: list[bool] = []
    contents = []
    for chapter in parts:
        pages = []
        for start in range(0, max(len(chapter.pages), 1), PART_PAGES):
            body = ['<section class="kb-chapter">' if start == 0 else '<section class="kb-chapter kb-continued">']
            if start == 0:
                body.append(f'<h1 id="{anchor(chapter.url)}">{html.escape(chapter.title)}</h1>')
            for page in chapter.pages[start:start + PART_PAGES]:
                source = (site / page.url / "index.html").read_text(encoding="utf-8")
                article = rewrite(source, page.url, anchor(page.url), links, site)
                body.append(f'<section class="kb-page" id="{anchor(page.url)}">{article.body}</section>')
                pages.append(Entry(anchor(page.url), article.title or html.escape(page.title)))
            body.append("</section>")
            bodies.append("".join(body))
            continued.append(start > 0)
        contents.append((Entry(anchor(chapter.url), html.escape(chapter.title)), tuple(pages)))
    bodies, ids = _book_links(bodies)
    # every line of the contents links to its anchor: those are targets too
    listed = {e.anchor for chapter, pages in contents for e in (chapter, *pages)}
    found = [frozenset(held | (listed & set(_ID.findall(body)))) for body, held in zip(bodies, ids)]
    width = len(str(len(bodies)))
    chapter_parts = tuple(Part(f"{lang}-{n:0{width}d}", body, held, more)
                          for n, (body, held, more) in enumerate(zip(bodies, found, continued), 1))
    return Book(lang, head="".join(f'<link rel="stylesheet" href="{html.escape(href)}">' for href in home.stylesheets),
                body_attrs="".join(f' {k}="{html.escape(v)}"' for k, v in home.body_attrs.items()),
                cover=_cover(lang, torch_version, built), contents=tuple(contents), chapters=chapter_parts)
