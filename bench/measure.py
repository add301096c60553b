"""Each measurement of the benchmark: runs its driver in a workspace and adds its rows to the table."""
from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

from bench.search import latencies, tier_sizes
from bench.table import Table, seconds, size
from bench.workspace import Workspace

BUILD_GOAL_S, SCALING_GOAL = 60.0, 2.2  # build of 1,000 documents; build of 2,000 over build of 1,000
PDF_TIMEOUT_S = 2400
PDF_KB_PER_PAGE_GOAL = 16.0  # each book; and its time at 2,000 entries over 1,000: SCALING_GOAL


def snippets(ws: Workspace, table: Table) -> None:
    r = ws.json_of("bench.snippet_driver")
    area, corpus = "1 snippets", f"real, {r['snippets']} snippets"
    ratio = r["fresh_s"] / r["runner_s"]
    table.add(area, f"fresh `python snippet.py` total ({r['workers']} in parallel)", corpus, seconds(r["fresh_s"]))
    table.add(area, "runner (run_jobs) total, worker start included", corpus, seconds(r["runner_s"]))
    table.add(area, "speed-up, totals", corpus, f"{ratio:.1f}×", "≥ 20×", ratio >= 20)
    table.add(area, "speed-up, per snippet (median of fresh/runner)", corpus, f"{r['per_snippet_ratio_median']:.1f}×", "≥ 20×",
              r["per_snippet_ratio_median"] >= 20)
    table.add(area, "median snippet: fresh / in runner", corpus, f"{r['fresh_median_s']:.2f} s / {r['runner_median_s']:.2f} s")
    table.add(area, "slowest in runner (own work)", corpus, "; ".join(r["slowest"]))
    t = r["trivial"]
    table.add(area, "runner overhead per snippet (`pass`, N=50)", "trivial", f"{t['per_job_ms']:.0f} ms "
              f"(in worker: {t['in_worker_median_ms']:.0f} ms)", "≤ 50 ms", t["per_job_ms"] <= 50)
    table.add(area, "runner start-up (first result of the `pass` run)", "trivial", seconds(t["startup_s"]))
    for path, runner, fresh in r["differing"]:
        table.add(area, "outcome differs between the two sides", corpus, f"{path}: runner {runner}, fresh {fresh}")


def pipeline(ws: Workspace, corpus: str, table: Table, goal: bool = False) -> dict[str, float]:
    """`python -m generator build` from a clean build/ (snippet results cached), each phase timed. `goal`: this is
    the corpus of about 1,000 documents (a few synthetic names may have been dropped, see corpora.py)."""
    shutil.rmtree(ws.root / "build", ignore_errors=True)
    shutil.rmtree(ws.site, ignore_errors=True)
    started = time.monotonic()
    r = ws.json_of("bench.build_driver", "--entries", str(ws.entries), "--snippets", str(ws.snippets), "--site-dir", str(ws.site))
    total = time.monotonic() - started
    phases: dict[str, float] = r["seconds"]
    area = "2 pipeline"
    table.add(area, "build total (process wall)", corpus, seconds(total), f"< {BUILD_GOAL_S:.0f} s" if goal else "",
              total < BUILD_GOAL_S if goal else None)
    details = ", ".join(f"{name} {phases.get(name, 0.0):.1f}" for name in ("imports", "load", "validate", "snippets", "generate"))
    table.add(area, "validate (incl. load)", corpus, seconds(phases.get("load", 0.0) + phases.get("validate", 0.0)))
    table.add(area, "generate", corpus, seconds(phases.get("generate", 0.0)))
    table.add(area, "site (mkdocs build + index split)", corpus, seconds(phases.get("site", 0.0)), f"phases (s): {details}")
    return {"total": total, **phases}


def scaling(builds: dict[str, dict[str, float]], small: str, large: str, table: Table) -> None:
    for phase in ("total", "validate", "generate", "site"):
        ratio = builds[large][phase] / builds[small][phase]
        goal = f"≤ {SCALING_GOAL}×" if phase == "total" else ""
        table.add("2 pipeline", f"{phase}: {large} / {small}", "both", f"{ratio:.2f}×", goal,
                  ratio <= SCALING_GOAL if goal else None)


# Issue 19's goals for the site search, at the real corpus and at the largest synthetic one.
PAGE_VIEW_BYTES_REAL = 200_000  # fetched for search before any query, uncompressed
PAGE_VIEW_GZIP_LARGEST = 150_000  # the same, gzipped
OPEN_GOAL_MS, TYPED_P95_GOAL_MS, FULL_TEXT_READY_GOAL_MS = 500, 50, 1500


def search(ws: Workspace, corpus: str, table: Table, largest: bool) -> None:
    area = "4 search"
    for tier in tier_sizes(ws.site):
        table.add(area, f"{tier.tier} tier {tier.lang}", corpus, f"{size(tier.bytes)}, gzip {size(tier.gzip_bytes)}")
    goals = corpus == "real" or largest
    for lang, r in latencies(ws.site).items():
        view = r["view"]
        value = f"{view['bytes'] / 1000:.0f} KB, gzip {view['gzip'] / 1000:.0f} KB ({', '.join(view['files'])})"
        if corpus == "real":
            table.add(area, f"page view: search bytes before a query, {lang}", corpus, value,
                      f"≤ {PAGE_VIEW_BYTES_REAL // 1000} KB", view["bytes"] <= PAGE_VIEW_BYTES_REAL)
        elif largest:
            table.add(area, f"page view: search bytes before a query, {lang}", corpus, value,
                      f"≤ {PAGE_VIEW_GZIP_LARGEST // 1000} KB gzip", view["gzip"] <= PAGE_VIEW_GZIP_LARGEST)
        else:
            table.add(area, f"page view: search bytes before a query, {lang}", corpus, value)
        table.add(area, f"open /?q= {lang}: first results, median", corpus, f"{r['open_median']:.0f} ms",
                  f"≤ {OPEN_GOAL_MS} ms" if goals else "", r["open_median"] <= OPEN_GOAL_MS if goals else None)
        table.add(area, f"full-text tier {lang}: focus to ready, median", corpus, f"{r['ready_median']:.0f} ms",
                  f"≤ {FULL_TEXT_READY_GOAL_MS} ms" if goals else "",
                  r["ready_median"] <= FULL_TEXT_READY_GOAL_MS if goals else None)
        missed = f", no result: {', '.join(r['missed'])}" if r["missed"] else ""
        p95 = r["typed_p95"]
        table.add(area, f"typed query {lang} median / p95 ({r['queries']} queries{missed})", corpus,
                  f"{r['typed_median']:.0f} / {p95:.0f} ms" if p95 is not None else "none answered",
                  f"p95 ≤ {TYPED_P95_GOAL_MS} ms" if goals else "",
                  (p95 is not None and p95 <= TYPED_P95_GOAL_MS) if goals else None)


def build_only(ws: Workspace) -> None:
    """The site, for the measurements that need one, without adding build rows (`--only pdf` or `search`)."""
    shutil.rmtree(ws.root / "build", ignore_errors=True)
    shutil.rmtree(ws.site, ignore_errors=True)
    ws.json_of("bench.build_driver", "--entries", str(ws.entries), "--snippets", str(ws.snippets), "--site-dir", str(ws.site))


def _pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"Pages:\s+(\d+)", info)
    if found is None:
        raise RuntimeError(f"pdfinfo printed no page count for {pdf}:\n{info}")
    return int(found.group(1))


def pdf(ws: Workspace, corpus: str, table: Table, notes: list[str]) -> float | None:
    """`python -m generator pdf`: its time, and each book's pages and bytes per page. Returns the time."""
    if not (ws.root / "generator" / "commands" / "pdf.py").is_file():
        notes.append("pdf: `python -m generator pdf` does not exist in this checkout; skipped")
        return None
    area = "5 pdf"
    started = time.monotonic()
    try:
        done = ws.python("generator", "pdf", "--site-dir", str(ws.site), timeout=PDF_TIMEOUT_S)
    except Exception as exc:
        table.add(area, "pdf + offline zip", corpus, f"not finished in {PDF_TIMEOUT_S} s ({type(exc).__name__})")
        return None
    wall = time.monotonic() - started
    if done.returncode != 0:
        table.add(area, "pdf + offline zip", corpus, f"failed: {done.stderr.strip()[-200:]}")
        return None
    detail = "; ".join(line.split(": ", 1)[-1] for line in done.stdout.splitlines() if " in " in line)
    table.add(area, "pdf (both languages) + offline zip", corpus, seconds(wall), detail)
    for book in sorted((ws.site / "pdf").glob("pytorch-api-*.pdf")):
        pages = _pages(book)
        per_page = book.stat().st_size / 1024 / pages
        table.add(area, f"{book.stem.removeprefix('pytorch-api-')} book: {pages} pages, {size(book.stat().st_size)}",
                  corpus, f"{per_page:.1f} KB/page", f"≤ {PDF_KB_PER_PAGE_GOAL:.0f} KB/page", per_page <= PDF_KB_PER_PAGE_GOAL)
    return wall


def pdf_scaling(times: dict[str, float | None], small: str, large: str, table: Table) -> None:
    small_s, large_s = times.get(small), times.get(large)
    if small_s and large_s:
        ratio = large_s / small_s
        table.add("5 pdf", f"pdf: {large} / {small}", "both", f"{ratio:.2f}×", f"≤ {SCALING_GOAL}×", ratio <= SCALING_GOAL)


def incremental(ws: Workspace, corpus: str, table: Table) -> None:
    r: dict[str, Any] = ws.json_of("bench.incremental_driver")
    area = "3 incremental"
    exact = r["written"] == r["expected"] and not r["unexpected"]
    table.add(area, f"files written after editing `{r['entry']}` summary (linked from {r['linked_from']})", corpus,
              f"{r['written']} written / {r['expected']} expected", "only those", exact)
    table.add(area, "generate() after the edit", corpus, seconds(r["edit_s"]), "≤ 1 s", r["edit_s"] <= 1.0)
    table.add(area, "generate() with no change", corpus, f"{seconds(r['noop_s'])}, {r['noop_written']} written")


def serve(ws: Workspace, corpus: str, table: Table) -> None:
    r: dict[str, Any] = ws.json_of("bench.serve_driver")
    area = "3 incremental"
    table.add(area, "`generator serve`: start until the first page is served", corpus,
              seconds(r["ready_s"]) if r["ready_s"] is not None else "not served")
    picked = r["edit_s"] is not None
    table.add(area, f"`generator serve`: edit of `{r['entry']}` until the served page shows it", corpus,
              seconds(r["edit_s"]) if picked else "not picked up", "picked up", picked)
    if r["regenerated"]:
        table.add(area, "`generator serve`: its regeneration", corpus, r["regenerated"][0].removeprefix("regenerated "))
