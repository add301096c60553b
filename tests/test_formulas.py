"""Formulas in entry text ($`...`$ and ```math): found as GitHub writes them, typeset by KaTeX without a script on the
page, kept as LaTeX in the Markdown copies, and refused (E126, tests/fixtures/bad/E126-*) when KaTeX cannot typeset
them or they would link or load."""
from __future__ import annotations

from pathlib import Path

from generator.formulas import ASSETS, Formula, formulas_in, typeset
from generator.render import escape
from generator.text_markup import spans

TEXT = "The mean $`\\mu`$ costs \\$5, not `x^2`.\n\n```math\ny = \\frac{a}{b}\n```\n"


def test_a_code_span_between_dollars_is_a_formula_and_nothing_else_is() -> None:
    kinds = [(span.kind, span.text) for span in spans("a $`\\mu`$ b `c` $d$ $`e`")]
    assert kinds == [("text", "a "), ("math", "\\mu"), ("text", " b "), ("code", "c"), ("text", " $d$ $"), ("code", "e")]
    assert list(formulas_in(TEXT)) == [Formula("\\mu", False), Formula("y = \\frac{a}{b}", True)]


def test_katex_typesets_and_refuses_with_a_reason() -> None:
    good, looping, linking = Formula("\\frac{a}{b}", True), Formula("\\def\\a{\\a}\\a", False), \
        Formula("\\href{https://example.com}{x}", False)
    results = typeset([good, looping, linking])
    assert '<span class="katex-display">' in results[good].html and "<math" in results[good].html
    assert results[good].error == ""
    assert results[looping].html == "" and "Too many expansions" in results[looping].error
    assert results[linking].html == "" and "\\href is not allowed" in results[linking].error


def test_a_page_carries_the_typeset_html_and_a_copy_the_latex() -> None:
    page = escape.prose(TEXT, formula=lambda f: escape.formula_html(typeset([f])[f].html, f.display))
    assert page.count('class="katex"') == 2 and "`x^2`" in page and "\\frac" not in page.split("<annotation")[0]
    assert '\n<div class="kb-formula"><span class="katex-display">' in page
    copy = escape.prose(TEXT)
    assert "$`\\mu`$" in copy and "```math\ny = \\frac{a}{b}\n```" in copy and "katex" not in copy


def test_markdown_cannot_read_katex_text_as_markup() -> None:
    html = escape.formula_html('<span class="katex"><mi>a*b_c*</mi><annotation>x_1 * [y]</annotation></span>', False)
    assert html == '<span class="katex"><mi>a&#42;b&#95;c&#42;</mi><annotation>x&#95;1 &#42; &#91;y&#93;</annotation></span>'


def test_the_built_site_shows_formulas_without_a_script(site: Path) -> None:
    for page in (site / "nn" / "torch.nn.LayerNorm" / "index.html", site / "en" / "nn" / "torch.nn.LayerNorm" / "index.html"):
        html = page.read_text(encoding="utf-8")
        assert '<div class="kb-formula"><span class="katex-display">' in html
        assert "katex.min.css" in html and "katex.min.js" not in html
    stylesheet = (site / ASSETS / "katex.min.css").read_text(encoding="utf-8")
    fonts = {path.name for path in (site / ASSETS / "fonts").iterdir()}
    assert fonts and all(name.endswith(".woff2") for name in fonts)
    assert ".woff)" not in stylesheet and ".ttf)" not in stylesheet  # it asks only for the fonts that are there
    copy = (site / "en" / "nn" / "torch.nn.LayerNorm.md").read_text(encoding="utf-8")
    assert "```math\ny = \\frac{x - \\mathrm{E}[x]}" in copy and "katex" not in copy
