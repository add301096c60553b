import torch
import torch.nn as nn

layer = nn.Linear(3, 2)
new_weight = torch.ones(2, 3)
layer.weight = new_weight  # weight is a registered parameter: a plain tensor is refused
