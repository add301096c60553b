"""Interface text of the generated pages (strings.yaml), loaded once."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml


@lru_cache(maxsize=1)
def strings() -> dict[str, Any]:
    return yaml.safe_load((Path(__file__).parent / "strings.yaml").read_text(encoding="utf-8"))
