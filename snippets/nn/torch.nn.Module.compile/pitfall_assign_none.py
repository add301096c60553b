import torch
from torch import nn

model = nn.Linear(2, 1)
model = model.compile(backend="eager")  # compile() returns None
model(torch.ones(1, 2))
