from typing import Any, Dict, List

import torch


def count_words(words: List[str]) -> Dict[str, int]:
    counts = torch.jit.annotate(Dict[str, int], {})  # not Dict[str, Tensor]
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def length_if_ints(x: Any) -> int:
    if torch.jit.isinstance(x, List[int]):  # refines x to List[int] below
        return len(x)
    return -1


print(torch.jit.script(count_words)(["a", "b", "a"]))
scripted = torch.jit.script(length_if_ints)
print(scripted([1, 2, 3]), scripted("abc"))
print(torch.jit.annotate(List[int], "not a list"))  # eager: no check at all
