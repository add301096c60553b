import torch
from torch import nn
from torch.utils import swap_tensors

model = nn.Linear(2, 1)
penalty = model.weight.pow(2).sum()  # the graph saved model.weight for backward
swap_tensors(model.weight, nn.Parameter(torch.zeros(1, 2)))
