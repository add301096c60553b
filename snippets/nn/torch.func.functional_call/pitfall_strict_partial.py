import torch
from torch import nn
from torch.func import functional_call

model = nn.Linear(2, 1)
functional_call(model, {"weight": torch.zeros(1, 2)}, (torch.ones(1, 2),), strict=True)
