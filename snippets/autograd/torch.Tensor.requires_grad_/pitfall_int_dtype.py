import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

labels = torch.arange(4, device=device)  # int64
labels.requires_grad_()
