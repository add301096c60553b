import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (x * x).sum()
loss.backward()
loss.backward()  # the saved tensors were freed by the first call
