"""What a snippet's result shows a reader: what it printed, then the exception it raised, if any.

Values that differ on every run (memory addresses, process ids, free ports, temporary names) are shown as `…`
so that two builds of the same commit produce identical pages and two torch releases are compared on what they
print, not on where their memory lies; everything else is exactly what torch printed.
"""
from __future__ import annotations

import re

from generator.snippet_result import SnippetResult

VOLATILE = ((re.compile(r"\b0x[0-9a-fA-F]{6,}\b"), "0x…"), (re.compile(r"\b(pid(?:\(s\))?|pids?) \d+(, \d+)*"), r"\1 …"),
            (re.compile(r"\b(port:? |127\.0\.0\.1:)\d{2,5}\b"), r"\1…"),  # free ports picked at run time
            (re.compile(r"\btmp[a-z0-9_]{8}\b"), "tmp…"),  # tempfile's random folder and file names
            (re.compile(r"\b([IWEF])\d{4} \d\d:\d\d:\d\d\.\d+\b"), r"\1…"),  # a C++ log line's date and time
            # where the checkout and the venv happen to be: a traceback's frames keep their files' own paths
            (re.compile(r"(?<![\w.])/[^\s\"'<>]*/(snippets|site-packages)/"), r"…/\1/"))
# Where torch's own source is quoted with line numbers, which move between releases without any change in behaviour.
SOURCE_LINES = ((re.compile(r"(…/site-packages/[^\s\"]+\", line )\d+"), r"\1…"),
                (re.compile(r"(/__w/pytorch/pytorch/[^\s:]+):\d+"), r"\1:…"))
# The runner's own frames, which a warning that quotes the forward call's traceback (anomaly detection) includes
# above the snippet's: where the checkout is and the runner's line numbers are not the snippet's behaviour.
RUNNER_FRAMES = re.compile(r'^ *File "(?:<frozen runpy>|[^"\n]*/generator/runner/worker\.py)", line \d+, in \S+\n(?: {4,}\S.*\n)?',
                           re.MULTILINE)


def stable_output(text: str) -> str:
    for pattern, replacement in VOLATILE:
        text = pattern.sub(replacement, text)
    return text


def comparable(text: str) -> str:
    """Text as two torch releases are compared on: stable, and without torch's own source line numbers."""
    text = stable_output(RUNNER_FRAMES.sub("", text))
    for pattern, replacement in SOURCE_LINES:
        text = pattern.sub(replacement, text)
    return text


def printed_output(result: SnippetResult) -> str:
    """What the snippet printed, and the exception line when it raised, exactly as the run gave them."""
    output = str(result.get("stdout", ""))
    if result.get("status") == "raised":
        output += f"{result.get('exc_name')}: {result.get('message')}\n"
    return output.rstrip("\n")


def shown_output(result: SnippetResult) -> str:
    """The output block of a page: the printed output with its volatile values made stable."""
    return stable_output(printed_output(result))
