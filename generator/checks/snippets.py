"""Snippet files exist, stay inside snippets/, compile as Python 3, and are used once."""
from __future__ import annotations

from generator.corpus import Corpus
from generator.problems import Problem


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    root = corpus.snippets_root.resolve()
    used: dict[str, str] = {}
    for doc in corpus.documents:
        for ref in doc.snippets:
            target = (corpus.snippets_root / ref.path)
            if ref.path.startswith("/") or not target.resolve().is_relative_to(root):
                problems.append(doc.problem(ref.json_path, "E211", f"`{ref.path}` resolves outside snippets/"))
                continue
            if not target.is_file():
                problems.append(doc.problem(ref.json_path, "E210", f"snippets/{ref.path} does not exist"))
                continue
            if ref.path in used:
                problems.append(doc.problem(ref.json_path, "E213", f"snippets/{ref.path} is also used by {used[ref.path]}"))
            used[ref.path] = doc.id
            try:
                compile(target.read_bytes(), f"snippets/{ref.path}", "exec", dont_inherit=True)
            except (SyntaxError, ValueError) as exc:
                line = getattr(exc, "lineno", None) or 1
                problems.append(doc.problem(ref.json_path, "E212", f"snippets/{ref.path} line {line}: {exc.msg if isinstance(exc, SyntaxError) else exc}"))
    return problems
