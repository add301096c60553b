"""Chinese text uses the terminology table's preferred terms, and never translates an identifier.

A rejected variant (schema/terminology.yaml, `rejected`) in zh prose is E130; a code span in zh text that holds
Chinese characters (`` `输入张量` `` for `input`) is E131: code spans are identifiers and code, exactly as Python
spells them. Code blocks, code spans and quotations (a quoted English message) are not prose.
"""
from __future__ import annotations

import re
from functools import cache

import yaml

from generator import paths
from generator.chinese import HAN
from generator.corpus import Corpus
from generator.model import CODE_SPAN, FENCE, Document, JsonPath, texts
from generator.problems import Problem

# A quotation ends at the first closing mark on its line; an opening mark inside it starts the quotation
# instead (so an unclosed run of opening marks costs a linear scan, not one scan to the line's end from each).
QUOTED = re.compile(r"\"[^\"\n]*\"|“[^“”\n]*”|「[^「」\n]*」|‘[^‘’\n]*’|\]\([^)\]\s]*\)")


@cache
def rejected() -> list[tuple[re.Pattern[str], str, str]]:
    """(pattern, the variant, the preferred term) for every rejected variant of the table."""
    table = yaml.safe_load((paths.SCHEMA / "terminology.yaml").read_text(encoding="utf-8"))
    found = []
    for term in table:
        for variant in term.get("rejected") or []:
            edge = r"(?<![A-Za-z0-9_])" if variant[:1].isascii() else ""
            tail = r"(?![A-Za-z0-9_])" if variant[-1:].isascii() else ""
            found.append((re.compile(edge + re.escape(variant) + tail, re.IGNORECASE), variant, term["zh"]))
    return found


def _blank(match: re.Match[str]) -> str:
    """The matched text as spaces (newlines kept), so offsets in the result are offsets in the text."""
    return re.sub(r"[^\n]", " ", match.group(0))


def _prose(text: str) -> str:
    """The text with code blocks, code spans and quotations blanked out."""
    return QUOTED.sub(_blank, CODE_SPAN.sub(_blank, FENCE.sub(_blank, text)))


def _at(doc: Document, path: JsonPath, text: str, offset: int, code: str, message: str) -> Problem:
    """The problem on the line of the text where it is: a block scalar's text starts on the line after its key."""
    line, column = doc.where(path)
    if "\n" in text.rstrip("\n"):
        line, column = line + 1 + text.count("\n", 0, offset), 1
    return Problem(doc.shown_path, line, column, code, message)


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for path, text in texts(doc.data):
            if path[-1] != "zh":
                continue
            prose = _prose(text)
            for pattern, _, preferred in rejected():
                for match in pattern.finditer(prose):
                    problems.append(_at(doc, path, text, match.start(), "E130", f"`{match.group(0)}`: write {preferred}"))
            for match in CODE_SPAN.finditer(FENCE.sub(_blank, text)):
                if HAN.search(match.group(2)):
                    problems.append(_at(doc, path, text, match.start(), "E131", match.group(0)))
    return problems
