"""The API lists of ../shared/coverage, and how much of each the corpus covers (by an entry or by an alias)."""
from __future__ import annotations

from pathlib import Path
from typing import TypedDict

from generator import paths

COVERAGE = paths.ROOT.parent / "shared" / "coverage"
POPULARITY_TOPS = (100, 300, 600)


def read_names(path: Path) -> list[str]:
    """One name a line (the first tab-separated column), `#` lines skipped."""
    return [line.split("\t")[0].strip() for line in path.read_text(encoding="utf-8").splitlines()
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


def popularity(path: Path = COVERAGE / "popularity" / "ranking.tsv") -> list[str]:
    """Names ranked by use in popular libraries, most used first (ranking.tsv's `name` column)."""
    if not path.is_file():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    column = lines[0].split("\t").index("name")
    return [line.split("\t")[column] for line in lines[1:] if line.strip()]


def lists(root: Path = COVERAGE) -> dict[str, list[str]]:
    """Every list to report on, by name: `official/<page>`, `next/<list>`, `popularity/top-N`."""
    found: dict[str, list[str]] = {}
    for folder in ("official", "next"):
        if (root / folder).is_dir():
            found.update({f"{folder}/{p.stem}": read_names(p) for p in sorted((root / folder).glob("*.txt"))})
    ranked = popularity(root / "popularity" / "ranking.tsv")
    found.update({f"popularity/top-{n}": ranked[:n] for n in POPULARITY_TOPS if ranked})
    return found


class Covered(TypedDict):
    total: int
    by_entry: int
    by_alias: int
    missing: list[str]


def covered(names: list[str], ids: set[str], aliases: set[str]) -> Covered:
    """How many of `names` have an entry, how many are an alias of one, and which have neither."""
    unique = list(dict.fromkeys(names))
    return {"total": len(unique), "by_entry": sum(1 for n in unique if n in ids),
            "by_alias": sum(1 for n in unique if n in aliases and n not in ids),
            "missing": [n for n in unique if n not in ids and n not in aliases]}
