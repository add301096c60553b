import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(3, requires_grad=True)
x.numpy()  # needs .detach() first
