"""Throwaway copies of the repository to benchmark in, and a snapshot of the real corpus that builds.

A workspace is <base>/<name>/ holding a copy of the code and data (no .git, .venv, build, site), its own
.cache/ (seeded from this checkout's snippet results) and <base>/shared -> ../shared, so the generator's
paths (build/, site/, .cache/, ../shared/coverage) all resolve inside the copy.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parent.parent
SKIP = {".git", ".venv", "__pycache__", ".pytest_cache", "node_modules"}  # at any depth
SKIP_TOP = {"build", "site", ".cache", "tmp_helper"}  # only the checkout's own: generator/site/ is code


@dataclass
class Workspace:
    root: Path

    @property
    def entries(self) -> Path:
        return self.root / "entries"

    @property
    def snippets(self) -> Path:
        return self.root / "snippets"

    @property
    def site(self) -> Path:
        return self.root / "site"

    def python(self, module: str, *args: str, timeout: float = 3600) -> subprocess.CompletedProcess[str]:
        """`python -m module args` inside the workspace (its own generator/ and bench/ copies)."""
        env = {**os.environ, "PYTHONPATH": str(self.root), "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1"}
        return subprocess.run([sys.executable, "-m", module, *args], cwd=self.root, env=env,
                              capture_output=True, text=True, timeout=timeout)

    def json_of(self, module: str, *args: str, timeout: float = 3600) -> dict[str, Any]:
        """Run a bench driver that prints one JSON object as its last stdout line."""
        done = self.python(module, *args, timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"{module} failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")
        return json.loads(done.stdout.strip().splitlines()[-1])


def _ignorer(source: Path) -> Callable[[str, list[str]], set[str]]:
    """shutil.copytree's `ignore` for a copy of `source`."""

    def ignore(folder: str, names: list[str]) -> set[str]:
        top = Path(folder) == source
        return {n for n in names if n in SKIP or (top and n in SKIP_TOP)}
    return ignore


def make_workspace(base: Path, name: str, source: Path = REPO) -> Workspace:
    """A fresh copy of `source` (code + data) at base/name, sharing base/shared and seeded with the snippet cache."""
    shared = base / "shared"
    if not shared.exists():
        shared.symlink_to(REPO.parent / "shared")
    root = base / name
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(source, root, ignore=_ignorer(source), symlinks=True)
    shutil.rmtree(root / "bench")
    shutil.copytree(REPO / "bench", root / "bench", ignore=_ignorer(REPO / "bench"))  # always this checkout's benchmark code
    if (REPO / "node_modules").is_dir():  # the search index's engine (`npm ci`): shared, not copied
        (root / "node_modules").symlink_to(REPO / "node_modules")
    cache = source / ".cache" / "snippets"
    if cache.is_dir():
        shutil.copytree(cache, root / ".cache" / "snippets")
    return Workspace(root)


@dataclass
class Snapshot:
    """What was dropped from the live corpus (edited concurrently by others) so that it builds."""
    dropped_links: list[str] = field(default_factory=list)
    dropped_docs: list[str] = field(default_factory=list)


def _rewrite(path: Path, data: dict[str, Any]) -> None:
    header = "# yaml-language-server: $schema=../../schema/entry.schema.json\n"
    path.write_text(header + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")


def _parse(path: Path) -> Any:
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError):
        return None  # validation reports it and the document is dropped


def prune_links(entries: Path, snapshot: Snapshot) -> None:
    """Remove links to ids that have no entry (other people's half-finished edits) from every document."""
    files = sorted(entries.rglob("*.yaml"))
    loaded = {p: _parse(p) for p in files}
    known = {d["id"] for d in loaded.values() if isinstance(d, dict) and isinstance(d.get("id"), str)}
    for path, data in loaded.items():
        if not isinstance(data, dict):
            continue
        changed = False
        for key in ("related", "apis"):
            values = data.get(key)
            if isinstance(values, list):
                kept = [v for v in values if not isinstance(v, str) or v in known]
                if kept != values:
                    snapshot.dropped_links += [f"{data.get('id')} -> {v}" for v in values if v not in kept]
                    data[key], changed = kept, True
        deprecated = data.get("deprecated")
        if isinstance(deprecated, dict) and isinstance(deprecated.get("replacement"), str) \
                and deprecated["replacement"] not in known:
            snapshot.dropped_links.append(f"{data.get('id')} -> {deprecated['replacement']} (replacement)")
            deprecated.pop("replacement")
            changed = True
        if changed:
            _rewrite(path, data)


def drop_documents(ws: Workspace, paths: set[str], snapshot: Snapshot) -> None:
    for shown in sorted(paths):
        path = ws.root / shown
        if path.is_file():
            snapshot.dropped_docs.append(path.stem)
            path.unlink()
