import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

params = nn.ParameterList([torch.ones(2), torch.ones(2)]).to(device)
x = torch.ones(2, device=device)
print(sum(p * x for p in params))  # iterate over it yourself
params(x)
