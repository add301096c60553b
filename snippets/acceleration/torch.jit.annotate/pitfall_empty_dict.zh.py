from typing import Dict, List

import torch


def count_words(words: List[str]) -> Dict[str, int]:
    counts = {}  # TorchScript 把空字典的类型定为 Dict[str, Tensor]
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


torch.jit.script(count_words)
