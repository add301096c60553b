import torch
import torch.nn.utils.prune as prune
from torch import nn

layer = nn.Linear(3, 2)  # weight 是 (out, in) = (2, 3)
mask = torch.ones(3, 2)  # 写成了 (in, out)
prune.custom_from_mask(layer, name="weight", mask=mask)
