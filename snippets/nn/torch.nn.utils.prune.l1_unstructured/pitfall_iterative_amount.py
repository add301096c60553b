import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(10, 10)  # 100 weights

prune.l1_unstructured(layer, name="weight", amount=0.5)
prune.l1_unstructured(layer, name="weight", amount=0.5)  # meant: stay at 50%
print(int((layer.weight == 0).sum()))  # 75: the second amount applies to what was left
