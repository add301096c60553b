import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

scores = torch.tensor([[3, 1, 0]], device=device)  # int64
torch.nn.LogSoftmax(dim=1)(scores)
