import copy

import torch.nn.utils.prune as prune
from torch import nn

model = nn.Sequential(nn.Linear(4, 3))
prune.l1_unstructured(model[0], name="weight", amount=0.5)

teacher = copy.deepcopy(model)  # e.g. for distillation or an EMA copy
