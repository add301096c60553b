"""Pages that fit their reader's screen, in headless Chromium at 1280 px and 390 px, both languages: no
signature runs out of its box or under the copy button, and no identifier in a table is broken mid-word."""
from __future__ import annotations

from pathlib import Path

import pytest

from browser import chromium, serve

pytestmark = pytest.mark.browser
WIDTHS = (1280, 390)
# The longest signatures and identifiers of the corpus: DataLoader's signature (2,741 px on one line),
# export's `prefer_deferred_runtime_asserts_over_guards`, LayerNorm's `normalized_shape`.
PAGES = ("data/torch.utils.data.DataLoader/", "deploy/torch.export.export/", "nn/torch.nn.LayerNorm/")

# Per signature box: how far its text runs past the box, and whether a line of it lies under the copy button.
SIGNATURES = """() => [...document.querySelectorAll('.kb-signature pre')].map(pre => {
  const code = pre.querySelector('code'), button = pre.querySelector('.md-code__nav');
  const overflow = code.scrollWidth - code.clientWidth;
  let covered = false;
  if (button) {
    const b = button.getBoundingClientRect(), range = document.createRange();
    range.selectNodeContents(code);
    covered = [...range.getClientRects()].some(r => r.width > 0 && r.right > b.left && r.left < b.right
                                                   && r.bottom > b.top && r.top < b.bottom);
  }
  return {overflow, covered, text: code.textContent.slice(0, 60)};
})"""
# Code spans in tables without a space (an identifier, a value) that the browser laid out on more than one line.
BROKEN_IDENTIFIERS = """() => [...document.querySelectorAll('article table code')]
  .filter(code => !/\\s/.test(code.textContent.trim()) && code.getClientRects().length > 1)
  .map(code => code.textContent)"""


@pytest.fixture(scope="module")
def browser_site(site: Path):
    with serve(site) as base, chromium() as browser:
        yield base, browser


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_signatures_stay_in_their_box_and_clear_of_the_copy_button(browser_site, lang: str, width: int) -> None:
    base, browser = browser_site
    page = browser.new_page(viewport={"width": width, "height": 900})
    for path in PAGES:
        page.goto(f"{base}{'/en' if lang == 'en' else ''}/{path}")
        page.locator(".kb-signature .md-code__button").first.wait_for(state="attached")  # Material adds it
        boxes = page.evaluate(SIGNATURES)
        assert boxes, path
        assert [b for b in boxes if b["overflow"] > 0 or b["covered"]] == [], path
    page.close()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_table_identifiers_are_never_broken_mid_word(browser_site, lang: str, width: int) -> None:
    base, browser = browser_site
    page = browser.new_page(viewport={"width": width, "height": 900})
    for path in PAGES:
        page.goto(f"{base}{'/en' if lang == 'en' else ''}/{path}")
        assert page.locator("article table code").count() > 0, path
        assert page.evaluate(BROKEN_IDENTIFIERS) == [], path
    page.close()


def test_a_long_signature_shows_one_parameter_a_line(browser_site) -> None:
    base, browser = browser_site
    page = browser.new_page()
    page.goto(f"{base}/en/data/torch.utils.data.DataLoader/")
    lines = page.locator(".kb-signature code").inner_text().splitlines()
    assert lines[0] == "torch.utils.data.DataLoader(" and lines[1] == "    dataset," and lines[-1] == ")"
    page.goto(f"{base}/en/tensor/torch.Tensor.view/")  # a short one stays on one line
    assert len(page.locator(".kb-signature code").inner_text().strip().splitlines()) == 1
    page.close()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_sidebar_group_opens_its_own_page_expanded_and_names_are_not_cut(browser_site, lang: str) -> None:
    base, browser = browser_site
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    prefix = "/en" if lang == "en" else ""
    page.goto(f"{base}{prefix}/tensor/torch.zeros/")
    page.locator(".md-nav--primary a.md-nav__link[href$='groups/reduction/']").first.click()
    page.wait_for_url(f"**{prefix}/tensor/groups/reduction/")
    sidebar = page.locator(".md-nav--primary")
    assert sidebar.locator("a.md-nav__link[href$='torch.sum/']").first.is_visible()
    cut = page.evaluate("""() => [...document.querySelectorAll('.md-nav--primary .md-ellipsis')]
        .filter(e => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1).map(e => e.textContent.trim())""")
    assert cut == []
    page.close()
