"""Runs the snippets of a corpus on every available device and judges each result."""
from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from generator.corpus import Corpus
from generator.model import Failure, Outcome, Verification
from generator.problems import VERIFY_CODES
from generator.runner.cache import ResultCache, key
from generator.runner.judge import verdict
from generator.runner.pool import Job, run_jobs
from generator.snippet_result import SnippetResult

STDERR_LINES = 30  # of a snippet's stderr, shown when it failed: a process it started says why only there


def stderr_tail(result: SnippetResult) -> str:
    return "\n".join(result.get("stderr", "").strip().splitlines()[-STDERR_LINES:])


# A process the snippet started died outside the code it was given: `mp.spawn` raises ProcessExitedException
# (never ProcessRaisedException, which carries the traceback of the rank's own function) when a rank exits with
# a code or a signal on its own; `subprocess` and torchrun report children killed by a signal. Ranks of the FSDP
# and DDP snippets did this now and then, aborting at interpreter exit because a wrapper kept the gloo group's
# threads alive past destroy_process_group() (error entry terminate-called-at-exit; the snippets now free it).
# Such a snippet runs once more: a deterministic failure fails again; a pass counts, and the first failure,
# with the end of its stderr, stays on the outcome for all to see.
CHILD_SIGNALLED = re.compile(r"died with <Signals\.SIG\w+|Signal \d+ \(SIG\w+\) received by PID")


def _child_died(outcome: Outcome) -> bool:
    result = outcome.result
    if not outcome.failure or result.get("status") != "raised":
        return False
    return result.get("exc_name") == "ProcessExitedException" \
        or bool(CHILD_SIGNALLED.search(str(result.get("message", ""))))


def failure_line(outcome: Outcome, corpus: Corpus, failure: Failure | None = None) -> str:
    """A failure as contributors read validate's problems: the entry's PATH:LINE:COL of the snippet, the code,
    the snippet and device, the details and a tip."""
    failure = failure or outcome.failure
    assert failure is not None
    doc = corpus.by_id[outcome.ref.entry_id]
    line, column = doc.where(outcome.ref.json_path)
    name, tip = VERIFY_CODES[failure.code]
    return (f"{doc.shown_path}:{line}:{column}: {failure.code} {name}: {outcome.shown_path} [{outcome.device}] "
            f"{failure.message} (tip: {tip})")


def torch_facts() -> tuple[str, list[str]]:
    import torch

    devices = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
    return torch.__version__, devices


@dataclass(frozen=True)
class Interpreter:
    """The Python whose torch runs the snippets: this one, or another release's venv (`matrix`)."""

    python: str
    torch_version: str
    devices: tuple[str, ...]


def this_interpreter() -> Interpreter:
    version, devices = torch_facts()
    return Interpreter(sys.executable, version, tuple(devices))


def run_snippets(corpus: Corpus, ids: Iterable[str] | None = None, use_cache: bool = False,
                 interpreter: Interpreter | None = None,
                 progress: Callable[[Outcome, int, int], None] | None = None,
                 snippet_paths: Iterable[str] | None = None) -> Verification:
    """Outcomes in corpus order, of the entries `ids` and the snippet files `snippet_paths` (relative to
    snippets/) when given. Verified results are always written to the cache; read from it only if use_cache.
    progress(outcome, done, total) is called as each run finishes."""
    wanted = set(ids) if ids else None
    wanted_paths = set(snippet_paths) if snippet_paths is not None else None
    interpreter = interpreter or this_interpreter()
    version, available = interpreter.torch_version, list(interpreter.devices)
    cache = ResultCache()
    outcomes: list[Outcome] = []
    jobs: list[Job] = []
    for doc in corpus.documents:
        if wanted is not None and doc.id not in wanted:
            continue
        for ref in doc.snippets:
            if wanted_paths is not None and ref.path not in wanted_paths:
                continue
            source_path = corpus.snippets_root / ref.path
            if not source_path.is_file():
                continue  # reported by validate (E210/E211)
            source = source_path.read_bytes()
            source_digest = hashlib.sha256(source).hexdigest()
            for device in ref.devices:
                outcome = Outcome(ref, device, source_digest=source_digest)
                outcomes.append(outcome)
                if device not in available:
                    outcome.skipped = f"no {device.upper()} on this machine"
                    continue
                if not ref.runs_on(version):
                    outcome.skipped = f"needs a {ref.build} build of torch, not {version}"
                    continue
                cache_key = key(source, version, device)
                hit = cache.get(cache_key) if use_cache else None
                if hit is not None:
                    outcome.result, outcome.cached = hit, True
                else:
                    jobs.append(Job((outcome, cache_key), source_path, device, ref.timeout))

    done, total = 0, len(jobs)

    def finished(job: Job, result: SnippetResult) -> None:
        nonlocal done
        outcome, cache_key = job.key
        outcome.result = result
        outcome.failure = verdict(outcome.ref, result, outcome.shown_path)
        if outcome.failure is None:
            cache.put(cache_key, result)  # only verified results: a failure is always re-run
        done += 1
        if progress:
            progress(outcome, done, total)

    run_jobs(jobs, finished, interpreter.python)
    again = [job for job in jobs if _child_died(job.key[0])]
    for job in again:
        outcome = job.key[0]
        outcome.first_failure = outcome.failure
        outcome.first_stderr = stderr_tail(outcome.result)
    done, total = 0, len(again)
    run_jobs(again, finished, interpreter.python)
    for outcome in outcomes:
        if outcome.cached:
            outcome.failure = verdict(outcome.ref, outcome.result, outcome.shown_path)
    return Verification(outcomes, version, available)
