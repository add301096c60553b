"""`serve`: a live preview. Builds the Markdown, starts the site builder's preview server on it, and
regenerates whenever a file under entries/ or snippets/ (or the generator's templates) changes; only the
pages whose inputs changed are rewritten, and the preview server reloads them."""
from __future__ import annotations

import argparse
import os
import subprocess
import time
from pathlib import Path
from typing import Any

from generator import paths
from generator.errors import UserError
from generator.pipeline import prepare
from generator.site import preview_command, write_config

POLL_S = 0.5
WATCHED_CODE = paths.ROOT / "generator" / "render"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default: 8000)")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help=argparse.SUPPRESS)
    parser.add_argument("--build-dir", type=Path, default=paths.BUILD / "preview",
                        help="where the preview's Markdown and site-builder config go (default: build/preview/, "
                             "apart from what `build` makes)")


def stamps(roots: list[Path]) -> dict[Path, tuple[int, int]]:
    found = {}
    for root in roots:
        for path in root.rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                stat = path.stat()
                found[path] = (stat.st_mtime_ns, stat.st_size)
    return found


def run(args: argparse.Namespace) -> int:
    entries, snippets, build_dir = args.entries.resolve(), args.snippets.resolve(), args.build_dir.resolve()
    watched = [entries, snippets, WATCHED_CODE]
    seen = stamps(watched)
    generated = prepare(entries, snippets, build_dir)

    def configure(navs: dict[str, list[Any]]) -> Path:
        return write_config(navs, build_dir / "preview-site", build_dir, site_url=f"http://127.0.0.1:{args.port}/")

    config = configure(generated.navs)
    server = subprocess.Popen(preview_command(config, args.port), env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    print(f"serving http://127.0.0.1:{args.port}/ (English: /en/); watching {paths.rel(entries)}/ and "
          f"{paths.rel(snippets)}/", flush=True)
    navs = generated.navs
    try:
        while server.poll() is None:
            time.sleep(POLL_S)
            now = stamps(watched)
            if now == seen:
                continue
            seen = now
            started = time.monotonic()
            try:
                generated = prepare(entries, snippets, build_dir)
            except UserError as exc:  # keep serving the last good pages
                print(f"not regenerated: {exc}", flush=True)
                continue
            if generated.navs != navs:  # an entry was added, removed or moved: the builder reloads its config
                navs = generated.navs
                configure(navs)
            print(f"regenerated in {time.monotonic() - started:.2f} s: {len(generated.written)} page(s) written, "
                  f"{len(generated.removed)} removed", flush=True)
    finally:
        server.terminate()
        server.wait()
    return server.returncode or 0
