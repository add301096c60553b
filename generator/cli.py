"""`python -m generator COMMAND`: a thin dispatcher; each command lives in generator/commands/."""
from __future__ import annotations

import argparse
import importlib
import sys

from generator.errors import UserError

COMMANDS = {
    "validate": "check every entry against the schema, the links, the snippets and the installed torch",
    "verify": "run every snippet and check its expected outcome",
    "check": "the quick loop: validate, then run the snippets of the entries changed against main (or named)",
    "build": "validate, generate the Markdown and build the site into site/",
    "serve": "live preview at http://127.0.0.1:8000/ that regenerates when an entry or snippet changes",
    "pdf": "print a PDF per language and zip the offline site, from the built site",
    "stats": "content counts per entry and coverage of the required API lists",
    "explain": "find the error entries matching a pasted error message or traceback",
    "new": "create a prefilled entry and snippet stub for a torch API",
    "doctor": "check this environment (torch, CUDA, cuDNN, devices) and name known problems",
    "matrix": "run the corpus on another torch release (a venv of its own) and write compat/<release>.json",
    "mcp": "serve the knowledge base to coding assistants: an MCP server on stdio, answering from the built site",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator", description="PyTorch API knowledge base generator")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    # Only the command asked for is imported (what it imports is all a run loads: the MCP server starts fast).
    words = sys.argv[1:] if argv is None else argv
    chosen = next((word for word in words if not word.startswith("-")), None)
    modules = {}
    for name, help_text in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        if name == chosen:
            modules[name] = importlib.import_module(f"generator.commands.{name}")
            modules[name].add_arguments(command)
    args = parser.parse_args(argv)
    try:
        return modules[args.command].run(args)
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0
