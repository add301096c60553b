"""Run inside a workspace: the build `python -m generator build` runs (generator/pipeline.py: prepare, publish,
scan), with each phase timed by the pipeline itself. Prints the pipeline's own output, then one JSON object of
seconds per phase.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

STARTED = time.monotonic()

from generator import paths, pipeline  # noqa: E402
from generator.errors import UserError  # noqa: E402


def run(argv: list[str]) -> dict[str, Any]:
    parser = argparse.ArgumentParser(prog="python -m bench.build_driver")
    parser.add_argument("--entries", type=Path, default=paths.ENTRIES)
    parser.add_argument("--snippets", type=Path, default=paths.SNIPPETS)
    parser.add_argument("--site-dir", type=Path, default=paths.SITE)
    parser.add_argument("--build-dir", type=Path, default=paths.BUILD)
    args = parser.parse_args(argv)
    phases = pipeline.Phases({"imports": time.monotonic() - STARTED})
    build_dir, site_dir = args.build_dir.resolve(), args.site_dir.resolve()
    begun = time.monotonic()
    try:
        generated = pipeline.prepare(args.entries.resolve(), args.snippets.resolve(), build_dir, phases)
        pipeline.publish(generated, build_dir, site_dir, phases)
        findings = pipeline.scan(site_dir, build_dir)
        for finding in findings:
            print(finding)
        code = 1 if findings else 0
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        code = 1
    phases.seconds["cli"] = time.monotonic() - begun
    return {"rc": code, "seconds": phases.seconds}


if __name__ == "__main__":
    result = run(sys.argv[1:])
    sys.stdout.flush()
    print(json.dumps(result))
