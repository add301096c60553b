import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

weights = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)  # a leaf tensor
torch.nn.ReLU(inplace=True)(weights)
