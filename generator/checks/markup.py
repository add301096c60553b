"""Entry text is Markdown without raw HTML or scripts, and no field still holds a placeholder."""
from __future__ import annotations

import re

from generator.corpus import Corpus
from generator.model import CODE_SPAN, FENCE, strings, texts
from generator.problems import Problem

PLACEHOLDER = re.compile(r"TODO|FIXME|待填写|待补充")
HTML = re.compile(r"<\s*/?\s*[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?/?>|<!--|javascript\s*:|\bon[a-z]+\s*=\s*[\"']", re.IGNORECASE)


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for path, value in strings(doc.data):
            if PLACEHOLDER.search(value):
                problems.append(doc.problem(path, "E110", f"{'.'.join(map(str, path))} still holds a placeholder"))
        for path, text in texts(doc.data):
            field = ".".join(map(str, path))
            found = HTML.search(CODE_SPAN.sub("", FENCE.sub("", text)))
            if found:
                problems.append(doc.problem(path, "E120", f"{field} contains `{found.group(0)[:40]}`"))
    return problems
