import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(3, 2).to(device)
old_handle = layer.register_backward_hook(lambda m, gi, go: None)  # legacy hook still attached
layer.register_full_backward_hook(lambda m, gi, go: None)  # migration started, old one kept
