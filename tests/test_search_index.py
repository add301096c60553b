"""The site search's tiers as built (generator/search_index.py): Chinese cut with the entries' dictionary, the
names tier's rows, explain's rules carried as they are, and a Chinese query cut the way its index was."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import yaml

from generator import explain, paths
from generator.coverage import COVERAGE, read_names
from generator.official_docs import SOURCE, official_docs
from generator.search_index import IndexedPage, Section, cut, names_tier, text_tier
from generator.search_terms import dictionary_file
from generator.strings import strings

TOKENS = paths.ROOT / "site_overrides/assets/javascripts/search/tokens.js"


def test_chinese_is_cut_into_words_and_their_parts_and_other_text_is_left_alone(site_build: Path) -> None:
    words = cut("使用数据加载器读取批次", "zh", dictionary_file(site_build)).split()
    assert {"数据加载器", "数据", "加载", "批次"} <= set(words)
    assert cut("torch.utils.data.DataLoader 数据", "en", None) == "torch.utils.data.DataLoader 数据"
    assert cut("torch.Tensor.view", "zh", None) == "torch.Tensor.view"


def test_the_names_tier_has_a_row_per_page_and_the_error_patterns() -> None:
    pages = [IndexedPage("tensor/torch.zeros.md", "tensor/torch.zeros/", "torch.zeros"),
             IndexedPage("errors/oom.md", "errors/oom/", "<b>Out</b> of memory")]
    records = {"tensor/torch.zeros.md": {"names": ["torch.zeros"], "boost": 1.5, "terms": {"en": ["zeros tensor"]},
                                         "phrases": {"en": ["Zeros  tensor"]}},
               "errors/oom.md": {"names": [], "boost": 0.5, "terms": {"en": []}, "patterns": ["out of memory"],
                                 "pitfalls": [["RuntimeError", "x" * explain.MIN_PITFALL_SPAN], ["ValueError", "short"]]}}
    tier = names_tier(pages, records, "en", None)
    assert tier["pages"] == [["tensor/torch.zeros/", "", 1.5, "torch.zeros", "zeros tensor", 0],
                             ["errors/oom/", "<b>Out</b> of memory", 0.5, "", "", 0]]
    assert tier["errors"] == [[1, ["out of memory"]]]
    assert tier["explain"] == {"last_exception": explain.LAST_EXCEPTION.pattern,
                               "exception_type": explain.EXCEPTION_TYPE.pattern,
                               "traceback": explain.TRACEBACK_HEADER, "min_pitfall_span": explain.MIN_PITFALL_SPAN}
    assert tier["labels"] == {key: text["en"] for key, text in strings()["search"].items()}
    pages[1].sections.append(Section("cause", "Cause", "The device ran out of memory."))
    text = text_tier(pages, records, "en", None)["text"]
    # every proven error rides along: how much of the text a match covers is for search.js to judge, as explain does
    official = text["data"].pop("official")
    assert text["data"] == {"sections": [[1, "cause", "Cause", "The device ran out of memory."]],
                            "pitfalls": [[1, "RuntimeError", "x" * 15], [1, "ValueError", "short"]],
                            "phrases": {"zeros tensor": [0]}}
    # the official documentation's names, less those a page documents
    listed = {name for _, names in official["pages"] for name in names}
    assert official["base"] == "https://docs.pytorch.org/docs/stable/"
    assert "torch.nn.TransformerEncoderLayer" in listed and "torch.ones" in listed and "torch.zeros" not in listed
    assert text["documents"] == [{"id": 0, "title": "Cause", "text": "The device ran out of memory."}]


def test_every_chinese_word_of_the_index_is_cut_whole_from_a_query(site: Path) -> None:
    """A query that is one of the index's words must look up that word: tokens.js cuts queries against the
    index's own vocabulary, which is what keeps index and query from disagreeing (jieba cut the index)."""
    script = f"""
      global.window = {{}};
      const terms = require({json.dumps(str(TOKENS))});
      eval(require("fs").readFileSync({json.dumps(str(site / "search/text.js"))}, "utf8"));
      const vocabulary = terms.hanWords(window.kbSearch.text.index.index.map(e => e[0]));
      const wrong = [...vocabulary].filter(w => w.length <= 8 && !terms.queryTerms(w, vocabulary).includes(w));
      console.log(JSON.stringify({{words: vocabulary.size, wrong: wrong.slice(0, 20)}}));
    """
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    result = json.loads(done.stdout)
    assert result["words"] > 1000
    assert result["wrong"] == []


def test_official_names_have_their_pages_in_the_official_documentation() -> None:
    docs = official_docs()
    assert docs.url("torch.nn.TransformerEncoderLayer") == \
        "https://docs.pytorch.org/docs/stable/generated/torch.nn.TransformerEncoderLayer.html"
    assert docs.url("torch.optim.lr_scheduler.OneCycleLR") == \
        "https://docs.pytorch.org/docs/stable/generated/torch.optim.lr_scheduler.OneCycleLR.html"
    assert docs.url("torch.utils.data.Subset") == "https://docs.pytorch.org/docs/stable/data.html#torch.utils.data.Subset"
    assert docs.url("torch.no_such_name") is None
    names = [name for _, group in docs.pages for name in group]
    assert len(names) == len(set(names)) > 1500


def test_official_names_are_the_shared_coverage_lists() -> None:
    """generator/data/official_docs.yaml holds the names of ../shared/coverage/official/, one page each."""
    lists = sorted((COVERAGE / "official").glob("*.txt"))
    if not lists:
        pytest.skip("../shared/coverage/official/ is not checked out here")
    shared = {name for path in lists for name in read_names(path)}
    ours = {name for page in yaml.safe_load(SOURCE.read_text(encoding="utf-8"))["pages"] for name in page["names"]}
    assert ours == shared, (sorted(shared - ours)[:10], sorted(ours - shared)[:10])
