"""Validation problems: stable codes, positions, one-line messages, fix tips.

Codes are part of the contributor interface (CONTRIBUTING.md lists them): never renumber one.
"""
from __future__ import annotations

import difflib
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

# code -> (short name, tip naming what fixes it or None)
CODES: dict[str, tuple[str, str | None]] = {
    "E001": ("invalid YAML", "fix the syntax at the position shown"),
    "E002": ("file is not UTF-8", "save the file as UTF-8"),
    "E003": ("file too large", "split the text; entries stay under 256 KiB"),
    "E004": ("YAML anchor or alias", "write the value out; anchors and aliases are not allowed"),
    "E005": ("tab character in indentation", "indent with spaces"),
    "E006": ("document is not a mapping", "an entry file holds one YAML mapping"),
    "E007": ("character not allowed in YAML", "remove the control character (or U+FFFE/U+FFFF); write it as an escape such as \\t inside a double-quoted string if it is meant"),
    "E008": ("nesting too deep", "entries nest a few levels deep; flatten the value"),
    "E009": ("key is not a string", "quote the key: YAML reads `on`, `yes`, `~` and numbers as other types"),
    "E010": ("duplicate key", "give each key once; YAML keeps only the last value"),
    "E011": ("number out of range", "write a finite number of ordinary size"),
    "E100": ("unknown key", "check the spelling against schema/*.schema.json"),
    "E101": ("missing translation", "add the missing language"),
    "E102": ("missing required field", None),
    "E103": ("wrong type", None),
    "E104": ("empty value", None),
    "E105": ("value not allowed", None),
    "E106": ("schema violation", None),
    "E107": ("snippet path unusable", "point at a plain file under snippets/, named with letters, digits, `_`, `-`, `.` and `/`, under 200 characters"),
    "E110": ("placeholder left in", "replace the placeholder with real text"),
    "E120": ("raw HTML or script in text", "use Markdown; raw HTML is not allowed"),
    "E121": ("link not allowed", "link only to https:// pages of pytorch.org, docs.pytorch.org, github.com and the other "
                                 "hosts of generator/text_markup.py ALLOWED_HOSTS"),
    "E122": ("type or name outside its grammar",
             "write it as Python spells it, without backticks, HTML or line breaks (types: letters, digits, _ .,|[]()'=:-)"),
    "E123": ("attribute list in text", "remove the `{...}`: attribute lists (`{: .class #id key=value}`) are not allowed in entries"),
    "E124": ("code block Markdown may read otherwise",
             "open a code block with ``` and at most a language (```python), close it with ``` at the same indentation"),
    "E126": ("formula KaTeX cannot typeset",
             "write the formula in the LaTeX math KaTeX knows (https://katex.org/docs/supported), between $` and `$ "
             "inline or in a ```math block; no \\href, \\url or other command that links or loads"),
    "E130": ("rejected terminology variant", "use the preferred term of schema/terminology.yaml"),
    "E131": ("Chinese inside a code span", "code spans hold identifiers and code exactly as in Python; write the Chinese outside the backticks"),
    "E140": ("pattern can backtrack catastrophically",
             "write the repetition so each round must match something fixed: `(\\w+ )+` rather than `(\\w+\\s?)+`"),
    "E200": ("id does not match file name", "rename the file to <id>.yaml"),
    "E201": ("duplicate id", "ids are unique across entries/"),
    "E202": ("file in the wrong folder", "move the file to entries/<layer>/"),
    "E203": ("dangling link", "link to an existing id, or add that entry with `python -m generator new ID`"),
    "E204": ("error pattern does not match its example", "make `pattern` match `example`"),
    "E205": ("invalid regular expression", None),
    "E206": ("alias claimed twice", "a name is the alias of one entry only: remove it from all but one"),
    "E207": ("alias is also an id", "remove the alias, or merge the two entries into one"),
    "E208": ("release note without results", "run `python -m generator matrix --torch RELEASE` to write compat/<release>.json, "
                                             "or fix the release"),
    "E210": ("snippet file missing", "create the file under snippets/"),
    "E211": ("snippet path escapes snippets/", "keep snippet paths inside snippets/"),
    "E212": ("snippet is not valid Python 3", "fix the syntax error"),
    "E213": ("snippet used twice", "give each example and pitfall its own file"),
    "E214": ("snippet reads the DEVICE variable or tells the reader to set it",
             'choose the device as user code does: `device = "cuda" if torch.cuda.is_available() else "cpu"`'),
    "E215": ("shown code differs from the executed snippet",
             "keep the code of <name>.<lang>.py token for token that of <name>.py; only its comments may differ"),
    "E300": ("id not found in the installed torch", "check the dotted name; `python -m generator new` lists close matches"),
    "E301": ("parameters differ from the installed torch", None),
    "E302": ("default differs from the installed torch", None),
    "E303": ("live signature unavailable", None),
    "E304": ("alias not found in the installed torch", "check the dotted name against the installed torch"),
    "E306": ("signature differs from the installed torch",
             "write the parameters as torch shows them: order, defaults, `/` and `*`, `out`"),
    "E307": ("module entry without a Shape section",
             "add `shape:` with the `inputs` and `outputs` of `forward` (and `attributes:` for its parameters), "
             "checked against the installed torch"),
}


# verify's codes: why a snippet's outcome is not what its entry promises (generator/runner/judge.py).
VERIFY_CODES: dict[str, tuple[str, str]] = {
    "V101": ("timeout", "make the snippet faster or raise its `timeout:`"),
    "V102": ("killed by a signal", "the snippet (or a process it started) crashed; run it with python to see where"),
    "V103": ("exited before finishing", "remove the `sys.exit`/`os._exit`, or let the snippet end normally"),
    "V104": ("output limit exceeded", "print less: shapes, dtypes and small tensors"),
    "V105": ("snippet worker failed", "the runner itself broke; run `python -m generator verify ID` again"),
    "V110": ("raised an exception", "fix the snippet, or give the pitfall `raises: {type, match}` if it is meant to"),
    "V111": ("did not raise", "the mistake no longer fails on this torch: update the pitfall or its `raises`"),
    "V112": ("raised another exception type", "check `raises.type` against what torch raises now"),
    "V113": ("message does not match", "make `raises.match` match the message torch prints now"),
    "V120": ("expected warning missing", "check `warns` against what torch warns now"),
    "V121": ("deprecation not marked", "add a `deprecated:` block naming the replacement and a `warns:` expectation"),
    "V130": ("result channel tampered with", "a snippet reports its outcome by returning, raising or warning; remove "
                                            "whatever writes to descriptors it did not open"),
}


# What a problem line never prints raw: control characters (a line break would split the line) and lone
# surrogates (which no terminal encoding can write).
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]")


MAX_SHOWN = 400  # characters of a path or message in a problem line (a message may quote a hostile value)


def printable(text: str) -> str:
    """The text with control characters and lone surrogates written as Python escapes (`\\n`, `\\udc80`),
    cut to MAX_SHOWN characters."""
    text = text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + f"… ({len(text)} characters)"
    return _UNPRINTABLE.sub(lambda m: repr(m.group(0))[1:-1], text)


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    column: int
    code: str
    message: str

    def format(self) -> str:
        name, tip = CODES[self.code]
        text = f"{printable(self.path)}:{self.line}:{self.column}: {self.code} {name}: {printable(self.message)}"
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


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """` (did you mean `a`, `b`?)` with the closest known names, or nothing when none is close."""
    close = difflib.get_close_matches(name, list(known), n=3, cutoff=0.75)
    return f" (did you mean {', '.join(f'`{c}`' for c in close)}?)" if close else ""
