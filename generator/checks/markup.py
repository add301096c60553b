"""Entry text is Markdown without raw HTML, scripts or attribute lists; links go to allowed https hosts; fences are
the one form Markdown reads as the page does; types and names keep their grammar; no field still holds a
placeholder.

Code and prose are told apart by generator/text_markup.py, the same rules the page renderer escapes by
(render/escape.py), so text cannot hide from this check in something the check takes for code and Markdown does
not.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from generator.corpus import Corpus
from generator.model import Document, JsonPath, strings, texts
from generator.problems import Problem
from generator.text_markup import LANG, Fence, allowed_url, blocks, spans

PLACEHOLDER = re.compile(r"TODO|FIXME|待填写|待补充")
# A tag as Python-Markdown passes it through (`<img/src=x/onerror=...>` too), a comment, a script URL, a handler.
HTML = re.compile(r"<\s*(?:/\s*)?[A-Za-z][^<>]*>|<!--|javascript\s*:|\bon[a-z]+\s*=\s*[\"']", re.IGNORECASE)
# The start of an attribute list (Markdown's attr_list: `{: .cls #id key=value}`, the colon optional).
ATTR_LIST = re.compile(r"\{[ \t]*:?[ \t]*(?:[#.][A-Za-z_-]|[A-Za-z_][\w.:-]*[ \t]*=|:)")
# Types as Python spells them: `Tensor`, `int | tuple[int, ...]`, `Literal['min', 'max']`, `Tensor (int64, 1-d)`.
TYPE = re.compile(r"[A-Za-z0-9_ .,|\[\]()'=:-]+", re.ASCII)
# Defaults as Python source: `None`, `'mean'`, `1e-3`, `(0.9, 0.999)`, `torch.strided`.
DEFAULT = re.compile(r"[A-Za-z0-9_ .,'\"()\[\]{}:+*/=|-]+", re.ASCII)
DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*", re.ASCII)
SIGNATURE = re.compile(r"[^`\r\n]+")  # shown as code: no backtick, on one line


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for path, value in strings(doc.data):
            if PLACEHOLDER.search(value):
                problems.append(doc.problem(path, "E110", f"{_field(path)} still holds a placeholder"))
        for path, text in texts(doc.data):
            problems += _text_problems(doc, path, text)
        problems += _field_problems(doc)
    return problems


def _field(path: JsonPath) -> str:
    return ".".join(map(str, path))


def _text_problems(doc: Document, path: JsonPath, text: str) -> Iterator[Problem]:
    field = _field(path)
    prose: list[str] = [""]  # stretches of prose between code spans and links
    for block in blocks(text):
        if isinstance(block, Fence):
            why = _fence_problem(block)
            if why:
                yield doc.problem(path, "E124", f"{field}: the code block opened by `{block.indent}{block.marker}"
                                                f"{block.info}` {why}")
            continue
        prose.append("")
        for span in spans(block):
            if span.kind == "link":
                if allowed_url(span.url) != span.url:
                    yield doc.problem(path, "E121", f"{field} links to `{span.url[:60]}`")
                prose += [span.text, ""]
            elif span.kind in ("code", "math"):  # math: LaTeX, typeset by KaTeX (checks/formulas.py)
                prose.append("")
            else:  # text, and escaped characters: Markdown reads HTML across an escape
                prose[-1] += span.text
    found = next((m for m in map(HTML.search, prose) if m), None)
    if found:
        yield doc.problem(path, "E120", f"{field} contains `{found.group(0)[:40]}`")
    attrs = next((m for m in map(ATTR_LIST.search, prose) if m), None)
    if attrs:
        yield doc.problem(path, "E123", f"{field} contains `{attrs.string[attrs.start():attrs.start() + 30].strip()}`")


def _fence_problem(block: Fence) -> str | None:
    """Why Markdown might read this fence otherwise than the page renders it, or None."""
    if not block.marker.startswith("```"):
        return "uses tildes"
    if not block.closed:
        return "is never closed"
    if not LANG.fullmatch(block.info.strip()) or block.info != block.info.strip():
        return "has more than a language after the backticks"
    if any(line.strip() and not line.startswith(block.indent) for line in block.lines):
        return "has a line indented less than its opening fence"
    return None


def _items(data: Any, key: str) -> list[Any]:
    value = data.get(key) if isinstance(data, dict) else None
    return value if isinstance(value, list) else []


def _grammar(doc: Document) -> Iterator[tuple[JsonPath, str, re.Pattern[str], str]]:
    """(where, value, grammar, what it is) for every type, default, name and signature a page shows as code."""
    data = doc.data
    for index, param in enumerate(_items(data, "parameters")):
        if isinstance(param, dict):
            for key, grammar in (("type", TYPE), ("default", DEFAULT)):
                if isinstance(param.get(key), str):
                    yield ("parameters", index, key), param[key], grammar, f"parameter {key}"
    returns = data.get("returns")
    if isinstance(returns, dict) and isinstance(returns.get("type"), str):
        yield ("returns", "type"), returns["type"], TYPE, "return type"
    if doc.family == "error" and isinstance(data.get("exception"), str):
        yield ("exception",), data["exception"], DOTTED, "exception name"
    if isinstance(data.get("signature"), str):
        yield ("signature",), data["signature"], SIGNATURE, "signature"
    for index, alias in enumerate(_items(data, "aliases")):
        if isinstance(alias, dict) and isinstance(alias.get("signature"), str):
            yield ("aliases", index, "signature"), alias["signature"], SIGNATURE, "alias signature"
    for ref in doc.snippets:
        spec_path = ref.json_path[:-1]
        for key, expectation in (("raises", ref.raises), ("warns", ref.warns)):
            if expectation is not None:
                yield spec_path + (key, "type"), expectation.type, DOTTED, f"`{key}` type"


def _field_problems(doc: Document) -> Iterator[Problem]:
    for path, value, grammar, what in _grammar(doc):
        if not grammar.fullmatch(value):
            yield doc.problem(path, "E122", f"{what} `{value[:60]}` is not written as Python spells it")
    url = doc.data.get("docs_url")
    if isinstance(url, str) and allowed_url(url) != url:  # not allowed, or altered to be linked
        yield doc.problem(("docs_url",), "E121", f"docs_url `{url[:60]}` is not an https page of an allowed host")
