import torch
from torch import nn

model = nn.Linear(2, 1)
model = model.compile(backend="eager")  # compile() 返回 None
model(torch.ones(1, 2))
