"""Signatures laid out for the page (generator/render/signature.py): one line while they fit, else one
parameter a line, split only at the commas between parameters."""
from __future__ import annotations

from generator.render.signature import WIDTH, signature_lines, split_parameters


def test_a_short_signature_stays_on_one_line() -> None:
    short = "torch.log_softmax(input, dim, dtype=None) -> Tensor"
    assert len(short) <= WIDTH
    assert signature_lines(short) == short


def test_a_long_signature_shows_one_parameter_a_line() -> None:
    long = "torch.f(input, size=(2, 3), *, mode='a, b', fn=Callable[[int, str], None], **kwargs) -> tuple[Tensor, int]"
    assert signature_lines(long, width=40) == (
        "torch.f(\n"
        "    input,\n"
        "    size=(2, 3),\n"
        "    *,\n"
        "    mode='a, b',\n"
        "    fn=Callable[[int, str], None],\n"
        "    **kwargs,\n"
        ") -> tuple[Tensor, int]")


def test_what_cannot_be_split_is_left_as_it_is() -> None:
    for text in ("torch.float32 " * 10, "torch.f(a, b" + ", c" * 40, "torch.f(a='" + "x, " * 40 + ")"):
        assert signature_lines(text, width=20) == text.strip()


def test_commas_inside_brackets_and_quotes_do_not_split() -> None:
    assert split_parameters("a, b=(1, 2), c='x,y', d=\"p, q\", e={1: 2, 3: 4}") == \
        ["a", "b=(1, 2)", "c='x,y'", 'd="p, q"', "e={1: 2, 3: 4}"]
