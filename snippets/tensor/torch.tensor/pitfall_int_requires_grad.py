import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

torch.tensor([1, 2, 3], requires_grad=True, device=device)
