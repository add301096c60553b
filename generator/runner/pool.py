"""Feeds snippet jobs to warm workers, one per core, and collects their results."""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import paths
from generator.runner.sandbox import not_dumpable
from generator.snippet_result import SnippetResult

DEFAULT_MEMORY_MB = 6144  # address space beyond the warm worker's, per snippet


@dataclass(frozen=True)
class Job:
    key: Any  # caller's handle, returned with the result
    path: Path
    device: str
    timeout: float
    memory_mb: int = DEFAULT_MEMORY_MB


# What a worker inherits of the environment: whatever else is set there (tokens, keys) stays out of its memory,
# and so out of every snippet's process, which is a fork of it.
WORKER_ENV = ("PATH", "LANG", "LC_ALL", "TZ", "HOME", "LD_LIBRARY_PATH")
WORKER_ENV_PREFIXES = ("CUDA_", "NVIDIA_")


def worker_environment() -> dict[str, str]:
    return {key: value for key, value in os.environ.items()
            if key in WORKER_ENV or key.startswith(WORKER_ENV_PREFIXES)}


class _Worker:
    def __init__(self, python: str) -> None:
        self.python = python
        self.process = subprocess.Popen(
            [python, "-m", "generator.runner.worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=paths.ROOT,
            env={**worker_environment(), "PYTHONPATH": str(paths.ROOT)},
        )
        assert self.process.stdin is not None and self.process.stdout is not None  # both are pipes
        self.stdin, self.stdout = self.process.stdin, self.process.stdout
        hello = self.stdout.readline()
        if not hello:
            raise RuntimeError("snippet worker failed to start (could not import torch?)")

    def run(self, job: Job, number: int) -> SnippetResult:
        message = {"job": number, "path": str(job.path.resolve()), "device": job.device,
                   "timeout": job.timeout, "memory_mb": job.memory_mb}
        self.stdin.write(json.dumps(message) + "\n")
        self.stdin.flush()
        line = self.stdout.readline()
        if not line:
            raise RuntimeError("snippet worker died")
        return json.loads(line)

    def close(self) -> None:
        self.stdin.close()
        self.stdout.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:  # a loaded machine; the results are in, so stop waiting for its exit
            self.process.kill()
            self.process.wait()


def workers_wanted(jobs: int) -> int:
    return max(1, min(jobs, len(os.sched_getaffinity(0))))


def run_jobs(jobs: list[Job], on_result: Callable[[Job, SnippetResult], None], python: str = sys.executable) -> None:
    """Run every job in workers started by `python` (another torch release's venv for `matrix`); on_result is
    called (from worker threads, serialised) as each finishes."""
    if not jobs:
        return
    not_dumpable()  # the workers' pipes, seen from /proc, are out of a snippet's reach
    pending: queue.Queue[tuple[int, Job]] = queue.Queue()
    for number, job in enumerate(jobs):
        pending.put((number, job))
    lock = threading.Lock()
    failures: list[BaseException] = []

    def drain() -> None:
        worker = _Worker(python)
        try:
            while True:
                try:
                    number, job = pending.get_nowait()
                except queue.Empty:
                    return
                try:
                    result = worker.run(job, number)
                except RuntimeError as exc:  # the worker itself broke: report, replace it, go on
                    result = {"status": "crash", "crash": "worker", "reason": str(exc), "stdout": "", "stderr": ""}
                    worker = _Worker(python)
                with lock:
                    on_result(job, result)
        except BaseException as exc:
            failures.append(exc)
        finally:
            worker.close()

    threads = [threading.Thread(target=drain) for _ in range(workers_wanted(len(jobs)))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
