"""A snippet shown in the page's language (`basic.zh.py` beside `basic.py`, generator/shown_code.py) is the code
that ran: token for token the executed file, its comments aside (E215)."""
from __future__ import annotations

from generator.checks.snippets import snippet_file
from generator.corpus import Corpus
from generator.model import LANGS
from generator.problems import Problem
from generator.shown_code import difference, shown_path, variants


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for ref in doc.snippets:
            executed = snippet_file(corpus.snippets_root, ref.path)
            if executed is None:
                continue  # reported by the snippets check
            source = executed.read_text(encoding="utf-8", errors="replace")
            for lang, shown in variants(corpus.snippets_root, ref.path, LANGS).items():
                why = difference(source, shown.read_text(encoding="utf-8", errors="replace"))
                if why:
                    problems.append(doc.problem(ref.json_path, "E215", f"snippets/{shown_path(ref.path, lang)} {why}"))
    return problems
