"""`build`: both languages, a page per entry and language, captured output and badges on the page."""
from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import cli, real_corpus
from generator import paths
from generator.paths import pinned_torch

CORPUS = real_corpus()


def html_path(site: Path, lang: str, doc_page: str) -> Path:
    prefix = site if lang == "zh" else site / "en"
    return prefix / doc_page.removesuffix(".md") / "index.html"


def test_home_pages_exist(site: Path) -> None:
    assert (site / "index.html").is_file()
    assert (site / "en" / "index.html").is_file()
    assert 'lang="zh"' in (site / "index.html").read_text()
    assert 'lang="en"' in (site / "en" / "index.html").read_text()


def test_every_entry_has_a_page_in_both_languages(site: Path) -> None:
    missing = [f"{lang}:{doc.id}" for doc in CORPUS.documents for lang in ("zh", "en")
               if not html_path(site, lang, doc.page).is_file()]
    assert missing == []


def test_page_shows_output_and_badge_in_both_languages(site: Path) -> None:
    doc = next(d for d in CORPUS.documents if d.id == "torch.Tensor.view")
    zh = html_path(site, "zh", doc.page).read_text()
    en = html_path(site, "en", doc.page).read_text()
    release = pinned_torch()
    assert release
    assert f"输出 — torch {release}, CPU" in zh and f"Output — torch {release}, CPU" in en
    assert f"已验证 · torch {release} · CPU" in zh and f"Verified · torch {release} · CPU" in en
    assert "tensor([100,   1,   2,   3,   4,   5])" in en  # what torch printed, not a hand-written copy
    assert "view size is not compatible with input tensor's size and stride" in en


def test_entry_text_is_never_template_source(tmp_path: Path) -> None:
    from generator.corpus import Corpus
    from generator.model import Document, Verification
    from generator.render.pages import Renderer
    from generator.site_model import SiteModel

    doc = Document(tmp_path / "torch.x.yaml", "entry", {"id": "torch.x", "summary": {"zh": "{{ 7*7 }} <b>", "en": "x"}})
    model = SiteModel(Corpus(tmp_path, tmp_path, [doc]), Verification([], "2.13.0", ["cpu"]), {})
    # braces escaped as well: no attribute list (render/escape.py); the page shows `{{ 7*7 }} <b>`
    assert Renderer(model, "zh").markdown(doc.data["summary"]) == "\\{\\{ 7*7 \\}\\} &lt;b&gt;"


def test_stats_json_has_the_promised_fields() -> None:
    result = cli("stats", "--json")
    assert result.returncode == 0, result.stderr
    stats = json.loads(result.stdout)
    assert stats["torch_version"].startswith(pinned_torch() or "no pin")
    assert len(stats["entries"]) == len(CORPUS.documents)
    for entry in stats["entries"]:
        assert {"id", "layer", "kind", "examples", "pitfalls", "languages"} <= set(entry)
        assert entry["languages"] == ["en", "zh"]


def test_table_cells_show_no_stray_escapes(site: Path) -> None:
    """A `|` inside a code span needs no escape in a Markdown table; one outside does. No cell shows `\\|`."""
    cells = re.compile(r"<td[^>]*>(.*?)</td>", re.DOTALL)
    found = [(path.relative_to(site).as_posix(), cell[:80]) for path in sorted(site.rglob("index.html"))
             for cell in cells.findall(path.read_text(encoding="utf-8")) if "\\|" in cell]
    assert found == []
    view = html_path(site, "en", CORPUS.by_id["torch.Tensor.view"].page).read_text(encoding="utf-8")
    assert "<td><code>int... | torch.Size | torch.dtype</code></td>" in view


def test_an_alias_url_leads_to_its_entry_in_both_languages(site: Path) -> None:
    doc = CORPUS.by_name["torch.concat"]
    for lang, prefix in (("zh", ""), ("en", "en/")):
        page = site / prefix / doc.folder / "torch.concat" / "index.html"
        text = page.read_text(encoding="utf-8")
        assert 'http-equiv="refresh" content="0; url=../torch.cat/"' in text, lang
        assert (page.parent / "../torch.cat/index.html").resolve().is_file()


def names_tier(root: Path) -> dict:
    script = (root / "search/names.js").read_text(encoding="utf-8")
    prefix = "(window.kbSearch = window.kbSearch || {}).names = "
    assert script.startswith(prefix)
    return json.loads(script.removeprefix(prefix).rstrip().removesuffix(";"))


def test_each_language_has_its_own_names_tier_with_every_entry_and_error_pattern(site: Path) -> None:
    for root, lang in ((site, "zh"), (site / "en", "en")):
        tier = names_tier(root)
        pages = {row[0]: row for row in tier["pages"]}
        assert all(f"{d.page.removesuffix('.md')}/" in pages for d in CORPUS.of_family("entry"))
        concat = CORPUS.by_name["torch.concat"]
        assert "torch.concat" in pages[f"{concat.folder}/torch.cat/"][3].split("\n")  # an alias, as a name
        error = CORPUS.by_id["mat1-mat2-shapes-cannot-be-multiplied"]
        assert pages[error.page.removesuffix(".md") + "/"][1] == error.title(lang)
        patterns = {p for _, group in tier["errors"] for p in group}
        assert {m["pattern"] for m in error.data["messages"]} <= patterns
        assert not [url for url in pages if url.startswith("en/")]


def test_materials_search_plugin_is_not_built(site: Path) -> None:
    assert not (site / "search/search_index.json").exists()
    assert not (site / "en/search/search_index.json").exists()
    page = (site / "tensor/torch.Tensor.view/index.html").read_text(encoding="utf-8")
    assert 'data-md-component="search"' not in page and "data-kb-search" in page


def test_the_engine_is_the_pinned_minisearch_with_its_licence(site: Path) -> None:
    lock = json.loads((paths.ROOT / "package-lock.json").read_text(encoding="utf-8"))
    version = lock["packages"]["node_modules/minisearch"]["version"]
    engine = (site / "assets/javascripts/search/minisearch.js").read_text(encoding="utf-8")
    assert engine.startswith(f"/*! minisearch {version} (npm), MIT License")
    assert "Permission is hereby granted" in engine.split("*/", 1)[0]
