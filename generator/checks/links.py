"""Links between documents resolve, and error patterns compile and match their examples."""
from __future__ import annotations

import re

from generator.corpus import Corpus
from generator.problems import Problem, did_you_mean


def check(corpus: Corpus) -> list[Problem]:
    problems: list[Problem] = []
    for doc in corpus.documents:
        for json_path, target in doc.links:
            if target not in corpus.by_id:
                hint = f"; it is an alias of `{corpus.by_name[target].id}`" if target in corpus.by_name else \
                    did_you_mean(target, corpus.by_id)
                field = "replacement" if json_path[0] == "deprecated" else json_path[0]
                problems.append(doc.problem(json_path, "E203", f"{field} names `{target}`, which has no entry{hint}"))
        messages = doc.data.get("messages")
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
