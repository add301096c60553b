"""What counts as Chinese is defined once (generator/chinese.py); the browser's search cuts queries with a copy of
its ranges (tokens.js), held here to the same answer for every character of the Basic Multilingual Plane."""
from __future__ import annotations

import json
import subprocess

from conftest import ROOT
from generator.chinese import HAN, PUNCT

TOKENS = ROOT / "site_overrides" / "assets" / "javascripts" / "search" / "tokens.js"
BMP = range(0x10000)


def test_the_search_in_the_browser_reads_the_same_characters_as_chinese() -> None:
    script = ("const t = require(process.argv[1]); const found = [];"
              "for (let c = 0; c < 0x10000; c++) { if (t.HAN.test(String.fromCharCode(c))) found.push(c); }"
              "process.stdout.write(JSON.stringify(found));")
    result = subprocess.run(["node", "-e", script, str(TOKENS)], capture_output=True, text=True, check=True)
    in_the_browser = set(json.loads(result.stdout))
    here = {c for c in BMP if HAN.match(chr(c))}
    assert in_the_browser - here == set() and here - in_the_browser == set()
    assert len(here) == 6592 + 20992 + 512


def test_ideographs_and_full_width_punctuation_are_told_apart() -> None:
    assert HAN.match("张") and HAN.match("\u3400") and HAN.match("\uf900")
    assert not HAN.match("，") and PUNCT.match("，") and PUNCT.match("（") and PUNCT.match("\u3000")
    assert not HAN.match("\u4dc0")  # a Yijing hexagram symbol, between Extension A and the Unified Ideographs
    assert not PUNCT.match("“") and not PUNCT.match("—")  # curly quotes and dashes serve both languages
