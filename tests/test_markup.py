"""Hostile text never reaches a reader as markup: raw HTML is rejected, and what validation lets through
(script inside code spans, template syntax) is rendered literally."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import cli, corpus_args

HOSTILE_SUMMARY = "Creates zeros. `<script>alert('code span')</script>` {{ 7*7 }} {% raw %} ${x}"


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import shutil

    from conftest import FIXTURES

    corpus = tmp_path_factory.mktemp("hostile") / "corpus"
    shutil.copytree(FIXTURES / "corpus", corpus)
    entry = corpus / "entries" / "tensor" / "torch.zeros.yaml"
    entry.write_text(entry.read_text().replace("  en: Creates a tensor filled with zeros.",
                                               f"  en: {json.dumps(HOSTILE_SUMMARY)}"))
    site = corpus.parent / "site"
    result = cli("build", *corpus_args(corpus), "--site-dir", str(site), "--build-dir", str(corpus.parent / "build"),
                 timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    return site


def test_script_in_code_span_is_escaped(hostile_site: Path) -> None:
    html = (hostile_site / "en" / "tensor" / "torch.zeros" / "index.html").read_text()
    assert "&lt;script&gt;alert(&#39;code span&#39;)&lt;/script&gt;" in html or \
        "&lt;script&gt;alert('code span')&lt;/script&gt;" in html
    assert not re.search(r"<script>\s*alert", html)


def test_template_syntax_is_literal(hostile_site: Path) -> None:
    html = (hostile_site / "en" / "tensor" / "torch.zeros" / "index.html").read_text()
    assert "{{ 7*7 }}" in html and "{% raw %}" in html and "49" not in html.split("{{ 7*7 }}")[0][-20:]


def test_no_script_tag_comes_from_entry_content(hostile_site: Path) -> None:
    hostile = (hostile_site / "en" / "tensor" / "torch.zeros" / "index.html").read_text()
    clean = (hostile_site / "en" / "tensor" / "torch.ones" / "index.html").read_text()
    assert hostile.count("<script") == clean.count("<script")


def test_raw_html_is_rejected_and_nothing_is_built(tmp_path: Path) -> None:
    import shutil

    from conftest import FIXTURES

    corpus = tmp_path / "corpus"
    shutil.copytree(FIXTURES / "corpus", corpus)
    entry = corpus / "entries" / "tensor" / "torch.zeros.yaml"
    entry.write_text(entry.read_text().replace("  en: Creates a tensor filled with zeros.",
                                               "  en: \"<script>alert(1)</script>\""))
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("previous build")
    result = cli("build", *corpus_args(corpus), "--site-dir", str(site))
    assert result.returncode == 1
    assert "E120 raw HTML or script in text" in result.stdout
    assert (site / "index.html").read_text() == "previous build"  # a failed build leaves the old site
