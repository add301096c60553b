"""Code comments in the page's language (generator/shown_code.py): a shown variant is the executed code token for
token, comments aside; the zh page of torch.Tensor.view shows its snippets with Chinese comments."""
from __future__ import annotations

import html
import re
from pathlib import Path

from conftest import real_corpus
from generator.chinese import HAN
from generator.model import LANGS
from generator.shown_code import difference, shown_path, variants

RAN = 'import torch\n\nx = torch.arange(6)\ny = x.view(2, 3)  # same storage\nprint(y)\n'


def test_comments_may_differ_anywhere() -> None:
    shown = 'import torch\n\n# 六个元素\nx = torch.arange(6)\ny = x.view(2, 3)  # 与 x 共享存储，\n# 改 y 就是改 x\nprint(y)\n'
    assert difference(RAN, shown) is None


def test_any_code_difference_is_found() -> None:
    assert difference(RAN, RAN.replace("(2, 3)", "(3, 2)")) == "line 4 shows `3` where the executed file has `2`"
    assert difference(RAN, RAN + "print(x)\n") == "has code the executed file lacks"
    assert difference(RAN, RAN.replace("print(y)\n", "")) == "lacks code the executed file has"
    assert difference(RAN, RAN.replace("y = x", "y  =  x")) is None  # spacing inside a line is not code
    assert difference(RAN, RAN.replace("print(y)", "    print(y)")) == "line 5 shows `INDENT` where the executed file has `print`"
    assert difference(RAN, 'print("""unclosed\n').startswith("cannot be read as Python")


def test_the_variant_sits_beside_the_executed_file(tmp_path: Path) -> None:
    assert shown_path("tensor/torch.Tensor.view/basic.py", "zh") == "tensor/torch.Tensor.view/basic.zh.py"
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "basic.zh.py").write_text(RAN)
    assert variants(tmp_path, "a/basic.py", LANGS) == {"zh": tmp_path / "a" / "basic.zh.py"}


def test_every_shown_variant_of_the_corpus_is_its_executed_code() -> None:
    corpus = real_corpus()
    checked = 0
    for doc in corpus.documents:
        for ref in doc.snippets:
            for shown in variants(corpus.snippets_root, ref.path, LANGS).values():
                executed = (corpus.snippets_root / ref.path).read_text(encoding="utf-8")
                assert difference(executed, shown.read_text(encoding="utf-8")) is None, shown
                checked += 1
    assert checked >= 2  # torch.Tensor.view's snippets at least


def test_the_zh_view_page_comments_in_chinese(site: Path) -> None:
    comments = {lang: [html.unescape(c) for c in re.findall(r'<span class="c1">(.*?)</span>', (
        site / ("" if lang == "zh" else "en") / "tensor" / "torch.Tensor.view" / "index.html").read_text())]
        for lang in LANGS}
    assert comments["zh"] and all(HAN.search(c) for c in comments["zh"]), comments["zh"]
    assert comments["en"] and not any(HAN.search(c) for c in comments["en"]), comments["en"]
