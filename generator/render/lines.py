"""How the lines of entry prose become the page's blocks, before its pieces are escaped (render/escape.py).

Contributors write Markdown as they would on GitHub; Python-Markdown, which the site builder runs, reads three
things of it otherwise, and this module rewrites them so the page shows what was meant:

- a list right after a line of text (no blank line between) would stay in that paragraph, its items shown as
  literal " - ": a blank line goes before the list's first item;
- an item nested by two spaces would become a sibling: nested items get four spaces per level;
- a line break is a space on the page, which Chinese does not put between its characters or after its
  punctuation: a break between two Chinese characters, or next to Chinese punctuation, joins the lines without
  one. A break between Chinese and a Latin word or code stays a space (the house style spaces them apart).

The page scan (generator/page_scan.py) finds any run-on list or stray space that still reaches a built page.
"""
from __future__ import annotations

import re

from generator.chinese import HAN, PUNCT

ITEM = re.compile(r"^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+\S")
BLOCK_START = re.compile(r"[ \t]*[|#>]")  # a table row, heading or quote starts its own block


def layout(text: str) -> str:
    """Prose (no fences) with its lists set apart and nested, and its Chinese lines joined."""
    lines = text.split("\n")
    out: list[str] = []
    in_list = False
    for line in lines:
        item = ITEM.match(line)
        if not line.strip():
            in_list = False
            out.append(line)
            continue
        if item:
            indent = len(item.group(1).expandtabs(4))
            if not in_list:
                if out and out[-1].strip():
                    out.append("")  # a list needs a blank line before it
                in_list = True
            elif indent % 4:
                line = " " * (2 * indent) + line.lstrip(" \t")  # two spaces per level -> four
            out.append(line)
            continue
        if out and out[-1].strip() and _joins(out[-1], line):
            out[-1] = out[-1].rstrip() + line.lstrip()
            continue
        out.append(line)
    return "\n".join(out)


def _joins(before: str, after: str) -> bool:
    """Whether a line break between these lines must not become a space: Chinese on both sides, or Chinese
    punctuation on either."""
    last, first = before.rstrip().rstrip("*")[-1:], after.lstrip().lstrip("*")[:1]  # `**粗体**` reads as its text
    if not last or not first or before.endswith("  ") or BLOCK_START.match(after):  # "  ": a hard line break
        return False
    return bool(PUNCT.match(last) or PUNCT.match(first) or (HAN.match(last) and HAN.match(first)))
