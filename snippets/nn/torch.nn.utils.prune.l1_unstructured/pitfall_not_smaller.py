import io

import torch
import torch.nn.utils.prune as prune
from torch import nn


def saved_bytes(module):
    buffer = io.BytesIO()
    torch.save(module.state_dict(), buffer)
    return buffer.tell()


torch.manual_seed(0)
layer = nn.Linear(256, 256)
before = saved_bytes(layer)
prune.l1_unstructured(layer, name="weight", amount=0.9)
print(sum(p.numel() for p in layer.parameters()))  # same parameter count
print(round(saved_bytes(layer) / before, 2))  # weight_orig + weight_mask: about twice the size

prune.remove(layer, "weight")
print(round(saved_bytes(layer) / before, 2))  # dense again: zeros still take space
