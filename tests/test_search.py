"""Search in a real browser, in both languages: the right entry near the top, and each language's own pages."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
import yaml

from browser import chromium, serve
from generator.corpus import load_corpus

pytestmark = pytest.mark.browser
QUERIES = yaml.safe_load((Path(__file__).parent / "search_queries.yaml").read_text(encoding="utf-8"))
DOCS = load_corpus().by_id


def runs() -> list[tuple[str, str, str]]:
    found = []
    for item in QUERIES:
        for lang in (("zh", "en") if item["site"] == "both" else (item["site"],)):
            found.append((lang, item["q"], item["expect"]))
    return found


def search(page, base: str, lang: str, query: str) -> list[str]:
    prefix = "/en" if lang == "en" else ""
    page.goto(f"{base}{prefix}/?q={quote(query)}")
    # The meta line reads "Initializing search" until the worker has built the index, then gives a count.
    page.wait_for_function(
        "() => /\\d|no matching|没有/i.test(document.querySelector('.md-search-result__meta')?.textContent || '')",
        timeout=90000)
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
