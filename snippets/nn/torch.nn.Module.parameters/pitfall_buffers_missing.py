import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

bn = nn.BatchNorm1d(3).to(device)
print([name for name, _ in bn.named_parameters()])
print([name for name, _ in bn.named_buffers()])
print(sorted(bn.state_dict().keys()))
