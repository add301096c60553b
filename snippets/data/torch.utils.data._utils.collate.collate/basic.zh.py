import collections

import numpy as np
import torch
from torch.utils.data._utils.collate import collate, default_collate_fn_map


class Box:  # default_collate 不认识的自定义类型
    def __init__(self, boxes):
        self.boxes = boxes


def collate_box(batch, *, collate_fn_map=None):
    return [b.boxes for b in batch]  # 每个样本的框数不同，保留为列表


fn_map = {**default_collate_fn_map, Box: collate_box}  # 在副本上扩展

Sample = collections.namedtuple("Sample", ["image", "label", "name", "box"])
batch = [
    Sample(np.zeros(2), 0, "a.png", Box(torch.ones(1, 4))),
    Sample(np.ones(2), 1, "b.png", Box(torch.ones(3, 4))),
]
out = collate(batch, collate_fn_map=fn_map)
print(type(out).__name__)  # 保留了 namedtuple 类型
print(out.image.dtype, out.label, out.name)  # 保留 float64；整数变成张量；字符串保持原样
print([b.shape for b in out.box])
