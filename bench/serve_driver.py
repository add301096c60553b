"""Run inside a workspace: start `python -m generator serve`, edit one entry's summary, time until the served
page shows the edit. Prints one JSON object.

The entry edited is the one the incremental driver edits (the most linked); its English summary gets a marker.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import yaml

from bench.incremental_driver import most_linked
from generator.corpus import load_corpus

MARKER = " (served edit)"
START_TIMEOUT_S, EDIT_TIMEOUT_S = 900, 300


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def shows(url: str, needle: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return needle in response.read().decode("utf-8")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


def wait_until(url: str, needle: str, timeout: float) -> float | None:
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if shows(url, needle):
            return time.monotonic() - started
        time.sleep(0.25)
    return None


def main() -> None:
    corpus = load_corpus()
    entries = [d for d in corpus.documents if d.family == "entry"]
    links = [[t for key in ("related", "apis") for t in (d.data.get(key) or []) if isinstance(t, str)]
             for d in corpus.documents]
    target = corpus.by_id[most_linked([d.id for d in entries], links)]
    port = free_port()
    url = f"http://127.0.0.1:{port}/en/{target.page.removesuffix('.md')}/"
    with tempfile.TemporaryDirectory(prefix="bench-serve-") as build, open(Path(build) / "log", "w+") as log:
        server = subprocess.Popen([sys.executable, "-m", "generator", "serve", "--port", str(port), "--build-dir", build],
                                  stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
                                  start_new_session=True)
        try:
            ready_s = wait_until(url, target.id, START_TIMEOUT_S)
            data = yaml.safe_load(target.path.read_text(encoding="utf-8"))
            data["summary"]["en"] = data["summary"]["en"].rstrip() + MARKER
            target.path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
            edit_s = wait_until(url, MARKER.strip(" ()"), EDIT_TIMEOUT_S) if ready_s is not None else None
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=60)
            log.seek(0)
            regenerated = [line.strip() for line in log if line.startswith("regenerated")]
    print(json.dumps({"documents": len(corpus.documents), "entry": target.id, "ready_s": ready_s, "edit_s": edit_s,
                      "regenerated": regenerated[-1:]}))


if __name__ == "__main__":
    main()
