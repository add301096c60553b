"""What goes into a book, in navigation order: the generated MkDocs configuration (build/mkdocs.yml,
written by `build`) holds each language's navigation; the built site holds the pages."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator.errors import UserError

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
    prefix: str  # where its pages are: "" for the default language (the site root), else "<locale>/"
    nav: list[Any]

    def url_of(self, md_path: str) -> str:
        """The directory URL MkDocs gives a Markdown page: tensor/x.md -> tensor/x/, tensor/index.md -> tensor/."""
        parts = md_path.removesuffix(".md").split("/")
        if parts[-1] == "index":  # only a whole `index` component, not ids such as torch.Tensor.index
            parts = parts[:-1]
        stem = "/".join(parts)
        return self.prefix + (f"{stem}/" if stem else "")


def languages(config_file: Path) -> list[Language]:
    if not config_file.is_file():
        raise UserError(f"{config_file} is missing (run `python -m generator build` first)")
    config = yaml.safe_load(config_file.read_text(encoding="utf-8"))
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            return [Language(lang["locale"], "" if lang.get("default") else f"{lang['locale']}/", lang["nav"])
                    for lang in plugin["i18n"]["languages"]]
    raise UserError(f"{config_file} has no i18n plugin with per-language navigation")


def _leaves(items: list[Any], language: Language) -> list[Page]:
    pages: list[Page] = []
    for item in items:
        if isinstance(item, dict):
            for title, value in item.items():
                if isinstance(value, list):
                    pages.extend(_leaves(value, language))
                else:
                    pages.append(Page(title, language.url_of(value)))
    return pages


def chapters(language: Language) -> list[Chapter]:
    """Each navigation section (a layer, the guides, the error catalogue) with its pages; the home, tags
    and other single pages are plain links, not sections, so they are left out."""
    found: list[Chapter] = []
    for item in language.nav:
        for title, value in item.items():
            if isinstance(value, list):
                index = next(v for v in value if isinstance(v, str))  # the section's index.md
                found.append(Chapter(title, language.url_of(index), tuple(_leaves(value, language))))
    return found


def check_site_matches(site: Path, langs: list[Language], entry_urls: set[str]) -> None:
    """build/mkdocs.yml is shared by every build of this checkout: refuse a site built from another corpus.
    `entry_urls` are the site-relative URLs of the entries the site says it has (its api/entries.json)."""
    listed = {p.url for language in langs for p in _leaves(language.nav, language)}
    missing = sorted(url for url in listed if not (site / url / "index.html").is_file())
    unlisted = sorted(entry_urls - listed)
    for problem, urls in (("are not in the site", missing), ("are missing from build/mkdocs.yml", unlisted)):
        if urls:
            raise UserError(f"{len(urls)} page(s) {problem}, e.g. {urls[0]!r}: build/mkdocs.yml is from another "
                            f"build; rebuild with `python -m generator build --site-dir {site}`")
