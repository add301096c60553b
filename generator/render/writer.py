"""Writes generated files, touching only those whose content changed (fast incremental rebuilds)."""
from __future__ import annotations

from pathlib import Path


class TreeWriter:
    """Writes a set of files under one root and removes files from earlier runs that are no longer produced."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.produced: set[Path] = set()
        self.written: list[Path] = []

    def write(self, relative: str, content: str) -> None:
        target = self.root / relative
        self.produced.add(target)
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
        return stale
