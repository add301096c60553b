import torch.nn.utils.prune as prune
from torch import nn

layer = nn.Linear(4, 3)
prune.l1_unstructured(layer, name="weight", amount=50.0)  # 本意是 50%
