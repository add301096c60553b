"""As a reader would: open an entry, switch language, search for it by name — in headless Chromium."""
from __future__ import annotations

from pathlib import Path

import pytest

from browser import chromium, serve, wait_for_results

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def page(site: Path):
    with serve(site) as base, chromium() as browser:
        page = browser.new_page()
        page.base = base  # type: ignore[attr-defined]
        yield page


def test_language_switch_keeps_the_reader_on_the_entry(page) -> None:
    page.goto(f"{page.base}/tensor/torch.Tensor.view/")
    assert page.locator("html").get_attribute("lang") == "zh"
    page.locator(".md-header__option .md-select").hover()
    page.locator("a.md-select__link[hreflang='en']").click()
    page.wait_for_url("**/en/tensor/torch.Tensor.view/")
    assert page.locator("h1").inner_text().rstrip("¶") == "torch.Tensor.view"
    assert page.locator("html").get_attribute("lang") == "en"


@pytest.mark.parametrize("prefix", ["", "/en"])
def test_search_by_name_finds_the_entry(page, prefix: str) -> None:
    page.goto(f"{page.base}{prefix}/?q=torch.Tensor.view")
    wait_for_results(page)
    hrefs = page.locator(".md-search-result__item a").evaluate_all("els => els.slice(0, 5).map(e => e.href)")
    paths = [h.split("?")[0].split("#")[0] for h in hrefs]
    assert any(p.endswith(f"{prefix}/tensor/torch.Tensor.view/") and (prefix or "/en/" not in p) for p in paths), hrefs
