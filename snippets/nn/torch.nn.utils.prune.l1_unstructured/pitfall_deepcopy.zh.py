import copy

import torch.nn.utils.prune as prune
from torch import nn

model = nn.Sequential(nn.Linear(4, 3))
prune.l1_unstructured(model[0], name="weight", amount=0.5)

teacher = copy.deepcopy(model)  # 例如用于蒸馏或 EMA 副本
