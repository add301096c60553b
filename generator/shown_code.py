"""Code comments in the page's language: which file a page shows for a snippet, and the proof that it is the
code that ran.

A snippet `snippets/<path>/basic.py` is the file the runner executes, its comments in English. Beside it,
`basic.zh.py` may hold the same code with its comments in Chinese: the zh page shows that file, every other page
the executed one. The shown variant is a whole file (not a list of comment overrides by line) so a contributor
edits it as Python, with comments anywhere and of any length, and so that it cannot drift quietly: `validate`
(E215, generator/checks/shown_code.py) compares the two token by token with the comments left out, and fails on
any difference in the code itself.
"""
from __future__ import annotations

import io
import tokenize
from pathlib import Path

# Tokens that carry no code: comments, the line breaks of blank or comment-only lines, the end of the file.
NOT_CODE = frozenset({tokenize.COMMENT, tokenize.NL, tokenize.ENDMARKER})


def shown_path(executed: str, lang: str) -> str:
    """The snippet path of the variant shown on `lang`'s pages: `a/basic.py` -> `a/basic.zh.py`."""
    stem = executed.removesuffix(".py")
    return f"{stem}.{lang}.py"


def code_tokens(source: str) -> list[tokenize.TokenInfo]:
    """The source's tokens without its comments. Raises SyntaxError (tokenize.TokenError included) for source
    Python cannot tokenize."""
    try:
        return [t for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in NOT_CODE]
    except tokenize.TokenError as exc:
        raise SyntaxError(str(exc.args[0] if exc.args else exc)) from None


def difference(executed: str, shown: str) -> str | None:
    """Where the shown source's code departs from the executed source's, or None if it is the same code."""
    try:
        ran, seen = code_tokens(executed), code_tokens(shown)
    except (SyntaxError, IndentationError) as exc:
        return f"cannot be read as Python: {exc}"
    for a, b in zip(ran, seen):  # compared as (type, text): positions differ where comments do
        if (a.type, a.string) != (b.type, b.string):
            return f"line {b.start[0]} shows `{_shown(b)}` where the executed file has `{_shown(a)}`"
    if len(ran) != len(seen):
        return "has code the executed file lacks" if len(seen) > len(ran) else "lacks code the executed file has"
    return None


def _shown(token: tokenize.TokenInfo) -> str:
    return token.string.strip() or tokenize.tok_name[token.type]


def variants(root: Path, executed: str, langs: tuple[str, ...]) -> dict[str, Path]:
    """The shown variants that exist for a snippet, by language."""
    found = {}
    for lang in langs:
        path = root / shown_path(executed, lang)
        if path.is_file():
            found[lang] = path
    return found
