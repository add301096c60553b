"""Every formula in entry text ($`...`$ inline, a ```math block displayed) is LaTeX that KaTeX typesets with the
site's settings (generator/formulas.cjs: no links, no loading, bounded macro expansion)."""
from __future__ import annotations

from generator.corpus import Corpus
from generator.formulas import formulas_in, typeset
from generator.model import texts
from generator.problems import Problem


def check(corpus: Corpus) -> list[Problem]:
    found = [(doc, path, formula) for doc in corpus.documents for path, text in texts(doc.data)
             for formula in formulas_in(text)]
    if not found:  # no node run for a corpus without formulas
        return []
    results = typeset(formula for _, _, formula in found)
    return [doc.problem(path, "E126", f"{'.'.join(map(str, path))}: KaTeX cannot typeset `{formula.latex[:60]}`: "
                                      f"{results[formula].error}")
            for doc, path, formula in found if results[formula].error]
