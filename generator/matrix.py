"""The corpus on another torch release (`matrix --torch VERSION`), written to compat/<release>.json.

The release gets a venv of its own under build/matrix/ (created once; the same pinned requirements as the
project's, with that torch), so the project's own venv is never touched. Its Python runs the same runner (same
isolation) over every snippet and looks up every documented name; the results are written as data with their
provenance. The build compares them with its own run (generator/compat.py).
"""
from __future__ import annotations

import hashlib
import json
import os
import platform
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from generator import paths
from generator.compat import kept_result, read_run, release_of
from generator.corpus import Corpus, load_corpus
from generator.errors import UserError
from generator.model import Outcome
from generator.verification import Interpreter, run_snippets

REQUIREMENTS = paths.ROOT / "requirements.txt"


def venv_python(version: str) -> Path:
    """The release's venv, created and filled on first use."""
    venv = paths.BUILD / "matrix" / f"torch-{version}"
    python = venv / "bin" / "python"
    marker = venv / ".installed"
    if marker.is_file() and python.is_file():
        return python
    print(f"installing torch=={version} into {paths.rel(venv)} (once; from local disk or the package registry)",
          flush=True)
    steps = [[sys.executable, "-m", "venv", str(venv)],
             [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", f"torch=={version}",
              "-r", str(REQUIREMENTS)]]
    for step in steps:
        if subprocess.run(step).returncode != 0:
            raise UserError(f"could not install torch=={version} into {paths.rel(venv)} (command: {' '.join(step)})")
    marker.touch()
    return python


def probe(python: Path, corpus: Corpus) -> dict[str, Any]:
    """That release's torch version, devices and facts about every documented name (generator/live_probe.py)."""
    names = [[name, name.startswith("torch.Tensor.") or (name == doc.id and doc.data.get("kind") == "method")]
             for doc in corpus.documents if doc.family == "entry" for name in doc.names]
    completed = subprocess.run([str(python), "-m", "generator.live_probe"], input=json.dumps(names), text=True,
                               capture_output=True, cwd=paths.ROOT, env={**os.environ, "PYTHONPATH": str(paths.ROOT)})
    if completed.returncode != 0:
        tail = completed.stderr.strip().splitlines()[-1:] or ["(no output)"]
        raise UserError(f"{python}: looking up the documented names failed: {tail[0]}")
    report: dict[str, Any] = json.loads(completed.stdout)
    return report


class Progress:
    """One line per finished snippet on a terminal (rewritten in place), a line every 100 otherwise."""

    def __init__(self) -> None:
        self.tty = sys.stdout.isatty()
        self.started = time.monotonic()

    def __call__(self, outcome: Outcome, done: int, total: int) -> None:
        state = "fails" if outcome.failure else "ok"
        line = f"[{done:>4}/{total}] {time.monotonic() - self.started:6.0f} s  {outcome.ref.path} [{outcome.device}] {state}"
        if self.tty:
            print(f"\r\033[K{line}", end="" if done < total else "\n", flush=True)
        elif done % 100 == 0 or done == total:
            print(line, flush=True)


def _git_commit() -> str:
    completed = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=paths.ROOT)
    return completed.stdout.strip() if completed.returncode == 0 else ""


def _machine(devices: list[str]) -> str:
    return f"{platform.machine()}, {os.cpu_count()} cores, {'+'.join(d.upper() for d in devices)}"


def run_release(version: str, python: Path | None, entries: Path, snippets_root: Path, compat_dir: Path,
                fresh: bool) -> str:
    """Runs the corpus on `version` (with `python`, or in the release's own venv) and writes
    compat_dir/<version>.json; `fresh`: run every snippet again. Returns the line that sums the run up."""
    python = python.absolute() if python else venv_python(version)  # a venv's python is a symlink: keep it
    corpus = load_corpus(entries, snippets_root)
    facts = probe(python, corpus)
    if release_of(facts["torch"]) != version:
        raise UserError(f"{python} has torch {facts['torch']}, not {version}")
    interpreter = Interpreter(str(python), facts["torch"], tuple(facts["devices"]))
    print(f"torch {facts['torch']} ({python}): {len(facts['apis'])} names looked up; running the snippets", flush=True)
    target = compat_dir / f"{version}.json"
    earlier = read_run(target)["snippets"] if target.is_file() else {}
    digests = {ref.path: hashlib.sha256((corpus.snippets_root / ref.path).read_bytes()).hexdigest()
               for doc in corpus.documents for ref in doc.snippets if (corpus.snippets_root / ref.path).is_file()}
    # The file is a cache by content: a snippet whose text that release already ran is not run again.
    wanted = None if fresh else sorted(path for path, digest in digests.items() if digest not in earlier)
    verification = run_snippets(corpus, use_cache=not fresh, interpreter=interpreter, progress=Progress(),
                                snippet_paths=wanted)
    current = set(digests.values())
    # Results of snippets still in the corpus that this run did not reach (another device, or run before) are kept.
    snippets = {key: value for key, value in earlier.items() if key in current}
    for outcome in verification.outcomes:
        if outcome.skipped is None:
            entry = snippets.setdefault(outcome.source_digest, {"path": outcome.ref.path})
            entry["path"] = outcome.ref.path
            entry[outcome.device] = kept_result(outcome.result)
    data = {
        "release": version,
        "torch": facts["torch"],
        "provenance": {
            "date": datetime.now(UTC).isoformat(timespec="seconds"),
            "machine": _machine(facts["devices"]),
            "command": f"python -m generator matrix --torch {version}",
            "devices": facts["devices"],
            "commit": _git_commit(),
        },
        "apis": facts["apis"],
        "snippets": dict(sorted(snippets.items())),
    }
    compat_dir.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    read_run(target)  # what was written is what the build will accept
    ran = [o for o in verification.outcomes if o.skipped is None]
    failing = sum(1 for o in ran if o.failure)
    missing = sum(1 for info in facts["apis"].values() if not info["exists"])
    return (f"{paths.rel(target)}: {len(ran)} snippet run(s) on torch {facts['torch']} "
            f"({len(digests) - len(wanted) if wanted is not None else 0} file(s) kept from the earlier run), {failing} not as their entry "
            f"says; {missing} of {len(facts['apis'])} names missing there")
