import torch
from torch import nn

model = nn.Linear(2, 1).half()
x = torch.ones(1, 2)  # the input is still float32
model(x)
