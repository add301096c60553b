"""`python -m generator serve`: the preview serves the site and picks up an edited entry without a restart."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from conftest import ROOT, corpus_args

pytestmark = pytest.mark.slow  # serves a whole site: left out of `make check`


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return None


def wait_for(url: str, needle: str, timeout: float) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        page = fetch(url)
        if page is not None and needle in page:
            return page
        time.sleep(0.5)
    raise AssertionError(f"{needle!r} not served at {url} within {timeout} s")


def test_serve_picks_up_an_edited_entry(corpus_dir: Path, tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen([sys.executable, "-m", "generator", "serve", "--port", str(port), *corpus_args(corpus_dir),
                               "--build-dir", str(tmp_path / "build")], cwd=ROOT, env=env, stdout=log,
                              stderr=subprocess.STDOUT, start_new_session=True)
    page = f"http://127.0.0.1:{port}/en/tensor/torch.zeros/"
    try:
        wait_for(page, "Creates a tensor filled with zeros.", timeout=180)
        entry = corpus_dir / "entries" / "tensor" / "torch.zeros.yaml"
        for asset in ("assets/javascripts/search/minisearch.js", "en/search/names.js", "search/names.js"):
            assert fetch(f"http://127.0.0.1:{port}/{asset}"), asset  # the preview searches as the site does
        entry.write_text(entry.read_text(encoding="utf-8").replace("filled with zeros.", "filled with zeros (edited quokka)."),
                         encoding="utf-8")
        wait_for(page, "Creates a tensor filled with zeros (edited quokka).", timeout=60)
        wait_for(f"http://127.0.0.1:{port}/en/search/text.js", '\\"quokka\\"', timeout=60)  # a new term of its index
    finally:
        os.killpg(server.pid, 15)
        server.wait(timeout=30)
        log.close()
    output = (tmp_path / "serve.log").read_text(encoding="utf-8")
    # English only: the entry's page, torch.ones (which shows its summary under "related"), the layer index,
    # the entry's task group page and the tags page. Nothing else was rewritten.
    assert "regenerated in" in output and ": 5 page(s) written, 0 removed" in output, output[-2000:]
