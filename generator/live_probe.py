"""Run by another torch release's Python (`matrix`): the facts of that release about the names the corpus
documents. Reads a JSON list of [name, is_method] on stdin; writes one JSON object on stdout:
{"torch": version, "devices": [...], "apis": {name: {"exists": bool, "error"?: str, "signatures"?: [[[param,
default], ...], ...]}}}. Imports only the standard library, torch and generator.live, which that venv has.
"""
from __future__ import annotations

import json
import sys
from typing import Any

from generator.live import resolve, signatures


def facts(name: str, is_method: bool) -> dict[str, Any]:
    try:
        obj = resolve(name)
    except LookupError as exc:
        return {"exists": False, "error": str(exc)}
    except Exception as exc:  # importing a submodule of that release failed: the name is not usable there
        return {"exists": False, "error": f"{type(exc).__name__}: {exc}"}
    if not callable(obj):
        return {"exists": True}
    try:
        found = signatures(obj, name.rsplit(".", 1)[-1], is_method=is_method)
    except Exception:  # a signature torch cannot describe: nothing to compare, not a difference
        found = []
    return {"exists": True, "signatures": [[[p.name, p.default] for p in params] for params in found]}


def main() -> None:
    import torch

    names = json.load(sys.stdin)
    devices = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
    report = {"torch": torch.__version__, "devices": devices,
              "apis": {name: facts(name, is_method) for name, is_method in names}}
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
