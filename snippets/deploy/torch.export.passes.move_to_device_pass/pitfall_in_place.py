import torch
import torch.nn as nn
from torch.export.passes import move_to_device_pass

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))

# Meant as a copy for the target device; the CPU program is kept for later
moved = move_to_device_pass(ep, "meta")
print(moved is ep)
print(ep.state_dict["weight"].device)  # the "CPU" program moved as well
