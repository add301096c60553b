import torch

x = torch.arange(6.0)

x.reshape_as((3, 2))   # reshape_as 要求传入张量；形状应该传给 reshape
