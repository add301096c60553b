"""Validation problems: stable codes, positions, one-line messages, fix tips.

Codes are part of the contributor interface (CONTRIBUTING.md lists them): never renumber one.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

# code -> (short name, tip naming what fixes it or None)
CODES: dict[str, tuple[str, str | None]] = {
    "E001": ("invalid YAML", "fix the syntax at the position shown"),
    "E002": ("file is not UTF-8", "save the file as UTF-8"),
    "E003": ("file too large", "split the text; entries stay under 256 KiB"),
    "E004": ("YAML anchor or alias", "write the value out; anchors and aliases are not allowed"),
    "E005": ("tab character in indentation", "indent with spaces"),
    "E006": ("document is not a mapping", "an entry file holds one YAML mapping"),
    "E100": ("unknown key", "check the spelling against schema/*.schema.json"),
    "E101": ("missing translation", "add the missing language"),
    "E102": ("missing required field", None),
    "E103": ("wrong type", None),
    "E104": ("empty value", None),
    "E105": ("value not allowed", None),
    "E106": ("schema violation", None),
    "E110": ("placeholder left in", "replace the placeholder with real text"),
    "E120": ("raw HTML or script in text", "use Markdown; raw HTML is not allowed"),
    "E200": ("id does not match file name", "rename the file to <id>.yaml"),
    "E201": ("duplicate id", "ids are unique across entries/"),
    "E202": ("file in the wrong folder", "move the file to entries/<layer>/"),
    "E203": ("dangling link", "link to an existing id, or add that entry with `python -m generator new ID`"),
    "E204": ("error pattern does not match its example", "make `pattern` match `example`"),
    "E205": ("invalid regular expression", None),
    "E210": ("snippet file missing", "create the file under snippets/"),
    "E211": ("snippet path escapes snippets/", "keep snippet paths inside snippets/"),
    "E212": ("snippet is not valid Python 3", "fix the syntax error"),
    "E213": ("snippet used twice", "give each example and pitfall its own file"),
    "E300": ("id not found in the installed torch", "check the dotted name; `python -m generator new` lists close matches"),
    "E301": ("parameters differ from the installed torch", None),
    "E302": ("default differs from the installed torch", None),
    "E303": ("live signature unavailable", None),
}


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    column: int
    code: str
    message: str

    def format(self) -> str:
        name, tip = CODES[self.code]
        text = f"{self.path}:{self.line}:{self.column}: {self.code} {name}: {self.message}"
        return f"{text} (tip: {tip})" if tip else text


def report(problems: list[Problem]) -> str:
    """All problems, grouped per file, sorted by position."""
    by_file: dict[str, list[Problem]] = defaultdict(list)
    for problem in problems:
        by_file[problem.path].append(problem)
    lines: list[str] = []
    for path in sorted(by_file):
        lines.extend(p.format() for p in sorted(by_file[path]))
    files = len(by_file)
    lines.append(f"{len(problems)} problem(s) in {files} file(s)")
    return "\n".join(lines)
