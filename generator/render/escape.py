"""Escaping by construction: the one place where text from entries (and from compat/ results) becomes Markdown.

Every `{{ ... }}` of a page template passes through `finalize`: a value the generator built as Markdown (an `Md`,
made only by the functions here or from the site's own interface strings) goes in as is; anything else is shown
literally (`plain`). Entry text, which is Markdown, goes through `prose`: it is split into fenced code, code
spans and links by the rules below, each re-emitted in a form Markdown cannot read otherwise (fences and code
spans with delimiters longer than any run inside them, links only to allowed https hosts), and everything else
is escaped, so no raw HTML, attribute list (`{: ...}`), autolink or other link reaches the page whatever the
text holds. `validate` reports text these rules would change (E120-E125, generator/checks/markup.py), so a
contributor learns of it; the escaping holds even for text that was never validated.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from generator.formulas import MATH_FENCE, Formula, formula_fence, inline_formula
from generator.render.lines import layout
from generator.text_markup import LANG, Fence, Span, allowed_url, blocks, spans


class Md(str):
    """Markdown the generator made safe (or the site's own interface text): a template inserts it as is."""

    __slots__ = ()


def url(value: Any) -> Md:
    """An allowed URL for a Markdown link target, or "" (the template then shows no link)."""
    found = allowed_url(str(value))
    return Md(found or "")


def _escaped(text: str, backslashed: str, newline: str | None = None) -> str:
    """`&<>` as entities, each character of `backslashed` behind a backslash, line breaks as `newline` (kept
    when None)."""
    table: dict[int, str] = {ord("&"): "&amp;", ord("<"): "&lt;", ord(">"): "&gt;"}
    table.update({ord(char): "\\" + char for char in backslashed})
    if newline is not None:
        table.update({ord("\r"): newline, ord("\n"): newline})
    return text.translate(table)


def _plain_chars(text: str) -> str:
    """Literal text on one line: nothing Markdown reads as markup."""
    return _escaped(text, "\\`*_{}[]|", newline=" ")


def plain(value: Any) -> Md:
    """Any value shown literally inside a line of Markdown: no character of it is read as markup."""
    return Md(_no_tilde_fence(_plain_chars(str(value))))


def h(value: Any) -> Md:
    """A value shown inside the templates' own raw HTML (badges, labels): HTML-escaped, on one line."""
    return Md(html.escape(str(value)).replace("\n", " ").replace("\r", " "))


def code(value: Any) -> Md:
    """A literal code span: delimited by a backtick run longer than any inside, on one line."""
    text = re.sub(r"\s*[\r\n]+\s*", " ", str(value))
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return Md(f"{ticks}{pad}{text}{pad}{ticks}")


def fence(source: str, lang: str = "", css_class: str = "") -> Md:
    """A fenced block longer than any backtick run inside the code; a language and a CSS class (the page's
    own, for its styles) only of [A-Za-z0-9_+-]."""
    longest = max((len(run) for run in re.findall(r"`+", source)), default=0)
    ticks = "`" * max(3, longest + 1)
    lang = lang if LANG.fullmatch(lang) else ""
    info = f"{{.{lang} .{css_class}}}" if lang and css_class and LANG.fullmatch(css_class) else lang
    return Md(f"{ticks}{info}\n{source.rstrip()}\n{ticks}")


def emit_fence(block: Fence) -> str:
    """The block as a backtick fence every line of which keeps the opener's indentation."""
    indent = block.indent
    code_lines = [line[len(indent):] if line.startswith(indent) else line.lstrip(" \t") for line in block.lines]
    body = fence("\n".join(code_lines), block.info.strip())
    return "\n".join(indent + line if line else line for line in body.split("\n")) + "\n"


def _prose_chars(text: str) -> str:
    """Literal prose with Markdown's block structure kept (lines, lists, `**` emphasis) but nothing that makes HTML,
    attributes, code or links: `&<>` as entities, backticks, brackets, braces and backslashes escaped, and
    underscores too: in prose they belong to identifiers (`Module.__init__()`, `state_dict`), never emphasis."""
    return _no_tilde_fence(_escaped(text, "\\`{}[]_"))


def formula_source(formula: Formula) -> Md:
    """A formula as LaTeX, in GitHub's form (for Markdown copies): $`...`$ inline, a ```math block displayed."""
    if formula.display:
        return Md(fence(formula.latex, MATH_FENCE) + "\n")
    return Md("$" + code(formula.latex) + "$")


# Characters Markdown might read as markup in the text of KaTeX's HTML (its MathML keeps the LaTeX source).
_MARKDOWN_CHARS = re.compile(r"[\\`*_{}\[\]|~]")


def formula_html(html_text: str, display: bool) -> Md:
    """KaTeX's HTML for a formula as a page's Markdown carries it: inline, or a block of its own, with no
    character of its text that Markdown could read as markup."""
    safe = re.sub(r">([^<]+)<", lambda m: ">" + _MARKDOWN_CHARS.sub(lambda c: f"&#{ord(c.group(0))};", m.group(1)) + "<",
                  html_text)
    return Md(f'\n<div class="kb-formula">{safe}</div>\n\n' if display else safe)


def prose(text: str, autolink: Callable[[str], str | None] = lambda _: None,
          formula: Callable[[Formula], Md] = formula_source) -> Md:
    """Entry text (Markdown) as it may reach a page. `autolink(code)` gives the page a code span links to;
    `formula` shows a formula (by default as its LaTeX source)."""
    out = []
    for block in blocks(text):
        if isinstance(block, Fence):
            displayed = formula_fence(block)
            out.append(formula(displayed) if displayed is not None else emit_fence(block))
            continue
        for span in spans(layout(block)):
            if span.kind == "math":
                out.append(formula(inline_formula(span)))
            elif span.kind == "code":
                target = autolink(span.text)
                out.append(f"[{code(span.text)}]({target})" if target else code(span.text))
            elif span.kind == "link":
                target = allowed_url(span.url)
                label = "".join(_inline(s) for s in spans(span.text))
                out.append(f"[{label}]({target})" if target else _prose_chars(span.raw))
            else:
                out.append(_inline(span))
    result = "".join(out)
    return Md(result if text.endswith("\n") else result.rstrip("\n"))


def _inline(span: Span) -> str:
    if span.kind == "math":  # inside a link's text: shown as its source
        return formula_source(inline_formula(span))
    if span.kind == "code":
        return code(span.text)
    if span.kind == "escape":  # still an escape: Markdown shows the character itself
        return "&gt;" if span.text == ">" else "\\" + span.text
    return _prose_chars(span.raw if span.kind == "link" else span.text)


def _no_tilde_fence(text: str) -> str:
    return text.replace("~~~", "&#126;~~")


def finalize(value: Any) -> Any:
    """Jinja's finalize for page templates: Markdown the generator made goes in as is, any other text literally."""
    if isinstance(value, Md) or value is None or isinstance(value, (bool, int, float)):
        return value
    return plain(value)
