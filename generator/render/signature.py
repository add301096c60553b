"""A signature as the page shows it: on one line while it fits the column, else one parameter a line, as the
official documentation shows long signatures (the page's CSS still wraps a line too long for a phone)."""
from __future__ import annotations

from collections.abc import Iterator

WIDTH = 72  # characters that fit the content column beside the copy button (desktop, 13.6 px monospace)
INDENT = "    "
OPENING, CLOSING = "([{", ")]}"


def _code_chars(text: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """(index, character, bracket depth after it) of each character of `text` from `start` that is not inside a
    quoted string: the one scanner both readers below walk with."""
    depth, quote = 0, ""
    for at in range(start, len(text)):
        char = text[at]
        if quote:
            if char == quote and text[at - 1] != "\\":
                quote = ""
        elif char in "'\"":
            quote = char
        else:
            depth += (char in OPENING) - (char in CLOSING)
            yield at, char, depth


def _parameter_list(signature: str) -> tuple[int, int] | None:
    """Where the parameters are: the index of the first `(` and of its matching `)`; None when they cannot
    be told apart (no brackets, unbalanced brackets, an unclosed quote)."""
    start = signature.find("(")
    if start < 0:
        return None
    return next(((start, at) for at, char, depth in _code_chars(signature, start) if char in CLOSING and depth == 0),
                None)


def split_parameters(text: str) -> list[str]:
    """`a, b=(1, 2), c='x,y'` -> ['a', 'b=(1, 2)', "c='x,y'"]: the commas outside brackets and quotes."""
    commas = [at for at, char, depth in _code_chars(text) if char == "," and depth == 0]
    parts = [text[begin + 1:end] for begin, end in zip([-1, *commas], [*commas, len(text)])]
    return [part.strip() for part in parts if part.strip()]


def signature_lines(signature: str, width: int = WIDTH) -> str:
    """The signature on one line when it is at most `width` characters, else its name and opening bracket,
    each parameter on its own indented line with its comma, and the closing bracket with what follows."""
    signature = signature.strip()
    where = _parameter_list(signature)
    if len(signature) <= width or where is None:
        return signature
    start, end = where
    parameters = split_parameters(signature[start + 1:end])
    if not parameters:
        return signature
    body = "".join(f"{INDENT}{parameter},\n" for parameter in parameters)
    return f"{signature[:start + 1]}\n{body}{signature[end:]}"
