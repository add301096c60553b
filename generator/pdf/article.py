"""One built page's body (the article the site builder marks, site.PRINT) rewritten as a section of the print book:
headings one level down (the book's h1 is the chapter), ids prefixed with the page's anchor so they stay
unique, links to other pages turned into links to their sections, and screen-only controls dropped."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from generator.site import PRINT

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
HEADING = re.compile(r"h([1-6])")
SITE = "http://site/"  # a stand-in origin: urljoin resolves relative links against site-relative URLs


@dataclass(frozen=True)
class Target:
    anchor: str  # the id of the page's section (or chapter heading) in the book
    has_ids: bool  # whether the page's own ids are in the book: a chapter's index page is only a heading


@dataclass
class Article:
    body: str
    title: str = ""  # the inner HTML of the page's h1, for the book's contents
    stylesheets: list[str] = field(default_factory=list)  # file:// URLs of the page's stylesheets
    body_attrs: dict[str, str] = field(default_factory=dict)  # direction and colour scheme: the theme styles by them


class _Rewriter(HTMLParser):
    def __init__(self, url: str, anchor: str, targets: dict[str, Target], site: Path) -> None:
        super().__init__(convert_charrefs=True)
        self.url, self.anchor, self.targets, self.site = url, anchor, targets, site
        self.out: list[str] = []
        self.article = Article("")
        self.inside = False
        self.skipping: tuple[str, int] | None = None  # (tag, nesting) of a dropped element
        self.title_start: int | None = None  # where the page's h1 starts in `out`, until it ends

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if not self.inside:
            self._head(tag, values)
            return
        if self.skipping:
            name, depth = self.skipping
            self.skipping = (name, depth + (tag == name and tag not in VOID))
            return
        if PRINT.screen_only_classes & set(values.get("class", "").split()) or tag == "script":
            self.skipping = (tag, 1) if tag not in VOID else None
            return
        if tag == "h1" and not self.article.title:
            self.title_start = len(self.out) + 1
        self.out.append(self._tag(tag, values))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.inside and not self.skipping:
            self.out.append(self._tag(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        if not self.inside:
            return
        if tag == "article":
            self.inside = False
        elif self.skipping:
            name, depth = self.skipping
            if tag == name:
                self.skipping = (name, depth - 1) if depth > 1 else None
        elif tag not in VOID:
            if tag == "h1" and self.title_start is not None:
                self.article.title, self.title_start = "".join(self.out[self.title_start:]), None
            self.out.append(f"</{_demote(tag)}>")

    def handle_data(self, data: str) -> None:
        if self.inside and not self.skipping:
            self.out.append(html.escape(data, quote=False))

    def _head(self, tag: str, values: dict[str, str]) -> None:
        if tag == "article" and PRINT.article_class in values.get("class", "").split():
            self.inside = True
        elif tag == "link" and values.get("rel") == "stylesheet":
            self.article.stylesheets.append(self._file_url(values["href"]))
        elif tag == "body":
            self.article.body_attrs = {k: v for k, v in values.items() if k == "dir" or k.startswith(PRINT.theme_attr_prefix)}

    def _tag(self, tag: str, values: dict[str, str]) -> str:
        if "id" in values:
            values["id"] = f"{self.anchor}--{values['id']}"
        if "href" in values:
            href = self._href(values.pop("href"))
            if href is not None:  # a link to a page outside the book keeps its text, loses its target
                values["href"] = href
        if "src" in values:
            values["src"] = self._file_url(values["src"])
        if tag == "details":
            values["open"] = ""  # paper cannot be clicked open
        attrs = "".join(f' {k}="{html.escape(v)}"' for k, v in values.items())
        return f"<{_demote(tag)}{attrs}>"

    def _href(self, href: str) -> str | None:
        parts = urlsplit(href)
        if parts.scheme or parts.netloc:
            return href
        if not parts.path:
            return f"#{self.anchor}--{parts.fragment}" if parts.fragment else f"#{self.anchor}"
        target = self.targets.get(urlsplit(urljoin(SITE + self.url, href)).path.lstrip("/"))
        if target is None:
            return None
        return f"#{target.anchor}--{parts.fragment}" if parts.fragment and target.has_ids else f"#{target.anchor}"

    def _file_url(self, src: str) -> str:
        if urlsplit(src).scheme:
            return src
        return (self.site / urlsplit(urljoin(SITE + self.url, src)).path.lstrip("/")).as_uri()


def _demote(tag: str) -> str:
    match = HEADING.fullmatch(tag)
    return f"h{min(int(match.group(1)) + 1, 6)}" if match else tag


def rewrite(page_html: str, url: str, anchor: str, targets: dict[str, Target], site: Path) -> Article:
    """`targets` maps the site-relative URL of every page in the book (and of each chapter's index page)
    to where it is in the book."""
    parser = _Rewriter(url, anchor, targets, site)
    parser.feed(page_html)
    parser.close()
    parser.article.body = "".join(parser.out)
    return parser.article
