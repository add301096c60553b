"""`mcp`: the knowledge base as an MCP server on stdio, for coding assistants (generator/mcp_server.py)."""
from __future__ import annotations

import argparse
from pathlib import Path

from generator import paths


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site-dir", type=Path, default=paths.SITE, help="the built site it answers from (default: site/)")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    from generator.mcp_server import serve  # the SDK is imported only by this command

    serve(args.site_dir.resolve(), args.entries.resolve(), args.snippets.resolve())
    return 0
