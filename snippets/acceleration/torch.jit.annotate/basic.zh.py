from typing import Any, Dict, List

import torch


def count_words(words: List[str]) -> Dict[str, int]:
    counts = torch.jit.annotate(Dict[str, int], {})  # 而不是 Dict[str, Tensor]
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def length_if_ints(x: Any) -> int:
    if torch.jit.isinstance(x, List[int]):  # 在下面的分支里 x 被细化为 List[int]
        return len(x)
    return -1


print(torch.jit.script(count_words)(["a", "b", "a"]))
scripted = torch.jit.script(length_if_ints)
print(scripted([1, 2, 3]), scripted("abc"))
print(torch.jit.annotate(List[int], "not a list"))  # eager 下完全不检查
