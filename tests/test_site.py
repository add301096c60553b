"""`build`: both languages, a page per entry and language, captured output and badges on the page."""
from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

from conftest import cli
from generator.corpus import load_corpus

CORPUS = load_corpus()


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
    assert "输出 — torch 2.13.0, CPU" in zh and "Output — torch 2.13.0, CPU" in en
    assert "已验证 · torch 2.13.0 · CPU" in zh and "Verified · torch 2.13.0 · CPU" in en
    assert "tensor([100,   1,   2,   3,   4,   5])" in en  # what torch printed, not a hand-written copy
    assert "view size is not compatible with input tensor's size and stride" in en


def test_entry_text_is_never_template_source(tmp_path: Path) -> None:
    from generator.corpus import Corpus
    from generator.model import Document, Verification
    from generator.render.pages import Renderer
    from generator.render.site_model import SiteModel

    doc = Document(tmp_path / "torch.x.yaml", "entry", {"id": "torch.x", "summary": {"zh": "{{ 7*7 }} <b>", "en": "x"}})
    model = SiteModel(Corpus(tmp_path, tmp_path, [doc]), Verification([], "2.13.0", ["cpu"]), {})
    assert Renderer(model, "zh").markdown(doc.data["summary"]) == "{{ 7*7 }} &lt;b&gt;"


def test_stats_json_has_the_promised_fields() -> None:
    result = cli("stats", "--json")
    assert result.returncode == 0, result.stderr
    stats = json.loads(result.stdout)
    assert stats["torch_version"].startswith("2.13.0")
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


def test_the_search_worker_loads_materials_lunr_multi_with_the_token_set_fix(site: Path) -> None:
    """lunr 2.3.9 merges token-set nodes whose labels and ids run together (olivernn/lunr.js#503) and scores a
    prefix as high as the whole word; nor does it know which page a query names. The override keeps Material's
    own file and adds the fixes and the lookup of the names field, so a Material upgrade that changes the file
    fails here."""
    spec = importlib.util.find_spec("material")
    assert spec is not None and spec.submodule_search_locations
    shipped = Path(spec.submodule_search_locations[0]) / "templates/assets/javascripts/lunr/min/lunr.multi.min.js"
    built = (site / "assets/javascripts/lunr/min/lunr.multi.min.js").read_text(encoding="utf-8")
    assert shipped.read_text(encoding="utf-8").strip() in built
    assert 'str += "," + labels[i] + ":" + this.edges[labels[i]].id' in built
    assert "presence: lunr.Query.presence.OPTIONAL, exact: true" in built
    assert 'term: words.join(""), fields: ["names"]' in built


def test_each_entry_is_indexed_under_its_names_as_whole_words(site: Path) -> None:
    for root in (site, site / "en"):
        index = json.loads((root / "search/search_index.json").read_text(encoding="utf-8"))
        assert index["config"]["fields"]["names"]["boost"] > index["config"]["fields"]["tags"]["boost"]
        names = {doc["location"]: doc["names"] for doc in index["docs"] if "names" in doc}
        assert names["tensor/torch.Tensor.view/"] == ["tensorview", "torchtensorview", "view"]
        assert "torchconcat" in names[f"{CORPUS.by_name['torch.concat'].folder}/torch.cat/"]  # an alias
        assert not [location for location in names if location.startswith("errors/") or "#" in location]
        assert len(names) == len(CORPUS.of_family("entry"))
