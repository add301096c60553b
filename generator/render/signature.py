"""A signature as the page shows it: on one line while it fits the column, else one parameter a line, as the
official documentation shows long signatures (the page's CSS still wraps a line too long for a phone)."""
from __future__ import annotations

WIDTH = 72  # characters that fit the content column beside the copy button (desktop, 13.6 px monospace)
INDENT = "    "
OPENING, CLOSING = "([{", ")]}"


def _parameter_list(signature: str) -> tuple[int, int] | None:
    """Where the parameters are: the index of the first `(` and of its matching `)`; None when they cannot
    be told apart (no brackets, unbalanced brackets, an unclosed quote)."""
    start = signature.find("(")
    if start < 0:
        return None
    depth, quote = 0, ""
    for at in range(start, len(signature)):
        char = signature[at]
        if quote:
            if char == quote and signature[at - 1] != "\\":
                quote = ""
        elif char in "'\"":
            quote = char
        elif char in OPENING:
            depth += 1
        elif char in CLOSING:
            depth -= 1
            if depth == 0:
                return start, at
    return None


def split_parameters(text: str) -> list[str]:
    """`a, b=(1, 2), c='x,y'` -> ['a', 'b=(1, 2)', "c='x,y'"]: the commas outside brackets and quotes."""
    parts: list[str] = []
    current: list[str] = []
    depth, quote = 0, ""
    for at, char in enumerate(text):
        if quote:
            if char == quote and text[at - 1] != "\\":
                quote = ""
        elif char in "'\"":
            quote = char
        elif char in OPENING:
            depth += 1
        elif char in CLOSING:
            depth -= 1
        elif char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
            continue
        current.append(char)
    parts.append("".join(current).strip())
    return [part for part in parts if part]


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
