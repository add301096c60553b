"""A static file server and a headless Chromium page for browser tests (system Chromium, never downloaded)."""
from __future__ import annotations

import functools
import http.server
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from conftest import require_system_tool

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a page left before its download ended
            super().handle_error(request, client_address)  # type: ignore[arg-type]


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@contextmanager
def chromium() -> Iterator[object]:
    require_system_tool(Path(CHROMIUM).exists(), "Chromium (Debian package `chromium`)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


RESULTS_SETTLED = """() => {
  const result = document.querySelector(".md-search-result"), box = document.querySelector(".md-search__input");
  return !!result && !!box && result.dataset.kbState === "complete" && result.dataset.kbQuery === box.value;
}"""


def wait_for_results(page: object, timeout_ms: float = 60000) -> None:
    """Until the list shows both search tiers' results for the query now in the box: the names tier answers at
    once, the full-text tier joins when it has loaded, and a list can still answer an earlier query."""
    page.wait_for_function(RESULTS_SETTLED, timeout=timeout_ms)  # type: ignore[attr-defined]
