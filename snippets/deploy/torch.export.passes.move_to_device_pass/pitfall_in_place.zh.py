import torch
import torch.nn as nn
from torch.export.passes import move_to_device_pass

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))

# 本想为目标设备复制一份，CPU 版留作他用
moved = move_to_device_pass(ep, "meta")
print(moved is ep)
print(ep.state_dict["weight"].device)  # “CPU 版”也一起被移走了
