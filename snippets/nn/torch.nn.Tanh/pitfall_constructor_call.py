import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.tensor([0.0, 1.0], device=device)
torch.nn.Tanh(x)  # meant nn.Tanh()(x) or torch.tanh(x)
