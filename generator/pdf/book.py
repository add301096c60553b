"""One print HTML page per language: a cover, the contents, then every chapter (a layer, the guides,
the error catalogue) with its pages' bodies, styled by the site's own stylesheets plus book.css."""
from __future__ import annotations

import datetime
import html
from pathlib import Path

from generator.pdf.article import Target, rewrite
from generator.pdf.contents import Chapter, url_of
from generator.render.strings import strings

BOOK_CSS = Path(__file__).with_name("book.css")
HTML_LANG = {"zh": "zh-Hans", "en": "en"}  # zh-Hans makes Chromium pick the Simplified Chinese glyphs


def label(key: str, lang: str) -> str:
    return strings()["labels"][key][lang]


def targets(chapters: list[Chapter]) -> dict[str, Target]:
    found = {c.url: Target(c.anchor, has_ids=False) for c in chapters}
    found.update({p.url: Target(p.anchor, has_ids=True) for c in chapters for p in c.pages})
    return found


def _cover(lang: str, torch_version: str, built: datetime.date) -> str:
    return (f'<section class="kb-cover"><div class="kb-cover-title">{html.escape(label("site_title", lang))}</div>'
            f'<p class="kb-cover-intro">{html.escape(label("home_intro", lang))}</p><dl>'
            f'<dt>{html.escape(label("pdf_verified_on", lang))}</dt><dd>torch {html.escape(torch_version)}</dd>'
            f'<dt>{html.escape(label("pdf_built_on", lang))}</dt><dd>{built.isoformat()}</dd></dl></section>')


def _contents(lang: str, chapters: list[Chapter]) -> str:
    items = []
    for chapter in chapters:
        pages = "".join(f'<li><a href="#{p.anchor}">{html.escape(p.title)}</a></li>' for p in chapter.pages)
        items.append(f'<li><a class="kb-toc-chapter" href="#{chapter.anchor}">{html.escape(chapter.title)}</a>'
                     f'<ol>{pages}</ol></li>')
    # a div, not a heading: the contents need no bookmark of their own
    return f'<nav class="kb-toc"><div class="kb-toc-title">{html.escape(label("pdf_contents", lang))}</div><ol>{"".join(items)}</ol></nav>'


def book_html(site: Path, lang: str, chapters: list[Chapter], torch_version: str, built: datetime.date) -> str:
    links = targets(chapters)
    home_url = url_of(lang, "index.md")  # the look of the site (stylesheets, colour scheme) as on its home page
    home = rewrite((site / home_url / "index.html").read_text(encoding="utf-8"), home_url, "home", links, site)
    body: list[str] = []
    for chapter in chapters:
        body.append(f'<section class="kb-chapter"><h1 id="{chapter.anchor}">{html.escape(chapter.title)}</h1>')
        for page in chapter.pages:
            article = rewrite((site / page.url / "index.html").read_text(encoding="utf-8"), page.url, page.anchor, links, site)
            body.append(f'<section class="kb-page" id="{page.anchor}">{article.body}</section>')
        body.append("</section>")
    styles = "".join(f'<link rel="stylesheet" href="{html.escape(href)}">' for href in home.stylesheets)
    attrs = "".join(f' {k}="{html.escape(v)}"' for k, v in home.body_attrs.items())
    return (f'<!doctype html><html lang="{HTML_LANG.get(lang, lang)}"><head><meta charset="utf-8">'
            f'<title>{html.escape(label("site_title", lang))}</title>{styles}'
            f'<style>{BOOK_CSS.read_text(encoding="utf-8")}</style></head>'
            f'<body{attrs}><div class="md-typeset">{_cover(lang, torch_version, built)}{_contents(lang, chapters)}'
            f'{"".join(body)}</div></body></html>')
