"""One print HTML page per language: a cover, the contents, then every chapter (a layer, the guides,
the error catalogue) with its pages' bodies, styled by the site's own stylesheets plus book.css."""
from __future__ import annotations

import datetime
import html
from dataclasses import dataclass
from pathlib import Path

from generator.pdf.article import Target, rewrite
from generator.pdf.contents import Chapter, Language, anchor, chapters
from generator.render.strings import strings

BOOK_CSS = Path(__file__).with_name("book.css")
HTML_LANG = {"zh": "zh-Hans", "en": "en"}  # zh-Hans makes Chromium pick the Simplified Chinese glyphs


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


def _contents(lang: str, parts: list[Chapter], titles: dict[str, str]) -> str:
    """`titles`: each page's heading as HTML (an error page's title may hold code), by page URL."""
    items = []
    for chapter in parts:
        pages = "".join(f'<li><a href="#{anchor(p.url)}">{titles[p.url]}</a></li>' for p in chapter.pages)
        items.append(f'<li><a class="kb-toc-chapter" href="#{anchor(chapter.url)}">{html.escape(chapter.title)}</a>'
                     f'<ol>{pages}</ol></li>')
    title = html.escape(label("pdf_contents", lang))  # a div, not a heading: the contents need no bookmark
    return f'<nav class="kb-toc"><div class="kb-toc-title">{title}</div><ol>{"".join(items)}</ol></nav>'


@dataclass(frozen=True)
class Book:
    lang: str
    head: str  # the site's stylesheets
    body_attrs: str  # text direction and colour scheme, as on the site's <body>
    body: str  # cover, contents, chapters

    def html(self, font_css: str) -> str:
        return (f'<!doctype html><html lang="{HTML_LANG.get(self.lang, self.lang)}"><head><meta charset="utf-8">'
                f'<title>{html.escape(label("site_title", self.lang))}</title>{self.head}'
                f'<style>{font_css}\n{BOOK_CSS.read_text(encoding="utf-8")}</style></head>'
                f'<body{self.body_attrs}><div class="md-typeset">{self.body}</div></body></html>')


def assemble(site: Path, language: Language, torch_version: str, built: datetime.date) -> Book:
    lang, parts = language.locale, chapters(language)
    links = targets(parts)
    home_url = language.url_of("index.md")  # the look of the site (stylesheets, colour scheme) as on its home page
    home = rewrite((site / home_url / "index.html").read_text(encoding="utf-8"), home_url, "home", links, site)
    body: list[str] = []
    titles: dict[str, str] = {}
    for chapter in parts:
        body.append(f'<section class="kb-chapter"><h1 id="{anchor(chapter.url)}">{html.escape(chapter.title)}</h1>')
        for page in chapter.pages:
            source = (site / page.url / "index.html").read_text(encoding="utf-8")
            article = rewrite(source, page.url, anchor(page.url), links, site)
            body.append(f'<section class="kb-page" id="{anchor(page.url)}">{article.body}</section>')
            titles[page.url] = article.title or html.escape(page.title)
        body.append("</section>")
    body[:0] = [_cover(lang, torch_version, built), _contents(lang, parts, titles)]
    return Book(lang, head="".join(f'<link rel="stylesheet" href="{html.escape(href)}">' for href in home.stylesheets),
                body_attrs="".join(f' {k}="{html.escape(v)}"' for k, v in home.body_attrs.items()), body="".join(body))
