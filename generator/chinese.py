"""What counts as Chinese text, defined once for every stage that asks: the ideographs (CJK Unified Ideographs,
Extension A, Compatibility Ideographs) and Chinese punctuation (the CJK Symbols and Punctuation block and the
full-width forms such as ，：；（）！？). Curly quotes and dashes serve both languages and are neither. The browser's
search cuts queries with the same ranges (tokens.js; tests/test_chinese.py holds it to these)."""
from __future__ import annotations

import re

HAN_RANGES = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
PUNCT_RANGES = "\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65"
HAN = re.compile(f"[{HAN_RANGES}]")
PUNCT = re.compile(f"[{PUNCT_RANGES}]")
