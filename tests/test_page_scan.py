"""The page scan (generator/page_scan.py): each rule fails its sample page in tests/fixtures/pages/ and nothing
else, a clean page passes, and the suite's built site passes every rule in both languages."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.model import LANGS
from generator.page_scan import RULES, scan_page, scan_site

PAGES = Path(__file__).parent / "fixtures" / "pages"
HOST = "/pytorch-api-kb/"


def _scan(file: Path) -> list[str]:
    lang = file.name.split(".")[-2]
    return [finding.rule for finding in scan_page(file.name, file.read_text(encoding="utf-8"), lang, HOST)]


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fails_its_sample(rule: str) -> None:
    samples = sorted(PAGES.glob(f"{rule}.*.html"))
    assert samples, f"no sample page for {rule}"
    for sample in samples:
        assert set(_scan(sample)) == {rule}, sample.name


@pytest.mark.parametrize("lang", LANGS)
def test_a_clean_page_passes(lang: str) -> None:
    assert _scan(PAGES / f"clean.{lang}.html") == []


def test_the_findings_say_where_and_what() -> None:
    findings = list(scan_page("tensor/x/index.html", (PAGES / "cjk-space.zh.html").read_text(encoding="utf-8"),
                              "zh", HOST))
    assert [str(f) for f in findings] == [
        "tensor/x/index.html: cjk-space: 把不该关注的位置填成很小的数， 再做 x。单卡、 多卡都可以。",
        "tensor/x/index.html: cjk-space: 关注的位置填成很小的数， 再做 x。单卡、 多卡都可以。"]


def test_a_formula_is_one_token_between_words() -> None:
    """KaTeX writes a formula's text three times (MathML, its LaTeX, the glyphs); the scan reads it as one token, so
    a formula spaced after Chinese punctuation is found and one written tight is not."""
    katex = ('<span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>v</mi></mrow>'
             '<annotation encoding="application/x-tex">v</annotation></semantics></math></span>'
             '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">v'
             '</span></span></span></span>')
    tight = f"<html><body><p>指数移动平均（EMA）{katex}，用它的平方根去除梯度。</p></body></html>"
    spaced = tight.replace("（EMA）", "（EMA） ")
    assert list(scan_page("x/index.html", tight, "zh", HOST)) == []
    assert [str(f) for f in scan_page("x/index.html", spaced, "zh", HOST)] == [
        "x/index.html: cjk-space: 指数移动平均（EMA） x，用它的平方根去除梯度。"]


def test_english_pages_may_space_chinese_quotes() -> None:
    """The Chinese-spacing rule reads zh pages only: an English page quoting `单卡、 多卡` is not at fault."""
    html = (PAGES / "cjk-space.zh.html").read_text(encoding="utf-8")
    assert list(scan_page("en/x/index.html", html, "en", HOST)) == []


def test_the_built_site_passes_every_rule(site: Path) -> None:
    findings = scan_site(site, LANGS, HOST)
    assert [str(f) for f in findings[:20]] == [], f"{len(findings)} finding(s)"
