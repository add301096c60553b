import torch

x = torch.ones(3)
torch.ops.aten.clone.out(x)  # the out= variant needs its output tensor
