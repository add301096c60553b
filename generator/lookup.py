"""Looking names up in the installed torch from `validate`, `verify` and `new`: all of one command's look-ups
in one confined child process (generator/live.py run as a script; why, there), never in this process."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from typing import Any

from generator import paths
from generator.errors import UserError
from generator.live import refusal
from generator.runner.sandbox import KEEP_ENV, confine_lookup

SCRIPT = paths.ROOT / "generator" / "live.py"
# Answers already given in this process (torch does not change under a running command; tests validate many
# corpora in one process): only new queries start a child.
_answers: dict[str, dict[str, Any]] = {}
_version: list[str] = []


def look_up(queries: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """torch's version and one answer per query ({"name", "is_method"?, "signatures"?} for the facts of a
    name, {"name", "describe": True} for what `new` fills in). A name `refusal` refuses is answered
    {"exists": False, "error": why} without being sent."""
    refused = {id(query): refusal(str(query["name"])) for query in queries}
    keys = [json.dumps(query, sort_keys=True) for query in queries]
    sent = list({key: query for key, query in zip(keys, queries)
                 if key not in _answers and not refused[id(query)]}.items())
    if sent or not _version:
        version, answers = _ask([query for _, query in sent])
        _answers.update(zip([key for key, _ in sent], answers))
        _version[:] = [version]
    return _version[0], [{"exists": False, "error": refused[id(query)]} if refused[id(query)] else _answers[key]
                         for key, query in zip(keys, queries)]


def _ask(queries: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """The child's answers, in order."""
    with tempfile.TemporaryDirectory(prefix="lookup-") as workdir:
        isolated = os.geteuid() == 0
        home = "/tmp" if isolated else workdir
        env = {key: os.environ[key] for key in KEEP_ENV if key in os.environ}
        env.update(HOME=home, TMPDIR=home, CUDA_VISIBLE_DEVICES="")
        completed = subprocess.run([sys.executable, "-I", str(SCRIPT), str(paths.ROOT)], input=json.dumps(queries),
                                   capture_output=True, text=True, cwd=workdir, env=env, preexec_fn=confine_lookup,
                                   timeout=900)
    try:
        reply = json.loads(completed.stdout)
    except ValueError:
        tail = completed.stderr.strip().splitlines()[-1:] or [f"exit status {completed.returncode}"]
        raise UserError(f"looking names up in the installed torch failed: {tail[0]}") from None
    return str(reply["torch"]), list(reply["answers"])
