"""What a reader would see wrong on a built page, found in its HTML: the checks `build` runs on every page of
both languages after the site builder wrote them (and tests/test_page_scan.py on the suite's site).

Rules (each with a failing sample in tests/fixtures/pages/):

- `run-on-list`: list items (" - ", "1. " at a line start) inside one paragraph or item, because Markdown did not
  see the list (render/lines.py sets lists apart);
- `cjk-space`: a space between two Chinese characters, or after Chinese punctuation, outside code (render/lines.py
  joins Chinese lines);
- `lost-dunder`: an identifier's underscores read as emphasis (`Module.<strong>init</strong>()`);
- `host-path`: a link or script address starting with the hosted site's path (`/pytorch-api-kb/...`), which breaks
  the site at any other address;
- `footer-language`: a page whose footer text is not in the page's language;
- `empty-header`: a table column without a header;
- `heading-anchor`: a heading whose id is a counter (`#_1`, what the builder makes of a Chinese heading) rather than
  a stable id, the same in both languages (render/pages.py `anchor`).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

from generator.chinese import HAN, HAN_RANGES, PUNCT_RANGES
from generator.site import PRINT

RULES = ("run-on-list", "cjk-space", "lost-dunder", "host-path", "footer-language", "empty-header", "heading-anchor")
HEADING = re.compile(r"h[1-6]")
COUNTER_ID = re.compile(r"_\d*")
BLOCK = frozenset({"address", "article", "aside", "blockquote", "body", "br", "button", "caption", "dd", "details",
                   "div", "dl", "dt", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
                   "head", "header", "hr", "html", "input", "label", "li", "main", "nav", "ol", "option", "p",
                   "section", "select", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr",
                   "ul"})
SKIPPED = frozenset({"script", "style", "svg", "pre", "textarea", "template", "noscript"})
CODE = frozenset({"code", "kbd", "samp"})  # inline code: one Latin word as far as spacing goes
RUN_ON = re.compile(r"\n[ \t]*([-*+]|\d{1,9}\.)[ \t]+\S")
# (a run-on list's "：\n- " is the list's finding, not a stray space; " — " is a separator between a title and its
# summary, spaced in both languages)
CJK_SPACE = re.compile(f"[{HAN_RANGES}][ \\t\\n]+[{HAN_RANGES}]|[{PUNCT_RANGES}][ \\t\\n]+(?!([-*+—]|\\d{{1,9}}\\.)[ \\t])\\S")
LOST_DUNDER = re.compile(r"[\w.]<(strong|em)>\w+</\1>|<(strong|em)>\w+</\2>[(\w]", re.ASCII)
ADDRESS_ATTRS = frozenset({"href", "src", "action", "content"})


@dataclass(frozen=True)
class Finding:
    page: str  # the page's path in the site, e.g. `tensor/torch.zeros/index.html`
    rule: str
    excerpt: str

    def __str__(self) -> str:
        return f"{self.page}: {self.rule}: {self.excerpt}"


class _Text(HTMLParser):
    """The page's visible text as runs, one per block element (code shown as `x`), with the footer's text and the
    table headers' apart."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.runs: list[str] = []
        self.current: list[str] = []
        self.skipping = 0
        self.in_code = 0
        self.footer_depth = 0  # inside the footer's note (site.PRINT): the depth at which it opened
        self.depth = 0
        self.footer: list[str] = []
        self.headers: list[str] = []
        self.header: list[str] | None = None
        self.addresses: list[str] = []
        self.chips: list[int] = []  # depths of the open badges
        self.formulas: list[int] = []  # depths of the open typeset formulas (KaTeX), read like code
        self.counter_ids: list[str] = []  # heading ids the builder numbered

    def _flush(self) -> None:
        if self.current:
            self.runs.append("".join(self.current))
            self.current = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if HEADING.fullmatch(tag) and COUNTER_ID.fullmatch(values.get("id") or "x"):
            self.counter_ids.append(values.get("id") or "")
        self.addresses += [value for name, value in attrs if name in ADDRESS_ATTRS and value]
        if tag in VOID:
            if tag in BLOCK:
                self._flush()
            return
        self.depth += 1
        if tag in SKIPPED:
            self.skipping += 1
        elif FORMULA_CLASS in (values.get("class") or "").split() and not self.formulas:
            if not self.in_code and not self.skipping:
                self.current.append("x")  # a formula is one token between words, like code
            self.in_code += 1
            self.formulas.append(self.depth)
        elif tag in CODE:
            if not self.in_code and not self.skipping:
                self.current.append("x")
            self.in_code += 1
        elif tag in BLOCK or _is_chip(values):
            self._flush()
            if tag not in BLOCK:
                self.chips.append(self.depth)
        if tag == "div" and PRINT.footer_class in (values.get("class") or "").split():
            self.footer_depth = self.depth
        if tag == "th":
            self.header = []

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.addresses += [value for name, value in attrs if name in ADDRESS_ATTRS and value]
        if tag in BLOCK:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if tag in SKIPPED:
            self.skipping = max(0, self.skipping - 1)
        elif self.formulas and self.formulas[-1] == self.depth:
            self.formulas.pop()
            self.in_code = max(0, self.in_code - 1)
        elif tag in CODE:
            self.in_code = max(0, self.in_code - 1)
        elif tag in BLOCK or (self.chips and self.chips[-1] == self.depth):
            self._flush()
            if self.chips and self.chips[-1] == self.depth:
                self.chips.pop()
        if tag == "th" and self.header is not None:
            self.headers.append("".join(self.header).strip())
            self.header = None
        if self.footer_depth and self.depth == self.footer_depth:
            self.footer_depth = 0
        self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.header is not None:
            self.header.append(data)
        if self.skipping or self.in_code:
            return
        self.current.append(data)
        if self.footer_depth:
            self.footer.append(data)


FORMULA_CLASS = "katex"  # KaTeX's outermost element of a typeset formula (generator/formulas.py)
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
                  "wbr"})


def _is_chip(attrs: dict[str, str | None]) -> bool:
    """A badge: an inline element the page shows as a box of its own, whose neighbours it is not a word between."""
    return any(name.startswith("kb-badge") for name in (attrs.get("class") or "").split())


def _excerpt(text: str, start: int, end: int) -> str:
    return " ".join(text[max(0, start - 20):end + 20].split())


def scan_page(page: str, html_text: str, lang: str, host_path: str) -> Iterator[Finding]:
    """The findings on one page, written in `lang`, of a site hosted under `host_path` (e.g. `/pytorch-api-kb/`)."""
    parser = _Text()
    parser.feed(html_text)
    parser.close()
    parser._flush()
    for run in parser.runs:
        for match in RUN_ON.finditer(run):
            yield Finding(page, "run-on-list", _excerpt(run, match.start(), match.end()))
        if lang == "zh":
            for match in CJK_SPACE.finditer(run):
                yield Finding(page, "cjk-space", _excerpt(run, match.start(), match.end()))
    for match in LOST_DUNDER.finditer(html_text):
        yield Finding(page, "lost-dunder", _excerpt(html_text, match.start(), match.end()))
    if host_path.strip("/"):
        for address in parser.addresses:
            if urlsplit(address).path.startswith(host_path) and not urlsplit(address).netloc:
                yield Finding(page, "host-path", address)
    footer = " ".join("".join(parser.footer).split())
    if footer and (lang == "zh") != bool(HAN.search(footer)):
        yield Finding(page, "footer-language", footer[:80])
    if any(not header for header in parser.headers):
        yield Finding(page, "empty-header", f"{sum(not h for h in parser.headers)} empty <th>")
    for anchor in parser.counter_ids:
        yield Finding(page, "heading-anchor", f"#{anchor}")


def scan_site(site: Path, languages: tuple[str, ...], host_path: str) -> list[Finding]:
    """Every HTML page of the built site: the first language at the root, the others under `<lang>/`."""
    findings: list[Finding] = []
    others = set(languages[1:])
    for file in sorted(site.rglob("*.html")):
        relative = file.relative_to(site).as_posix()
        top = relative.split("/", 1)[0]
        if top == "download":  # the offline copy's own pages, if unpacked there
            continue
        lang = top if top in others else languages[0]
        findings += scan_page(relative, file.read_text(encoding="utf-8"), lang, host_path)
    return findings
