"""Pages and navigation in no site builder's terms: what render makes, and what the site builder, the PDF and
the search read. On the ground floor (it imports nothing of the generator), so none of them reaches into render
for its types."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PageMeta:
    """What a page says about itself besides its body, in no site builder's terms (generator/site writes it
    in the builder's)."""

    title: str
    source: str | None = None  # the entries/... file the page is made from (for "edit this page")
    full_width: bool = False  # no navigation sidebar (the home page)
    has_copy: bool = False  # a Markdown copy of the page is published beside it (site.markdown_copies)


@dataclass(frozen=True)
class Page:
    meta: PageMeta
    body: str


@dataclass(frozen=True)
class NavPage:
    title: str
    page: str  # Markdown path inside the language's docs, e.g. tensor/torch.zeros.md


@dataclass(frozen=True)
class NavSection:
    title: str
    index: str | None  # the section's own page, if it has one
    children: tuple[NavPage | NavSection, ...]


NavItem = NavPage | NavSection
