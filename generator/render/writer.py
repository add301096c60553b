"""Writes generated files, touching only those whose content changed (fast incremental rebuilds)."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path


class TreeWriter:
    """Writes a set of files under one root and removes files from earlier runs that are no longer produced.

    A manifest beside the root (<root>.manifest.json) records, for each file written through emit(), the key
    of its inputs and the size and modification time the file had afterwards: a file whose key is unchanged
    and that nobody touched since is kept without rendering it again."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.produced: set[Path] = set()
        self.written: list[Path] = []
        self.rendered = 0
        self.manifest_path = root.with_name(root.name + ".manifest.json")
        try:
            self.old: dict[str, list] = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self.old = {}
        self.new: dict[str, list] = {}

    def emit(self, relative: str, key: str, render: Callable[[], str]) -> None:
        target = self.root / relative
        recorded = self.old.get(relative)
        if recorded and recorded[0] == key and self._stamp(target) == recorded[1:]:
            self.produced.add(target)
            self.new[relative] = recorded
            return
        self.write(relative, render())
        self.new[relative] = [key, *self._stamp(target)]

    def write(self, relative: str, content: str) -> None:
        target = self.root / relative
        self.produced.add(target)
        self.rendered += 1
        data = content.encode("utf-8")
        if target.is_file() and target.read_bytes() == data:
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        self.written.append(target)

    def remove_stale(self) -> list[Path]:
        stale = [p for p in self.root.rglob("*") if p.is_file() and p not in self.produced]
        for path in stale:
            path.unlink()
        self.manifest_path.write_text(json.dumps(self.new, sort_keys=True), encoding="utf-8")
        return stale

    @staticmethod
    def _stamp(path: Path) -> list[int]:
        try:
            stat = path.stat()
        except OSError:
            return []
        return [stat.st_size, stat.st_mtime_ns]
