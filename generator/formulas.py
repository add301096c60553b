"""Formulas in entry text, written as GitHub writes them: $`...`$ inline, a ```math block displayed.

generator/text_markup.py tells them apart from code; KaTeX (formulas.cjs, from node_modules) typesets them at build
time as HTML with MathML, so the pages, the offline copy and the books show them without a script, and the
Markdown copies keep the LaTeX. `validate` reports a formula KaTeX refuses (E126, checks/formulas.py)."""
from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from generator import node
from generator.text_markup import Fence, Span, blocks, spans

MATH_FENCE = "math"  # the language of a displayed formula's fence
SCRIPT = Path(__file__).with_name("formulas.cjs")
KATEX = node.NODE_MODULES / "katex" / "dist"
ASSETS = "assets/katex"  # KaTeX's stylesheet and fonts in the site: the pages' formulas need them
STYLESHEET = f"{ASSETS}/katex.min.css"
OTHER_FONT_FORMATS = re.compile(r',url\(fonts/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)')


@dataclass(frozen=True)
class Formula:
    latex: str
    display: bool


@dataclass(frozen=True)
class Typeset:
    html: str  # KaTeX's HTML and MathML; "" where KaTeX refused the formula
    error: str = ""  # why KaTeX refused it


def formula_fence(block: Fence) -> Formula | None:
    """The displayed formula a fence holds, or None for a code block."""
    if block.info.strip() != MATH_FENCE:
        return None
    indent = block.indent
    return Formula("\n".join(line[len(indent):] if line.startswith(indent) else line.strip()
                             for line in block.lines).strip(), True)


def inline_formula(span: Span) -> Formula:
    """The formula of a `math` span ($`...`$)."""
    return Formula(span.text.strip(), False)


def formulas_in(text: str) -> Iterator[Formula]:
    for block in blocks(text):
        if isinstance(block, Fence):
            found = formula_fence(block)
            if found is not None:
                yield found
            continue
        yield from (inline_formula(span) for span in spans(block) if span.kind == "math")


_typeset: dict[Formula, Typeset] = {}  # kept across builds in one process: `serve` rebuilds on every edit


def typeset(formulas: Iterable[Formula]) -> dict[Formula, Typeset]:
    """Each formula typeset by KaTeX; those not typeset before in this process, in one run of node."""
    wanted = set(formulas)
    missing = sorted(wanted - _typeset.keys(), key=lambda f: (f.latex, f.display))
    if missing:
        answer = json.loads(node.run("the formulas' typesetting", SCRIPT, needs="katex",
                                     stdin=json.dumps([[f.latex, f.display] for f in missing])))
        for formula, result in zip(missing, answer, strict=True):
            _typeset[formula] = Typeset(result.get("html", ""), result.get("error", ""))
    return {formula: _typeset[formula] for formula in wanted}


def write_assets(site: Path) -> None:
    """KaTeX's stylesheet, its fonts and its licence, under site/assets/katex/. Only the WOFF2 fonts: every
    browser the site supports (and the Chromium that prints the books) reads them, and the stylesheet is left
    naming no other format, so nothing it asks for is missing."""
    target = site / ASSETS
    (target / "fonts").mkdir(parents=True, exist_ok=True)
    css = (KATEX / "katex.min.css").read_text(encoding="utf-8")
    (target / "katex.min.css").write_text(OTHER_FONT_FORMATS.sub("", css), encoding="utf-8")
    shutil.copyfile(KATEX.parent / "LICENSE", target / "LICENSE")
    for font in sorted((KATEX / "fonts").glob("*.woff2")):
        shutil.copyfile(font, target / "fonts" / font.name)
