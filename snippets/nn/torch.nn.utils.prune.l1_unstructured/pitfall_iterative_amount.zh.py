import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(10, 10)  # 100 个权重

prune.l1_unstructured(layer, name="weight", amount=0.5)
prune.l1_unstructured(layer, name="weight", amount=0.5)  # 本意：维持 50%
print(int((layer.weight == 0).sum()))  # 75：第二次的比例作用于剩下的部分
