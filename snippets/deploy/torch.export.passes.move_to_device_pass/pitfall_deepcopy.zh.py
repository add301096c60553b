import copy

import torch
import torch.nn as nn
from torch.export.passes import move_to_device_pass

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))

# 先复制一份，让原程序留在 CPU 上
copied = copy.deepcopy(ep)
move_to_device_pass(copied, "meta")
