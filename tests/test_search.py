"""Search in a real browser, in both languages: the right entry near the top, and each language's own pages."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
import yaml

from browser import chromium, serve, wait_for_results
from conftest import real_corpus
from generator.explain import match_errors
from generator.official_docs import official_docs

pytestmark = pytest.mark.browser
QUERIES = yaml.safe_load((Path(__file__).parent / "search_queries.yaml").read_text(encoding="utf-8"))
CORPUS = real_corpus()
DOCS = CORPUS.by_id


def runs() -> list[tuple[str, str, str]]:
    found = []
    for item in QUERIES:
        for lang in (("zh", "en") if item["site"] == "both" else (item["site"],)):
            found.append((lang, item["q"], item["expect"]))
    return found


def search(page, base: str, lang: str, query: str) -> list[str]:
    prefix = "/en" if lang == "en" else ""
    page.goto(f"{base}{prefix}/?q={quote(query)}")
    # The names tier answers at once; the state becomes `complete` when the full-text tier's results joined.
    wait_for_results(page)
    links = page.locator(".md-search-result__item > .md-search-result__link").evaluate_all(
        "els => els.map(e => new URL(e.href).pathname)")
    return list(dict.fromkeys(links))


@pytest.fixture(scope="module")
def results(site: Path) -> list[tuple[str, str, str, list[str]]]:
    collected = []
    with serve(site) as base, chromium() as browser:
        page = browser.new_page()
        for lang, query, expected in runs():
            collected.append((lang, query, expected, search(page, base, lang, query)))
    return collected


def expected_path(lang: str, entry_id: str) -> str:
    return ("/en/" if lang == "en" else "/") + DOCS[entry_id].page.removesuffix(".md") + "/"


def test_query_list_is_large_enough() -> None:
    assert len(QUERIES) >= 40
    assert all(item["expect"] in DOCS for item in QUERIES), [i["expect"] for i in QUERIES if i["expect"] not in DOCS]


def test_ranking_goals(results) -> None:
    top5 = first = 0
    misses = []
    for lang, query, expected, links in results:
        target = expected_path(lang, expected)
        top5 += target in links[:5]
        first += bool(links) and links[0] == target
        if not links or links[0] != target:
            print(f"  not first: [{lang}] {query!r} -> {links[:3]}")
        if target not in links[:5]:
            misses.append(f"[{lang}] {query!r}: expected {target}, got {links[:5]}")
    n = len(results)
    print(f"\nsearch: {n} queries, top-5 {top5}/{n} ({top5 / n:.0%}), first {first}/{n} ({first / n:.0%})")
    assert top5 / n >= 0.9, "\n".join(misses)
    assert first / n >= 0.7, "\n".join(misses)


def test_an_alias_finds_its_entry_first(results) -> None:
    aliases = {(item["q"], item["expect"]) for item in QUERIES if item.get("alias")}
    assert len(aliases) >= 5
    wrong = [(lang, query, links[:3]) for lang, query, expected, links in results
             if (query, expected) in aliases and links[:1] != [expected_path(lang, expected)]]
    assert wrong == []


def test_each_language_finds_only_its_own_pages(results) -> None:
    for lang, query, _, links in results:
        foreign = [link for link in links if link.startswith("/en/") != (lang == "en")]
        assert foreign == [], (lang, query, foreign)


# Pasted errors as a reader pastes them: whole tracebacks, the last exception deciding.
TRACEBACKS = [
    "Traceback (most recent call last):\n  File \"train.py\", line 41, in <module>\n    loss.backward()\n"
    "  File \"/usr/lib/python3/site-packages/torch/_tensor.py\", line 626, in backward\n"
    "    torch.autograd.backward(\nRuntimeError: Trying to backward through the graph a second time (or directly "
    "access saved tensors after they have already been freed).",
    "Traceback (most recent call last):\n  File \"model.py\", line 8, in forward\n    return self.fc(x)\n"
    "RuntimeError: mat1 and mat2 shapes cannot be multiplied (64x512 and 256x10)\n\nDuring handling of the above "
    "exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"run.py\", line 3\n"
    "RuntimeError: view size is not compatible with input tensor's size and stride (at least one dimension spans "
    "across two contiguous subspaces). Use .reshape(...) instead.",
]


def type_query(page, base: str, lang: str, text: str) -> list[str]:
    page.goto(f"{base}{'/en' if lang == 'en' else ''}/")
    page.keyboard.press("/")
    page.locator(".md-search__input").fill(text)
    wait_for_results(page)
    return page.locator(".md-search-result__item > .md-search-result__link").evaluate_all(
        "els => els.map(e => new URL(e.href).pathname)")


@pytest.fixture(scope="module")
def browser_page(site: Path):
    with serve(site) as base, chromium() as browser:
        page = browser.new_page()
        page.base = base
        yield page


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("number", range(len(TRACEBACKS)))
def test_a_pasted_traceback_finds_what_explain_finds_first(browser_page, lang: str, number: int) -> None:
    text = TRACEBACKS[number]
    expected = match_errors(CORPUS, text)[0].doc
    links = type_query(browser_page, browser_page.base, lang, text)
    assert links[:1] == [expected_path(lang, expected.id)], (expected.id, links[:3])


def test_a_hostile_title_is_shown_as_text(browser_page) -> None:
    page = browser_page
    page.goto(f"{page.base}/en/")
    hostile = '<img src=x onerror="window.injected=1">zzhostile<b>bold</b>'
    page.evaluate("title => window.kbSearch.names.pages.push(['errors/hostile/', title, 1, '', 'zzhostile', 0])",
                  hostile)
    page.keyboard.press("/")
    page.locator(".md-search__input").fill("zzhostile")
    wait_for_results(page)
    heading = page.locator(".md-search-result__item h1").first
    assert heading.text_content() == hostile
    assert page.locator(".md-search-result img, .md-search-result b").count() == 0
    assert page.evaluate("window.injected") is None


def test_the_keyboard_opens_walks_and_follows_the_results(browser_page) -> None:
    page = browser_page
    page.goto(f"{page.base}/en/tensor/torch.zeros/")
    page.keyboard.press("s")
    assert page.evaluate("document.getElementById('__search').checked")
    assert page.evaluate("document.activeElement.classList.contains('md-search__input')")
    page.keyboard.type("DataLoader")
    wait_for_results(page)
    links = page.locator(".md-search-result__link")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    second = links.nth(1).get_attribute("href")
    assert page.evaluate("document.activeElement.getAttribute('href')") == second
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.classList.contains('md-search__input')")
    page.keyboard.press("Escape")
    assert not page.evaluate("document.getElementById('__search').checked")
    page.keyboard.press("/")
    page.keyboard.press("Enter")  # the first result
    page.wait_for_url("**/en/data/torch.utils.data.DataLoader/**")
    assert page.locator("mark[data-md-highlight]").count() > 0  # the query, highlighted on the page it led to


# Issue 33: what each result says, how many there are, typos, names the site does not cover, whole-word marks.
def open_query(page, lang: str, query: str) -> None:
    page.goto(f"{page.base}{'/en' if lang == 'en' else ''}/?q={quote(query)}")
    wait_for_results(page)


def result_paths(page) -> list[str]:
    links = page.locator(".md-search-result__item > .md-search-result__link").evaluate_all(
        "els => els.map(e => new URL(e.href).pathname)")
    return list(dict.fromkeys(links))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_each_result_shows_the_text_that_matched_with_the_query_marked(browser_page, lang: str) -> None:
    page = browser_page
    open_query(page, lang, "pin_memory")
    items = page.locator(".md-search-result__item:has(> .md-search-result__link)")
    assert items.count() >= 3
    for number in range(3):
        teaser = items.nth(number).locator(".md-search-result__teaser").first
        assert len(teaser.inner_text()) > 20
    marks = page.locator(".md-search-result__teaser mark").all_inner_texts()
    assert marks and {mark.lower() for mark in marks} <= {"pin_memory", "pin", "memory"}, marks


def test_the_count_is_honest_and_show_more_lists_every_result(browser_page) -> None:
    page = browser_page
    open_query(page, "en", "tensor")
    count = int(page.locator(".md-search-result__meta").inner_text().split()[0].replace(",", ""))
    items = page.locator(".md-search-result__item:has(> .md-search-result__link)")
    assert 0 < items.count() < count
    while page.locator(".kb-search-more button").count():
        page.locator(".kb-search-more button").click()
    assert items.count() == count


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_name_with_one_typo_finds_the_name(browser_page, lang: str) -> None:
    page = browser_page
    open_query(page, lang, "viwe")
    assert result_paths(page)[:1] == [expected_path(lang, "torch.Tensor.view")]
    assert "view" in page.locator(".kb-search-typo").inner_text()


def test_typing_into_the_box_opens_the_results(browser_page) -> None:
    """As a reader does it: click into the search box on a page and type (no `?q=` link, no shortcut key)."""
    page = browser_page
    page.goto(f"{page.base}/en/tensor/torch.zeros/")
    page.locator("input.md-search__input").click()
    page.keyboard.type("viwe", delay=30)
    wait_for_results(page)
    assert page.locator(".md-search__output").is_visible()
    assert result_paths(page)[:1] == [expected_path("en", "torch.Tensor.view")]


def uncovered_official_name() -> str:
    """An official name the site lacks; the test is skipped, and says so, once every official name has an entry: the
    notice then has nothing to announce."""
    documented = {name for doc in CORPUS.of_family("entry") for name in doc.names}
    # a reader types a public name; `__init__` alone is no query (the search splits on underscores)
    names = [name for _, group in official_docs().pages for name in group
             if name not in documented and not name.rsplit(".", 1)[-1].startswith("_")]
    if not names:
        pytest.skip("every name the official pages list has an entry, so no query can show the official-page notice")
    return names[0]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_torch_name_the_site_lacks_is_answered_with_its_official_page(browser_page, lang: str) -> None:
    page = browser_page
    name = uncovered_official_name()
    open_query(page, lang, name.rsplit(".", 1)[-1])
    notice = page.locator(".kb-search-official")
    assert name in notice.inner_text()
    assert notice.locator("a").first.get_attribute("href") == official_docs().url(name)
    open_query(page, lang, "torch.Tensor.view")  # a name the site has: no such notice
    assert page.locator(".kb-search-official").count() == 0


@pytest.mark.parametrize(("lang", "query"), [("zh", "张量形状"), ("en", "tensor shape")])
def test_a_concept_query_finds_the_apis_that_answer_it(browser_page, lang: str, query: str) -> None:
    page = browser_page
    open_query(page, lang, query)
    top5 = result_paths(page)[:5]
    answers = {expected_path(lang, entry) for entry in ("torch.reshape", "torch.Tensor.view", "torch.permute")}
    assert len(answers & set(top5)) >= 2, top5


def test_the_page_a_result_leads_to_marks_whole_words_only(browser_page) -> None:
    page = browser_page
    pasted = "RuntimeError: view size is not compatible with input tensor's size and stride (at least one " \
             "dimension spans across two contiguous subspaces). Use .reshape(...) instead."
    page.goto(f"{page.base}/en/errors/view-size-not-compatible/?h={quote(pasted)}")
    marks = page.locator("mark[data-md-highlight]")
    assert marks.count() > 0
    cut = page.evaluate("""() => [...document.querySelectorAll('mark[data-md-highlight]')].filter(m => {
        const before = (m.previousSibling && m.previousSibling.textContent || '').slice(-1);
        const after = (m.nextSibling && m.nextSibling.textContent || '').slice(0, 1);
        return /[A-Za-z0-9_]/.test(before) || /[A-Za-z0-9_]/.test(after);
    }).map(m => m.parentNode.textContent.slice(0, 80))""")
    assert cut == []


def test_the_mcp_servers_search_ranks_as_the_search_box(site: Path, results) -> None:
    """`python -m generator mcp`'s search runs the built tiers in node with the browser's rank.js: for every query of
    search_queries.yaml it lists the pages the search box lists, in the same order."""
    from generator.built_site import BuiltSite

    built = BuiltSite(site)
    try:
        differ = [(lang, query, links[:10], urls[:10]) for lang, query, _, links in results
                  for urls in [[hit.url for hit in built.search(query, lang)]] if urls[:10] != links[:10]]
    finally:
        built.close()
    assert differ == []
