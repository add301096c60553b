"""Links between documents resolve, and error patterns compile and match their examples."""
from __future__ import annotations

import re

from generator.corpus import Corpus
from generator.problems import Problem


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    known = set(corpus.by_id())
    for doc in corpus.documents:
        data = doc.data
        for key in ("related", "apis"):
            values = data.get(key)
            for index, target in enumerate(values if isinstance(values, list) else []):
                if isinstance(target, str) and target not in known:
                    problems.append(doc.problem((key, index), "E203", f"{key} names `{target}`, which has no entry"))
        deprecated = data.get("deprecated")
        if isinstance(deprecated, dict):
            target = deprecated.get("replacement")
            if isinstance(target, str) and target not in known:
                problems.append(doc.problem(("deprecated", "replacement"), "E203", f"replacement `{target}` has no entry"))
        messages = data.get("messages")
        for index, message in enumerate(messages if isinstance(messages, list) else []):
            if not isinstance(message, dict) or not isinstance(message.get("pattern"), str):
                continue
            try:
                pattern = re.compile(message["pattern"], re.IGNORECASE)
            except re.error as exc:
                problems.append(doc.problem(("messages", index, "pattern"), "E205", str(exc)))
                continue
            example = message.get("example")
            if isinstance(example, str) and not pattern.search(example):
                problems.append(doc.problem(("messages", index, "example"), "E204", "the example is not matched by the pattern"))
    return problems
