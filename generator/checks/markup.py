"""Entry text is Markdown without raw HTML or scripts, and no field still holds a placeholder."""
from __future__ import annotations

import re

from generator.corpus import Corpus
from generator.model import CODE_SPAN, FENCE, strings, texts
from generator.problems import Problem

PLACEHOLDER = re.compile(r"TODO|FIXME|待填写|待补充")
HTML = re.compile(r"<\s*/?\s*[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?/?>|<!--|javascript\s*:|\bon[a-z]+\s*=\s*[\"']", re.IGNORECASE)
# HTML's two halves, each linear in the text: a tag (possessive where backtracking cannot find another match,
# and searched only up to the last `>`, so a `<a ` without one is not rescanned to the end from every `<`),
# and the rest.
_TAG = re.compile(r"<\s*+/?+\s*+[A-Za-z][A-Za-z0-9-]*+(\s[^>]*)?/?>", re.IGNORECASE)
_OTHER = re.compile(r"<!--|javascript\s*+:|\bon[a-z]++\s*+=\s*+[\"']", re.IGNORECASE)


def find_html(text: str) -> re.Match[str] | None:
    """HTML.search(text), in linear time."""
    tag = _TAG.search(text, 0, text.rfind(">") + 1)
    other = _OTHER.search(text)
    if tag is None or (other is not None and other.start() < tag.start()):
        return other
    return tag


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for path, value in strings(doc.data):
            if PLACEHOLDER.search(value):
                problems.append(doc.problem(path, "E110", f"{'.'.join(map(str, path))} still holds a placeholder"))
        for path, text in texts(doc.data):
            field = ".".join(map(str, path))
            found = find_html(CODE_SPAN.sub("", FENCE.sub("", text)))
            if found:
                problems.append(doc.problem(path, "E120", f"{field} contains `{found.group(0)[:40]}`"))
    return problems
