"""`python -m bench [--base DIR] [--keep] [--markdown FILE] [--only pdf|search|suite]`: run every measurement
(or only the PDF books' at 1,000 and 2,000 entries, the search rows, or a clean checkout's `make test`), print
one table."""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import tempfile
import time
from pathlib import Path

from bench import measure, suite
from bench.corpora import documents, real_corpus, synthetic_corpus
from bench.table import Table

SIZES = (1000, 2000)


def machine() -> str:
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor())
    memory = next(line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal"))
    return f"{len(os.sched_getaffinity(0))} cores ({model}), {int(memory) / 1024 / 1024:.0f} GiB memory, {platform.platform()}"


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--base", type=Path, help="folder for the workspaces (default: a new temporary folder)")
    parser.add_argument("--keep", action="store_true", help="keep the workspaces afterwards")
    parser.add_argument("--markdown", type=Path, help="also write the table to this file")
    parser.add_argument("--only", choices=["pdf", "search", "suite"],
                        help="pdf: only the books at 1,000 and 2,000 entries; search: only the search rows, at every "
                        "size (the sites are built, but the build, snippet and incremental rows are left out); "
                        "suite: only a clean checkout's `make test` and its phases")
    args = parser.parse_args()
    base = args.base or Path(tempfile.mkdtemp(prefix="kb-bench-"))
    base.mkdir(parents=True, exist_ok=True)
    # Snippets run as `nobody` (generator/runner/sandbox.py), and the ranks that `mp.spawn` starts import the
    # snippet again by path: mkdtemp's private 0700 folder made every such snippet fail here, and only here.
    base.chmod(0o755)
    started = time.monotonic()
    table = Table([])
    notes: list[str] = [f"machine: {machine()}", f"workspaces: {base}"]
    try:
        if args.only == "suite":
            suite.rows(suite.measure(base), table)
            return 0
        real, snapshot = real_corpus(base)
        notes.append(f"real corpus snapshot: {documents(real)} documents; dropped {len(snapshot.dropped_docs)} that did not "
                     f"validate or pass mid-edit ({', '.join(snapshot.dropped_docs) or 'none'}), "
                     f"{len(snapshot.dropped_links)} dangling link(s)")
        if args.only is None:
            measure.snippets(real, table)
        corpora = [("real", real)]
        for total in SIZES:
            ws, count = synthetic_corpus(base, real, total)
            corpora.append((str(count), ws))
        builds, pdfs = {}, {}
        for name, ws in corpora:
            largest = name == corpora[-1][0]
            if args.only == "pdf":
                if name == "real":
                    continue
                measure.build_only(ws)
                pdfs[name] = measure.pdf(ws, name, table, notes)
                continue
            if args.only == "search":
                measure.build_only(ws)
                measure.search(ws, name, table, largest)
                continue
            builds[name] = measure.pipeline(ws, name, table, goal=name == corpora[1][0])
            measure.search(ws, name, table, largest)
            pdfs[name] = measure.pdf(ws, name, table, notes)
            if name == corpora[1][0]:
                measure.incremental(ws, name, table)
                measure.serve(ws, name, table)
        if builds:
            measure.scaling(builds, corpora[1][0], corpora[2][0], table)
        measure.pdf_scaling(pdfs, corpora[1][0], corpora[2][0], table)
        if args.only is None:
            suite.rows(suite.measure(base), table)
    finally:
        output = "\n".join([table.markdown(), "", *notes, f"benchmark wall time: {time.monotonic() - started:.0f} s"])
        print(output)
        if args.markdown:
            args.markdown.write_text(output + "\n", encoding="utf-8")
        if not args.keep and args.base is None:
            shutil.rmtree(base, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
