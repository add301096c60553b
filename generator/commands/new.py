"""`new <dotted.name>`: a prefilled entry and snippet stub from the live torch object (generator/stub.py)."""
from __future__ import annotations

import argparse

from generator import paths
from generator.model import LAYERS
from generator.stub import create


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="dotted name as importable from torch, e.g. torch.nn.GELU")
    parser.add_argument("--layer", choices=LAYERS, help="override the inferred layer")


def run(args: argparse.Namespace) -> int:
    dotted = args.name.strip()
    stub = create(dotted, args.layer)
    print(f"created {paths.rel(stub.entry)} and {paths.rel(stub.snippet)}")
    if stub.aliases:
        print(f"aliases suggested from the installed torch (keep those that are the same API): {', '.join(stub.aliases)}")
    print("next: replace every TODO, then run `python -m generator validate` and "
          f"`python -m generator verify {dotted}`")
    return 0
