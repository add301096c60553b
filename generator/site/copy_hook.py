"""MkDocs hook (mkdocs.yml `hooks`, set by write_config): each page that has a Markdown copy links to it.

A page whose front matter says `markdown_copy: true` (site.markdown_file, from PageMeta.has_copy) gets
`page.meta["markdown_copy_href"]`, the copy's address relative to the page (site.markdown_copies puts the copy at
the page's Markdown path): `../torch.zeros.md` from `tensor/torch.zeros/`, `torch.zeros.md` from
`tensor/torch.zeros.html` in the offline copy. site_overrides/main.html prints it as
`<link rel="alternate" type="text/markdown">`, relative so the site works at any address."""
from __future__ import annotations

import posixpath
from typing import Any
from urllib.parse import quote


def copy_href(source: str, url: str) -> str:
    """The copy of the page built from `source` (its Markdown path in its language), from the page at `url`
    (relative to the same language's root)."""
    return quote(posixpath.relpath(source, posixpath.dirname(url) or "."), safe="/")


def on_page_context(context: dict[str, Any], page: Any, config: Any, nav: Any) -> dict[str, Any]:
    if page.meta and page.meta.get("markdown_copy"):
        lang = config["theme"]["language"]
        url = page.url.removeprefix(f"{lang}/")
        source = page.file.src_uri.split("/", 1)[1] if "/" in page.file.src_uri else page.file.src_uri
        page.meta["markdown_copy_href"] = copy_href(source, url)
    return context
