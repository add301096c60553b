"""The site search (generator/search_index.py) in headless system Chromium (tests/browser.py helpers): its tiers'
sizes, what a page view fetches for it before any query, and four latencies per language:

- `open` — from navigating to `/?q=QUERY` to the first result in the list (page load and names tier included);
- `full text ready` — from focusing the search box on a page loaded in a new browser context (nothing
  cached) to the full-text tier fetched, parsed and indexed (the `data-kb-text="ready"` mark search.js sets);
- `typed` — once both tiers are loaded, from a query entering the box (the `input` event search.js listens
  to) to its results in the list.
"""
from __future__ import annotations

import gzip
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.workspace import REPO

QUERIES = {
    "en": ["tensor", "reshape", "view", "backward", "no_grad", "dtype", "device", "DataLoader", "optimizer", "cuda",
           "gradient", "shape", "Linear", "state_dict", "autocast", "checkpoint", "matmul", "inplace", "memory", "broadcast"],
    "zh": ["张量", "形状", "梯度", "设备", "优化器", "数据", "矩阵", "内存", "报错", "类型",
           "reshape", "view", "backward", "no_grad", "dtype", "DataLoader", "cuda", "Linear", "state_dict", "autocast"],
}
PREFIX = {"zh": "", "en": "/en"}
VIEWED_PAGE = "tensor/torch.Tensor.view/"  # a page view: an entry page, as a reader arriving from elsewhere
OPEN_QUERIES = 7
READY_LOADS = 3
TIMEOUT_MS = 20000
GZIP_LEVEL = 6  # what a web server's gzip uses by default

# In the page: clear the box and wait for an empty list, then put the query in and time until a result shows.
TYPE_AND_TIME = """async (query) => {
  const input = document.querySelector('.md-search__input');
  const list = document.querySelector('.md-search-result__list');
  const settle = (done) => new Promise((resolve, reject) => {
    if (done()) return resolve();
    const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); resolve(); } });
    observer.observe(document.querySelector('.md-search-result'), {childList: true, subtree: true, characterData: true});
    setTimeout(() => { observer.disconnect(); reject(new Error('timeout: ' + query)); }, TIMEOUT_MS);
  });
  input.value = '';
  input.dispatchEvent(new Event('input'));
  await settle(() => list.children.length === 0);
  const started = performance.now();
  input.value = query;
  input.dispatchEvent(new Event('input'));
  await settle(() => list.querySelector('.md-search-result__item') !== null);
  return performance.now() - started;
}""".replace("TIMEOUT_MS", str(TIMEOUT_MS))

FOCUS_AND_TIME = """async () => {
  const started = performance.now();
  document.querySelector('.md-search__input').focus();
  const result = document.querySelector('.md-search-result');
  while (result.dataset.kbText !== 'ready') {
    if (performance.now() - started > TIMEOUT_MS) throw new Error('the full-text tier never got ready');
    await new Promise(resolve => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}""".replace("TIMEOUT_MS", str(TIMEOUT_MS))


@dataclass
class TierSize:
    lang: str
    tier: str
    bytes: int
    gzip_bytes: int


def tier_sizes(site: Path) -> list[TierSize]:
    sizes = []
    for lang, folder in (("zh", site / "search"), ("en", site / "en" / "search")):
        for tier in ("names", "text"):
            data = (folder / f"{tier}.js").read_bytes()
            sizes.append(TierSize(lang, tier, len(data), len(gzip.compress(data, GZIP_LEVEL))))
    return sizes


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def _page_view(browser: Any, url: str) -> dict[str, Any]:
    """What one page view fetches for search before any query: bytes as served and gzipped, and the files."""
    page = browser.new_page()
    fetched: list[tuple[str, bytes]] = []
    page.on("response", lambda r: fetched.append((r.url, r.body())) if "/search/" in r.url else None)
    page.goto(url)
    page.wait_for_load_state("load")
    page.wait_for_timeout(300)  # anything a script would fetch after load
    page.close()
    return {"bytes": sum(len(body) for _, body in fetched),
            "gzip": sum(len(gzip.compress(body, GZIP_LEVEL)) for _, body in fetched),
            "files": sorted(u.rsplit("/", 2)[-2] + "/" + u.rsplit("/", 1)[-1] for u, _ in fetched)}


def latencies(site: Path) -> dict[str, dict[str, Any]]:
    """Per language: the page view's search bytes, `open` and `full text ready` medians, typed median and p95
    (ms), and the queries that found nothing."""
    sys.path.insert(0, str(REPO / "tests"))
    from browser import chromium, serve  # type: ignore[import-not-found]

    results: dict[str, dict[str, Any]] = {}
    with serve(site) as base, chromium() as browser:
        for lang, queries in QUERIES.items():
            view = _page_view(browser, f"{base}{PREFIX[lang]}/{VIEWED_PAGE}")
            page = browser.new_page()
            opened: list[float] = []
            for query in queries[:OPEN_QUERIES]:
                started = time.monotonic()
                page.goto(f"{base}{PREFIX[lang]}/?q={query}", wait_until="commit")
                page.locator(".md-search-result__item").first.wait_for(timeout=TIMEOUT_MS)
                opened.append((time.monotonic() - started) * 1000)
            ready: list[float] = []
            for _ in range(READY_LOADS):  # each in a new browser context: nothing cached
                fresh = browser.new_page()
                fresh.goto(f"{base}{PREFIX[lang]}/{VIEWED_PAGE}")
                ready.append(fresh.evaluate(FOCUS_AND_TIME))
                fresh.close()
            typed: list[float] = []
            missed: list[str] = []
            for query in queries:
                try:
                    typed.append(page.evaluate(TYPE_AND_TIME, query))
                except Exception:
                    missed.append(query)
            page.close()
            results[lang] = {"view": view, "open_median": statistics.median(opened),
                             "ready_median": statistics.median(ready),
                             "typed_median": statistics.median(typed) if typed else None,
                             "typed_p95": percentile(typed, 0.95) if typed else None,
                             "queries": len(typed), "missed": missed}
    return results
