import torch.nn.utils.prune as prune
from torch import nn

model = nn.Sequential(nn.Linear(8, 8), nn.Linear(8, 4))
prune.global_unstructured(model.parameters(), pruning_method=prune.L1Unstructured, amount=0.5)
