import torch

x = torch.ones(3)
torch.ops.aten.clone.out(x)  # out= 变体需要传入输出张量
