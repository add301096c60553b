import torch

x = torch.arange(10)
print([p.numel() for p in x.split([2, 3, 5])])
x.split([2, 3])          # 各块大小之和必须等于 x.size(0)
