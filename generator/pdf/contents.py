"""What goes into a book, in navigation order: the generated MkDocs configuration (build/mkdocs.yml,
written by `build`) holds each language's navigation; the built site holds the pages."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator.errors import UserError

DEFAULT_LANG = "zh"  # served at the site root; every other language under /<lang>/


@dataclass(frozen=True)
class Page:
    title: str
    url: str  # site-relative URL of the page, e.g. "en/tensor/torch.zeros/"

    @property
    def anchor(self) -> str:
        """The id of the page's section in the book; a page's own ids are prefixed with it."""
        return "p-" + self.url.strip("/").replace("/", "--")


@dataclass(frozen=True)
class Chapter:
    title: str
    url: str  # the chapter's index page, linked to the chapter heading
    pages: tuple[Page, ...]

    @property
    def anchor(self) -> str:
        return Page(self.title, self.url).anchor


def language_navs(config_file: Path) -> dict[str, list[Any]]:
    if not config_file.is_file():
        raise UserError(f"{config_file} is missing (run `python -m generator build` first)")
    config = yaml.safe_load(config_file.read_text(encoding="utf-8"))
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            return {language["locale"]: language["nav"] for language in plugin["i18n"]["languages"]}
    raise UserError(f"{config_file} has no i18n plugin with per-language navigation")


def url_of(lang: str, md_path: str) -> str:
    """The directory URL MkDocs gives a Markdown page: tensor/x.md -> tensor/x/, tensor/index.md -> tensor/."""
    stem = md_path.removesuffix(".md").removesuffix("index").rstrip("/")
    url = f"{stem}/" if stem else ""
    return url if lang == DEFAULT_LANG else f"{lang}/{url}"


def _leaves(items: list[Any], lang: str) -> list[Page]:
    pages: list[Page] = []
    for item in items:
        if isinstance(item, dict):
            for title, value in item.items():
                pages.extend(_leaves(value, lang) if isinstance(value, list) else [Page(title, url_of(lang, value))])
    return pages


def chapters(nav: list[Any], lang: str) -> list[Chapter]:
    """Each navigation section (a layer, the guides, the error catalogue) with its pages; the home and
    tags pages are plain links, not sections, so they are left out."""
    found: list[Chapter] = []
    for item in nav:
        for title, value in item.items():
            if isinstance(value, list):
                index = next(v for v in value if isinstance(v, str))  # the section's index.md
                found.append(Chapter(title, url_of(lang, index), tuple(_leaves(value, lang))))
    return found


def check_site_matches(site: Path, navs: dict[str, list[Any]], entry_urls: set[str]) -> None:
    """build/mkdocs.yml is shared by every build of this checkout: refuse a site built from another corpus.
    `entry_urls` are the site-relative URLs of the entries the site says it has (its api/entries.json)."""
    listed = {p.url for lang, nav in navs.items() for p in _leaves(nav, lang)}
    missing = sorted(url for url in listed if not (site / url / "index.html").is_file())
    unlisted = sorted(entry_urls - listed)
    for problem, urls in (("are not in the site", missing), ("are missing from build/mkdocs.yml", unlisted)):
        if urls:
            raise UserError(f"{len(urls)} page(s) {problem}, e.g. {urls[0]!r}: build/mkdocs.yml is from another "
                            f"build; rebuild with `python -m generator build --site-dir {site}`")
