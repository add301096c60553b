"""Navigation and layer pages by task (generator/render/nav.py, Corpus.groups_in_layer): each layer lists its
entries by task group with short headings, every sidebar section has a page of its own (so clicking it opens the
section rather than its first entry), no section is an alphabet bucket, and the group is data in one place."""
from __future__ import annotations

import json

import pytest

from conftest import ROOT, real_corpus
from generator.model import GROUPS
from generator.pages import NavPage, NavSection
from generator.render.nav import MAX_SECTION, navigation
from generator.render.pages import Renderer
from generator.site_model import SiteModel
from generator.strings import strings
from generator.verification import Verification


@pytest.fixture(scope="module")
def renderers() -> dict[str, Renderer]:
    model = SiteModel(real_corpus(), Verification([], "2.13.0", ["cpu"]), {})
    return {lang: Renderer(model, lang) for lang in ("zh", "en")}


def sections(items) -> list[NavSection]:
    found = []
    for item in items:
        if isinstance(item, NavSection):
            found.append(item)
            found += sections(item.children)
    return found


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_layer_section_has_its_own_page_and_no_alphabet_bucket(renderers, lang: str) -> None:
    corpus = real_corpus()
    nav = navigation(renderers[lang])
    layers = [item for item in nav if isinstance(item, NavSection) and item.index and
              item.index.split("/")[0] in corpus.layers]
    assert len(layers) == len(corpus.layers)
    for layer in layers:
        for group in layer.children:
            assert isinstance(group, NavSection) and group.index, (layer.title, group.title)
            assert all(isinstance(child, NavPage) for child in group.children)
    for section in sections(nav):
        assert "–" not in section.title, section.title  # no "a–v" buckets
        # the error catalogue is one flat list of its own (grouped on its page, not in this module)
        assert len(section.children) <= MAX_SECTION or section.index == "errors/index.md", section.title


def test_every_layer_is_grouped_by_task_in_the_schema_order(renderers) -> None:
    corpus = real_corpus()
    for layer in corpus.layers:
        groups = corpus.groups_in_layer(layer)
        assert groups and all(group.task for group in groups), (layer, [g.key for g in groups if not g.task])
        assert [g.key for g in groups] == [key for key in GROUPS if key in {g.key for g in groups}]
    titles = [renderers["en"].group_title(g) for g in corpus.groups_in_layer("tensor")]
    assert titles[:4] == ["Tensors and attributes", "Creation", "Indexing and slicing", "Joining, splitting and reshaping"]
    reshape = corpus.by_id["torch.reshape"]
    assert reshape.group == "reshaping"
    assert "[Joining, splitting and reshaping](groups/reshaping/index.md)" in renderers["en"].group_trail(reshape)


def test_every_group_has_a_label_in_both_languages_and_the_schema_lists_them_in_order() -> None:
    labels = strings()["groups"]
    assert list(labels) == list(GROUPS)
    assert all(set(label) == {"zh", "en"} and all(label.values()) for label in labels.values())
    schema = json.loads((ROOT / "schema" / "defs.schema.json").read_text(encoding="utf-8"))
    assert "description" in schema["$defs"]["group"]
