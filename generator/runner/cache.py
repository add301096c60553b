"""Results of snippet runs, cached by hash of snippet source + torch version + device."""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from generator import paths
from generator.snippet_result import SnippetResult


@lru_cache(maxsize=1)
def runner_fingerprint() -> bytes:
    """Hash of the code that runs snippets: a change to how snippets run invalidates cached results."""
    digest = hashlib.sha256()
    for name in ("worker.py", "sandbox.py"):
        digest.update((Path(__file__).parent / name).read_bytes())
    return digest.digest()


def key(source: bytes, torch_version: str, device: str) -> str:
    digest = hashlib.sha256()
    for part in (runner_fingerprint(), torch_version.encode(), device.encode(), source):
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return digest.hexdigest()


class ResultCache:
    def __init__(self, folder: Path = paths.CACHE / "snippets") -> None:
        self.folder = folder

    def _file(self, cache_key: str) -> Path:
        return self.folder / cache_key[:2] / f"{cache_key}.json"

    def get(self, cache_key: str) -> SnippetResult | None:
        try:
            return json.loads(self._file(cache_key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def put(self, cache_key: str, result: SnippetResult) -> None:
        target = self._file(cache_key)
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(".tmp")
        temporary.write_text(json.dumps(result, ensure_ascii=False, sort_keys=True), encoding="utf-8")
        temporary.replace(target)
