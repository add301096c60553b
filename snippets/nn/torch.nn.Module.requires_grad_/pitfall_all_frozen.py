import torch
from torch import nn

model = nn.Linear(2, 1).requires_grad_(False)
loss = model(torch.ones(3, 2)).sum()
loss.backward()  # nothing in the graph requires grad
