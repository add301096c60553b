import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

layer = nn.Linear(3, 2).to(device)
old_handle = layer.register_backward_hook(lambda m, gi, go: None)  # legacy hook still attached
layer.register_full_backward_hook(lambda m, gi, go: None)  # migration started, old one kept
