import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.tensor([0.0, 1.0], device=device)
print(torch.nn.Sigmoid()(x))  # create the module, then call it
torch.nn.Sigmoid(x)           # passes x to the constructor
