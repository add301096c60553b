"""The offline site: the archive unpacked to a folder and read from disk (file://) in headless Chromium,
with no server, and every request that would leave the machine refused."""
from __future__ import annotations

import re
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from browser import chromium, wait_for_results
from conftest import ARCHIVE
from generator.pdf.printer import is_local

pytestmark = pytest.mark.browser
ENTRY = "tensor/torch.Tensor.view"


@pytest.fixture(scope="module")
def unpacked(printed_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("offline")
    with zipfile.ZipFile(printed_site / ARCHIVE) as archive:
        archive.extractall(target)
    return target / "pytorch-api-site"


@pytest.fixture(scope="module")
def page(unpacked: Path) -> Iterator[object]:
    refused: list[str] = []

    def guard(route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    with chromium() as browser:
        context = browser.new_context()
        context.route("**/*", guard)
        page = context.new_page()
        page.on("request", lambda request: None if is_local(request.url) else refused.append(request.url))
        yield page
        context.close()
    assert refused == [], "the offline site reached for the network"


def test_the_archive_holds_the_site_its_search_tiers_and_the_pdfs(unpacked: Path) -> None:
    for path in ("index.html", "en/index.html", f"{ENTRY}.html", f"en/{ENTRY}.html", "search/names.js",
                 "search/text.js", "en/search/names.js", "en/search/text.js", "assets/javascripts/search/minisearch.js",
                 "api/entries.json", "pdf/pytorch-api-zh.pdf", "pdf/pytorch-api-en.pdf",
                 # for coding assistants: the pages' Markdown copies and each language's llms.txt and llms-full.txt
                 f"{ENTRY}.md", f"en/{ENTRY}.md", "llms.txt", "en/llms.txt", "llms-full.txt", "en/llms-full.txt",
                 # the formulas' stylesheet and fonts: the pages need no network to show them
                 "assets/katex/katex.min.css", "assets/katex/fonts/KaTeX_Main-Regular.woff2"):
        assert (unpacked / path).is_file(), path
    page = (unpacked / f"{ENTRY}.html").read_text(encoding="utf-8")
    name = ENTRY.rsplit("/", 1)[-1]
    assert f'<noscript><link rel="alternate" type="text/markdown" href="{name}.md"></noscript>' in page  # beside it
    assert not (unpacked / ARCHIVE.parent).exists(), "the archive must not contain itself"
    zh = (unpacked / "search/names.js").read_text(encoding="utf-8")
    en = (unpacked / "en/search/names.js").read_text(encoding="utf-8")
    assert zh.startswith("(window.kbSearch = window.kbSearch || {}).names = ") and '["en/' not in zh
    assert '["tensor/torch.Tensor.view.html",' in en  # the English tier, relative to en/, with .html URLs


def test_the_home_pages_offer_only_what_the_copy_holds(unpacked: Path) -> None:
    """The served home pages offer the archive; the copy packed into it does not (it is not inside)."""
    for home, base in ((unpacked / "index.html", unpacked), (unpacked / "en" / "index.html", unpacked / "en")):
        hrefs = re.findall(r'href="([^"]+\.(?:pdf|zip))"', home.read_text(encoding="utf-8"))
        assert len(hrefs) == 2 and all((base / href).resolve().is_file() for href in hrefs), hrefs


def test_an_entry_page_renders_from_disk(page, unpacked: Path) -> None:
    page.goto((unpacked / f"{ENTRY}.html").as_uri())
    assert page.locator("article h1").inner_text().rstrip("¶") == "torch.Tensor.view"  # ¶: the permalink
    assert page.locator(".md-header").evaluate("e => getComputedStyle(e).position") == "sticky"  # styled
    next_page = page.locator("a.md-footer__link--next").get_attribute("href")
    assert next_page and next_page.endswith(".html"), next_page  # links a browser can open from disk


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_search_from_disk_finds_the_entry(page, unpacked: Path, prefix: str) -> None:
    page.goto((unpacked / prefix / "index.html").as_uri() + "?q=torch.Tensor.view")
    wait_for_results(page)
    hrefs = page.locator(".md-search-result__item a").evaluate_all("els => els.slice(0, 5).map(e => e.href)")
    wanted = (unpacked / prefix / f"{ENTRY}.html").as_uri()
    assert hrefs and hrefs[0].split("?")[0] == wanted, hrefs  # first, and the full-text tier loaded from disk too


def test_a_pasted_error_finds_its_entry_from_disk(page, unpacked: Path) -> None:
    page.goto((unpacked / "en" / "index.html").as_uri())
    page.keyboard.press("/")
    page.locator(".md-search__input").fill("RuntimeError: mat1 and mat2 shapes cannot be multiplied (4x3 and 4x5)")
    wait_for_results(page)
    first = page.locator(".md-search-result__item > .md-search-result__link").first.get_attribute("href")
    assert first and first.split("?")[0].endswith("errors/mat1-mat2-shapes-cannot-be-multiplied.html"), first
