"""What running one snippet gives back, the one record every stage reads: the worker writes it
(runner/worker.py), the verdict judges it (runner/judge.py), the cache and compat/<release>.json keep it and the
pages show its output (output.py). Keys are absent where they do not apply: `exc_*` only when the snippet raised,
`crash` and `reason` only when it did not finish."""
from __future__ import annotations

from typing import Literal, TypedDict

Status = Literal["ok", "raised", "timeout", "crash"]


class CaughtWarning(TypedDict):
    category: list[str]  # the warning class and its bases, each by name and by dotted path
    message: str


class SnippetResult(TypedDict, total=False):
    status: Status
    stdout: str
    stderr: str  # its last 4,000 characters
    seconds: float
    warnings: list[CaughtWarning]
    exc_type: list[str]  # the exception class and its bases, as for a warning's category
    exc_name: str
    message: str
    line: int | None  # the snippet's own line that raised, None when the error came from outside it
    traceback: str
    crash: Literal["output", "tampered", "signal", "exit", "worker"]  # "worker": the warm worker itself broke
    reason: str
    job: int
