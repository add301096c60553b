import torch
from torch.utils.data._utils.collate import collate, default_collate_fn_map


class Box:
    def __init__(self, boxes):
        self.boxes = boxes


def collate_box(batch):  # no collate_fn_map keyword
    return [b.boxes for b in batch]


fn_map = {**default_collate_fn_map, Box: collate_box}
batch = [(torch.zeros(2), Box(torch.ones(1, 4))), (torch.ones(2), Box(torch.ones(3, 4)))]
collate(batch, collate_fn_map=fn_map)
