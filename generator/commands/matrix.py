"""`matrix --torch VERSION`: run the corpus on another torch release and write compat/<release>.json
(generator/matrix.py)."""
from __future__ import annotations

import argparse
from pathlib import Path

from generator import paths
from generator.matrix import run_release


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--torch", required=True, metavar="VERSION", help="the torch release, e.g. 2.14.1")
    parser.add_argument("--python", type=Path, help="use this Python (with that torch installed) instead of a venv "
                                                     "under build/matrix/")
    parser.add_argument("--fresh", action="store_true", help="run every snippet again instead of reusing the results "
                                                              "compat/<release>.json or the cache already hold")
    parser.add_argument("--compat-dir", type=Path, default=paths.COMPAT, help=argparse.SUPPRESS)
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES, help=argparse.SUPPRESS)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    print(run_release(args.torch, args.python, args.entries, args.snippets, args.compat_dir, args.fresh))
    return 0
