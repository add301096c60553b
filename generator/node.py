"""Running the build's Node.js scripts (the search index, its minifier, the formula typesetter): one place that
says what is missing, in one line, when node or the packages `npm ci` installs are not there."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from generator import paths
from generator.errors import UserError

NODE_MODULES = paths.ROOT / "node_modules"


def require(what: str) -> None:
    """A UserError unless node is on the PATH; `what` (a phrase: "the search index") is what needs it."""
    if not shutil.which("node"):
        raise UserError(f"node is missing: {what} runs on Node.js (Debian package `nodejs`; run `make site`)")


def run(what: str, script: Path, *args: str, needs: str, stdin: str | None = None, timeout: float = 600) -> str:
    """`node SCRIPT ARGS...` for `what`, which needs the package `needs` from node_modules/; its standard
    output, or a UserError naming what failed."""
    require(what)
    if not (NODE_MODULES / needs).is_dir():
        raise UserError(f"{paths.rel(NODE_MODULES / needs)} is missing: run `npm ci` (or `make site`)")
    try:
        done = subprocess.run(["node", str(script), *args], input=stdin, capture_output=True, text=True,
                              encoding="utf-8", timeout=timeout)
    except subprocess.TimeoutExpired:
        raise UserError(f"{what} took longer than {timeout:.0f} s and was stopped") from None
    if done.returncode != 0:
        raise UserError(f"{what} failed: {done.stderr.strip()[-2000:]}")
    return done.stdout
