import torch
from torch import nn

model = nn.Linear(2, 1)
model(torch.ones(1, 2)).sum().backward()
model.zero_grad()

total = 0.0
for p in model.parameters():
    total += p.grad.norm()  # .grad is None after zero_grad()
