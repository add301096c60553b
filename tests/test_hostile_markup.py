"""No script reaches the built site, whatever an entry holds (issue 42).

Each hostile shape below is put into an entry of its own (or a guide) in a copy of the fixture corpus. Two things
are asserted:
- `validate` rejects every shape that is not plain code (the markup and schema checks, with their codes);
- a site built from the same corpus *without* validation (the build steps called directly, so the escaping at
  render time is what is tested) has no element with an `on*` attribute, no `javascript:` URL, no `<iframe>`,
  `<object>` or `<embed>`, and no `<script>` beyond the theme's own (a baseline build of the clean corpus), on
  any page; and the hostile text is there, shown as text.
The same payloads also go through the renderer and Python-Markdown with the site's extensions directly, in every
way a template prints entry data (text, code, literal values, table cells, indented blocks).
"""
from __future__ import annotations

import re
import shutil
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import markdown
import pytest
import yaml

from conftest import FIXTURES, ROOT

IMG = "<img src=x onerror=alert(1)>"

# (what it is, where it goes, the value, whether validate must reject it). The first six are the fuzzing run's.
SHAPES: list[tuple[str, str, Any, bool]] = [
    ("docs_url closing its link", "docs_url", f'https://pytorch.org/docs/">{IMG}', True),
    ("docs_url with an attribute list", "docs_url", "https://pytorch.org/docs/){onclick=alert(1)}", True),
    ("backtick breakout in a parameter type", "param_type", f"int...` {IMG} `", True),
    ("backtick breakout in the return type", "returns_type", f"Tensor` {IMG} `", True),
    ("HTML inside a code span", "summary", f"Zeros `{IMG}` as code.", False),
    ("attribute list on a paragraph", "summary", "Creates zeros.\n{: onclick=alert(1) }", True),
    ("fence of four backticks closed by three", "summary", f"Zeros.\n\n````\n{IMG}\n```\n", True),
    # other variants
    ("docs_url to a script", "docs_url", "javascript:alert(1)", True),
    ("docs_url with a Markdown link after it", "docs_url", "https://pytorch.org/docs/ [x](javascript:alert(1))", True),
    ("backtick breakout in a default", "param_default", f"None`` {IMG} ``", True),
    ("backtick breakout in a parameter name", "param_name", f"size` {IMG} `", True),
    ("fence closed inside the signature", "signature", f"torch.hostile(x)\n```\n{IMG}\n```", True),
    ("script in a heading's code span", "pitfall_title", "Wrong `<script>alert(1)</script>` shape", False),
    ("inline attribute lists", "summary", "Zeros *here*{onclick=alert(1)} and [a](https://pytorch.org){onclick=alert(1)}.",
     True),
    ("fence opener with attributes", "summary", 'Zeros.\n\n```{ .python onclick="alert(1)" }\nx = 1\n```\n', True),
    ("tilde fence around a backtick fence", "summary", f"Zeros.\n\n~~~\n```\n~~~\n{IMG}\n", True),
    ("fence indented in a list, body not", "description", f"- item\n\n    ```\n{IMG}\n    ```\n", True),
    ("escaped backtick before a code span", "summary", f"Creates \\`{IMG}` zeros.", True),
    ("tag without spaces", "summary", "Creates <img/src=x/onerror=alert(1)> zeros.", True),
    ("script links", "summary", "[x](javascript:alert(1)) [y](JaVaScRiPt&#58;alert(1)) <javascript:alert(1)> [z][r]\n\n"
                                "[r]: javascript:alert(1)", True),
    ("image attributes, svg, entities", "summary",
     "![i](x){onerror=alert(1)} <svg onload=alert(1)> &lt;script&gt;alert(1)&lt;/script&gt;", True),
    ("comment and script in a note", "notes", "<!-- x --><script>alert(1)</script>", True),
    ("double-backtick code span around a backtick", "summary", f"`` `{IMG}` ``", False),
    ("alias signature breakout", "alias_signature", f"f(x)` {IMG} `", True),
    ("script in a deprecation note", "deprecated_note", "Use `torch.ones`.<script>alert(1)</script>", True),
]
GUIDE_TITLES = {"en": f"Guide `{IMG}` `</title><script>alert(1)</script>`", "zh": "指南 `</title><script>alert(1)</script>`"}


def _inject(data: dict[str, Any], where: str, value: Any) -> None:
    if where in ("docs_url", "signature"):
        data[where] = value
    elif where == "param_type":
        data["parameters"][0]["type"] = value
    elif where == "param_default":
        data["parameters"][1]["default"] = value
    elif where == "param_name":
        data["parameters"][2]["name"] = value
    elif where == "returns_type":
        data["returns"]["type"] = value
    elif where == "pitfall_title":
        data["pitfalls"][0]["title"] = {"zh": value, "en": value}
    elif where == "notes":
        data["notes"] = [{"zh": value, "en": value}]
    elif where == "alias_signature":
        data["aliases"] = [{"name": "torch.hostile_alias", "signature": value, "note": {"zh": IMG, "en": IMG}}]
    elif where == "deprecated_note":
        data["deprecated"] = {"replacement": "torch.ones", "note": {"zh": value, "en": value}}
    else:
        data[where] = {"zh": value, "en": value}


def hostile_corpus(target: Path) -> Path:
    shutil.copytree(FIXTURES / "corpus", target)
    base = yaml.safe_load((target / "entries" / "tensor" / "torch.zeros.yaml").read_text(encoding="utf-8"))
    for index, (_, where, value, _) in enumerate(SHAPES):
        data = yaml.safe_load(yaml.safe_dump(base))
        data["id"] = f"torch.hostile_{index:02d}"
        data["related"] = ["torch.zeros"]
        _inject(data, where, value)
        (target / "entries" / "tensor" / f"{data['id']}.yaml").write_text(
            yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    data = yaml.safe_load(yaml.safe_dump(base))
    data["id"] = "torch.hostile_file"  # the file name reaches the page's edit link
    (target / "entries" / "tensor" / 'torch.hostile_file" onmouseover="alert(1)" x=".yaml').write_text(
        yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    data = yaml.safe_load(yaml.safe_dump(base))
    data["id"] = "torch.x){onclick=alert(1)}"  # an id reaches link targets, headings and lists
    data["related"] = ["torch.zeros"]
    (target / "entries" / "tensor" / "torch.hostile_id.yaml").write_text(
        yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    (target / "entries" / "guides").mkdir()
    guide = {"id": "hostile-guide", "kind": "guide", "title": GUIDE_TITLES,
             "summary": {"zh": f"`{IMG}`", "en": f"`{IMG}`"},
             "sections": [{"heading": {"zh": "小节 `<b>`", "en": "Section `<b>`"}, "body": {"zh": "正文。", "en": "Body."}}],
             "related": ["torch.zeros"], "tags": ["shape"]}
    (target / "entries" / "guides" / "hostile-guide.yaml").write_text(yaml.safe_dump(guide, allow_unicode=True),
                                                                      encoding="utf-8")
    return target


def build_without_validation(corpus_root: Path, work: Path) -> Path:
    """What `build` does after validation passed, with no snippet run (pages show the code without output)."""
    from generator.corpus import load_corpus
    from generator.generate import generate
    from generator.model import Verification
    from generator.search_index import write_search_records
    from generator.site import build_site, write_navigation, write_redirects

    corpus = load_corpus(corpus_root / "entries", corpus_root / "snippets")
    build_dir, site = work / "build", work / "site"
    generated = generate(corpus, Verification([], "2.13.0+cpu", ["cpu"]), build_dir / "docs")
    write_navigation(generated.navs, build_dir)
    write_redirects(corpus, build_dir)
    write_search_records(corpus, build_dir)
    build_site(generated.navs, {}, site, build_dir)
    return site


class Live(HTMLParser):
    """What in one page could run script: handlers, script URLs, scripts, frames."""

    URL_ATTRIBUTES = {"href", "src", "action", "formaction", "data", "xlink:href", "poster", "background"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.scripts: list[str] = []
        self.text: list[str] = []
        self._script: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}={value!r}>")
            compact = re.sub(r"[\x00-\x20]", "", value or "").lower()
            if name in self.URL_ATTRIBUTES and compact.startswith(("javascript:", "vbscript:", "data:text/html")):
                self.found.append(f"<{tag} {name}={value!r}>")
        if tag in ("iframe", "object", "embed", "frame", "frameset"):
            self.found.append(f"<{tag}>")
        if tag == "script":
            source = dict(attrs).get("src")
            self.scripts.append("src:" + re.sub(r"^(\.\./|\./|/pytorch-api-kb/)+", "", source) if source else "inline")
            self._script = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._script is not None:
            if "alert" in "".join(self._script):
                self.found.append("<script>" + "".join(self._script)[:60])
            self._script = None

    def handle_data(self, data: str) -> None:
        if self._script is not None:
            self._script.append(data)
        else:
            self.text.append(data)


def scan(page: Path) -> Live:
    return scan_html(page.read_text(encoding="utf-8"))


def scan_html(text: str) -> Live:
    parser = Live()
    parser.feed(text)
    parser.close()
    return parser


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    work = tmp_path_factory.mktemp("hostile")
    hostile = build_without_validation(hostile_corpus(work / "corpus"), work / "hostile")
    clean_root = work / "clean-corpus"
    shutil.copytree(FIXTURES / "corpus", clean_root)
    clean = build_without_validation(clean_root, work / "clean")
    return hostile, clean


def test_no_page_of_the_built_site_can_run_entry_script(sites: tuple[Path, Path]) -> None:
    hostile, clean = sites
    baseline_scripts = {page.relative_to(clean): Counter(scan(page).scripts) for page in clean.rglob("*.html")}
    theme_scripts = {lang: baseline_scripts[Path(prefix) / "tensor/torch.zeros/index.html"]
                     for lang, prefix in (("zh", ""), ("en", "en"))}
    pages = sorted(hostile.rglob("*.html"))
    assert len(pages) > len(SHAPES) * 2
    problems = []
    for page in pages:
        found = scan(page)
        relative = page.relative_to(hostile)
        expected = baseline_scripts.get(relative, theme_scripts["en" if relative.parts[0] == "en" else "zh"])
        if Counter(found.scripts) - expected:
            problems.append(f"{relative}: scripts {sorted((Counter(found.scripts) - expected).elements())}")
        problems += [f"{relative}: {what}" for what in found.found]
    assert problems == []


def test_hostile_text_is_on_the_pages_as_text(sites: tuple[Path, Path]) -> None:
    """The shapes really reached the pages (the test above is not passing on empty pages): shown, not run."""
    hostile, _ = sites
    for index, (what, where, _value, _) in enumerate(SHAPES):
        if where == "docs_url" or what == "fence opener with attributes":
            continue  # a link the page may not show is left out, and so is a fence's info that is no language
        page = hostile / "en" / "tensor" / f"torch.hostile_{index:02d}" / "index.html"
        shown = "".join(scan(page).text)
        assert "alert(1)" in shown, what
    guide = scan(hostile / "en" / "guides" / "hostile-guide" / "index.html")
    assert "</title><script>alert(1)</script>" in " ".join(guide.text)


def test_validate_rejects_every_shape_but_plain_code(tmp_path: Path) -> None:
    from generator.checks import markup, schema
    from generator.corpus import load_corpus

    root = hostile_corpus(tmp_path / "corpus")
    corpus = load_corpus(root / "entries", root / "snippets")
    problems = markup.check(corpus) + schema.check(corpus)
    codes: dict[str, set[str]] = {}
    for problem in problems:
        codes.setdefault(Path(problem.path).stem, set()).add(problem.code)
    verdicts = {what: sorted(codes.get(f"torch.hostile_{index:02d}", set())) for index, (what, *_) in enumerate(SHAPES)}
    assert {what: bool(found) for what, found in verdicts.items()} == {what: reject for what, _, _, reject in SHAPES}
    assert {code for found in verdicts.values() for code in found} >= {"E120", "E121", "E122", "E123", "E124"}
    assert "hostile-guide" not in codes  # code in a title is code: shown escaped, not rejected


def _site_markdown() -> markdown.Markdown:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    names, configs = [], {}
    for item in config["markdown_extensions"]:
        name, options = next(iter(item.items())) if isinstance(item, dict) else (item, {})
        names.append(name)
        configs[name] = options or {}
    return markdown.Markdown(extensions=names, extension_configs=configs)


def _texts() -> list[str]:
    values = [value for _, _, value, _ in SHAPES if isinstance(value, str)] + list(GUIDE_TITLES.values())
    return values + [value.replace(IMG, "<script>alert(1)</script>") for value in values]


@pytest.mark.parametrize("text", _texts())
def test_every_way_a_template_prints_a_value_is_inert(text: str, tmp_path: Path) -> None:
    from generator.corpus import Corpus
    from generator.model import Document, Verification
    from generator.render.escape import code, plain
    from generator.render.pages import Renderer
    from generator.site_model import SiteModel

    doc = Document(tmp_path / "torch.x.yaml", "entry", {"id": "torch.x", "summary": {"zh": text, "en": text}})
    renderer = Renderer(SiteModel(Corpus(tmp_path, tmp_path, [doc]), Verification([], "2.13.0", ["cpu"]), {}), "en")
    shown = renderer.markdown(doc.data["summary"])
    template = renderer.env.from_string(
        "# {{ v }}\n\n{{ t }}\n\n!!! note \"{{ v }}\"\n    {{ t | indent(4) }}\n\n| a | b |\n| --- | --- |\n"
        "| {{ v | code }} | {{ t | cell }} |\n\n- {{ v }} {{ v | code }} [{{ v }}]({{ v | url }})\n")
    page = template.render(v=text, t=shown)
    for markdown_text in (shown, plain(text), code(text), page):
        found = scan_html(_site_markdown().convert(markdown_text))
        assert found.found == [] and found.scripts == [], markdown_text

