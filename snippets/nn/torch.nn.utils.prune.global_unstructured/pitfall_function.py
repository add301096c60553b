import torch.nn.utils.prune as prune
from torch import nn

model = nn.Sequential(nn.Linear(8, 8), nn.Linear(8, 4))
to_prune = [(model[0], "weight"), (model[1], "weight")]

# the function instead of the class
prune.global_unstructured(to_prune, pruning_method=prune.l1_unstructured, amount=0.5)
