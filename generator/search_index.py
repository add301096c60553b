"""The site search's two tiers, per language, built into static scripts (site_overrides/assets/javascripts/search/).

- names (search/names.js, loaded with every page): each page's names, title and search terms, and the error
  patterns `explain` matches pasted text with, so API names, aliases, fragments and pasted errors answer at once;
- text (search/text.js, loaded when the reader first focuses the search box or a query needs it): the text of
  every section of every page (indexed, and kept beside the index for the excerpt each result shows), and the
  pitfalls' proven errors.

The names tier also carries the search's own labels (strings.yaml `search`); the text tier the torch names the
official documentation documents and the site has no entry for, each with its official page
(generator/data/official_docs.yaml), so that a query naming one is answered with that page.

The engine is MiniSearch (npm package `minisearch`, pinned in package-lock.json). The full-text index is built
here, by generator/search_index.cjs, with the term rules the browser queries with (tokens.js); the names tier
is small enough for the browser to index itself, with the same rules. Chinese is cut into
words here, by jieba with the dictionary generated from the entries; queries are cut against the words the
index holds. The site builder hands over its pages (`IndexedPage`); nothing here knows which builder that is."""
from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TypedDict

from generator import explain, node
from generator.chinese import HAN
from generator.corpus import Corpus
from generator.errors import UserError
from generator.model import LANGS
from generator.node import NODE_MODULES
from generator.official_docs import official_docs
from generator.search_terms import page_boost
from generator.strings import strings

RECORDS = "search_records.json"  # in the build folder, written by `build` (write_search_records)
INDEX_SCRIPT = Path(__file__).with_name("search_index.cjs")
ENGINE = NODE_MODULES / "minisearch" / "dist" / "umd" / "index.js"
ENGINE_LICENCE = NODE_MODULES / "minisearch" / "LICENSE.txt"
ENGINE_ASSET = "assets/javascripts/search/minisearch.js"  # the browser's copy, minified, its licence on top
SCRIPTS = ("tokens.js", "rank.js", "search.js")  # the site's own, beside it (site_overrides/assets/javascripts/search/)


@dataclass
class Section:
    anchor: str  # "" for the top of the page
    title: str
    text: str


@dataclass
class IndexedPage:
    source: str  # the page's Markdown path in its language, e.g. tensor/torch.zeros.md
    url: str  # relative to the language's root: tensor/torch.zeros/ (or tensor/torch.zeros.html offline)
    title: str
    sections: list[Section] = field(default_factory=list)


class SearchRecord(TypedDict, total=False):
    """What the search takes from one document beyond its page (search_records.json, by page)."""

    names: list[str]  # an entry's id and aliases; none for error pages and guides
    boost: float  # the page's weight (search_terms.page_boost)
    terms: dict[str, list[str]]  # per language: its search terms and its tags' labels
    phrases: dict[str, list[str]]  # per language: its own search terms, which find it among the first
    patterns: list[str]  # an error entry's message patterns
    pitfalls: list[list[str]]  # [exception type, match] of each pitfall whose error verify proves


Records = dict[str, SearchRecord]  # page -> its record


def write_search_records(corpus: Corpus, build_dir: Path) -> None:
    """build_dir/search_records.json: what the search takes from the documents beyond their pages: each page's
    names (an entry's id and aliases), weight and search terms (its `search_terms` and its tags' labels), its
    own `search_terms` as phrases (a query that is one of them finds the page among the first), each error
    entry's message patterns, each pitfall's proven error (read as `explain` reads them)."""
    records: Records = {}
    labels = strings()["tags"]
    for doc in corpus.documents:
        terms = doc.data.get("search_terms") or {}
        tags = [labels[tag] for tag in doc.data.get("tags") or [] if tag in labels]
        record: SearchRecord = {"names": list(doc.names) if doc.family == "entry" else [], "boost": page_boost(doc),
                                  "terms": {lang: list(terms.get(lang) or []) + [tag[lang] for tag in tags]
                                            for lang in LANGS},
                                  "phrases": {lang: list(terms.get(lang) or []) for lang in LANGS}}
        patterns = explain.message_patterns(doc)
        if doc.family == "error" and patterns:
            record["patterns"] = patterns
        pitfalls = [[raises.get("type", ""), raises["match"]] for _, _, raises in explain.proven_errors(doc)]
        if pitfalls:
            record["pitfalls"] = pitfalls
        records[doc.page] = record
    (build_dir / RECORDS).write_text(json.dumps(records, ensure_ascii=False, indent=0), encoding="utf-8")


def read_records(build_dir: Path) -> Records:
    source = build_dir / RECORDS
    if not source.is_file():
        raise UserError(f"{source} is missing (run `python -m generator build` first)")
    records: Records = json.loads(source.read_text(encoding="utf-8"))
    return records


@cache
def _jieba(dictionary: Path | None) -> Any:
    import jieba

    jieba.setLogLevel(60)  # its "Building prefix dict" lines are not the build's news
    segmenter = jieba.Tokenizer()
    if dictionary is not None and dictionary.is_file():
        with dictionary.open("rb") as words:  # given a path, jieba leaves the file open
            segmenter.load_userdict(words)
    return segmenter


def cut(text: str, lang: str, dictionary: Path | None) -> str:
    """Chinese text as words separated by spaces (jieba's search mode, which also yields the shorter words
    inside a long one: 数据加载器 -> 数据 加载 加载器 数据加载器); text without Chinese as it is."""
    if lang != "zh" or not HAN.search(text):
        return text
    return " ".join(w for w in _jieba(dictionary).cut_for_search(text) if w.strip())


def names_tier(pages: list[IndexedPage], records: Records, lang: str,
               dictionary: Path | None) -> dict[str, Any]:
    """The names tier: small enough to load with every page, so the browser indexes it itself when the search
    first opens (search.js). Per page: [url, title ("" when it is the first name), weight, names (one per
    line), search terms, the title as indexed (Chinese cut into words; 0 when the same)]; then the error
    entries' patterns, explain's rules for reading a pasted traceback and the search's labels."""
    table, errors = [], []
    for number, page in enumerate(pages):
        record = records.get(page.source, {})
        names = record.get("names", [])
        title = "" if names[:1] == [page.title] else page.title
        indexed_title = cut(title, lang, dictionary)
        table.append([page.url, title, record.get("boost", 1),
                      "\n".join(names), cut(" ; ".join(record.get("terms", {}).get(lang, [])), lang, dictionary),
                      0 if indexed_title == title else indexed_title])
        if record.get("patterns"):
            errors.append([number, record["patterns"]])
    rules = {"last_exception": explain.LAST_EXCEPTION.pattern, "exception_type": explain.EXCEPTION_TYPE.pattern,
             "traceback": explain.TRACEBACK_HEADER, "min_pitfall_span": explain.MIN_PITFALL_SPAN}
    return {"pages": table, "errors": errors, "explain": rules,
            "labels": {key: text[lang] for key, text in strings()["search"].items()}}


def text_tier(pages: list[IndexedPage], records: Records, lang: str,
              dictionary: Path | None) -> dict[str, Any]:
    """The input of search_index.cjs for the full-text tier: every section as a document, and beside the index
    the sections' [page, anchor, title, text] (the text as the page shows it, for the results' excerpts) and
    the pitfalls' proven errors ([page, type, match]); the pages' search phrases ({phrase: [page, ...]}, lower
    case); then the official documentation's names that no page documents, with their pages there
    ({base, pages: [[url pattern, [name, ...]], ...]})."""
    documents: list[dict[str, Any]] = []
    sections: list[list[Any]] = []
    pitfalls: list[list[Any]] = []
    phrases: dict[str, list[int]] = {}
    for number, page in enumerate(pages):
        record = records.get(page.source, {})
        pitfalls += [[number, kind, match] for kind, match in record.get("pitfalls", [])]
        for phrase in record.get("phrases", {}).get(lang, []):
            phrases.setdefault(" ".join(phrase.lower().split()), []).append(number)
        for section in page.sections:
            documents.append({"id": len(sections), "title": cut(section.title, lang, dictionary),
                              "text": cut(section.text, lang, dictionary)})
            sections.append([number, section.anchor, section.title, section.text])
    documented = {name for record in records.values() for name in record.get("names", [])}
    docs = official_docs()
    official = [[pattern, [name for name in names if name not in documented]] for pattern, names in docs.pages]
    return {"text": {"fields": ["title", "text"], "documents": documents,
                     "data": {"sections": sections, "pitfalls": pitfalls, "phrases": phrases,
                              "official": {"base": docs.base, "pages": [group for group in official if group[1]]}}}}


def write_language_index(pages: list[IndexedPage], records: Records, lang: str, folder: Path,
                         dictionary: Path | None) -> None:
    """folder/names.js and folder/text.js for one language's pages (in one order: both tiers number them)."""
    folder.mkdir(parents=True, exist_ok=True)
    names = json.dumps(names_tier(pages, records, lang, dictionary), ensure_ascii=False, separators=(",", ":"))
    (folder / "names.js").write_text(f"(window.kbSearch = window.kbSearch || {{}}).names = {names};\n", encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="kb-search-") as scratch:
        source = Path(scratch) / "tiers.json"
        source.write_text(json.dumps(text_tier(pages, records, lang, dictionary), ensure_ascii=False), encoding="utf-8")
        node.run("the search index", INDEX_SCRIPT, str(source), str(folder), needs="minisearch")


def _minify(source: Path, target: Path) -> None:
    node.run("the search scripts' minifying", NODE_MODULES / "terser" / "bin" / "terser", str(source), "--compress",
             "--mangle", "--output", str(target), needs="terser")


def write_scripts(site: Path) -> None:
    """The search's scripts as the browser gets them, minified by terser: the site's own two (copied into the
    site from site_overrides/ by the builder, minified in place) and MiniSearch, its MIT licence at the top."""
    folder = site / ENGINE_ASSET.rsplit("/", 1)[0]
    for own in SCRIPTS:
        _minify(folder / own, folder / own)
    target = site / ENGINE_ASSET
    _minify(ENGINE, target)
    package = json.loads((ENGINE.parents[2] / "package.json").read_text(encoding="utf-8"))
    licence = ENGINE_LICENCE.read_text(encoding="utf-8").strip().replace("*/", "* /")
    header = f"/*! minisearch {package['version']} (npm), {package['license']} License\n{licence}\n*/\n"
    target.write_text(header + target.read_text(encoding="utf-8"), encoding="utf-8")
