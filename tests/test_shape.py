"""Module pages' Shape section and attribute list (entry fields `shape` and `attributes`, one partial:
partials/shape.md.j2), in both languages; entries without them get neither."""
from __future__ import annotations

import pytest

from conftest import real_corpus
from generator.generate import site_model
from generator.render.pages import Renderer
from generator.verification import Verification


@pytest.fixture(scope="module")
def renderers() -> dict[str, Renderer]:
    model = site_model(real_corpus(), Verification([], "2.13.0", ["cpu"]))
    return {lang: Renderer(model, lang) for lang in ("zh", "en")}


@pytest.mark.parametrize(("lang", "shape", "attributes", "input_label"),
                         [("zh", "## 形状 {: #shape }", "## 属性 {: #attributes }", "- 输入 `input`: `(N, *)` — "),
                          ("en", "## Shape {: #shape }", "## Attributes {: #attributes }", "- Input `input`: `(N, *)` — ")])
def test_layer_norm_shows_its_shapes_and_attributes(renderers, lang: str, shape: str, attributes: str,
                                                    input_label: str) -> None:
    body = renderers[lang].document(real_corpus().by_id["torch.nn.LayerNorm"]).body
    assert shape in body and attributes in body
    assert input_label in body
    assert "| `weight` | `normalized_shape` |" in body and "| `bias` | `normalized_shape` |" in body
    assert body.index(shape) < body.index(attributes)


def test_an_entry_without_shapes_has_no_shape_section(renderers) -> None:
    body = renderers["en"].document(real_corpus().by_id["torch.zeros"]).body
    assert "{: #shape }" not in body and "{: #attributes }" not in body


def test_the_seed_modules_have_shapes() -> None:
    corpus = real_corpus()
    for name in ("LayerNorm", "BatchNorm2d", "Linear", "Conv2d", "Embedding", "CrossEntropyLoss", "MSELoss"):
        data = corpus.by_id[f"torch.nn.{name}"].data
        assert data["shape"]["inputs"] and data["shape"]["outputs"], name
