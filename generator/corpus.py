"""Finding and loading every entry file under entries/."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from generator import paths
from generator.loader import Document, load
from generator.problems import Problem


@dataclass
class Corpus:
    root: Path
    snippets_root: Path
    documents: list[Document] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    def by_id(self) -> dict[str, Document]:
        return {doc.id: doc for doc in self.documents}


def entry_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file())


def load_corpus(root: Path = paths.ENTRIES, snippets_root: Path = paths.SNIPPETS) -> Corpus:
    corpus = Corpus(root, snippets_root)
    for path in entry_files(root):
        document, problems = load(path, root)
        corpus.problems.extend(problems)
        if document is not None:
            corpus.documents.append(document)
    return corpus
