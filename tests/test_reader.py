"""Reader experience in a real browser: browse from the home page, follow auto-links, edit links to the
YAML source, nothing loaded from third-party hosts; and the machine-readable export."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from browser import chromium, serve
from conftest import ROOT
from generator.corpus import load_corpus

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def browser_site(site: Path):
    with serve(site) as base, chromium() as browser:
        yield base, browser


def test_home_to_layer_index_to_entry(browser_site) -> None:
    base, browser = browser_site
    page = browser.new_page()
    page.goto(f"{base}/en/")
    page.locator("article a[href$='tensor/']").first.click()
    page.wait_for_url("**/en/tensor/")
    page.locator("article a[href$='torch.Tensor.view/']").first.click()
    page.wait_for_url("**/en/tensor/torch.Tensor.view/")
    assert page.locator("h1").inner_text().rstrip("¶") == "torch.Tensor.view"


def test_auto_link_in_text_stays_in_the_language(browser_site) -> None:
    base, browser = browser_site
    page = browser.new_page()
    page.goto(f"{base}/tensor/torch.Tensor.view/")
    link = page.locator("article .md-typeset a[href*='torch.Tensor.contiguous'], article a[href*='torch.Tensor.contiguous']").first
    link.click()
    page.wait_for_url("**/tensor/torch.Tensor.contiguous/")
    assert "/en/" not in page.url
    assert page.locator("html").get_attribute("lang") == "zh"


def test_edit_link_opens_the_source_yaml(browser_site) -> None:
    base, browser = browser_site
    page = browser.new_page()
    page.goto(f"{base}/en/nn/torch.nn.Linear/")
    href = page.locator("a.md-content__button[rel='edit']").get_attribute("href")
    assert href.endswith("/edit/main/entries/nn/torch.nn.Linear.yaml")


def test_no_request_leaves_the_site(browser_site) -> None:
    base, browser = browser_site
    page = browser.new_page()
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    for path in ("/", "/en/", "/tensor/torch.Tensor.view/", "/en/?q=view"):
        page.goto(f"{base}{path}")
        page.wait_for_load_state("networkidle")
    outside = [url for url in requested if not url.startswith(base) and not url.startswith("data:")]
    assert outside == []


def test_entries_json_lists_every_entry_and_matches_its_schema(site: Path) -> None:
    data = json.loads((site / "api" / "entries.json").read_text())
    schema = json.loads((ROOT / "schema" / "entries-export.schema.json").read_text())
    assert list(Draft202012Validator(schema).iter_errors(data)) == []
    expected = sorted(d.id for d in load_corpus().documents if d.family == "entry")
    assert [e["id"] for e in data["entries"]] == expected


def test_language_switch_and_bilingual_404(site: Path) -> None:
    html = (site / "tensor" / "torch.Tensor.view" / "index.html").read_text()
    assert '<a href="../../en/tensor/torch.Tensor.view/" hreflang="en" class="md-select__link">' in html
    # Material would fetch a sitemap.xml beside each alternate (404s): the only one is the Markdown copy's, inside
    # <noscript>, which a browser running scripts never makes an element (site_overrides/main.html)
    assert re.findall(r'(?:<noscript>)?<link rel="alternate"[^>]*>', html) == [
        '<noscript><link rel="alternate" type="text/markdown" href="../torch.Tensor.view.md">']
    assert '<a href="en/" hreflang="en" class="md-select__link">' in (site / "index.html").read_text()
    assert '<a href=".." hreflang="zh" class="md-select__link">' in (site / "en" / "index.html").read_text()
    not_found = (site / "404.html").read_text()
    assert "页面不存在" in not_found and "This page does not exist" in not_found
    assert 'href="./assets/kb.css"' in not_found and "<base href=" in not_found


def test_no_page_view_asks_for_what_the_site_lacks(browser_site) -> None:
    """Every request of a page view is answered (no sitemap.xml beside the alternates), and the 404 page finds
    its styles and home pages under whatever path the site is served at."""
    base, browser = browser_site
    page = browser.new_page()
    failed: list[str] = []
    page.on("response", lambda response: failed.append(response.url) if response.status >= 400 else None)
    for path in ("/", "/en/", "/tensor/torch.Tensor.view/", "/en/tensor/torch.Tensor.view/"):
        page.goto(f"{base}{path}")
        page.wait_for_load_state("networkidle")
    assert failed == []
    page.goto(f"{base}/404.html")
    assert page.locator("article a", has_text="首页").evaluate("a => a.href") == f"{base}/"
    assert page.locator("link[href$='kb.css']").evaluate("l => l.href") == f"{base}/assets/kb.css"
