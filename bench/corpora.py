"""The corpora benchmarked: the real one (a snapshot that builds) and synthetic ones grown from it."""
from __future__ import annotations

from pathlib import Path

from bench.workspace import Snapshot, Workspace, drop_documents, make_workspace, prune_links

MAX_ROUNDS = 6


def _settle(ws: Workspace, snapshot: Snapshot) -> dict[str, list[str]]:
    """Drop dangling links, then documents that still fail validation or their snippets, until it builds."""
    report: dict[str, list[str]] = {}
    for _ in range(MAX_ROUNDS):
        prune_links(ws.entries, snapshot)
        report = ws.json_of("bench.check_driver")
        bad = set(report["invalid"]) | set(report["failing"])
        if not bad:
            return report
        drop_documents(ws, bad, snapshot)
    raise RuntimeError(f"corpus in {ws.root} does not settle: {report}")


def real_corpus(base: Path) -> tuple[Workspace, Snapshot]:
    """A copy of this checkout whose corpus validates and whose snippets pass (others edit it meanwhile)."""
    ws = make_workspace(base, "real")
    snapshot = Snapshot()
    _settle(ws, snapshot)
    return ws, snapshot


def synthetic_corpus(base: Path, real: Workspace, total: int) -> tuple[Workspace, int]:
    ws = make_workspace(base, f"n{total}", source=real.root)
    count = int(ws.python("bench.synthetic", str(total)).stdout.strip().splitlines()[-1])
    leftover = Snapshot()
    _settle(ws, leftover)
    if leftover.dropped_docs:
        count -= len(leftover.dropped_docs)
    return ws, count


def documents(ws: Workspace) -> int:
    return sum(1 for _ in ws.entries.rglob("*.yaml"))
