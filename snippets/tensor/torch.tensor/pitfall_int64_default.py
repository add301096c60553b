import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

layer = torch.nn.Linear(2, 1).to(device)

x = torch.tensor([[1, 2], [3, 4]], device=device)   # integer literals -> int64
print(x.dtype)
layer(x)  # weights are float32
