import collections

import numpy as np
import torch
from torch.utils.data._utils.collate import collate, default_collate_fn_map


class Box:  # a custom type default_collate does not know
    def __init__(self, boxes):
        self.boxes = boxes


def collate_box(batch, *, collate_fn_map=None):
    return [b.boxes for b in batch]  # keep per-sample boxes as a list


fn_map = {**default_collate_fn_map, Box: collate_box}  # extend a copy

Sample = collections.namedtuple("Sample", ["image", "label", "name", "box"])
batch = [
    Sample(np.zeros(2), 0, "a.png", Box(torch.ones(1, 4))),
    Sample(np.ones(2), 1, "b.png", Box(torch.ones(3, 4))),
]
out = collate(batch, collate_fn_map=fn_map)
print(type(out).__name__)  # namedtuple kept
print(out.image.dtype, out.label, out.name)  # float64 kept, ints -> tensor, strings stay strings
print([b.shape for b in out.box])
