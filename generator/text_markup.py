"""How entry text divides into fenced code, code spans, links and prose: one definition, read by `validate`
(generator/checks/markup.py) and by the page renderer (generator/render/escape.py), so the check looks at exactly
what the page escapes. Which URLs a page may link to is decided here too.

These rules need not match every corner of Markdown: the renderer re-emits each piece in a form Markdown cannot
read otherwise, and `validate` rejects text whose pieces Markdown might read differently.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

# Hosts a link on a page may point at (docs_url, links in entry text): https only.
ALLOWED_HOSTS = frozenset({
    "pytorch.org", "docs.pytorch.org", "download.pytorch.org", "github.com", "pytorch.github.io",
    "meta-pytorch.github.io", "docs.python.org", "numpy.org", "developer.nvidia.com", "docs.nvidia.com",
})

# Characters a Markdown backslash escape stands for (Python-Markdown's defaults, and `|` of the tables extension).
ESCAPABLE = frozenset("\\`*_{}[]()>#+-.!|")
LANG = re.compile(r"[A-Za-z0-9_+-]*")
FENCE_LINE = re.compile(r"^([ \t]*)(`{3,}|~{3,})(.*)$")


def allowed_url(url: str) -> str | None:
    """The URL as a page may link it — https, an allowed host, nothing that could end the link or the
    attribute it lands in (such characters are percent-encoded) — or None."""
    if not isinstance(url, str) or any(ord(c) < 0x21 or c == "\\" for c in url):
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme != "https" or parts.username or parts.password or parts.port \
            or (parts.hostname or "") not in ALLOWED_HOSTS or parts.netloc != parts.hostname:
        return None
    return quote(url, safe="/:?#=&%.-_~+,;@!$'*")


@dataclass(frozen=True)
class Fence:
    indent: str
    marker: str  # the opening run, e.g. ``` or ~~~~
    info: str  # what follows the opening run
    lines: tuple[str, ...]  # the code lines, as written
    closed: bool
    line: int  # the opener's line number within the text (0-based)


def blocks(text: str) -> Iterator[str | Fence]:
    """Entry text as prose (str) and fenced code blocks. A fence opens on a line whose first non-blank characters
    are three or more backticks or tildes, and closes on a line of the same character, at least as long, and
    nothing else; an unclosed fence runs to the end. The page re-emits every such block as a fence (render), and
    `validate` reports any that is not the one form Markdown is sure to read the same way (E124)."""
    lines = text.split("\n")
    prose: list[str] = []
    index = 0
    while index < len(lines):
        opener = FENCE_LINE.match(lines[index])
        if not opener:
            prose.append(lines[index])
            index += 1
            continue
        indent, marker, info = opener.groups()
        end = index + 1
        while end < len(lines):
            closer = FENCE_LINE.match(lines[end])
            if closer and closer.group(2)[0] == marker[0] and len(closer.group(2)) >= len(marker) \
                    and not closer.group(3).strip():
                break
            end += 1
        if prose:
            yield "\n".join(prose) + "\n"
            prose = []
        yield Fence(indent, marker, info, tuple(lines[index + 1:end]), end < len(lines), index)
        index = end + 1
    if prose:
        yield "\n".join(prose)


@dataclass(frozen=True)
class Span:
    """A piece of one line of prose: text, a code span or a link."""

    kind: str  # "text", "escape" (a backslash escape; text is the character), "code", "math" or "link"
    text: str  # the literal text, the code, the formula's LaTeX, or the link's text
    url: str = ""
    raw: str = ""  # as written


BLANK_LINE = re.compile(r"\n[ \t]*(\n|$)")
LINK = re.compile(r"\[([^\[\]\n]+)\]\(([^()\s]*)\)")


def spans(text: str) -> Iterator[Span]:
    """Prose as text, code spans, inline formulas and inline links. A backslash before ASCII punctuation makes it
    literal; a run of N backticks opens a code span that the next run of exactly N backticks in the same paragraph
    closes (else the backticks are literal); a code span between two `$` is a formula in LaTeX; `[text](url)` is a
    link."""
    literal: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text) and text[index + 1] in ESCAPABLE:
            if literal:
                yield Span("text", "".join(literal))
                literal = []
            yield Span("escape", text[index + 1], raw=text[index:index + 2])
            index += 2
            continue
        if char == "`":
            run = re.match(r"`+", text[index:])
            assert run
            n = len(run.group(0))
            blank = BLANK_LINE.search(text, index)  # a code span ends with its paragraph
            closer = re.compile(rf"(?<!`)`{{{n}}}(?!`)").search(text, index + n, blank.start() if blank else len(text))
            if closer:
                # $`...`$ (GitHub's inline math): a formula, not code
                math = bool(literal) and literal[-1] == "$" and text.startswith("$", closer.end())
                if math:
                    literal.pop()
                if literal:
                    yield Span("text", "".join(literal))
                    literal = []
                end = closer.end() + math
                yield Span("math" if math else "code", text[index + n:closer.start()],
                           raw=text[index - math:end])
                index = end
            else:
                literal.append(run.group(0))
                index += n
            continue
        if char == "[":
            link = LINK.match(text, index)
            if link:
                if literal:
                    yield Span("text", "".join(literal))
                    literal = []
                yield Span("link", link.group(1), link.group(2), raw=link.group(0))
                index = link.end()
                continue
        literal.append(char)
        index += 1
    if literal:
        yield Span("text", "".join(literal))


