"""Which documents a branch changed: its entry files and snippet files against another branch, from git."""
from __future__ import annotations

import subprocess
from pathlib import Path

from generator import paths
from generator.corpus import Corpus
from generator.errors import UserError


def _git(*args: str) -> list[str]:
    try:
        done = subprocess.run(["git", *args], cwd=paths.ROOT, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise UserError(f"git could not be run ({exc}); name the entries instead: make check IDS=\"ID ...\"") from None
    if done.returncode != 0:
        reason = done.stderr.strip().splitlines()[-1:] or ["no message"]
        raise UserError(f"git {' '.join(args)} failed: {reason[0]}; name the entries instead: make check IDS=\"ID ...\"")
    return [line for line in done.stdout.splitlines() if line]


def changed_files(against: str) -> set[Path]:
    """Files committed, staged, edited or added since this branch left `against`, absolute."""
    base = _git("merge-base", "HEAD", against)[0]
    names = _git("diff", "--name-only", "--no-renames", base) + _git("ls-files", "--others", "--exclude-standard")
    return {(paths.ROOT / name).resolve() for name in names}


def changed_documents(corpus: Corpus, files: set[Path]) -> list[str]:
    """Ids of the documents whose YAML file or one of whose snippet files is among `files`, in corpus order."""
    snippets_root = corpus.snippets_root.resolve()
    return [doc.id for doc in corpus.documents
            if doc.path.resolve() in files or any((snippets_root / ref.path).resolve() in files for ref in doc.snippets)]
