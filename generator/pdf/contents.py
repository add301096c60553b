"""What goes into a book, in navigation order: the navigation `build` wrote for each language
(build/navigation.json, read through the site interface) and the pages of the built site."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.errors import UserError
from generator.pages import NavItem, NavPage
from generator.site import page_url, read_navigation


def anchor(url: str) -> str:
    """The id of a page's section in the book, whose own ids are prefixed with it: en/tensor/x/ -> p-en--tensor--x."""
    return "p-" + url.strip("/").replace("/", "--")


@dataclass(frozen=True)
class Page:
    title: str
    url: str  # site-relative URL of the page, e.g. "en/tensor/torch.zeros/"


@dataclass(frozen=True)
class Chapter:
    title: str
    url: str  # the chapter's index page, linked to the chapter heading
    pages: tuple[Page, ...]


@dataclass(frozen=True)
class Language:
    locale: str
    nav: list[NavItem]

    def url_of(self, md_path: str) -> str:
        """The site-relative URL of a Markdown page of this language, e.g. `en/tensor/torch.zeros/`."""
        return page_url(md_path, self.locale).lstrip("/")


def languages(build_dir: Path) -> list[Language]:
    return [Language(lang, nav) for lang, nav in read_navigation(build_dir).items()]


def _leaves(items: list[NavItem] | tuple[NavItem, ...], language: Language) -> list[Page]:
    pages: list[Page] = []
    for item in items:
        if isinstance(item, NavPage):
            pages.append(Page(item.title, language.url_of(item.page)))
        else:
            pages.extend(_leaves(item.children, language))
    return pages


def chapters(language: Language) -> list[Chapter]:
    """Each navigation section (a layer, the guides, the error catalogue) with its pages; the home, tags
    and other single pages are plain links, not sections, so they are left out."""
    return [Chapter(item.title, language.url_of(item.index), tuple(_leaves(item.children, language)))
            for item in language.nav if not isinstance(item, NavPage) and item.index]


def check_site_matches(site: Path, langs: list[Language], entry_urls: set[str]) -> None:
    """The build folder is shared by every build of this checkout: refuse a site built from another corpus.
    `entry_urls` are the site-relative URLs of the entries the site says it has (its api/entries.json)."""
    listed = {p.url for language in langs for p in _leaves(language.nav, language)}
    missing = sorted(url for url in listed if not (site / url / "index.html").is_file())
    unlisted = sorted(entry_urls - listed)
    for problem, urls in (("are not in the site", missing), ("are missing from the build's navigation", unlisted)):
        if urls:
            raise UserError(f"{len(urls)} page(s) {problem}, e.g. {urls[0]!r}: the build folder is from another "
                            f"build; rebuild with `python -m generator build --site-dir {site}`")
