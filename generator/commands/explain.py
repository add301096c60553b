"""`explain "<text>"` (or a traceback on stdin): the matching error entries with cause and fix."""
from __future__ import annotations

import argparse
import locale
import os
import sys
from typing import BinaryIO

from generator.corpus import load_corpus
from generator.errors import UserError
from generator.explain import (
    MAX_INPUT_CHARS,
    MESSAGES,
    describe,
    http_triage,
    looks_like_http_service_error,
    match_errors,
    tail,
)
from generator.site import page_url


def default_lang() -> str:
    value = os.environ.get("LC_ALL") or os.environ.get("LANG") or (locale.getlocale()[0] or "")
    return "zh" if value.lower().startswith("zh") else "en"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("text", nargs="?", help="the error message or traceback (default: read stdin)")
    parser.add_argument("--lang", choices=("zh", "en"), default=None, help="answer language (default: from the locale)")
    parser.add_argument("--limit", type=int, default=3, help="how many matches to show (default: 3)")


def read_stdin(stream: BinaryIO, limit: int = MAX_INPUT_CHARS) -> tuple[str, int]:
    """Stdin as text, read as bytes (what is not UTF-8 becomes U+FFFD, never a traceback), keeping no more than
    the last `4 * limit` bytes in memory however much arrives; also how many bytes arrived."""
    kept, total = b"", 0
    while chunk := stream.read(1 << 20):
        total += len(chunk)
        kept = (kept + chunk)[-4 * limit:]
    if total > len(kept):  # cut inside a character: drop its continuation bytes rather than show U+FFFD
        kept = kept.lstrip(bytes(range(0x80, 0xC0)))
    return kept.decode("utf-8", errors="replace"), total


def run(args: argparse.Namespace) -> int:
    lang = args.lang or default_lang()
    if args.text is not None:
        text, size, unit = args.text, len(args.text), "characters"
    else:
        (text, size), unit = read_stdin(sys.stdin.buffer), "bytes"
    text, cut = tail(text)
    if cut:
        print(MESSAGES["cut"][lang].format(size=size, unit=MESSAGES[unit][lang], kept=MAX_INPUT_CHARS), file=sys.stderr)
    if not text.strip():
        raise UserError("nothing to explain: pass the error text as an argument or on stdin")
    matches = match_errors(load_corpus(), text)
    if not matches:
        if looks_like_http_service_error(text):
            print(MESSAGES["not_pytorch"][lang])
            print(http_triage(lang))
            return 0
        print(MESSAGES["none"][lang])
        return 1
    print("\n".join(describe(matches[: args.limit], lang, lambda doc: page_url(doc.page, lang))))
    return 0
