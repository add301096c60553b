"""Search index size per language and query latency in headless system Chromium (tests/browser.py helpers).

Two latencies per language: `typed` — in an open page whose search worker is ready, the time from a query
entering the search box (as Material hears it: a keyup) to the first result item in the DOM; `open` — from
navigating to `/?q=...` to the first result item (page load, index download and index build included).
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
OPEN_QUERIES = 5
TIMEOUT_MS = 20000

# In the page: clear the box and wait for an empty list, then type the query and time until a result shows.
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
  input.dispatchEvent(new KeyboardEvent('keyup'));
  await settle(() => list.children.length === 0);
  const started = performance.now();
  input.value = query;
  input.dispatchEvent(new KeyboardEvent('keyup'));
  await settle(() => list.querySelector('.md-search-result__item') !== null);
  return performance.now() - started;
}""".replace("TIMEOUT_MS", str(TIMEOUT_MS))


@dataclass
class IndexSize:
    lang: str
    bytes: int
    gzip_bytes: int
    documents: int


def index_sizes(site: Path) -> list[IndexSize]:
    import json

    sizes = []
    for lang, folder in (("zh", site / "search"), ("en", site / "en" / "search")):
        data = (folder / "search_index.json").read_bytes()
        sizes.append(IndexSize(lang, len(data), len(gzip.compress(data, 9)), len(json.loads(data)["docs"])))
    return sizes


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def latencies(site: Path) -> dict[str, dict[str, Any]]:
    """Per language: median and p95 of typed queries (ms), median of page opens with ?q= (ms), misses."""
    sys.path.insert(0, str(REPO / "tests"))
    from browser import chromium, serve  # type: ignore[import-not-found]

    results: dict[str, dict[str, Any]] = {}
    with serve(site) as base, chromium() as browser:
        for lang, queries in QUERIES.items():
            page = browser.new_page()
            opened: list[float] = []
            for query in queries[:OPEN_QUERIES]:
                started = time.monotonic()
                page.goto(f"{base}{PREFIX[lang]}/?q={query}")
                page.locator(".md-search-result__item").first.wait_for(timeout=TIMEOUT_MS)
                opened.append((time.monotonic() - started) * 1000)
            typed: list[float] = []
            missed: list[str] = []
            for query in queries:
                try:
                    typed.append(page.evaluate(TYPE_AND_TIME, query))
                except Exception:
                    missed.append(query)
            page.close()
            results[lang] = {"typed_median": statistics.median(typed) if typed else None,
                             "typed_p95": percentile(typed, 0.95) if typed else None,
                             "open_median": statistics.median(opened), "queries": len(typed), "missed": missed}
    return results
