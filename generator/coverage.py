"""Coverage of the API lists in ../shared/coverage (seed list by layer heading, official pages)."""
from __future__ import annotations

from pathlib import Path

from generator import paths

COVERAGE = paths.ROOT.parent / "shared" / "coverage"


def read_names(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def seed_headings(path: Path = COVERAGE / "seed-apis.txt") -> dict[str, list[str]]:
    """Heading (text before ':' in a '# ' line) -> names below it; empty where the lists are not checked out."""
    if not path.is_file():
        return {}
    groups: dict[str, list[str]] = {}
    heading = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            title = line[2:].split(":")[0].strip()
            heading = None if title.startswith("The APIs") or title.startswith("One dotted") else title
            continue
        if heading and line.strip():
            groups.setdefault(heading, []).append(line.strip())
    return groups


def official_pages(folder: Path = COVERAGE / "official") -> dict[str, list[str]]:
    if not folder.is_dir():
        return {}
    return {p.stem: read_names(p) for p in sorted(folder.glob("*.txt")) if p.stem != "README"}
