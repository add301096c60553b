"""Run inside a workspace: the project's snippet runner against a fresh `python snippet.py` per snippet.

Both sides run the same fixed sample of CPU snippets with the same parallelism (one per core, as the
runner's pool does). The runner's per-snippet overhead is measured on a trivial `pass` snippet:
the spacing of results after every worker has delivered its first, times the number of workers, i.e. the
time a warm worker spends per job beyond the snippet's own work. Prints one JSON object.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from generator.corpus import load_corpus
from generator.model import SnippetRef
from generator.runner.pool import Job, run_jobs, workers_wanted
from generator.snippet_result import SnippetResult

SAMPLE = 100
TRIVIAL = 50


def sample(size: int = SAMPLE) -> tuple[Path, list[SnippetRef]]:
    """Every k-th CPU snippet of the corpus in corpus order: a fixed sample for a given corpus."""
    corpus = load_corpus()
    refs = [ref for doc in corpus.documents for ref in doc.snippets if "cpu" in ref.devices]
    step = max(1, len(refs) // size)
    return corpus.snippets_root, refs[::step][:size]


def run_runner(paths: list[Path], timeouts: list[float]) -> tuple[float, list[SnippetResult]]:
    results: list[SnippetResult] = []
    jobs = [Job(i, path, "cpu", timeout) for i, (path, timeout) in enumerate(zip(paths, timeouts))]
    started = time.monotonic()
    run_jobs(jobs, lambda job, result: results.append(result))
    return time.monotonic() - started, results


def fresh(path: Path, timeout: float) -> tuple[str, float]:
    env = {**os.environ, "CUDA_VISIBLE_DEVICES": ""}  # the CPU run, as the runner makes it
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="bench-fresh-") as cwd:
        try:
            done = subprocess.run([sys.executable, str(path)], cwd=cwd, env=env, capture_output=True, timeout=timeout + 60)
        except subprocess.TimeoutExpired:
            return "timeout", time.monotonic() - started
    return "ok" if done.returncode == 0 else "raised", time.monotonic() - started


def run_fresh(paths: list[Path], timeouts: list[float]) -> tuple[float, list[tuple[str, float]]]:
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=workers_wanted(len(paths))) as pool:
        statuses = list(pool.map(fresh, paths, timeouts))
    return time.monotonic() - started, statuses


def trivial_overhead(folder: Path) -> dict[str, float]:
    """Per-job cost of a warm worker: the spacing of results once the first has arrived (worker start-up,
    paid before it, is excluded), times the number of workers sharing the stream."""
    trivial = folder / "trivial.py"
    trivial.write_text("pass\n")
    workers = workers_wanted(TRIVIAL)
    finished: list[float] = []
    results: list[SnippetResult] = []
    jobs = [Job(i, trivial, "cpu", 10.0) for i in range(TRIVIAL)]

    def arrived(job: Job, result: SnippetResult) -> None:
        finished.append(time.monotonic())
        results.append(result)

    started = time.monotonic()
    run_jobs(jobs, arrived)
    spacing = (finished[-1] - finished[workers - 1]) / (TRIVIAL - workers)
    return {"startup_s": finished[0] - started, "wall_s": finished[-1] - started, "workers": workers,
            "per_job_ms": spacing * workers * 1000,
            "in_worker_median_ms": statistics.median(r["seconds"] for r in results) * 1000}


def describe(result: SnippetResult) -> str:
    """A runner result in one line: status, exception, message, and the last line the snippet (or a process it
    started) wrote to stderr, which names the cause when a child process died."""
    last = result.get("stderr", "").strip().splitlines()[-1:]
    return " ".join(filter(None, [result.get("status", "?"), result.get("exc_name"),
                                  (result.get("message") or result.get("reason") or "")[:300],
                                  *(f"(stderr ends: {line[:200]})" for line in last)]))


def main() -> None:
    root, refs = sample()
    paths = [root / ref.path for ref in refs]
    timeouts = [ref.timeout for ref in refs]
    runner_s, results = run_runner(paths, timeouts)
    fresh_s, fresh_runs = run_fresh(paths, timeouts)
    by_job = sorted(results, key=lambda r: r["job"])
    ratios = [seconds / max(r.get("seconds", 0.0), 1e-3) for (_, seconds), r in zip(fresh_runs, by_job)]
    slowest = sorted(zip(by_job, refs), key=lambda pair: -pair[0].get("seconds", 0.0))[:3]
    with tempfile.TemporaryDirectory(prefix="bench-trivial-") as folder:
        trivial = trivial_overhead(Path(folder))
    print(json.dumps({
        "snippets": len(refs), "workers": workers_wanted(len(refs)), "runner_s": runner_s, "fresh_s": fresh_s,
        "differing": [(ref.path, describe(r), status)
                      for ref, r, (status, _) in zip(refs, by_job, fresh_runs) if r.get("status", "?") != status],
        "per_snippet_ratio_median": statistics.median(ratios),
        "fresh_median_s": statistics.median(t for _, t in fresh_runs),
        "runner_median_s": statistics.median(r.get("seconds", 0.0) for r in results),
        "slowest": [f"{ref.path} {r.get('seconds', 0.0):.1f} s" for r, ref in slowest],
        "snippet_seconds_sum": sum(r.get("seconds", 0.0) for r in results), "trivial": trivial,
        "sample": [ref.path for ref in refs],
    }))


if __name__ == "__main__":
    main()
