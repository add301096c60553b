"""Run inside a workspace: `python -m generator build` exactly as the CLI runs it, with each phase timed.

Wraps the phase functions the build command calls (load, validate, snippets, generate, site) with timers,
then calls the CLI's main. Prints the CLI's own output, then one JSON object of seconds per phase.
"""
from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Any

STARTED = time.monotonic()

import generator.commands.build as build  # noqa: E402
from generator.cli import main  # noqa: E402

PHASES = {"load_corpus": "load", "validate": "validate", "run_snippets": "snippets", "generate": "generate",
          "build_site": "site"}


def timed(name: str, function: Callable[..., Any], seconds: dict[str, float]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        begun = time.monotonic()
        try:
            return function(*args, **kwargs)
        finally:
            seconds[name] = seconds.get(name, 0.0) + time.monotonic() - begun
    return wrapper


def run(argv: list[str]) -> dict[str, Any]:
    seconds: dict[str, float] = {"imports": time.monotonic() - STARTED}
    for attribute, name in PHASES.items():
        setattr(build, attribute, timed(name, getattr(build, attribute), seconds))
    begun = time.monotonic()
    code = main(["build", *argv])
    seconds["cli"] = time.monotonic() - begun
    return {"rc": code, "seconds": seconds}


if __name__ == "__main__":
    result = run(sys.argv[1:])
    sys.stdout.flush()
    print(json.dumps(result))
