"""A release note is about the release the site is verified on or one whose results are in compat/: the notes
word what `verify` and `matrix` found there."""
from __future__ import annotations

from pathlib import Path

from generator import paths
from generator.corpus import Corpus
from generator.problems import Problem


def check(corpus: Corpus, compat: Path = paths.COMPAT) -> list[Problem]:
    known = {path.stem for path in compat.glob("*.json")} if compat.is_dir() else set()
    known.add(paths.pinned_torch() or "")
    problems = []
    for doc in corpus.documents:
        notes = doc.data.get("release_notes")
        for index, note in enumerate(notes if isinstance(notes, list) else []):  # else the schema reports it
            release = note.get("release") if isinstance(note, dict) else None
            if isinstance(release, str) and release not in known:
                problems.append(doc.problem(("release_notes", index, "release"), "E208",
                                            f"release_notes names torch {release}, which is not the site's release and has no "
                                            f"compat/{release}.json"))
    return problems
