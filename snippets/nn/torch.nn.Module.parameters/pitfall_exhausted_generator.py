import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Linear(4, 2).to(device)
params = model.parameters()  # a generator, not a list
print("count:", sum(1 for _ in params))  # consumes it
print("second pass:", sum(1 for _ in params))  # 0
torch.optim.SGD(params, lr=0.1)
