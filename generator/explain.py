"""Matching pasted error text against the error catalogue's patterns and the pitfalls' checked errors (both are
data, in entries/: an error entry's `messages`, a pitfall's `raises`, which verify proves against torch)."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from generator.corpus import Corpus
from generator.model import Document
from generator.patterns import SearchTooSlow, bounded_search, searchable

NOT_PYTORCH = Path(__file__).parent / "data" / "not_pytorch.yaml"
# The last exception of a traceback: `SomeError: message` (possibly dotted), to the end of the text.
LAST_EXCEPTION = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Interrupt|Warning|Exit)\b:?.*)", re.MULTILINE)
EXCEPTION_TYPE = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Interrupt|Warning|Exit)):", re.MULTILINE)
TRACEBACK_HEADER = "Traceback (most recent call last)"  # a pasted traceback starts so: its last exception is read first
MAX_INPUT_CHARS = 32 * 1024  # of pasted text, from its end; see tail()
SEARCH_SECONDS = 0.2  # per pattern and text: a pattern that needs longer is taken as no match
MIN_PITFALL_SPAN = 15  # a pitfall's `match` is written for one snippet; short matches would hit unrelated text

MESSAGES = {
    "none": {"zh": "没有找到匹配的 PyTorch 报错条目。可以在站点搜索框里粘贴报错中最有区分度的一句话再试。",
             "en": "No PyTorch error entry matches. Try the site's search with the most distinctive line of the message."},
    "not_pytorch": {"zh": "这看起来不是 PyTorch 报错。", "en": "This does not look like a PyTorch error."},
    "cause": {"zh": "最可能的原因", "en": "Most likely cause"},
    "fix": {"zh": "先试试", "en": "Try first"},
    "page": {"zh": "详见", "en": "Details"},
    "pitfall": {"zh": "避坑指南", "en": "Pitfall"},
    "why": {"zh": "原因", "en": "Why"},
    "cut": {"zh": "输入有 {size} {unit}，只读取最后 {kept} 个字符（回溯的报错行在末尾）。",
            "en": "The input is {size} {unit} long; only its last {kept} characters are read (a traceback's error line is at its end)."},
    "bytes": {"zh": "字节", "en": "bytes"},
    "characters": {"zh": "个字符", "en": "characters"},
}


@dataclass(frozen=True)
class Match:
    doc: Document
    span: int  # characters of the text covered by the best pattern: longer is more specific
    pitfall: dict[str, Any] | None = None  # set when the match is a pitfall's checked error, not an error entry
    pitfall_index: int | None = None


def tail(text: str, limit: int = MAX_INPUT_CHARS) -> tuple[str, bool]:
    """The last `limit` characters of pasted text (where a traceback's error line is), and whether any were cut.
    A cut traceback keeps its header line, so it is still read by its last exception first."""
    if len(text) <= limit:
        return text, False
    kept = text[-limit:]
    return (TRACEBACK_HEADER + ":\n" + kept if TRACEBACK_HEADER in text and TRACEBACK_HEADER not in kept else kept), True


def last_exception(text: str) -> str | None:
    """The final exception of a pasted traceback (its type, message and any lines after it), or None."""
    found = list(LAST_EXCEPTION.finditer(text))
    return text[found[-1].start():] if found and TRACEBACK_HEADER in text else None


def message_patterns(doc: Document) -> list[str]:
    """An error entry's message patterns (its `messages[].pattern`)."""
    messages = doc.data.get("messages")
    return [m["pattern"] for m in (messages if isinstance(messages, list) else [])
            if isinstance(m, dict) and isinstance(m.get("pattern"), str)]


def proven_errors(doc: Document) -> list[tuple[int, dict[str, Any], dict[str, Any]]]:
    """(index, pitfall, its `raises`) for each pitfall whose error verify proves, with a `match` to find it by."""
    pitfalls = doc.data.get("pitfalls")
    return [(index, pitfall, pitfall["raises"]) for index, pitfall in enumerate(pitfalls if isinstance(pitfalls, list) else [])
            if isinstance(pitfall, dict) and isinstance(pitfall.get("raises"), dict)
            and isinstance(pitfall["raises"].get("match"), str)]


def _search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """A pattern's match, or None where the search runs past SEARCH_SECONDS (a pattern `unsafe` cannot see)."""
    try:
        return bounded_search(pattern, text, SEARCH_SECONDS)
    except SearchTooSlow:
        return None


def _error_matches(corpus: Corpus, text: str) -> list[Match]:
    matches = []
    for doc in corpus.of_family("error"):
        best = 0
        for pattern in message_patterns(doc):
            compiled = searchable(pattern, re.IGNORECASE)
            found = _search(compiled, text) if compiled is not None else None  # unsafe or invalid: validate's E140/E205
            if found:
                best = max(best, len(found.group(0)) or 1)
        if best:
            matches.append(Match(doc, best))
    return matches


def _exception_type(text: str) -> str | None:
    """The (last) exception type the text names, as `RuntimeError` for `torch.RuntimeError: ...`."""
    found = EXCEPTION_TYPE.findall(text)
    return str(found[-1]).rsplit(".", 1)[-1] if found else None


def _pitfall_matches(corpus: Corpus, text: str) -> list[Match]:
    """Pitfalls whose proven exception the text shows: its `raises.match` found (over MIN_PITFALL_SPAN
    characters), and, where the text names its exception type, the same type."""
    named = _exception_type(text)
    matches = []
    for doc in corpus.of_family("entry"):
        for index, pitfall, raises in proven_errors(doc):
            if named and named != str(raises.get("type", "")).rsplit(".", 1)[-1]:
                continue
            compiled = searchable(raises["match"])
            found = _search(compiled, text) if compiled is not None else None
            if found and len(found.group(0)) >= MIN_PITFALL_SPAN:
                matches.append(Match(doc, len(found.group(0)), pitfall, index))
    return matches


def match_errors(corpus: Corpus, text: str) -> list[Match]:
    """Error entries whose patterns occur in the text, most specific first, then the pitfalls whose checked
    error it shows. A whole traceback is matched by its last exception first; the rest of the text only when
    that finds nothing."""
    for candidate in filter(None, (last_exception(text), text)):
        errors = sorted(_error_matches(corpus, candidate), key=lambda m: (-m.span, m.doc.id))
        pitfalls = sorted(_pitfall_matches(corpus, candidate), key=lambda m: (-m.span, m.doc.id))
        if errors or pitfalls:
            return errors + pitfalls
    return []


@cache
def _not_pytorch() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(NOT_PYTORCH.read_text(encoding="utf-8"))
    return data


def looks_like_http_service_error(text: str) -> bool:
    return any(re.search(p, text, re.IGNORECASE) for p in _not_pytorch()["patterns"])


def http_triage(lang: str) -> str:
    return str(_not_pytorch()["triage"][lang]).rstrip()


def describe(matches: list[Match], lang: str, where: Callable[[Document], str]) -> list[str]:
    """The matches as `explain` shows them, in `lang`: each error page's title, summary, most likely cause and
    first fix, or the pitfall's title, why and fix, with where its page is (`where(doc)`)."""
    lines = []
    for rank, match in enumerate(matches, start=1):
        data = match.doc.data
        if match.pitfall is not None:  # known from a pitfall whose failure a snippet proves
            lines += [f"[{rank}] {match.doc.id} — {MESSAGES['pitfall'][lang]}: {match.pitfall['title'][lang]}",
                      f"    {MESSAGES['why'][lang]}: {match.pitfall['why'][lang].strip()}",
                      f"    {MESSAGES['fix'][lang]}: {match.pitfall['fix'][lang].strip()}",
                      f"    {MESSAGES['page'][lang]}: {where(match.doc)}"]
            continue
        lines += [f"[{rank}] {match.doc.id} — {data['title'][lang]}",
                  f"    {data['summary'][lang].strip()}",
                  f"    {MESSAGES['cause'][lang]}: {data['causes'][0][lang].strip()}",
                  f"    {MESSAGES['fix'][lang]}: {data['fixes'][0][lang].strip()}",
                  f"    {MESSAGES['page'][lang]}: {where(match.doc)}"]
    return lines
