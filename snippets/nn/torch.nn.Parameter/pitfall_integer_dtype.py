import torch
from torch import nn

print(nn.Parameter(torch.arange(3), requires_grad=False))  # allowed without grad
nn.Parameter(torch.arange(3))  # int64 cannot require grad
