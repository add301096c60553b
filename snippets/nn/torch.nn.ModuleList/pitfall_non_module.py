import torch
from torch import nn

nn.ModuleList([nn.Linear(4, 4), torch.relu])  # a function is not a Module
