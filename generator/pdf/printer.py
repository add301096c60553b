"""Prints HTML files to PDF with the system Chromium (never a downloaded browser), offline: every request
that would leave the machine is refused, and any attempt fails the print. The parts of the books (each
chapter, the front matter) print a few at a time in one browser, one page each: Chromium lays each out in its
own renderer process, so the cores work side by side, and a small document prints in time proportional to
its length where one giant page grew faster than the book."""
from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from generator.errors import UserError

if TYPE_CHECKING:
    from playwright.async_api import Browser, Route

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
LOCAL_SCHEMES = {"file", "data", "about", "blob"}
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}
# Documents printed at once: one per core this process may use (each has a renderer process of its own), at most 8;
# only 2 has been measured so far. `pdf --parallel N` overrides it.
PARALLEL = max(1, min(8, len(os.sched_getaffinity(0))))


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or parts.hostname in LOCAL_HOSTS


async def _print_one(browser: Browser, source: Path, target: Path) -> list[str]:
    """Print `source` to `target` (page size, margins and page numbers come from its @page rule);
    returns the network requests it refused."""
    refused: list[str] = []

    async def guard(route: Route) -> None:
        if is_local(route.request.url):
            await route.continue_()
        else:
            refused.append(route.request.url)
            await route.abort()

    context = await browser.new_context()
    try:
        await context.route("**/*", guard)
        page = await context.new_page()
        await page.goto(source.as_uri(), wait_until="load")
        await page.evaluate("document.fonts.ready.then(() => true)")  # every font loaded before the layout
        await page.pdf(path=str(target), prefer_css_page_size=True, print_background=True, outline=True, tagged=True)
    finally:
        await context.close()
    return refused


async def _print_all(jobs: list[tuple[Path, Path]], parallel: int) -> list[list[str]]:
    from playwright.async_api import async_playwright  # imported here: the other commands do not need it

    slots = asyncio.Semaphore(max(1, parallel))

    async def bounded(source: Path, target: Path) -> list[str]:
        async with slots:
            return await _print_one(browser, source, target)

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            return list(await asyncio.gather(*(bounded(source, target) for source, target in jobs)))
        finally:
            await browser.close()


def print_pdfs(jobs: list[tuple[Path, Path]], parallel: int = PARALLEL) -> None:
    """Print each (source HTML, target PDF) pair, `parallel` at a time in the order given (put the longest
    first). A print that reached for the network leaves no PDF and fails the whole call, naming the addresses."""
    if not CHROMIUM.exists():
        raise UserError(f"{CHROMIUM} not found (Debian package chromium); the PDFs are printed with it")
    refused = asyncio.run(_print_all(jobs, parallel))
    for (source, target), addresses in zip(jobs, refused):
        if addresses:
            target.unlink(missing_ok=True)
            raise UserError(f"printing {source.name} tried to reach the network: {', '.join(sorted(set(addresses))[:5])}")
