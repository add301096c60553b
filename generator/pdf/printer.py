"""Prints an HTML file to PDF with the system Chromium (never a downloaded browser), offline: every
request that would leave the machine is refused, and any attempt fails the print."""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Iterator
from urllib.parse import urlsplit

from generator.errors import UserError

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Route

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
LOCAL_SCHEMES = {"file", "data", "about", "blob"}
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


@contextmanager
def chromium() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        raise UserError(f"{CHROMIUM} not found (Debian package chromium); the PDFs are printed with it")
    from playwright.sync_api import sync_playwright  # imported here: the other commands do not need it

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or parts.hostname in LOCAL_HOSTS


def print_pdf(browser: Browser, source: Path, target: Path) -> None:
    """Print `source` to `target`; page size, margins and page numbers come from its @page rule."""
    refused: list[str] = []

    def guard(route: Route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    context = browser.new_context()
    try:
        context.route("**/*", guard)
        page = context.new_page()
        page.goto(source.as_uri(), wait_until="load")
        page.evaluate("document.fonts.ready.then(() => true)")  # every font loaded before the layout is printed
        page.pdf(path=str(target), prefer_css_page_size=True, print_background=True, outline=True, tagged=True)
    finally:
        context.close()
    if refused:
        target.unlink(missing_ok=True)
        raise UserError(f"printing {source.name} tried to reach the network: {', '.join(sorted(set(refused))[:5])}")
