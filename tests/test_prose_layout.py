"""Entry prose as the page gets it (generator/render/lines.py, render/escape.py): lists set apart and nested,
Chinese lines joined without a space, identifiers' underscores never emphasis."""
from __future__ import annotations

import markdown

from generator.render.escape import prose
from generator.render.lines import layout


def html(text: str) -> str:
    return markdown.markdown(prose(text), extensions=["tables"])


def test_a_list_right_after_a_line_is_a_list() -> None:
    assert html("规则：\n- `mask` 必须是 `bool` 张量\n- 可以求导") == (
        "<p>规则：</p>\n<ul>\n<li><code>mask</code> 必须是 <code>bool</code> 张量</li>\n<li>可以求导</li>\n</ul>")
    assert html("Rules:\n1. first\n2. second") == "<p>Rules:</p>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>"


def test_items_nested_by_two_spaces_stay_nested() -> None:
    assert layout("- a:\n  - b\n  - c\n- d") == "- a:\n    - b\n    - c\n- d"
    assert "<ul>\n<li>a:<ul>\n<li>b</li>" in html("- a:\n  - b\n  - c\n- d")


def test_chinese_lines_join_without_a_space() -> None:
    assert layout("填成很小的数，\n再做 `softmax`。") == "填成很小的数，再做 `softmax`。"
    assert layout("单卡、\n多卡") == "单卡、多卡"
    assert layout("两个汉字之间\n不留空格") == "两个汉字之间不留空格"
    assert layout("超出范围就报错\n  （float16 放不下）") == "超出范围就报错（float16 放不下）"
    assert layout("在一个\n**已经正确**的程序上") == "在一个**已经正确**的程序上"


def test_chinese_and_latin_keep_their_space() -> None:
    """The house style spaces Chinese and Latin words apart: a break between them stays (a space on the page)."""
    assert layout("再做\n`softmax`") == "再做\n`softmax`"
    assert layout("用 float16\n训练") == "用 float16\n训练"
    assert layout("two English\nlines") == "two English\nlines"


def test_blocks_and_hard_breaks_are_not_joined() -> None:
    assert layout("如下：\n| a | b |") == "如下：\n| a | b |"
    assert layout("第一行。  \n第二行") == "第一行。  \n第二行"
    assert layout("一段。\n\n另一段") == "一段。\n\n另一段"


def test_identifiers_keep_their_underscores() -> None:
    assert html("在调用 Module.__init__() 之前") == "<p>在调用 Module.__init__() 之前</p>"
    assert html("`state_dict` 与 state_dict 与 **粗体**") == (
        "<p><code>state_dict</code> 与 state_dict 与 <strong>粗体</strong></p>")
